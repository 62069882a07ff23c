import SelectCore

/// `veto`: no entry goes against `canSelect`/`canDeselect` except the forced ones (SPEC 2.3, 2.6).
struct VetoCheck: InvariantCheck {
  static let invariant = Invariant.veto

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    for entry in call.entries {
      guard let change = entry.itemChange, change.item >= 0, change.item < state.itemCount else {
        continue
      }
      if change.selected && !state.canSelect[change.item] {
        return
          "item \(change.item) was selected (\(change.cause.rawValue)) though canSelect refuses it"
      }
      let forced = [.limit, .deselectAll, .remove].contains(change.cause)
      if !change.selected && !forced && !state.canDeselect[change.item] {
        return
          "item \(change.item) was deselected (\(change.cause.rawValue)) though canDeselect refuses it"
      }
    }
    return nil
  }
}
