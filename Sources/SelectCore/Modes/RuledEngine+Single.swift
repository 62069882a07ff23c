extension RuledEngine {
  /// Taps `item` (SPEC 3.3): an unselected item that `canSelect` allows becomes the only
  /// selected one, provided `canDeselect` lets the previous one go and the limit allows one.
  mutating func performTap(on item: Int, at time: Double) {
    guard !state.contains(item), state.canSelect(item), state.capacity >= 1 else { return }
    if let previous = state.selected(after: -1) {
      guard rules.tapMayDeselect(previous, in: state) else { return }
      change(previous, selected: false, cause: .tap, at: time)
    }
    change(item, selected: true, cause: .tap, at: time)
  }
}
