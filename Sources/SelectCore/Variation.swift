/// Ways an engine can go wrong, which the harness plants in SelectCore's engine to prove that its
/// checks catch them (issue 4's planted bugs). Package-visible only: an app never sees them.
///
/// Each case changes one decision of the engine; its doc comment says which.
package enum Variation: Hashable, Sendable {
  /// Paint: the mode is recomputed for every item instead of fixed by the first.
  case paintModePerItem
  /// Paint: the mode survives `up`, so the next drag starts with the last one's.
  case paintModeKeptAfterUp
  /// Paint: a `frame` event clears the once-per-drag memory.
  case frameClearsMemory
  /// Paint: only the sampled points are hit-tested, not the segments between them.
  case noSweep
  /// Hit tests treat frames as closed rectangles (max edges included).
  case closedHitTest
  /// Hit tests use the viewport point, forgetting the offset.
  case viewportHitTest
  /// The limit lets one item too many in.
  case limitOffByOne
  /// Lowering the limit deselects from the start of the list.
  case limitDeselectsFromStart
  /// `selectAll` ignores the limit.
  case selectAllIgnoresLimit
  /// `selectAll` ignores `canSelect`.
  case selectAllIgnoresVeto
  /// `deselectAll` honours `canDeselect`.
  case deselectAllHonoursVeto
  /// Range: `canSelect` is asked only for the anchor.
  case vetoOnlyAtAnchor
  /// Range: selections are made before deselections, so a full limit refuses them.
  case selectBeforeDeselect
  /// Range: changes go in index order, so a backward range fills from the far end.
  case indexOrderFill
  /// Range: `restore` and `deselect` are swapped.
  case revertSwapped
  /// `cancel` does not end the drag.
  case cancelKeepsDrag
  /// Auto-scroll keeps stepping after `up`.
  case scrollsAfterUp
  /// Auto-scroll steps are not clamped.
  case unclampedSteps
  /// After a step, the movement logic does not run.
  case noHitTestAfterStep
  /// A hotspot height of 0 or less falls back to the default instead of disabling auto-scroll.
  case zeroHeightFallsBack
  /// The depth is not capped: beyond the viewport's edge the finger still counts as in the
  /// hotspot, deeper than `h`.
  case uncappedDepth
  /// Single: a switching tap ignores `canDeselect` for the previous item.
  case tapIgnoresDeselectVeto
  /// Single: `cancel` taps like `up`.
  case cancelTaps
  /// Paint: items touched at the same moment are taken in an order set by a seed (a per-process
  /// hash seed, as iterating a `Set` would), not by index.
  case hashOrderedTies(UInt64)
}
