/// What a range drag's current item `c` is (SPEC 3.2, `range-current`).
public enum RangeCurrent: String, CaseIterable, Hashable, Sendable {
  /// The item under the finger (the default).
  case finger
  /// The anchor, for the whole drag: the drag changes its anchor alone. Tk's listbox in
  /// `multiple` mode: the press toggles the row (`tk::ListboxBeginSelect`), and
  /// `tk::ListboxMotion` has no arm for that mode.
  case anchor
}
