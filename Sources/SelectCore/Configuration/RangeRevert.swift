/// What a range drag does to items of its extent that leave the range (SPEC 3.2, `range-revert`).
public enum RangeRevert: String, CaseIterable, Hashable, Sendable {
  /// Put them back as they were just before the anchor.
  case restore
  /// Deselect them (the collection-view seed's behaviour).
  case deselect
}
