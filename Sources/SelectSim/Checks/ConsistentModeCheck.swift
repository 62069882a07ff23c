import SelectCore

/// `consistent-mode`: paint: every `drag` entry goes the way the first touched item fixed.
struct ConsistentModeCheck: InvariantCheck {
  static let invariant = Invariant.consistentMode

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    guard state.mode == .paint else { return nil }
    for entry in call.entries {
      guard let change = entry.itemChange, change.cause == .drag else { continue }
      guard let selects = state.paintSelects else {
        return
          "item \(change.item) \(change.selected ? "selected" : "deselected") by a drag that has touched no item"
      }
      if change.selected != selects {
        return
          "item \(change.item) \(change.selected ? "selected" : "deselected") in a drag whose first item fixed \(selects ? "select" : "deselect")"
      }
    }
    return nil
  }
}
