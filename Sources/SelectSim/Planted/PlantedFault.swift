/// A fault planted in an engine (SPEC 9), to prove that the harness survives it and names it:
/// each is SelectCore's engine with one way of going wrong that no invariant describes.
package enum PlantedFault: String, CaseIterable, Hashable, Sendable {
  /// Traps (an out-of-range index) when a frame becomes empty while the finger is down.
  case trapOnRareEvent = "trap-on-rare-event"
  /// Traps in `init` when a frame has no width (a division by zero turned into an index).
  case trapInInit = "trap-in-init"
  /// `selectAll` under a limit loops forever when vetoes keep it from reaching the limit.
  case infiniteLoop = "infinite-loop"
  /// `deselectAll` takes two seconds (a quadratic diff, as it were).
  case slowCalls = "slow-calls"
  /// A hit-test cache shared by every engine of the process turns stale once warm: after 200
  /// engines, hit tests answer from another layout. A fresh process does not show it.
  case warmCache = "warm-cache"
  /// Reports the last item's changes as item `n`, one past the end.
  case outOfRangeIndex = "out-of-range-index"
  /// Reports the selection in the order items were selected, not ascending.
  case unsortedSelection = "unsorted-selection"
}
