import SelectCore

/// `range-state`: range: after every change of `c`, items of `R` hold the target and items of
/// `E \ R` their revert state, except where a veto or the limit refused; and no item the drag
/// selected lies farther from the anchor than one the limit refused (SPEC 3.2). Steps are
/// `scroll-selects`'s to check.
struct RangeStateCheck: InvariantCheck {
  static let invariant = Invariant.rangeState

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    guard state.mode == .range, !call.isStep else { return nil }
    return state.analysis.rangeMismatch
  }
}
