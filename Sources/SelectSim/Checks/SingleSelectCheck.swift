import SelectCore

/// `single-select`: single mode: at most one item selected; a tap's outcome is as SPEC 3.3 says;
/// nothing but taps and the events of SPEC 2.6 changes the selection.
struct SingleSelectCheck: InvariantCheck {
  static let invariant = Invariant.singleSelect

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    guard state.mode == .single else { return nil }
    if state.countAfter > 1 { return "\(state.countAfter) items are selected in single mode" }
    let made = call.entries.itemChanges()
    switch call.kind {
    case .event(.limit), .event(.selectAll), .event(.deselectAll):
      return nil
    case .event(.up):
      let expected = state.analysis.expectedTap ?? []
      let tapEntries = call.entries.itemChanges(cause: .tap)
      if tapEntries != expected || made.count != tapEntries.count {
        return state.analysis.expectedTap == nil
          ? "an up that is no tap (the finger left the slop, or no item was under the down) changed \(Wording.describe(made))"
          : "the tap should change \(Wording.describe(expected)), but changed \(Wording.describe(made))"
      }
      return nil
    default:
      return made.isEmpty ? nil : "\(Wording.describe(made)) outside a tap or a SPEC 2.6 event"
    }
  }
}
