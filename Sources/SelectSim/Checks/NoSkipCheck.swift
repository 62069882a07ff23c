import SelectCore

/// `no-skip`: paint: every item the finger's path crossed was considered; those not in the mode's
/// state and allowed did change (SPEC 3.1). Steps are `scroll-selects`'s to check.
struct NoSkipCheck: InvariantCheck {
  static let invariant = Invariant.noSkip

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    guard state.mode == .paint, !call.isStep, state.analysis.moved else { return nil }
    return NoSkipCheck.missingChange(call, state)
  }

  /// The first change a paint movement owed but did not make.
  static func missingChange(_ call: Call, _ state: RunState) -> String? {
    let made = call.entries.itemChanges(cause: .drag)
    for expected in state.analysis.expectedPaint where !made.contains(where: { $0 == expected }) {
      let analysis = state.analysis
      return
        "the path from \(CheckWording.point(analysis.from)) to \(CheckWording.point(analysis.to)) crossed item \(expected.item), "
        + "which was \(expected.selected ? "unselected and allowed" : "selected and allowed to go"), "
        + "but it was not \(expected.selected ? "selected" : "deselected") (expected: \(CheckWording.describe(analysis.expectedPaint)); "
        + "got: \(CheckWording.describe(made)))"
    }
    return nil
  }
}
