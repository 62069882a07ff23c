/// What a range drag does to items of its extent that leave the range (SPEC 3.2, `range-revert`).
public enum RangeRevert: String, CaseIterable, Hashable, Sendable {
  /// Put them back as they were just before the anchor.
  case restore
  /// Deselect them (the collection-view seed's behaviour).
  case deselect
  /// The opposite of the target (under `range-target` `toggle`, their state in `S0`): MFlisar's
  /// `DragSelectRecyclerView`, `DragSelectionProcessor` mode `FirstItemDependent` (an item
  /// leaving the range gets `mFirstWasSelected`, the anchor's state before the drag).
  case opposite
}
