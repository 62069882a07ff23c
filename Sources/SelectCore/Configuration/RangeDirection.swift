/// Where a range drag's later updates take their target from (SPEC 3.2, `range-direction`).
public enum RangeDirection: String, CaseIterable, Hashable, Sendable {
  /// The target fixed when the drag anchors holds for the whole drag (the default).
  case fixed
  /// Every update after the anchor's reads it from the anchor's state at that moment: Tk's
  /// `tk::ListboxMotion` (`if {[$w selection includes anchor]}`), documented as setting the
  /// range "to match that of the anchor element".
  case anchor
}
