/// SelectCore's engine, generic over the decisions of ``SelectionRules``: paint, range and single
/// selection with limits, vetoes, `selectAll`/`deselectAll` and hotspot auto-scroll (SPEC 2, 3).
/// ``SelectionEngine`` is it on ``StandardRules``; the harness plants bugs with rules of its own.
///
/// Headless and deterministic: it reads no clock, and a run is a pure function of its
/// configuration and events. Hit tests and sweeps go through a spatial index, and the selection
/// lives in a hierarchical bitmap, so an event costs the same whatever the number of items; only
/// the work an event must do (the items it changes, the items a fast move crosses) adds to it.
///
/// The engine is a value of about a kilobyte. A non-mutating method that is not inlined, called
/// from a mutating one, gets a copy of all of it (a `memcpy` per call), so the small queries the
/// movement logic asks on every sample (`contentPoint`, `topmost`, `inRange`, `desired`, …) are
/// `@inline(__always)`.
package struct RuledEngine<Rules: SelectionRules>: DragSelectEngine, Sendable {
  let mode: SelectionMode
  let rangeTarget: RangeTarget
  let rangeRevert: RangeRevert
  let rangeStart: RangeStart
  let singleCommit: SingleCommit
  let rangeUpdate: RangeUpdate
  let rangeScroll: RangeScroll
  let singleSelectAll: SingleSelectAll
  let singleRelease: SingleRelease
  let hitTest: HitTest
  let rangeShape: RangeShape
  let maxOffset: MaxOffset
  let doublePress: DoublePress
  let rangeDirection: RangeDirection
  let rangeRevertScope: RangeRevertScope
  let rangeCurrent: RangeCurrent
  let singleFollow: SingleFollow
  let listFrames: ListFrames
  let listOffset: ListOffset
  let singleRemove: SingleRemove
  let tapSlop: Double
  let viewport: Viewport
  let fixedContentHeight: Double?

  var rules: Rules
  var layout: SpatialIndex
  var extent: ContentExtent
  /// Under `hit-test` `nearest`, every frame's `maxY`, for the item that reaches lowest.
  var bottoms: ContentExtent?
  var contentHeight: Double
  package private(set) var offset: Double
  var state: SelectionState
  var scroller: AutoScroller
  /// The time of the last event applied.
  var clock = -Double.infinity
  /// The finger while it is down.
  var finger: Finger?
  /// The finger's last viewport point, for rules whose steps outlive the touch.
  var lastViewportPoint = Point(x: 0, y: 0)
  var paint: PaintDrag?
  var range: RangeDrag?
  var tap: SingleTap?
  /// Single mode's active item (`single-select-all` `active`): item 0 at first, then the item
  /// under the finger at each `up`.
  var activeItem: Int?
  /// Single mode's current item (`single-remove` `successor`): item 0 at first, then the item
  /// under each `down` and, under `single-commit` `follow`, each `move`, where there is one.
  var currentItem: Int?
  /// Under `single-follow` `change`, the item the last press or tapping move was on (`nil` for
  /// none): a move taps only onto another one.
  var lastTapItem: Int?
  /// The last `down` in place, its time in whole milliseconds and its point, for
  /// `double-press` `ignore`.
  var lastDown: (milliseconds: Double, point: Point)?
  /// Under `double-press` `ignore`, the drag of the touch that ended last, which a double press
  /// takes up.
  var endedPaint: PaintDrag?
  var endedRange: RangeDrag?
  /// Paint's once-per-drag memory: an item is considered in drag `d` when its stamp equals `d`;
  /// by identity (``SelectionState/identity(at:)``), as ``rectExtent`` is.
  var considered: [UInt32]
  var dragNumber: UInt32 = 0
  /// Under `range-shape` `rect`, the extent `E` of range drags: an item is in drag `d`'s when its
  /// stamp equals `d` (empty otherwise), and the items of the drag in progress, in the order they
  /// joined it.
  var rectExtent: [UInt32] = []
  var rectExtentItems: [Int] = []
  var rectDrags: UInt32 = 0
  /// The entries of the event being applied.
  var log: [Entry] = []

  /// Creates an engine with `Rules()`.
  package init(configuration: Configuration) throws(ConfigurationError) {
    try self.init(configuration: configuration, rules: Rules())
  }

  /// Creates an engine in the state `configuration` describes, deciding by `rules`.
  ///
  /// - Throws: ``ConfigurationError`` for an invalid configuration (SPEC 2.1, 2.4).
  /// - Complexity: O(*n* log *n*) to build the index.
  package init(configuration: Configuration, rules: Rules) throws(ConfigurationError) {
    try configuration.validate()
    self.rules = rules
    mode = configuration.mode
    rangeTarget = configuration.rangeTarget
    rangeRevert = configuration.rangeRevert
    rangeStart = configuration.rangeStart
    singleCommit = configuration.singleCommit
    rangeUpdate = configuration.rangeUpdate
    rangeScroll = configuration.rangeScroll
    singleSelectAll = configuration.singleSelectAll
    singleRelease = configuration.singleRelease
    hitTest = configuration.hitTest
    rangeShape = configuration.rangeShape
    maxOffset = configuration.maxOffset
    doublePress = configuration.doublePress
    rangeDirection = configuration.rangeDirection
    rangeRevertScope = configuration.rangeRevertScope
    rangeCurrent = configuration.rangeCurrent
    singleFollow = configuration.singleFollow
    listFrames = configuration.listFrames
    listOffset = configuration.listOffset
    singleRemove = configuration.singleRemove
    tapSlop = configuration.tapSlop
    viewport = configuration.viewport
    fixedContentHeight = configuration.contentHeight
    layout = SpatialIndex(frames: configuration.frames)
    extent = ContentExtent(
      frames: configuration.frames, countingEmptyFrames: rules.emptyFramesCountTowardHeight)
    contentHeight = configuration.contentHeight ?? extent.height
    if configuration.hitTest == .nearest { bottoms = ContentExtent(frames: configuration.frames) }
    offset = 0
    state = SelectionState(configuration: configuration)
    scroller = AutoScroller(
      settings: configuration.autoScroll, viewportHeight: configuration.viewport.height)
    considered = Array(repeating: 0, count: configuration.frames.count)
    if mode == .range && rangeShape != .index {
      rectExtent = Array(repeating: 0, count: configuration.frames.count)
    }
    activeItem = configuration.frames.isEmpty ? nil : 0
    currentItem = activeItem
    offset = clamp(configuration.initialOffset)
  }

  package var selection: [Int] { state.items }

  /// The whole SPEC: every option for real widgets, every value (SPEC 3).
  package static var profile: EngineProfile { .wholeSpec }

  package func readSelection(into buffer: inout [Int]) { state.readItems(into: &buffer) }
  var itemCount: Int { state.itemCount }

  /// Applies `event` at `time` (SPEC 2.4): first every auto-scroll step due at or before `time`,
  /// then the event. An event whose time goes back, or is not finite, is ignored entirely.
  ///
  /// - Returns: The entries of SPEC 2.5, in order.
  /// - Complexity: O(log *n*) for a hit test or a short sweep; more only in proportion to the items
  ///   the event changes or crosses.
  package mutating func apply(_ event: Event, at time: Double) -> [Entry] {
    guard time.isFinite, time.magnitude <= Configuration.magnitudeLimit, time >= clock else {
      return []
    }
    clock = time
    log = []  // the caller gets the previous buffer; keeping it would copy it on the next append
    if rules.stepsPrecedeEveryEvent || event == .idle { applyDueSteps(through: time) }
    if accepts(event) { handle(event, at: time) }
    return log
  }

  /// Whether `event` is in place: the finger is in the right state and its values are valid.
  @inline(__always) private func accepts(_ event: Event) -> Bool {
    switch event {
    case .down(let point): finger == nil && isValid(point)
    case .move(let point): finger != nil && isValid(point)
    case .up, .cancel: finger != nil
    case .idle, .limit, .selectAll, .deselectAll: true
    case .scroll(let offset): offset.isFinite && offset.magnitude <= Configuration.magnitudeLimit
    case .frame(let item, let frame):
      (0..<itemCount).contains(item) && Configuration.isValidFrame(frame)
    case .insert(let index, let frame):
      (0...itemCount).contains(index) && Configuration.isValidFrame(frame)
    case .remove(let index): (0..<itemCount).contains(index)
    case .reorder(let from, let to):
      from != to && (0..<itemCount).contains(from) && (0..<itemCount).contains(to)
    }
  }

  @inline(__always) private func isValid(_ point: Point) -> Bool {
    point.isFinite && point.x.magnitude <= Configuration.magnitudeLimit
      && point.y.magnitude <= Configuration.magnitudeLimit
  }

  private mutating func handle(_ event: Event, at time: Double) {
    switch event {
    case .down(let point):
      finger = Finger(viewport: point, content: contentPoint(point))
      if isDoublePress(at: point, time: time) { return takeUpEndedTouch(at: point, time: time) }
      endedPaint = nil
      endedRange = nil
      state.closeJournal()
      switch mode {
      case .paint: beginPaint(at: time)
      case .range: beginRange(at: time)
      case .single: beginSingle(at: point, time: time)
      }
    case .move(let point):
      let updatesAnyway = mode == .range && rangeUpdate == .move
      if !rules.repeatedPointsRunMovementLogic && !updatesAnyway && finger?.viewport == point {
        return
      }
      finger?.viewport = point
      if mode == .single {
        singleMoved(to: point, at: time)
      } else {
        fingerMoved(at: time, by: .move)
      }
    case .up:
      if mode == .range { releaseDeferred(at: time) }
      if mode == .single {
        endSingle(at: time)
        noteActive()
      }
      endTouch()
    case .cancel:
      endTouch()
    case .idle:
      break
    case .scroll(let target):
      setOffset(clamp(target), at: time)
      if finger != nil && mode != .single { fingerMoved(at: time, by: .scroll) }
    case .frame(let item, let frame):
      if paint != nil && !rules.frameEventsKeepPaintMemory { forgetPaintMemory() }
      noteMovedFrame(item)
      layout.setFrame(frame, of: item)
      let identity = state.identity(at: item)
      bottoms?.update(item: identity, frame: frame)
      if fixedContentHeight == nil {
        extent.update(item: identity, frame: frame)
        contentHeight = extent.height
      }
      if rules.framesClampTheOffset { setOffset(clamp(offset), at: time) }
    case .insert(let index, let frame):
      changeList(.insert(index), frame: frame, at: time)
    case .remove(let index):
      changeList(.remove(index), at: time)
    case .reorder(let from, let to):
      changeList(.reorder(from: from, to: to), at: time)
    case .limit(let limit):
      state.capacity = Configuration.capacity(limit: limit, mode: mode)
      while state.count > state.capacity, let victim = rules.limitVictim(in: state) {
        change(victim, selected: false, cause: .limit, at: time)
      }
    case .selectAll:
      if mode == .single && singleSelectAll == .ignore && rules.singleIgnoresSelectAll { return }
      if mode == .single && singleSelectAll == .active && rules.singleSelectsActive {
        return selectActive(at: time)
      }
      var cursor = -1
      while !(rules.selectAllStopsAtTheLimit && state.isFull),
        let next = rules.selectAllNext(after: cursor, in: state)
      {
        change(next, selected: true, cause: .selectAll, at: time)
        cursor = next
      }
    case .deselectAll:
      var cursor = itemCount
      while let last = state.lastSelected(before: cursor) {
        cursor = last
        if rules.deselectAllDeselects(last, in: state) {
          change(last, selected: false, cause: .deselectAll, at: time)
        }
      }
    }
  }

  /// What moved the finger's content point: the finger, an auto-scroll step, or a `scroll`.
  enum FingerMovement { case move, step, scroll }

  /// Runs the mode's movement logic for the finger's content point now (SPEC 3.1, 3.2), then
  /// lets auto-scroll see where the finger is.
  mutating func fingerMoved(at time: Double, by movement: FingerMovement) {
    guard let finger else { return }
    let point = contentPoint(finger.viewport)
    switch mode {
    case .paint: sweep(from: finger.content, to: point, at: time)
    case .range where rangeShape != .index:
      if movement != .scroll || rangeScroll == .sample || !rules.rangeWaitsOnScroll {
        let again = movement != .scroll && rangeUpdate == .move && rules.rangeRepeatsUpdates
        rectMoved(to: point, updatingAnyway: again, at: time)
      }
    case .range:
      if movement != .scroll || rangeScroll == .sample || !rules.rangeWaitsOnScroll {
        let again = movement != .scroll && rangeUpdate == .move && rules.rangeRepeatsUpdates
        rangeMoved(
          onto: hitItem(at: finger.viewport), updatingAnyway: again,
          holdingCurrent: movement != .scroll || rules.anchorCurrentHoldsOnScroll, at: time)
      }
    case .single: break
    }
    self.finger?.content = point
    if isDragActive { track(y: finger.viewport.y, at: time) }
  }

  /// Whether a drag is active for auto-scroll: a paint drag from `down`, a range drag from its
  /// anchor, until `up` or `cancel` (SPEC 3.4).
  @inline(__always) var isDragActive: Bool {
    switch mode {
    case .paint: paint != nil
    case .range: range?.phase == .anchored
    case .single: false
    }
  }

  private mutating func endTouch() {
    if let finger { lastViewportPoint = finger.viewport }
    rules.paintDragEnded(mode: paint?.selects)
    if doublePress == .ignore {
      // A double press may take this drag up again, S0 and all: the journal stays open.
      endedPaint = paint
      endedRange = range
    } else {
      state.closeJournal()
    }
    finger = nil
    paint = nil
    range = nil
    tap = nil
    if !rules.stepsOutliveTheTouch { scroller.stop() }
  }

  /// Whether a `down` at `point` and `time` is a double press under `double-press` `ignore`
  /// (SPEC 2.4): at most 500 ms (in whole milliseconds) and 5 points in x and in y from the last
  /// `down`; it becomes the last `down` either way.
  private mutating func isDoublePress(at point: Point, time: Double) -> Bool {
    let milliseconds = (time * 1000 + 0.5).rounded(.down)
    defer { lastDown = (milliseconds, point) }
    guard doublePress == .ignore, let last = lastDown else { return false }
    return milliseconds - last.milliseconds <= 500 && (point.x - last.point.x).magnitude <= 5
      && (point.y - last.point.y).magnitude <= 5
  }

  /// A double press changes nothing: a paint or range touch takes up the drag of the touch
  /// before it as that one ended, and single mode's touch taps nothing (SPEC 2.4).
  private mutating func takeUpEndedTouch(at point: Point, time: Double) {
    switch mode {
    case .paint: paint = endedPaint
    case .range: range = rules.doublePressTakesUpTheDrag ? endedRange : RangeDrag()
    case .single: tap = SingleTap(origin: point, item: nil, pressIsIdle: false, taps: false)
    }
    endedPaint = nil
    endedRange = nil
    if isDragActive { track(y: point.y, at: time) }
  }

  /// The content point under viewport point `point` (SPEC 2.1).
  @inline(__always) func contentPoint(_ point: Point) -> Point {
    rules.contentPoint(of: point, offset: offset)
  }

  /// The topmost item at content point `point` (SPEC 2.1).
  @inline(__always) func topmost(at point: Point) -> Int? { rules.topmost(at: point, in: layout) }

  /// The item a range or single touch at viewport point `point` is on (SPEC 2.1, `hit-test`):
  /// the topmost at its content point; under `nearest`, at the nearest content point the
  /// viewport shows, or, below every frame, the item that reaches lowest.
  ///
  /// - Complexity: that of ``topmost(at:)``, plus O(log *n*) below every frame.
  mutating func hitItem(at point: Point) -> Int? {
    guard hitTest == .nearest && rules.hitTestsNearest, let bottoms else {
      return topmost(at: contentPoint(point))
    }
    var content = contentPoint(
      Point(x: Swift.max(0, Swift.min(point.x, viewport.width.nextDown)), y: point.y))
    // Clamped in the content, so that the bottom edge's neighbour cannot round onto the next
    // row's top (SPEC 2.1).
    content.y = Swift.max(offset, Swift.min(content.y, (offset + viewport.height).nextDown))
    if let item = topmost(at: content) { return item }
    guard content.y >= bottoms.height else { return nil }
    // Once the list has changed, the last by index of the items reaching lowest.
    guard state.listHasChanged else { return bottoms.lowestItem }
    return layout.lastIndex(reachingAtLeast: bottoms.height)
  }

  /// Every item at content point `point`, in the order paint takes them (SPEC 2.1).
  @inline(__always) func items(at point: Point) -> [Int] { rules.items(at: point, in: layout) }

  /// Notes the finger at viewport `y` at `time` during an active drag (SPEC 3.4).
  mutating func track(y: Double, at time: Double) {
    scroller.track(
      rules.hotspot(atY: y, settings: scroller.settings, viewportHeight: viewport.height),
      at: time)
  }

  /// Changes one item and logs it; a change from outside a range drag is noted by the drag,
  /// which sets it again at its next update (SPEC 3.5).
  mutating func change(_ item: Int, selected: Bool, cause: Entry.Cause, at time: Double) {
    state.set(
      item, selected: selected,
      remembering: cause == .drag || rules.rangeRemembersOutsideChanges)
    log.append(.item(item, selected: selected, cause: cause, at: time))
    if cause != .drag {
      range?.noteOutsideChange(of: item)
      // A drag a double press may take up again sets it again too (SPEC 2.4).
      endedRange?.noteOutsideChange(of: item)
    }
  }

  // MARK: Offset

  /// The offset clamped to `[minOffset, maxOffset]` (SPEC 2.2); under `max-offset` `rows`, the
  /// largest offset raised to a whole number of rows of item 0's height.
  @inline(__always) func clamp(_ offset: Double) -> Double {
    offsetBounds.clamp(offset)
  }

  /// The lowest and highest offsets ``clamp(_:)`` allows. A mutating caller on a hot path builds
  /// them from the fields itself: this getter, called through `inout self`, copies the whole
  /// engine around the lookup of item 0.
  @inline(__always) var offsetBounds: OffsetBounds {
    OffsetBounds(
      viewport: viewport, contentHeight: contentHeight, maxOffset: maxOffset,
      firstRowHeight: layout.firstFrameHeight, roundsUp: rules.maxOffsetRoundsUp)
  }

  mutating func setOffset(_ newOffset: Double, at time: Double) {
    guard newOffset != offset else { return }
    offset = newOffset
    log.append(.offset(newOffset, at: time))
  }
}
