/// Everything an engine needs before the first event: mode, geometry, policy and initial state.
///
/// A plain value, so that a harness can build, compare, print and shrink it. ``validate()``
/// rejects what SPEC 2 calls invalid; engines call it from their initializer.
public struct Configuration: Hashable, Sendable {
  /// The largest magnitude accepted for any coordinate, size, offset, setting or time.
  ///
  /// SPEC 2.1 only forbids non-finite numbers; this bound (a billion points, about 30 years of
  /// seconds) keeps every sum and product the engine forms finite.
  public static let magnitudeLimit = 1e9

  /// Paint, range or single selection (SPEC 3).
  public var mode: SelectionMode
  /// What a range drag does to its range: the anchor's opposite, or always select (SPEC 3.2).
  public var rangeTarget: RangeTarget
  /// What items that leave a range go back to: their state before the anchor, or unselected.
  public var rangeRevert: RangeRevert
  /// What a range drag does to the rest of the selection when it anchors: keep or clear it.
  public var rangeStart: RangeStart
  /// When single mode changes the selection: at a tap's `up`, at the press, or following the
  /// finger (SPEC 3.3).
  public var singleCommit: SingleCommit
  /// When a range drag updates: when `c` changes, or at every move too (SPEC 3.2).
  public var rangeUpdate: RangeUpdate
  /// Whether a `scroll` during a range drag samples the finger's point, or waits for its next
  /// move (SPEC 3.2).
  public var rangeScroll: RangeScroll
  /// What `selectAll` does in single mode: select the first allowed item, or nothing (SPEC 3.3).
  public var singleSelectAll: SingleSelectAll
  /// What an `up` does after a press that selected nothing, under `single-commit` `press` and
  /// `follow`: nothing, or tap the item under the finger (SPEC 3.3).
  public var singleRelease: SingleRelease
  /// How range and single mode find the item under the finger: exactly, or the nearest row
  /// (SPEC 2.1).
  public var hitTest: HitTest
  /// What a range drag's range is: the indices between the anchor and the item under the
  /// finger, or the items the rectangle from the press point to the finger meets (SPEC 3.2).
  public var rangeShape: RangeShape
  /// How far the content may scroll: to its end, or to a whole number of rows (SPEC 2.2).
  public var maxOffset: MaxOffset
  /// What a `down` soon after the last one and near it does: press, or nothing (SPEC 2.4).
  public var doublePress: DoublePress
  /// Where a range drag's later updates take their target from: the anchoring, or the anchor's
  /// state at each update (SPEC 3.2).
  public var rangeDirection: RangeDirection
  /// Which items of `E \ R` an update reverts: all, or those the finger passed (SPEC 3.2).
  public var rangeRevertScope: RangeRevertScope
  /// What a range drag's current item is: the item under the finger, or the anchor (SPEC 3.2).
  public var rangeCurrent: RangeCurrent
  /// Which moves tap under `single-commit` `follow`: every one, or those onto another item
  /// (SPEC 3.3).
  public var singleFollow: SingleFollow
  /// What a change of the list does to the other items' frames: nothing, or restack them as rows
  /// (SPEC 2.7).
  public var listFrames: ListFrames
  /// What a change of the list that restacks the rows does to the offset: nothing, or keep the
  /// items shown in place (SPEC 2.7).
  public var listOffset: ListOffset
  /// What single mode does when the list loses its current item: nothing more, or tap the item
  /// that takes its place (SPEC 2.7).
  public var singleRemove: SingleRemove
  /// How far, in viewport points, a finger may wander and still tap (single mode).
  public var tapSlop: Double
  /// The viewport's size and insets (SPEC 2.2).
  public var viewport: Viewport
  /// A fixed content height, or `nil` to use the largest `maxY` of the frames (SPEC 2.2).
  public var contentHeight: Double?
  /// The offset before the first event; clamped like every offset.
  public var initialOffset: Double
  /// The hotspots and the step interval and velocity (SPEC 3.4).
  public var autoScroll: AutoScrollSettings
  /// `nil` for no limit; `k <= 0` allows nothing to be selected (SPEC 2.3).
  public var limit: Int?
  /// Item frames in content coordinates, by index.
  public var frames: [Rect]
  /// Items that `canSelect` refuses.
  public var vetoSelect: Set<Int>
  /// Items that `canDeselect` refuses.
  public var vetoDeselect: Set<Int>
  /// Items selected before the first event.
  public var initialSelection: Set<Int>

  /// A configuration; every option not given takes its SPEC default.
  public init(
    mode: SelectionMode = .paint,
    viewport: Viewport,
    frames: [Rect] = [],
    rangeTarget: RangeTarget = .anchor,
    rangeRevert: RangeRevert = .restore,
    rangeStart: RangeStart = .keep,
    singleCommit: SingleCommit = .tap,
    rangeUpdate: RangeUpdate = .change,
    rangeScroll: RangeScroll = .sample,
    singleSelectAll: SingleSelectAll = .first,
    singleRelease: SingleRelease = .ignore,
    hitTest: HitTest = .exact,
    rangeShape: RangeShape = .index,
    maxOffset: MaxOffset = .content,
    doublePress: DoublePress = .press,
    rangeDirection: RangeDirection = .fixed,
    rangeRevertScope: RangeRevertScope = .extent,
    rangeCurrent: RangeCurrent = .finger,
    singleFollow: SingleFollow = .move,
    listFrames: ListFrames = .stay,
    listOffset: ListOffset = .stay,
    singleRemove: SingleRemove = .drop,
    tapSlop: Double = 10,
    contentHeight: Double? = nil,
    initialOffset: Double = 0,
    autoScroll: AutoScrollSettings = AutoScrollSettings(),
    limit: Int? = nil,
    vetoSelect: Set<Int> = [],
    vetoDeselect: Set<Int> = [],
    initialSelection: Set<Int> = []
  ) {
    self.mode = mode
    self.viewport = viewport
    self.frames = frames
    self.rangeTarget = rangeTarget
    self.rangeRevert = rangeRevert
    self.rangeStart = rangeStart
    self.singleCommit = singleCommit
    self.rangeUpdate = rangeUpdate
    self.rangeScroll = rangeScroll
    self.singleSelectAll = singleSelectAll
    self.singleRelease = singleRelease
    self.hitTest = hitTest
    self.rangeShape = rangeShape
    self.maxOffset = maxOffset
    self.doublePress = doublePress
    self.rangeDirection = rangeDirection
    self.rangeRevertScope = rangeRevertScope
    self.rangeCurrent = rangeCurrent
    self.singleFollow = singleFollow
    self.listFrames = listFrames
    self.listOffset = listOffset
    self.singleRemove = singleRemove
    self.tapSlop = tapSlop
    self.contentHeight = contentHeight
    self.initialOffset = initialOffset
    self.autoScroll = autoScroll
    self.limit = limit
    self.vetoSelect = vetoSelect
    self.vetoDeselect = vetoDeselect
    self.initialSelection = initialSelection
  }

  /// The most items that may be selected: `max(limit, 0)`, at most 1 in single mode, or
  /// `Int.max` without a limit.
  public var capacity: Int { Configuration.capacity(limit: limit, mode: mode) }

  static func capacity(limit: Int?, mode: SelectionMode) -> Int {
    let base = limit.map { Swift.max($0, 0) } ?? Int.max
    return mode == .single ? Swift.min(base, 1) : base
  }

  /// Checks every rule of SPEC 2 that a configuration can break.
  ///
  /// - Throws: The first problem found, naming the field.
  /// - Complexity: O(*n*).
  public func validate() throws(ConfigurationError) {
    try Configuration.check(viewport.width, "viewport width", nonNegative: true)
    try Configuration.check(viewport.height, "viewport height", nonNegative: true)
    try Configuration.check(viewport.insetTop, "top inset", nonNegative: true)
    try Configuration.check(viewport.insetBottom, "bottom inset", nonNegative: true)
    if let contentHeight {
      try Configuration.check(contentHeight, "content height", nonNegative: true)
    }
    try Configuration.check(initialOffset, "offset", nonNegative: false)
    try Configuration.check(tapSlop, "tap slop", nonNegative: true)
    try Configuration.check(autoScroll.hotspotHeight, "hotspot height", nonNegative: false)
    try Configuration.check(autoScroll.topOffset, "hotspot top offset", nonNegative: false)
    try Configuration.check(autoScroll.bottomOffset, "hotspot bottom offset", nonNegative: false)
    try Configuration.check(autoScroll.velocity, "hotspot velocity", nonNegative: true)
    try Configuration.check(autoScroll.interval, "hotspot interval", nonNegative: true)
    if !(autoScroll.interval > 0) { throw .nonPositiveInterval(autoScroll.interval) }
    for (item, frame) in frames.enumerated() where !Configuration.isValidFrame(frame) {
      try Configuration.check(frame, "frame of item \(item)")
    }
    for (field, items) in [
      ("veto-select", vetoSelect), ("veto-deselect", vetoDeselect), ("selected", initialSelection),
    ] where items.contains(where: { $0 < 0 || $0 >= frames.count }) {
      let bad = items.filter { $0 < 0 || $0 >= frames.count }.min() ?? -1
      throw .indexOutOfRange(field: field, index: bad, itemCount: frames.count)
    }
    if mode == .single && initialSelection.count > 1 {
      throw .singleModeSelection(count: initialSelection.count)
    }
    if let limit, initialSelection.count > Swift.max(limit, 0) {
      throw .selectionOverLimit(count: initialSelection.count, limit: limit)
    }
  }

  /// Whether `frame` is finite, within the magnitude limit, and of non-negative size.
  public static func isValidFrame(_ frame: Rect) -> Bool {
    frame.x.magnitude <= magnitudeLimit && frame.y.magnitude <= magnitudeLimit && frame.width >= 0
      && frame.width <= magnitudeLimit && frame.height >= 0 && frame.height <= magnitudeLimit
  }

  static func check(_ frame: Rect, _ field: @autoclosure () -> String) throws(ConfigurationError) {
    try check(frame.x, "\(field()): x", nonNegative: false)
    try check(frame.y, "\(field()): y", nonNegative: false)
    try check(frame.width, "\(field()): width", nonNegative: true)
    try check(frame.height, "\(field()): height", nonNegative: true)
  }

  static func check(_ value: Double, _ field: String, nonNegative: Bool) throws(ConfigurationError)
  {
    if !value.isFinite { throw .notFinite(field: field) }
    if value.magnitude > magnitudeLimit { throw .tooLarge(field: field, value: value) }
    if nonNegative && value < 0 { throw .negative(field: field, value: value) }
  }
}
