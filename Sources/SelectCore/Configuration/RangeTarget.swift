/// What a range drag sets the items of its range to (SPEC 3.2, `range-target`).
public enum RangeTarget: String, CaseIterable, Hashable, Sendable {
  /// Select when the anchor was unselected, deselect when it was selected.
  case anchor
  /// Always select (the collection-view seed's behaviour).
  case select
  /// Each item of the range the opposite of its own state in `S0`: MFlisar's
  /// `DragSelectRecyclerView`, `DragSelectionProcessor` mode `ToggleAndUndo`
  /// (`!mOriginalSelection.contains(i)` for each item entering the range).
  case toggle
}
