import SelectCore

/// `list-change`: an `insert`, `remove` or `reorder` changes no item's state, but a removed
/// selected item leaves the selection with an entry of cause `remove`, which no other event has
/// (SPEC 2.7). That the selection follows the items through the change is `log-consistent`'s to
/// see: the harness carries its own state through the change by identity before that check reads
/// the engine's selection.
struct ListChangeCheck: InvariantCheck {
  static let invariant = Invariant.listChange
  private let forced = ForcedEventCheck(cause: .remove, name: "the list change") {
    $0.listChange != nil
  }
  mutating func check(_ call: Call, _ state: RunState) -> String? { forced.check(call, state) }
}
