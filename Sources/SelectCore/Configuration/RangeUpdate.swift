/// When a range drag runs its update (SPEC 3.2, `range-update`).
public enum RangeUpdate: String, CaseIterable, Hashable, Sendable {
  /// When the current item `c` changes (the collection view; the default).
  case change
  /// Also at every `move` and auto-scroll step over an item, `c` changed or not: Qt's
  /// `QAbstractItemView::mouseMoveEvent` applies the whole selection rectangle again at every
  /// mouse move.
  case move
}
