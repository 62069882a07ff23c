import SelectCore

/// `one-change-per-drag`: paint: each item has at most one `drag` entry per drag, and none from a
/// call after the one that first touched it: changed or not, the drag ignores it from then on
/// (SPEC 3.1).
struct OneChangePerDragCheck: InvariantCheck {
  static let invariant = Invariant.oneChangePerDrag
  /// The drag of each item's last `drag` entry.
  private var lastDrag: [Int]

  init(itemCount: Int) { lastDrag = Array(repeating: 0, count: itemCount) }

  /// Each item keeps its last drag through a change of the list (SPEC 2.7).
  mutating func carry(through change: ListChange) {
    lastDrag = change.carry(lastDrag, inserting: 0)
  }

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    guard state.mode == .paint else { return nil }
    for entry in call.entries {
      guard let change = entry.itemChange, change.cause == .drag else { continue }
      if lastDrag[change.item] == state.dragNumber {
        return
          "item \(change.item) changed a second time in drag \(state.dragNumber) (now \(change.selected ? "selected" : "deselected"))"
      }
      if state.dealtWithEarlier(change.item) {
        return
          "item \(change.item) changed in drag \(state.dragNumber) (now \(change.selected ? "selected" : "deselected")) after an earlier call of the drag dealt with it"
      }
      lastDrag[change.item] = state.dragNumber
    }
    return nil
  }
}
