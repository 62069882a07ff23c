/// How far the content may be scrolled (SPEC 2.2, `max-offset`).
public enum MaxOffset: String, CaseIterable, Hashable, Sendable {
  /// `C + ib - H`: the end of the content at the viewport's bottom edge (the default).
  case content
  /// That, raised to a whole number of rows of item 0's height: Tk's listbox scrolls by whole
  /// rows and shows its last row whole (`ChangeListboxView`, `generic/tkListbox.c`: a top index
  /// of at most `nElements - fullLines`).
  case rows
}
