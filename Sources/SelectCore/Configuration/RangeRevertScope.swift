/// Which items of `E \ R` an update gives their revert state (SPEC 3.2, `range-revert-scope`).
public enum RangeRevertScope: String, CaseIterable, Hashable, Sendable {
  /// Every one, at every update (the default).
  case extent
  /// Those between the previous `c` and the new one, both included: the items the finger passed
  /// on its way out of the range. Tk's `tk::ListboxMotion` clears and restores only the rows
  /// from `Priv(listboxPrev)` to the new row.
  case passed
  /// Every item outside `R`, in `E` or not, at every update: Qt's `ExtendedSelection` without
  /// modifiers applies `Clear|SelectCurrent` at every mouse move
  /// (`QAbstractItemView::extendedSelectionCommand`: "when drag-selecting we need to clear any
  /// previous selection and select the current one"), so what a `selectAll` selected outside the
  /// rectangle goes at the next move.
  case all
}
