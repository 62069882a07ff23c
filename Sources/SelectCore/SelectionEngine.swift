/// SelectCore's drag-to-select engine: paint, range and single selection with limits, vetoes,
/// `selectAll`/`deselectAll` and hotspot auto-scroll, exactly as SPEC 2 and 3 describe.
///
/// Headless and deterministic: it reads no clock, and a run is a pure function of its
/// configuration and events. Hit tests and sweeps go through a spatial index, and the selection
/// lives in a hierarchical bitmap, so an event costs the same whatever the number of items in a
/// grid or list; only the work an event must do (the items it changes, the items a fast move
/// crosses) adds to it.
///
/// Events that make no sense where they arrive (a `down` while the finger is down, a
/// `move`/`up`/`cancel` while it is up, a non-finite point, a frame for a missing item) are
/// ignored, though the auto-scroll steps due by their time still apply (SPEC 2.4). An event whose
/// time goes back, or is not finite, is ignored entirely.
public struct SelectionEngine: DragSelectEngine, Sendable {
  let mode: SelectionMode
  let rangeTarget: RangeTarget
  let rangeRevert: RangeRevert
  let tapSlop: Double
  let viewport: Viewport
  let fixedContentHeight: Double?

  var layout: SpatialIndex
  var extent: ContentExtent
  var contentHeight: Double
  public private(set) var offset: Double
  var state: SelectionState
  var scroller: AutoScroller
  /// The time of the last event applied.
  var clock = -Double.infinity
  /// The finger while it is down.
  var finger: Finger?
  var paint: PaintDrag?
  var range: RangeDrag?
  var tap: SingleTap?
  /// Paint's once-per-drag memory: an item is considered in drag `d` when its stamp equals `d`.
  var considered: [UInt32]
  var dragNumber: UInt32 = 0
  /// The entries of the event being applied.
  var log: [Entry] = []
  /// A planted bug, when the harness asks for one; `nil` in every engine an app makes.
  package let variation: Variation?
  /// Paint: the last drag's mode, for ``Variation/paintModeKeptAfterUp``.
  var lastPaintMode: Bool?
  /// The finger's last viewport point, for ``Variation/scrollsAfterUp``.
  var lastViewportPoint = Point(x: 0, y: 0)

  /// Creates an engine in the state `configuration` describes.
  ///
  /// - Throws: ``ConfigurationError`` for an invalid configuration (SPEC 2.1, 2.4).
  /// - Complexity: O(*n* log *n*) to build the index.
  public init(configuration: Configuration) throws(ConfigurationError) {
    try self.init(configuration: configuration, variation: nil)
  }

  /// Creates an engine with a planted bug (see ``Variation``).
  package init(configuration: Configuration, variation: Variation?) throws(ConfigurationError) {
    try configuration.validate()
    self.variation = variation
    mode = configuration.mode
    rangeTarget = configuration.rangeTarget
    rangeRevert = configuration.rangeRevert
    tapSlop = configuration.tapSlop
    viewport = configuration.viewport
    fixedContentHeight = configuration.contentHeight
    layout = SpatialIndex(frames: configuration.frames)
    extent = ContentExtent(frames: configuration.frames)
    contentHeight = configuration.contentHeight ?? extent.height
    offset = 0
    state = SelectionState(configuration: configuration)
    var autoScroll = configuration.autoScroll
    if variation == .zeroHeightFallsBack && autoScroll.hotspotHeight <= 0 {
      autoScroll.hotspotHeight = AutoScrollSettings().hotspotHeight
    }
    scroller = AutoScroller(
      settings: autoScroll, viewportHeight: configuration.viewport.height,
      uncappedDepth: variation == .uncappedDepth)
    considered = Array(repeating: 0, count: configuration.frames.count)
    if variation == .limitOffByOne { state.slack = 1 }
    offset = clamp(configuration.initialOffset)
  }

  /// The selected items, ascending.
  ///
  /// - Complexity: O(*k* log₆₄ *n*) for *k* selected items.
  public var selection: [Int] { state.items }

  /// How many items are selected.
  public var selectedCount: Int { state.count }

  /// Whether `item` is selected.
  public func isSelected(_ item: Int) -> Bool { state.contains(item) }

  /// The number of items.
  public var itemCount: Int { considered.count }

  /// The frame of `item` now.
  public func frame(of item: Int) -> Rect { layout.frames[item] }

  /// Applies `event` at `time` (SPEC 2.4): first every auto-scroll step due at or before `time`,
  /// then the event.
  ///
  /// - Returns: The entries of SPEC 2.5, in order.
  /// - Complexity: O(log *n*) for a hit test or a short sweep; more only in proportion to the items
  ///   the event changes or crosses.
  public mutating func apply(_ event: Event, at time: Double) -> [Entry] {
    guard time.isFinite, time.magnitude <= Configuration.magnitudeLimit, time >= clock else {
      return []
    }
    clock = time
    log = []  // the caller gets the previous buffer; keeping it would copy it on the next append
    applyDueSteps(through: time)
    if accepts(event) { handle(event, at: time) }
    return log
  }

  /// Whether `event` is in place: the finger is in the right state and its values are valid.
  private func accepts(_ event: Event) -> Bool {
    switch event {
    case .down(let point): finger == nil && isValid(point)
    case .move(let point): finger != nil && isValid(point)
    case .up, .cancel: finger != nil
    case .idle, .limit, .selectAll, .deselectAll: true
    case .scroll(let offset): offset.isFinite && offset.magnitude <= Configuration.magnitudeLimit
    case .frame(let item, let frame):
      layout.frames.indices.contains(item)
        && Configuration.isValidFrame(frame)
    }
  }

  private func isValid(_ point: Point) -> Bool {
    point.isFinite && point.x.magnitude <= Configuration.magnitudeLimit
      && point.y.magnitude <= Configuration.magnitudeLimit
  }

  private mutating func handle(_ event: Event, at time: Double) {
    switch event {
    case .down(let point):
      finger = Finger(viewport: point, content: contentPoint(point))
      switch mode {
      case .paint: beginPaint(at: time)
      case .range: beginRange(at: time)
      case .single: tap = SingleTap(origin: point, item: topmost(at: contentPoint(point)))
      }
    case .move(let point):
      finger?.viewport = point
      if mode == .single {
        tap?.note(point, slop: tapSlop)
      } else {
        fingerMoved(at: time)
      }
    case .up:
      if mode == .single, let tap, tap.isTap, let item = tap.item { performTap(on: item, at: time) }
      endTouch()
    case .cancel:
      if variation == .cancelTaps, mode == .single, let tap, tap.isTap, let item = tap.item {
        performTap(on: item, at: time)
      }
      if variation != .cancelKeepsDrag { endTouch() }
    case .idle:
      break
    case .scroll(let target):
      setOffset(clamp(target), at: time)
      if finger != nil && mode != .single { fingerMoved(at: time) }
    case .frame(let item, let frame):
      if variation == .frameClearsMemory, paint != nil {
        dragNumber += 1
        paint?.number = dragNumber
      }
      layout.setFrame(frame, of: item)
      if fixedContentHeight == nil {
        extent.update(item: item, maxY: frame.maxY)
        contentHeight = extent.height
      }
      setOffset(clamp(offset), at: time)
    case .limit(let limit):
      state.capacity = Configuration.capacity(limit: limit, mode: mode)
      let fromStart = variation == .limitDeselectsFromStart
      while state.count > state.capacity,
        let victim = fromStart ? state.selected(after: -1) : state.lastSelected
      {
        change(victim, selected: false, cause: .limit, at: time)
      }
    case .selectAll:
      var cursor = -1
      let ignoresLimit = variation == .selectAllIgnoresLimit
      while ignoresLimit || !state.isFull, let next = nextForSelectAll(after: cursor) {
        change(next, selected: true, cause: .selectAll, at: time)
        cursor = next
      }
    case .deselectAll:
      var cursor = itemCount
      while let last = state.lastSelected(before: cursor) {
        cursor = last
        if variation == .deselectAllHonoursVeto && !state.canDeselect(last) { continue }
        change(last, selected: false, cause: .deselectAll, at: time)
      }
    }
  }

  /// Runs the mode's movement logic for the finger's content point now (SPEC 3.1, 3.2), then
  /// lets auto-scroll see where the finger is.
  mutating func fingerMoved(at time: Double) {
    guard let finger else { return }
    let point = contentPoint(finger.viewport)
    switch mode {
    case .paint: sweep(from: finger.content, to: point, at: time)
    case .range: rangeMoved(to: point, at: time)
    case .single: break
    }
    self.finger?.content = point
    if isDragActive { scroller.track(y: finger.viewport.y, at: time) }
  }

  /// Whether a drag is active for auto-scroll: a paint drag from `down`, a range drag from its
  /// anchor, until `up` or `cancel` (SPEC 3.4).
  var isDragActive: Bool {
    switch mode {
    case .paint: paint != nil
    case .range: range?.phase == .anchored
    case .single: false
    }
  }

  private mutating func endTouch() {
    if let finger { lastViewportPoint = finger.viewport }
    lastPaintMode = paint?.selects
    finger = nil
    paint = nil
    range = nil
    tap = nil
    if variation != .scrollsAfterUp { scroller.stop() }
    state.closeJournal()
  }

  /// The content point under viewport point `point` (SPEC 2.1).
  func contentPoint(_ point: Point) -> Point {
    variation == .viewportHitTest ? point : point.shifted(by: offset)
  }

  /// The topmost item at content point `point` (SPEC 2.1).
  func topmost(at point: Point) -> Int? {
    guard variation == .closedHitTest else { return layout.topmost(at: point) }
    return (0..<itemCount).last { closedContains(layout.frames[$0], point) }
  }

  /// Every item at content point `point`, ascending (SPEC 2.1).
  func items(at point: Point) -> [Int] {
    guard variation == .closedHitTest else { return layout.items(at: point) }
    return (0..<itemCount).filter { closedContains(layout.frames[$0], point) }
  }

  private func closedContains(_ frame: Rect, _ point: Point) -> Bool {
    !frame.isEmpty && frame.minX <= point.x && point.x <= frame.maxX && frame.minY <= point.y
      && point.y <= frame.maxY
  }

  /// The next item `selectAll` may select after `cursor`.
  private func nextForSelectAll(after cursor: Int) -> Int? {
    guard variation == .selectAllIgnoresVeto else { return state.selectable(after: cursor) }
    return (cursor + 1..<itemCount).first { !state.contains($0) }
  }

  /// Changes one item and logs it; a change from outside a range drag is noted by the drag,
  /// which sets it again at its next update (SPEC 3.5).
  mutating func change(_ item: Int, selected: Bool, cause: Entry.Cause, at time: Double) {
    state.set(item, selected: selected)
    log.append(.item(item, selected: selected, cause: cause, at: time))
    if cause != .drag { range?.noteOutsideChange(of: item) }
  }

  // MARK: Offset

  /// The offset clamped to `[minOffset, maxOffset]` (SPEC 2.2).
  func clamp(_ offset: Double) -> Double {
    let minOffset = -viewport.insetTop
    let maxOffset = Swift.max(minOffset, contentHeight + viewport.insetBottom - viewport.height)
    return Swift.min(Swift.max(offset, minOffset), maxOffset)
  }

  mutating func setOffset(_ newOffset: Double, at time: Double) {
    guard newOffset != offset else { return }
    offset = newOffset
    log.append(.offset(newOffset, at: time))
  }
}
