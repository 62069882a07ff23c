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

  /// Creates an engine in the state `configuration` describes.
  ///
  /// - Throws: ``ConfigurationError`` for an invalid configuration (SPEC 2.1, 2.4).
  /// - Complexity: O(*n* log *n*) to build the index.
  public init(configuration: Configuration) throws(ConfigurationError) {
    try configuration.validate()
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
    scroller = AutoScroller(
      settings: configuration.autoScroll, viewportHeight: configuration.viewport.height)
    considered = Array(repeating: 0, count: configuration.frames.count)
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
    log.removeAll(keepingCapacity: true)
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
        && Configuration.isValid(frame)
    }
  }

  private func isValid(_ point: Point) -> Bool {
    point.isFinite && point.x.magnitude <= Configuration.magnitudeLimit
      && point.y.magnitude <= Configuration.magnitudeLimit
  }

  private mutating func handle(_ event: Event, at time: Double) {
    switch event {
    case .down(let point):
      finger = Finger(viewport: point, content: point.shifted(by: offset))
      switch mode {
      case .paint: beginPaint(at: time)
      case .range: beginRange(at: time)
      case .single:
        tap = SingleTap(origin: point, item: layout.topmost(at: point.shifted(by: offset)))
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
      endTouch()
    case .idle:
      break
    case .scroll(let target):
      setOffset(clamp(target), at: time)
      if finger != nil && mode != .single { fingerMoved(at: time) }
    case .frame(let item, let frame):
      layout.setFrame(frame, of: item)
      if fixedContentHeight == nil {
        extent.update(item: item, maxY: frame.maxY)
        contentHeight = extent.height
      }
      setOffset(clamp(offset), at: time)
    case .limit(let limit):
      state.capacity = Configuration.capacity(limit: limit, mode: mode)
      while state.count > state.capacity, let last = state.lastSelected {
        change(last, selected: false, cause: .limit, at: time)
      }
    case .selectAll:
      var cursor = -1
      while !state.isFull, let next = state.selectable(after: cursor) {
        change(next, selected: true, cause: .selectAll, at: time)
        cursor = next
      }
    case .deselectAll:
      while let last = state.lastSelected {
        change(last, selected: false, cause: .deselectAll, at: time)
      }
    }
  }

  /// Runs the mode's movement logic for the finger's content point now (SPEC 3.1, 3.2), then
  /// lets auto-scroll see where the finger is.
  mutating func fingerMoved(at time: Double) {
    guard let finger else { return }
    let point = finger.viewport.shifted(by: offset)
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
    finger = nil
    paint = nil
    range = nil
    tap = nil
    scroller.stop()
    state.closeJournal()
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

/// Where the finger is: its viewport point now, and its content point after its last movement.
struct Finger: Sendable {
  var viewport: Point
  /// The content point as of the last movement logic; a `frame` event or a re-clamp leaves it,
  /// so the next movement sweeps from here (SPEC 3.5).
  var content: Point
}
