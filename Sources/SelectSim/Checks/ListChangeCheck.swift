import SelectCore

/// `list-change`: an `insert`, `remove` or `reorder` changes no item's state, but a removed
/// selected item leaves the selection with an entry of cause `remove`, which no other event has,
/// and, under `single-remove successor`, the removal of single mode's current item taps the item
/// that takes its place (SPEC 2.7). That the selection follows the items through the change is
/// `log-consistent`'s to see: the harness carries its own state through the change by identity
/// before that check reads the engine's selection.
struct ListChangeCheck: InvariantCheck {
  static let invariant = Invariant.listChange
  private let forced = ForcedEventCheck(cause: .remove, name: "the list change") {
    $0.listChange != nil
  }

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    guard call.event.listChange != nil else { return forced.check(call, state) }
    let removed = call.entries.itemChanges(cause: .remove)
    let tapped = call.entries.itemChanges(cause: .tap)
    let expectedRemoved = state.analysis.expectedForced ?? []
    let expectedTapped = state.analysis.expectedSuccessorTap
    let all = call.entries.itemChanges()
    if removed == expectedRemoved && tapped == expectedTapped
      && all.count == removed.count + tapped.count
    {
      return nil
    }
    let expected = expectedRemoved + expectedTapped
    let successor =
      expectedTapped.isEmpty ? "" : " (the successor's tap under single-remove successor)"
    // The same changes under other causes: name the causes each should have.
    let causes =
      Set(all) == Set(expected)
      ? " with causes other than remove for the removed item and tap for the successor" : ""
    return
      "the list change should change \(CheckWording.describe(expected))\(successor), but changed \(CheckWording.describe(all))\(causes)"
  }
}
