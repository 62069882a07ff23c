import SelectCore

/// The planted bugs that change one decision of SelectCore's engine: each a ``SelectionRules``
/// conformance with the standard rules but one hook, named after its bug, and kept here so that no
/// app ships it. SelectCore's engine on them is ``RuledEngine``.
enum PlantedRules {
  /// Paint recomputes select/deselect for every item.
  struct PaintModePerItem: SelectionRules {
    mutating func paintMode(fixed: Bool?, itemIsSelected: Bool) -> Bool { !itemIsSelected }
  }

  /// Paint's mode is not cleared at `up`, so the next drag inherits it.
  struct PaintModeKeptAfterUp: SelectionRules {
    private var lastMode: Bool?
    mutating func paintModeAtStart() -> Bool? { lastMode }
    mutating func paintDragEnded(mode: Bool?) { lastMode = mode }
  }

  /// A `frame` event resets the once-per-drag memory.
  struct FrameClearsMemory: SelectionRules {
    var frameEventsKeepPaintMemory: Bool { false }
  }

  /// Paint hit-tests the sampled points only, so fast moves skip items.
  struct NoSweep: SelectionRules {
    func sweep(from start: Point, to end: Point, in layout: inout SpatialIndex) -> [Int] {
      layout.items(at: end)
    }
  }

  /// Hit tests include the max edges (closed rectangles).
  struct ClosedHitTest: SelectionRules {
    func topmost(at point: Point, in layout: SpatialIndex) -> Int? {
      let frames = layout.framesInOrder
      return frames.indices.last { PlantedRules.closedContains(frames[$0], point) }
    }

    func items(at point: Point, in layout: SpatialIndex) -> [Int] {
      let frames = layout.framesInOrder
      return frames.indices.filter { PlantedRules.closedContains(frames[$0], point) }
    }
  }

  static func closedContains(_ frame: Rect, _ point: Point) -> Bool {
    !frame.isEmpty && frame.minX <= point.x && point.x <= frame.maxX && frame.minY <= point.y
      && point.y <= frame.maxY
  }

  /// Hit tests use the viewport point, forgetting the offset.
  struct ViewportHitTest: SelectionRules {
    func contentPoint(of point: Point, offset: Double) -> Point { point }
  }

  /// A lowered limit deselects from the start of the list.
  struct LimitDeselectsFromStart: SelectionRules {
    func limitVictim(in state: SelectionState) -> Int? { state.selected(after: -1) }
  }

  /// `selectAll` ignores the limit.
  struct SelectAllIgnoresLimit: SelectionRules {
    var selectAllStopsAtTheLimit: Bool { false }
  }

  /// `selectAll` selects vetoed items.
  struct SelectAllIgnoresVeto: SelectionRules {
    func selectAllNext(after cursor: Int, in state: SelectionState) -> Int? {
      (cursor + 1..<state.itemCount).first { !state.contains($0) }
    }
  }

  /// `deselectAll` skips items `canDeselect` refuses.
  struct DeselectAllHonoursVeto: SelectionRules {
    func deselectAllDeselects(_ item: Int, in state: SelectionState) -> Bool {
      state.canDeselect(item)
    }
  }

  /// Range asks `canSelect` only for the anchor.
  struct VetoOnlyAtAnchor: SelectionRules {
    func rangeMaySelect(_ item: Int, in state: SelectionState) -> Bool { true }
  }

  /// Range selects before deselecting, so a full limit refuses the range.
  struct SelectBeforeDeselect: SelectionRules {
    var rangeDeselectsFirst: Bool { false }
  }

  /// Range changes go in index order, so a backward range fills from the far end.
  struct FarEndFill: SelectionRules {
    func rangeRank(of item: Int, anchor: Int) -> Int { item }
    func rangeItem(ofRank rank: Int, anchor: Int) -> Int { rank }
  }

  /// Range's `restore` and `deselect` are swapped.
  struct RestoreDeselectSwapped: SelectionRules {
    func rangeRestores(under revert: RangeRevert) -> Bool { revert != .restore }
  }

  /// On a tie in distance from the anchor, range changes the higher index first.
  struct TiesToTheHigherIndex: SelectionRules {
    func rangeRank(of item: Int, anchor: Int) -> Int {
      item > anchor ? 2 * (item - anchor) - 1 : 2 * (anchor - item)
    }

    func rangeItem(ofRank rank: Int, anchor: Int) -> Int {
      rank % 2 == 1 ? anchor + (rank + 1) / 2 : anchor - rank / 2
    }
  }

  // MARK: The slow tail: bugs only a mid-drag event shows

  /// A range touch remembers `S0` from its `down`, so what changes between a `down` in a gap and
  /// the anchor is undone by `restore`.
  struct RememberedFromDown: SelectionRules {
    var rangeRemembersFromDown: Bool { true }
  }

  /// A range update visits only the items between the old and new `c`, so what `selectAll`,
  /// `deselectAll` or the limit changed inside the extent mid-drag is never set again.
  struct IncrementalExtent: SelectionRules {
    var rangeRevisitsOutsideChanges: Bool { false }
  }

  /// `S0` is remembered lazily, at the drag's own changes only, so an item changed first from
  /// outside the drag is restored to that state instead.
  struct LazyRestoreSnapshot: SelectionRules {
    var rangeRemembersOutsideChanges: Bool { false }
  }

  /// A `move` to the point the finger already has is skipped, though a `frame` event may have
  /// moved an item under it.
  struct StillFingerSkipsHitTest: SelectionRules {
    var repeatedPointsRunMovementLogic: Bool { false }
  }

  /// A `frame` event that shrinks the content leaves the offset past its new end.
  struct NoClampAfterFrame: SelectionRules {
    var framesClampTheOffset: Bool { false }
  }

  /// The content height leaves out zero-size frames.
  struct HeightSkipsEmptyFrames: SelectionRules {
    var emptyFramesCountTowardHeight: Bool { false }
  }

  /// Due steps are applied only by `idle`, not before the other events.
  struct StepsOnlyOnIdle: SelectionRules {
    var stepsPrecedeEveryEvent: Bool { false }
  }

  /// Auto-scroll keeps stepping after `up`.
  struct ScrollsAfterUp: SelectionRules {
    var stepsOutliveTheTouch: Bool { true }
  }

  /// Auto-scroll steps are not clamped.
  struct UnclampedSteps: SelectionRules {
    func stepOffset(_ moved: Double, clamp: (Double) -> Double) -> Double { moved }
  }

  /// After an auto-scroll step the movement logic does not run.
  struct NoHitTestAfterStep: SelectionRules {
    var stepsRunMovementLogic: Bool { false }
  }

  /// A hotspot height of 0 or less falls back to the default instead of disabling auto-scroll.
  struct ZeroHeightHotspot: SelectionRules {
    private func fallback(_ settings: AutoScrollSettings) -> AutoScrollSettings {
      var settings = settings
      if settings.hotspotHeight <= 0 { settings.hotspotHeight = AutoScrollSettings().hotspotHeight }
      return settings
    }

    func hotspot(atY y: Double, settings: AutoScrollSettings, viewportHeight: Double) -> Hotspot? {
      Hotspot.containing(y: y, settings: fallback(settings), viewportHeight: viewportHeight)
    }

    func depth(
      in hotspot: Hotspot, y: Double, settings: AutoScrollSettings, viewportHeight: Double
    ) -> Double {
      hotspot.depth(y: y, settings: fallback(settings), viewportHeight: viewportHeight)
    }
  }

  /// Beyond the viewport's edge the finger stays in the hotspot, deeper than `h`.
  struct UncappedDepth: SelectionRules {
    func hotspot(atY y: Double, settings: AutoScrollSettings, viewportHeight: Double) -> Hotspot? {
      if let inside = Hotspot.containing(y: y, settings: settings, viewportHeight: viewportHeight) {
        return inside
      }
      guard settings.hotspotHeight > 0 else { return nil }
      if y < settings.topOffset { return .top }
      if y > viewportHeight - settings.bottomOffset { return .bottom }
      return nil
    }
  }

  // The geometry SPEC 2.1, 3.4 and 3.5 state as functions, each with a slip in the engine's copy:
  // the harness has its own (``SpecGeometry``), so its invariants catch them on their own.

  /// The content point is the viewport point shifted the wrong way: `y - offset`.
  struct ShiftedTheWrongWay: SelectionRules {
    func contentPoint(of point: Point, offset: Double) -> Point {
      Point(x: point.x, y: point.y - offset)
    }
  }

  /// The hotspots are open intervals: a finger exactly on an edge is in none.
  struct OpenHotspotEdges: SelectionRules {
    func hotspot(atY y: Double, settings: AutoScrollSettings, viewportHeight: Double) -> Hotspot? {
      let h = settings.hotspotHeight
      guard h > 0 else { return nil }
      if settings.topOffset < y && y < settings.topOffset + h { return .top }
      let edge = viewportHeight - settings.bottomOffset
      if edge - h < y && y < edge { return .bottom }
      return nil
    }
  }

  /// The depth leaves out the hotspot offsets: `h - y` at the top, `y - (H - h)` at the bottom.
  struct DepthIgnoresOffsets: SelectionRules {
    func depth(
      in hotspot: Hotspot, y: Double, settings: AutoScrollSettings, viewportHeight: Double
    ) -> Double {
      switch hotspot {
      case .top: settings.hotspotHeight - y
      case .bottom: y - (viewportHeight - settings.hotspotHeight)
      }
    }
  }

  /// A sweep's contact test treats the max edges as closed: a path that only grazes an item's
  /// right or bottom edge touches it.
  struct ContactAtMaxEdge: SelectionRules {
    func sweep(from start: Point, to end: Point, in layout: inout SpatialIndex) -> [Int] {
      var contacts: [(time: Double, item: Int)] = []
      for (item, frame) in layout.framesInOrder.enumerated() {
        if let time = PlantedRules.closedContactTime(frame, start, end) {
          contacts.append((time, item))
        }
      }
      return contacts.sorted { $0.time < $1.time || ($0.time == $1.time && $0.item < $1.item) }
        .map(\.item)
    }
  }

  /// The first parameter at which the segment meets `frame` taken as a closed rectangle.
  static func closedContactTime(_ frame: Rect, _ start: Point, _ end: Point) -> Double? {
    guard !frame.isEmpty else { return nil }
    var low = 0.0
    var high = 1.0
    for (from, delta, min, max) in [
      (start.x, end.x - start.x, frame.minX, frame.maxX),
      (start.y, end.y - start.y, frame.minY, frame.maxY),
    ] {
      if delta == 0 {
        if from < min || from > max { return nil }
        continue
      }
      let a = (min - from) / delta
      let b = (max - from) / delta
      low = Swift.max(low, Swift.min(a, b))
      high = Swift.min(high, Swift.max(a, b))
    }
    return low <= high ? low : nil
  }

  /// A switching tap deselects the previous item despite `canDeselect`.
  struct TapIgnoresDeselectVeto: SelectionRules {
    func tapMayDeselect(_ previous: Int, in state: SelectionState) -> Bool { true }
  }

  /// `range-start` `clear` remembers `S0` from before the clear, so items it cleared come back
  /// when they leave the range.
  struct ClearRestoresCleared: SelectionRules {
    var rangeClearEmptiesS0: Bool { false }
  }

  /// `single-commit` `press` and `follow` commit at a tap's `up`, as `tap` does.
  struct PressCommitsAtUp: SelectionRules {
    var singleCommitsAtPress: Bool { false }
  }

  /// `range-update` `move` updates only when `c` changes, as `change` does.
  struct MoveUpdatesOnChange: SelectionRules {
    var rangeRepeatsUpdates: Bool { false }
  }

  /// `range-scroll` `wait` samples the finger's point at a `scroll` all the same.
  struct ScrollSamplesUnderWait: SelectionRules {
    var rangeWaitsOnScroll: Bool { false }
  }

  /// `single-select-all` `ignore` selects as `first` does.
  struct SingleSelectAllSelects: SelectionRules {
    var singleIgnoresSelectAll: Bool { false }
  }

  /// `single-select-all` `active` selects as `first` does.
  struct SelectAllIgnoresActive: SelectionRules {
    var singleSelectsActive: Bool { false }
  }

  /// `hit-test` `nearest` hit-tests as `exact` does.
  struct NearestHitTestsExactly: SelectionRules {
    var hitTestsNearest: Bool { false }
  }

  /// `single-release` `retap` taps at every `up`, also after a press that selected an item.
  struct RetapAfterEveryPress: SelectionRules {
    var singleRetapsOnlyAfterIdlePress: Bool { false }
  }

  /// `single-commit` `follow` selects at the press but not at later moves.
  struct FollowIgnoresMoves: SelectionRules {
    var singleFollowsMoves: Bool { false }
  }

  /// `max-offset` `rows` lowers the largest offset to a whole row instead of raising it.
  struct MaxOffsetRoundsDown: SelectionRules {
    var maxOffsetRoundsUp: Bool { false }
  }

  /// A double press under `double-press` `ignore` starts a range touch afresh instead of taking
  /// up the drag before it.
  struct DoublePressForgetsTheDrag: SelectionRules {
    var doublePressTakesUpTheDrag: Bool { false }
  }

  /// `range-direction` `anchor` keeps the target fixed at the anchoring, as `fixed` does.
  struct DirectionFixedAtAnchor: SelectionRules {
    var rangeDirectionReadsTheAnchor: Bool { false }
  }

  /// `range-revert-scope` `passed` leaves the previous `c` out of the items passed.
  struct PassedSkipsPreviousCurrent: SelectionRules {
    var revertScopeIncludesPreviousCurrent: Bool { false }
  }

  /// `range-current` `anchor` lets a `scroll` move `c`.
  struct AnchorCurrentFollowsScroll: SelectionRules {
    var anchorCurrentHoldsOnScroll: Bool { false }
  }

  /// `single-follow` `change` compares a move's item with the press's only, so a move back onto
  /// it after a tapping move taps nothing.
  struct FollowChangeComparesWithPress: SelectionRules {
    var followChangeTracksMoves: Bool { false }
  }

  /// `range-target` `toggle` gives the whole range the anchor's target, as `anchor` does.
  struct ToggleFollowsTheAnchor: SelectionRules {
    var toggleFlipsEachItem: Bool { false }
  }

  /// `range-revert` `opposite` deselects the items leaving the range, as `deselect` does.
  struct OppositeRevertsToUnselected: SelectionRules {
    var oppositeRevertsAgainstTheTarget: Bool { false }
  }

  /// `range-shape` `rect` keeps its press point in the viewport, so a scroll carries it along.
  struct RectPressInTheViewport: SelectionRules {
    var rectPressStaysInContent: Bool { false }
  }

  /// `range-start` `defer` anchors a press on a selected item at once, as `clear` does.
  struct DeferAnchorsAtThePress: SelectionRules {
    var deferWaitsForTheNextSample: Bool { false }
  }

  /// `range-revert-scope` `all` reverts the extent only, as `extent` does.
  struct AllRevertsOnlyTheExtent: SelectionRules {
    var revertAllReachesOutsideTheExtent: Bool { false }
  }

  /// `range-shape` `rect-on-items` updates at samples over no item too, as `rect` does.
  struct RectOnItemsUpdatesOverSpace: SelectionRules {
    var rectOnItemsSkipsEmptySamples: Bool { false }
  }

  /// Paint takes items touched together in an order set by the process's hash seed (as iterating
  /// a `Set` would), not by index.
  struct HashOrderedTies: SelectionRules {
    /// A seed of this process, from the standard library's per-process hash seeding: the same
    /// for every engine of the process, different in a fresh one.
    private static let processSeed: UInt64 = {
      var hasher = Hasher()
      hasher.combine(0x5E1EC7)
      return UInt64(bitPattern: Int64(hasher.finalize()))
    }()

    private func rank(_ item: Int) -> UInt64 {
      (UInt64(item) &+ HashOrderedTies.processSeed) &* 0x9E37_79B9_7F4A_7C15
    }

    func items(at point: Point, in layout: SpatialIndex) -> [Int] {
      layout.items(at: point).sorted { rank($0) < rank($1) }
    }

    func sweep(from start: Point, to end: Point, in layout: inout SpatialIndex) -> [Int] {
      layout.sweep(from: start, to: end).sorted {
        $0.time < $1.time || ($0.time == $1.time && rank($0.item) < rank($1.item))
      }.map(\.item)
    }
  }

  // MARK: Cost

  /// Every list change indexes every frame again, as an engine that keeps its items in arrays by
  /// index does: right answers, at a cost per change that grows with the number of items.
  struct RebuildingListChanges: SelectionRules {
    var listChangesRebuildTheLayout: Bool { true }
  }

  /// Hit tests and sweeps scan every frame: right answers, at a cost per event that grows with
  /// the number of items. No invariant sees it; the scaling check (`selfuzz scale`) does.
  struct ScanningHitTest: SelectionRules {
    func topmost(at point: Point, in layout: SpatialIndex) -> Int? {
      let frames = layout.framesInOrder
      return frames.indices.last { frames[$0].contains(point) }
    }

    func items(at point: Point, in layout: SpatialIndex) -> [Int] {
      let frames = layout.framesInOrder
      return frames.indices.filter { frames[$0].contains(point) }
    }

    func sweep(from start: Point, to end: Point, in layout: inout SpatialIndex) -> [Int] {
      var contacts: [(time: Double, item: Int)] = []
      for (item, frame) in layout.framesInOrder.enumerated() {
        if let time = frame.contactTime(from: start, to: end) { contacts.append((time, item)) }
      }
      return contacts.sorted { $0.time < $1.time || ($0.time == $1.time && $0.item < $1.item) }
        .map(\.item)
    }
  }

  /// A list change leaves the selection by index (drag-select-recyclerview's reports: "adjust the
  /// selected indices accordingly").
  struct SelectionKeptByIndex: SelectionRules {
    var listChangesCarryTheSelection: Bool { false }
  }

  /// A range drag keeps the anchor's index through list changes (a pressed position saved as an
  /// int, as drag-select libraries keep `initialSelection`).
  struct StaleAnchorPosition: SelectionRules {
    var anchorFollowsItsItem: Bool { false }
  }

  /// A removed anchor becomes "no position", and the range runs from the start of the list
  /// (drag-select-recyclerview PR #20: `NO_POSITION` after a reload selected "the whole range
  /// from -1 to the pressed item").
  struct RemovedAnchorIsNoPosition: SelectionRules {
    var removedAnchorGoesToItsSuccessor: Bool { false }
  }

  /// A range drag's extent keeps its indices through list changes, so items that moved out of it
  /// are never reverted.
  struct ExtentNotShifted: SelectionRules {
    var extentFollowsItsItems: Bool { false }
  }

  /// Under `list-frames restack`, a list change leaves every other frame where it was, so the
  /// hit tests find rows where they stood before the change (an engine that keeps its own cached
  /// geometry and misses the model's `rowsInserted`).
  struct RowsNotRestacked: SelectionRules {
    var listChangesRestackTheRows: Bool { false }
  }

  /// Under `single-remove successor`, a removal of the current item taps nothing: the item that
  /// takes its place is never selected (an app that reimplements Qt's single-selection view and
  /// forgets `rowsAboutToBeRemoved`).
  struct SuccessorNotTapped: SelectionRules {
    var removedCurrentTapsItsSuccessor: Bool { false }
  }

  /// Under `list-offset content`, a change above the viewport leaves the offset where it was, so
  /// the rows shown jump by the height of the row that came or went (a view that anchors its
  /// scroll position to pixels where it means to anchor it to its top row).
  struct OffsetNotKept: SelectionRules {
    var restackedOffsetKeepsTheView: Bool { false }
  }
}
