import SelectCore

/// `single-select`: single mode: at most one item selected; a tap's outcome is as SPEC 3.3 says
/// (at its `up`, or under `single-commit` `press` at the `down` and `follow` at each `move`, and
/// under `single-release` `retap` at the `up` after a press that selected nothing); nothing but
/// these and the events of SPEC 2.6 changes the selection.
struct SingleSelectCheck: InvariantCheck {
  static let invariant = Invariant.singleSelect

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    guard state.mode == .single else { return nil }
    if state.countAfter > 1 { return "\(state.countAfter) items are selected in single mode" }
    let made = call.entries.itemChanges()
    switch call.kind {
    case .event(.limit), .event(.selectAll), .event(.deselectAll), .event(.insert),
      .event(.remove), .event(.reorder):
      return nil
    default:
      break
    }
    if let expected = state.analysis.expectedTap {
      let tapEntries = call.entries.itemChanges(cause: .tap)
      guard tapEntries != expected || made.count != tapEntries.count else { return nil }
      return
        "\(Self.commit(call, state)) should change \(CheckWording.describe(expected)), but changed \(CheckWording.describe(made))"
    }
    guard !made.isEmpty else { return nil }
    if case .event(.up) = call.kind, state.configuration.singleCommit == .tap {
      return
        "an up that is no tap (the finger left the slop, or no item was under the down) changed \(CheckWording.describe(made))"
    }
    return "\(CheckWording.describe(made)) outside a tap or a SPEC 2.6 event"
  }

  /// The commit this call makes, in words.
  static func commit(_ call: Call, _ state: RunState) -> String {
    if state.analysis.isDoublePress { return "the double press (double-press ignore)" }
    return switch (state.configuration.singleCommit, call.kind) {
    case (.tap, _): "the tap"
    case (_, .event(.down)):
      "the press (single-commit \(state.configuration.singleCommit.rawValue))"
    case (_, .event(.up)): "the release (single-release retap)"
    default: "the move (single-commit follow)"
    }
  }
}
