import SelectCore

extension Scenario {
  /// Whether this scenario could come from a valid script (SPEC 2.4, 5): a valid configuration,
  /// times that never go back, one finger (no `down` while down, no `move`/`up`/`cancel` while
  /// up), and indices that name items.
  ///
  /// - Complexity: O(*n* + *e*).
  public var isWellFormed: Bool {
    guard (try? configuration.validate()) != nil else { return false }
    let count = configuration.frames.count
    var last = -Double.infinity
    var fingerIsDown = false
    for scheduled in timeline {
      guard scheduled.time >= last, scheduled.time.isFinite,
        scheduled.time.magnitude <= Configuration.magnitudeLimit
      else { return false }
      last = scheduled.time
      switch scheduled.action {
      case .event(.down):
        if fingerIsDown { return false }
        fingerIsDown = true
      case .event(.move):
        if !fingerIsDown { return false }
      case .event(.up), .event(.cancel):
        if !fingerIsDown { return false }
        fingerIsDown = false
      case .event(.frame(let item, let frame)):
        if item < 0 || item >= count || !Configuration.isValidFrame(frame) { return false }
      case .expect(.selected(let items)):
        if items.contains(where: { $0 < 0 || $0 >= count }) { return false }
      default:
        break
      }
    }
    for case .selected(let items) in expectations
    where items.contains(where: { $0 < 0 || $0 >= count }) {
      return false
    }
    return true
  }

  /// The scenario with item `item` removed: later items move down one index, and every index in
  /// the configuration, the timeline and the expectations follows; `frame` events for the item go.
  public func removingItem(_ item: Int) -> Scenario {
    func shift(_ set: Set<Int>) -> Set<Int> {
      Set(set.compactMap { $0 == item ? nil : ($0 > item ? $0 - 1 : $0) })
    }
    func shift(_ list: [Int]) -> [Int] {
      list.compactMap { $0 == item ? nil : ($0 > item ? $0 - 1 : $0) }
    }
    var result = self
    result.configuration.frames.remove(at: item)
    result.configuration.vetoSelect = shift(configuration.vetoSelect)
    result.configuration.vetoDeselect = shift(configuration.vetoDeselect)
    result.configuration.initialSelection = shift(configuration.initialSelection)
    result.timeline = timeline.compactMap { scheduled in
      switch scheduled.action {
      case .event(.frame(let target, let frame)):
        if target == item { return nil }
        return .event(.frame(item: target > item ? target - 1 : target, frame), at: scheduled.time)
      case .expect(.selected(let items)):
        return Scheduled(time: scheduled.time, action: .expect(.selected(shift(items))))
      default:
        return scheduled
      }
    }
    result.expectations = expectations.map { expectation in
      if case .selected(let items) = expectation { return .selected(shift(items)) }
      return expectation
    }
    return result
  }
}
