/// What a range drag sets the items of its range to (SPEC 3.2, `range-target`).
public enum RangeTarget: String, CaseIterable, Hashable, Sendable {
  /// Select when the anchor was unselected, deselect when it was selected.
  case anchor
  /// Always select (the collection-view seed's behaviour).
  case select
}
