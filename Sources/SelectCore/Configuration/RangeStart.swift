/// What a range drag does to the rest of the selection when it anchors (SPEC 3.2, `range-start`).
public enum RangeStart: String, CaseIterable, Hashable, Sendable {
  /// Keeps it: only the range's items change (the collection view; the default).
  case keep
  /// Clears it: every other selected item is deselected, and `S0` is empty (Tk's `extended`,
  /// Qt's `ExtendedSelection` without modifiers).
  case clear
  /// As `clear`, but a press that selects nothing, on an item selected at that moment (or, under
  /// `range-shape` `rect` and `rect-on-items`, on no item), defers the anchor's update (and its
  /// clear) to the finger's next sample; an `up` before it deselects every item but the anchor
  /// when the finger is over the anchor, every item when it is over none. Qt's
  /// `ExtendedSelection` without modifiers: a press on a selected item is `NoUpdate`
  /// ("indexIsSelected"), the next move applies `Clear|SelectCurrent`, and the release of a click
  /// applies `ClearAndSelect` to the item under it, or `Clear` over no item
  /// (`QAbstractItemView::extendedSelectionCommand`).
  case `defer`
}
