import SelectCore

/// The canonical passes' way of trying values: from a fixed list in order of preference, each
/// only while it comes before the current one, so that the form reached is the same from any
/// start.
extension ShrinkSession {
  /// Tries `values` in order, each only while it comes before the current value (every one when
  /// the current value is not in the list), and keeps the first that keeps the failure.
  mutating func prefer<Value: Equatable>(
    _ values: [Value], at keyPath: WritableKeyPath<Scenario, Value>
  ) {
    for value in values where !outOfBudget {
      if value == best[keyPath: keyPath] { break }
      var candidate = best
      candidate[keyPath: keyPath] = value
      if attempt(candidate) { break }
    }
  }

  /// Tries the forms `forms` makes of the repro in order, and keeps the first that keeps the
  /// failure; stops at one the repro already has.
  mutating func prefer(_ forms: (Scenario) -> [Scenario]) {
    var tried: [Scenario] = []
    for candidate in forms(best) where !outOfBudget && !tried.contains(candidate) {
      if candidate == best || attempt(candidate) { break }
      tried.append(candidate)
    }
  }

  /// ``prefer(_:at:)`` for the event of timeline line `index`.
  mutating func prefer(_ events: [Event], at index: Int) {
    for event in events where !outOfBudget {
      if event == best.timeline[index].event { break }
      if attempt(best.changingEvent(at: index, to: event)) { break }
    }
  }
}
