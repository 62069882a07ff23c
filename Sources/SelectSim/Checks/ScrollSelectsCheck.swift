import SelectCore

/// `scroll-selects`: after a step, the movement logic ran for the finger's new content point: in
/// range mode `c` is the item under it, in paint mode every item the step's segment crossed was
/// considered (SPEC 3.4).
struct ScrollSelectsCheck: InvariantCheck {
  static let invariant = Invariant.scrollSelects

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    guard call.isStep else { return nil }
    switch state.mode {
    case .paint: return NoSkipCheck.missingChange(call, state).map { "after the step, " + $0 }
    case .range: return state.analysis.rangeMismatch.map { "after the step, " + $0 }
    case .single: return nil
    }
  }
}
