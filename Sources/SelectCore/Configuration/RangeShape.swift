/// What a range drag's range is (SPEC 3.2, `range-shape`).
public enum RangeShape: String, CaseIterable, Hashable, Sendable {
  /// Every index between the anchor and the item under the finger (the default).
  case index
  /// Every item whose frame meets the rectangle from the press point to the finger: Qt's item
  /// views (`QAbstractItemView::mouseMoveEvent` selects `QRect(topLeft, bottomRight)` from
  /// `pressedPosition`, kept in content coordinates, to the pointer), a rubber band over a grid.
  case rect
  /// As `rect`, but a sample of the finger over no item changes nothing, the down's included:
  /// Qt's `ListMode` without the elastic band (`QListViewPrivate::selectionAllowed` is
  /// `index.isValid()` there, so `mouseMoveEvent` sets no selection over empty space).
  case rectOnItems = "rect-on-items"
}
