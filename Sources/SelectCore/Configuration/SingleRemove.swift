/// What single mode does when the list loses its current item (SPEC 2.7, 3.3, `single-remove`).
public enum SingleRemove: String, CaseIterable, Hashable, Sendable {
  /// Nothing more than the removal (the default).
  case drop
  /// The item that now has its index (or the last) becomes current and is tapped: Qt's
  /// `QAbstractItemView::rowsAboutToBeRemoved`, "Ensure one selected item in single selection
  /// mode", makes the next row current with `SingleSelection`'s `ClearAndSelect`.
  case successor
}
