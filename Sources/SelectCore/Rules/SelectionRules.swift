/// The decisions of SPEC 2 and 3 that a drag-to-select engine can get wrong, as one type the
/// engine is generic over: how a point is hit-tested and a movement swept, where the hotspots
/// are, what a paint drag's mode is, which item a lowered limit removes, in which order a range
/// changes its items, and so on.
///
/// ``StandardRules`` is the one conformance SelectCore ships, and ``SelectionEngine`` is
/// ``RuledEngine`` specialised on it at compile time, so an app pays nothing for the hooks. The
/// harness (SelectSim) conforms its planted bugs: each is the standard rules with one decision
/// changed, kept in SelectSim, so that no app ships them.
///
/// Every requirement has the standard behaviour as its default, so a conformance states only
/// what it changes. Stateful rules are values the engine owns.
package protocol SelectionRules: Sendable {
  init()

  // MARK: Geometry (SPEC 2.1, 3.1, 3.5)

  /// The content point under viewport point `point` at `offset`.
  func contentPoint(of point: Point, offset: Double) -> Point
  /// The topmost item whose frame contains `point`.
  func topmost(at point: Point, in layout: SpatialIndex) -> Int?
  /// Every item whose frame contains `point`, in the order a paint drag takes them.
  func items(at point: Point, in layout: SpatialIndex) -> [Int]
  /// The items the closed segment touches, in order of first contact.
  func sweep(from start: Point, to end: Point, in layout: inout SpatialIndex) -> [Int]
  /// Whether a `move` to the viewport point the finger already has runs the movement logic
  /// (the content under it may have changed since, by a `frame` event).
  var repeatedPointsRunMovementLogic: Bool { get }

  // MARK: Content and offset (SPEC 2.2)

  /// Whether zero-size frames count toward the content height.
  var emptyFramesCountTowardHeight: Bool { get }
  /// Whether a `frame` event clamps the offset again.
  var framesClampTheOffset: Bool { get }

  // MARK: Auto-scroll (SPEC 3.4)

  /// The hotspot that applies at viewport `y`, if any.
  func hotspot(atY y: Double, settings: AutoScrollSettings, viewportHeight: Double) -> Hotspot?
  /// How deep viewport `y` lies in `hotspot`.
  func depth(
    in hotspot: Hotspot, y: Double, settings: AutoScrollSettings, viewportHeight: Double
  ) -> Double
  /// The offset a step moves to: `moved`, clamped by `clamp`.
  func stepOffset(_ moved: Double, clamp: (Double) -> Double) -> Double
  /// Whether a step runs the mode's movement logic after it moves the offset.
  var stepsRunMovementLogic: Bool { get }
  /// Whether steps go on after the touch ends.
  var stepsOutliveTheTouch: Bool { get }
  /// Whether the steps due are applied before every event (SPEC 2.4), not only before `idle`.
  var stepsPrecedeEveryEvent: Bool { get }

  // MARK: Paint (SPEC 3.1)

  /// The mode of a drag for an item it touches: `fixed` once a first item fixed it, else from
  /// the item's state (select when it is unselected).
  mutating func paintMode(fixed: Bool?, itemIsSelected: Bool) -> Bool
  /// The mode a new drag starts with (none: the first item fixes it).
  mutating func paintModeAtStart() -> Bool?
  /// A drag with mode `mode` ended.
  mutating func paintDragEnded(mode: Bool?)
  /// Whether a `frame` event during a drag keeps its once-per-drag memory.
  var frameEventsKeepPaintMemory: Bool { get }

  // MARK: The limit and the forced events (SPEC 2.3, 2.6)

  /// The item a limit lowered below the count removes next.
  func limitVictim(in state: SelectionState) -> Int?
  /// Whether `selectAll` stops at the limit.
  var selectAllStopsAtTheLimit: Bool { get }
  /// The next item `selectAll` selects after `cursor`.
  func selectAllNext(after cursor: Int, in state: SelectionState) -> Int?
  /// Whether `deselectAll` deselects `item`.
  func deselectAllDeselects(_ item: Int, in state: SelectionState) -> Bool

  // MARK: Range (SPEC 3.2, 3.5)

  /// The rank of `item` in the order a range changes items: nearest `anchor` first, the lower
  /// index on a tie.
  func rangeRank(of item: Int, anchor: Int) -> Int
  /// The item of rank `rank` around `anchor`.
  func rangeItem(ofRank rank: Int, anchor: Int) -> Int
  /// Whether a range's deselections come before its selections.
  var rangeDeselectsFirst: Bool { get }
  /// Whether the veto lets a range select `item`.
  func rangeMaySelect(_ item: Int, in state: SelectionState) -> Bool
  /// Whether items that leave the range go back to their state before the anchor, under
  /// `revert`.
  func rangeRestores(under revert: RangeRevert) -> Bool
  /// Whether a range touch remembers `S0` from its `down` rather than from its anchor.
  var rangeRemembersFromDown: Bool { get }
  /// Whether `S0` keeps the state of items that something other than the drag changed.
  var rangeRemembersOutsideChanges: Bool { get }
  /// Whether an update sets again the items of the extent that something other than the drag
  /// changed since the last update (SPEC 3.5), not only those between the old and new `c`.
  var rangeRevisitsOutsideChanges: Bool { get }
  /// Whether a range that anchors under `range-start` `clear` forgets the selection it cleared
  /// (`S0` is empty), rather than restoring it to items that leave the range.
  var rangeClearEmptiesS0: Bool { get }
  /// Whether `range-update` `move` updates at a move whose `c` is unchanged.
  var rangeRepeatsUpdates: Bool { get }
  /// Whether `range-scroll` `wait` leaves a range drag alone at a `scroll`.
  var rangeWaitsOnScroll: Bool { get }

  // MARK: Single (SPEC 3.3)

  /// Whether a tap that switches items may deselect `previous`.
  func tapMayDeselect(_ previous: Int, in state: SelectionState) -> Bool
  /// Whether `single-commit` `press` and `follow` select at the `down` (not at a tap's `up`).
  var singleCommitsAtPress: Bool { get }
  /// Whether `single-commit` `follow` selects the item under the finger at every `move`.
  var singleFollowsMoves: Bool { get }
  /// Whether `hit-test` `nearest` moves the finger's point into the viewport and falls back to
  /// the item that reaches lowest (SPEC 2.1), rather than hit-testing exactly.
  var hitTestsNearest: Bool { get }
  /// Whether `single-select-all` `active` makes `selectAll` select the active item alone.
  var singleSelectsActive: Bool { get }
  /// Whether `single-select-all` `ignore` keeps `selectAll` from selecting in single mode.
  var singleIgnoresSelectAll: Bool { get }
  /// Whether `single-release` `retap` taps at the `up` only after a press that selected nothing
  /// (on no item, or on the item selected then), not after every press.
  var singleRetapsOnlyAfterIdlePress: Bool { get }

  // MARK: Options for Tk's listbox (SPEC 2.2, 2.4, 3.2, 3.3)

  /// Whether `max-offset` `rows` raises the largest offset to a whole row (not lowers it).
  var maxOffsetRoundsUp: Bool { get }
  /// Whether a double press under `double-press` `ignore` takes up the ended touch's drag (not a
  /// fresh one).
  var doublePressTakesUpTheDrag: Bool { get }
  /// Whether `range-direction` `anchor` reads the target from the anchor at each update.
  var rangeDirectionReadsTheAnchor: Bool { get }
  /// Whether `range-revert-scope` `passed` counts the previous `c` among the items passed.
  var revertScopeIncludesPreviousCurrent: Bool { get }
  /// Whether `range-current` `anchor` holds `c` at a `scroll` as at a move.
  var anchorCurrentHoldsOnScroll: Bool { get }
  /// Whether `single-follow` `change` compares with the last tapping move too (not the press's
  /// item only).
  var followChangeTracksMoves: Bool { get }

  // MARK: Options for Android's drag-select libraries (SPEC 3.2)

  /// Whether `range-target` `toggle` flips each item from its own state in `S0` (not all to the
  /// anchor's target).
  var toggleFlipsEachItem: Bool { get }
  /// Whether `range-revert` `opposite` gives items leaving the range the opposite of the target
  /// (not unselected).
  var oppositeRevertsAgainstTheTarget: Bool { get }
  /// Whether `range-shape` `rect` keeps its press point in the content (not in the viewport, where
  /// a scroll would carry it along).
  var rectPressStaysInContent: Bool { get }

  // MARK: Options for Qt's ExtendedSelection (SPEC 3.2)

  /// Whether `range-start` `defer` puts a press on a selected item off to the next sample (not
  /// anchoring it at once, as `clear` does).
  var deferWaitsForTheNextSample: Bool { get }
  /// Whether `range-revert-scope` `all` reverts items outside the extent too (not only `E`).
  var revertAllReachesOutsideTheExtent: Bool { get }
  /// Whether `range-shape` `rect-on-items` skips the samples over no item (not updating there,
  /// as `rect` does).
  var rectOnItemsSkipsEmptySamples: Bool { get }

  // MARK: Lists that change (SPEC 2.7)

  /// Whether a list change carries the selection with the items (not leaving it by index).
  var listChangesCarryTheSelection: Bool { get }
  /// Whether a range drag's anchor follows its item through a list change (not keeping its
  /// index, as a drag that saved the pressed position does).
  var anchorFollowsItsItem: Bool { get }
  /// Whether a removed anchor gives way to the item now at its index (not to "no position",
  /// which a range from the start of the list then reads as index 0).
  var removedAnchorGoesToItsSuccessor: Bool { get }
  /// Whether a range drag's extent follows its items through a list change (not keeping the
  /// indices it had).
  var extentFollowsItsItems: Bool { get }
  /// Whether, under `list-frames restack`, a list change moves the rows it passes (not leaving
  /// every other frame where it was).
  var listChangesRestackTheRows: Bool { get }
  /// Whether, under `single-remove successor`, a removal of the current item taps the item that
  /// takes its place (not leaving the list with nothing current and nothing tapped).
  var removedCurrentTapsItsSuccessor: Bool { get }
  /// Whether, under `list-offset content`, a change that restacks the rows above the viewport
  /// moves the offset with them (not leaving it, so that the items shown move).
  var restackedOffsetKeepsTheView: Bool { get }

  // MARK: Cost

  /// Whether a change of the list indexes every frame again (right answers, O(*n*) per change),
  /// not only those of the items it puts in, takes out or moves.
  var listChangesRebuildTheLayout: Bool { get }
}

extension SelectionRules {
  package func contentPoint(of point: Point, offset: Double) -> Point { point.shifted(by: offset) }

  package func topmost(at point: Point, in layout: SpatialIndex) -> Int? {
    layout.topmost(at: point)
  }

  package func items(at point: Point, in layout: SpatialIndex) -> [Int] { layout.items(at: point) }

  package func sweep(from start: Point, to end: Point, in layout: inout SpatialIndex) -> [Int] {
    layout.sweep(from: start, to: end).map(\.item)
  }

  package var repeatedPointsRunMovementLogic: Bool { true }
  package var emptyFramesCountTowardHeight: Bool { true }
  package var framesClampTheOffset: Bool { true }

  package func hotspot(atY y: Double, settings: AutoScrollSettings, viewportHeight: Double)
    -> Hotspot?
  {
    Hotspot.containing(y: y, settings: settings, viewportHeight: viewportHeight)
  }

  package func depth(
    in hotspot: Hotspot, y: Double, settings: AutoScrollSettings, viewportHeight: Double
  ) -> Double {
    hotspot.depth(y: y, settings: settings, viewportHeight: viewportHeight)
  }

  package func stepOffset(_ moved: Double, clamp: (Double) -> Double) -> Double { clamp(moved) }

  package var stepsRunMovementLogic: Bool { true }
  package var stepsOutliveTheTouch: Bool { false }
  package var stepsPrecedeEveryEvent: Bool { true }

  package mutating func paintMode(fixed: Bool?, itemIsSelected: Bool) -> Bool {
    fixed ?? !itemIsSelected
  }

  package mutating func paintModeAtStart() -> Bool? { nil }
  package mutating func paintDragEnded(mode: Bool?) {}
  package var frameEventsKeepPaintMemory: Bool { true }

  package func limitVictim(in state: SelectionState) -> Int? { state.lastSelected }
  package var selectAllStopsAtTheLimit: Bool { true }

  package func selectAllNext(after cursor: Int, in state: SelectionState) -> Int? {
    state.selectable(after: cursor)
  }

  package func deselectAllDeselects(_ item: Int, in state: SelectionState) -> Bool { true }

  package func rangeRank(of item: Int, anchor: Int) -> Int {
    item < anchor ? 2 * (anchor - item) - 1 : 2 * (item - anchor)
  }

  package func rangeItem(ofRank rank: Int, anchor: Int) -> Int {
    rank % 2 == 1 ? anchor - (rank + 1) / 2 : anchor + rank / 2
  }

  package var rangeDeselectsFirst: Bool { true }

  package func rangeMaySelect(_ item: Int, in state: SelectionState) -> Bool {
    state.canSelect(item)
  }

  package func rangeRestores(under revert: RangeRevert) -> Bool { revert == .restore }
  package var rangeRemembersFromDown: Bool { false }
  package var rangeRemembersOutsideChanges: Bool { true }
  package var rangeRevisitsOutsideChanges: Bool { true }
  package var rangeClearEmptiesS0: Bool { true }
  package var rangeRepeatsUpdates: Bool { true }
  package var rangeWaitsOnScroll: Bool { true }

  package func tapMayDeselect(_ previous: Int, in state: SelectionState) -> Bool {
    state.canDeselect(previous)
  }
  package var singleCommitsAtPress: Bool { true }
  package var singleFollowsMoves: Bool { true }
  package var singleIgnoresSelectAll: Bool { true }
  package var singleSelectsActive: Bool { true }
  package var hitTestsNearest: Bool { true }
  package var singleRetapsOnlyAfterIdlePress: Bool { true }
  package var maxOffsetRoundsUp: Bool { true }
  package var doublePressTakesUpTheDrag: Bool { true }
  package var rangeDirectionReadsTheAnchor: Bool { true }
  package var revertScopeIncludesPreviousCurrent: Bool { true }
  package var anchorCurrentHoldsOnScroll: Bool { true }
  package var followChangeTracksMoves: Bool { true }
  package var toggleFlipsEachItem: Bool { true }
  package var oppositeRevertsAgainstTheTarget: Bool { true }
  package var rectPressStaysInContent: Bool { true }
  package var deferWaitsForTheNextSample: Bool { true }
  package var revertAllReachesOutsideTheExtent: Bool { true }
  package var rectOnItemsSkipsEmptySamples: Bool { true }
  package var listChangesCarryTheSelection: Bool { true }
  package var anchorFollowsItsItem: Bool { true }
  package var removedAnchorGoesToItsSuccessor: Bool { true }
  package var extentFollowsItsItems: Bool { true }
  package var listChangesRestackTheRows: Bool { true }
  package var removedCurrentTapsItsSuccessor: Bool { true }
  package var restackedOffsetKeepsTheView: Bool { true }
  package var listChangesRebuildTheLayout: Bool { false }
}
