/// Which of the three seed behaviours the engine models (SPEC 3).
public enum SelectionMode: String, CaseIterable, Hashable, Sendable {
  /// Drag to paint a selection; the first item touched fixes select or deselect (SPEC 3.1).
  case paint
  /// Drag to select the range between an anchor and the finger (SPEC 3.2).
  case range
  /// Tap to make one item the selection (SPEC 3.3).
  case single
}

/// What a range drag sets the items of its range to (SPEC 3.2, `range-target`).
public enum RangeTarget: String, CaseIterable, Hashable, Sendable {
  /// Select when the anchor was unselected, deselect when it was selected.
  case anchor
  /// Always select (the collection-view seed's behaviour).
  case select
}

/// What a range drag does to items of its extent that leave the range (SPEC 3.2, `range-revert`).
public enum RangeRevert: String, CaseIterable, Hashable, Sendable {
  /// Put them back as they were just before the anchor.
  case restore
  /// Deselect them (the collection-view seed's behaviour).
  case deselect
}
