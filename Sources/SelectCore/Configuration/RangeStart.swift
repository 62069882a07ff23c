/// What a range drag does to the rest of the selection when it anchors (SPEC 3.2, `range-start`).
public enum RangeStart: String, CaseIterable, Hashable, Sendable {
  /// Keeps it: only the range's items change (the collection view; the default).
  case keep
  /// Clears it: every other selected item is deselected, and `S0` is empty (Tk's `extended`,
  /// Qt's `ExtendedSelection` without modifiers).
  case clear
}
