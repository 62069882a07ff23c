import SelectCore

/// What the harness expects of one call, worked out from the SPEC, the scenario and the state
/// before the call, never from the engine's internals.
struct CallAnalysis {
  var offsetBefore = 0.0
  /// The offset after the call, as the engine's entries say.
  var offsetAfter = 0.0
  /// What the offset should be after a step, a `scroll` or a `frame` (SPEC 2.2, 3.4); `nil` for
  /// calls that must leave it alone.
  var expectedOffset: Double?
  /// The auto-scroll step's hotspot and depth, for a step.
  var stepHotspot: Hotspot?
  var stepDepth = 0.0

  /// Whether the mode's movement logic ran (SPEC 3.1, 3.2), from `from` to `to` in content space.
  var moved = false
  var from = Point(x: 0, y: 0)
  var to = Point(x: 0, y: 0)

  /// Paint: the items the movement touched, in contact order.
  var touched: [Int] = []
  /// Paint: the changes the movement must make, in order.
  var expectedPaint: [ItemChange] = []

  /// Range: whether `c` changed (or the drag anchored) in this call, or, under `range-update`
  /// `move`, the drag updated with `c` where it was.
  var rangeUpdated = false
  /// Range: whether the update was only such a repeat (`range-update` `move`, `c` unchanged).
  var rangeRepeated = false
  /// Range: how the state after an update departs from SPEC 3.2, if it does.
  var rangeMismatch: String?
  /// Range: the items the anchor's update clears under `range-start` `clear` (every other item
  /// selected before the call), ascending.
  var rangeCleared: [Int] = []
  /// Range: the deselections an `up` makes under `range-start defer` when the anchor's update is
  /// still put off, in order; `nil` for any other call.
  var expectedRelease: [ItemChange]?
  /// Range: the items between the previous `c` and the new one, of this call's update (under
  /// `range-revert-scope` `passed`, the only items of `E \ R` it reverts).
  var rangeSpan = 0...0

  /// Range: whether the anchor's update of this call clears `item`.
  ///
  /// - Complexity: O(log *k*) for *k* items cleared.
  func clears(_ item: Int) -> Bool {
    var low = 0
    var high = rangeCleared.count
    while low < high {
      let middle = (low + high) / 2
      if rangeCleared[middle] < item { low = middle + 1 } else { high = middle }
    }
    return low < rangeCleared.count && rangeCleared[low] == item
  }

  /// Single: the entries a tap must produce: at an `up` within the slop, or under
  /// `single-commit` `press` at a `down` and `follow` at a `down` or `move`.
  var expectedTap: [ItemChange]?
  /// Single: the content point the selection was committed at, when this call commits one.
  var commitPoint: Point?

  /// `limit`, `selectAll`, `deselectAll`: the entries they must produce (SPEC 2.6).
  /// A change of the list (SPEC 2.7) this call makes, and the inserted item's frame: the state
  /// is carried through it once the entries (which name the indices before it) are applied.
  var listChange: (change: ListChange, frame: Rect?)?
  var expectedForced: [ItemChange]?
  /// A removal of single mode's current item under `single-remove successor`: the tap of the item
  /// that takes its place, by the indices after the change (SPEC 2.7); `[]` for none.
  var expectedSuccessorTap: [ItemChange] = []

  /// Whether the runner may skip the remaining steps before the next event: this step changed
  /// nothing and left the finger's content point where it was, so every later one would too.
  var stepIsIdle = false
  /// A step whose move the clamp cut short.
  var stepClamped = false

  /// A stray event (SPEC 2.4): it must change nothing.
  var isStray = false
  /// A double press under `double-press` `ignore` (SPEC 2.4): its `down` changes nothing.
  var isDoublePress = false

  // Facts for the statistics table, which judge nothing (``CoverageTracker`` reads them).

  /// A veto refused a change the SPEC would otherwise make.
  var refusedByVeto = false
  /// The limit refused a selection the SPEC would otherwise make.
  var refusedByLimit = false
  /// Range: the limit refused a selection of the range.
  var rangeLimitRefusal = false
  /// Range: two changes at equal distance from the anchor, one on each side, came in one update.
  var rangeTie = false
  /// The `up` or `cancel` of a touch whose finger never left its `down` point.
  var stillTouch = false
}
