import SelectCore

/// Everything the harness knows about a run so far, learned from the scenario and from what the
/// engine reported (its entries, offset and selection), never from the engine's internals.
///
/// For each call the runner asks it to ``advance(with:)``: it works out what the SPEC expects of
/// the call (a ``CallAnalysis``) from the state before it, and applies the engine's entries to learn
/// the state after it. Checks read both; then ``commit()`` makes the after state current.
///
/// Hit tests and sweeps here are brute-force scans over the harness's own geometry
/// (``SpecGeometry``). What a run covered is not kept here: the ``CoverageTracker`` reads the
/// facts each ``CallAnalysis`` records.
struct RunState {
  let configuration: Configuration
  var canSelect: [Bool]
  var canDeselect: [Bool]
  var frames: [Rect]
  /// The prefilter of the brute-force queries.
  var byTop: FramesByTop
  var contentHeight: Double
  /// The selection before the current call.
  var selected: [Bool]
  var count: Int
  var offset: Double
  var limit: Int?
  var time = -Double.infinity

  // The current call.
  var analysis = CallAnalysis()
  var afterStamp: [Int]
  var afterValue: [Bool]
  var callStamp = 0
  /// The count after the current call's entries.
  var countAfter = 0
  /// Entries that changed nothing when applied in order.
  var noOpEntries: [Entry] = []
  /// The items the current call's entries changed, for ``commit()``.
  var analysisEntriesApplied: [Int] = []

  // The finger.
  var fingerIsDown = false
  var viewportPoint = Point(x: 0, y: 0)
  /// The content point as of the last movement logic (SPEC 3.5).
  var contentPoint = Point(x: 0, y: 0)
  var downPoint = Point(x: 0, y: 0)
  var farthestFromDown = 0.0

  // Drags.
  /// Counts drags (touches in paint and range mode), from 1.
  var dragNumber = 0
  var paintSelects: Bool?
  /// The drag that last dealt with each item (paint), and the call in which it did.
  var considered: [Int]
  var consideredStamp: [Int]
  enum RangePhase { case idle, seeking, inert, anchored }
  var rangePhase = RangePhase.idle
  var anchor = 0
  var target = true
  var current = 0
  var extentLow = 0
  var extentHigh = -1
  var beforeAnchor: [Bool] = []
  /// Whether the list changed since the range drag's last update (by index): its next sample
  /// updates though `c` stays (SPEC 2.7).
  var listChanged = false
  /// Once the list changed during a range drag by index, its extent by item: the items that have
  /// been in `R` at an update (SPEC 2.7); `nil` while it is an interval.
  var extentSet: [Bool]?
  /// Under `range-shape` `rect` and `rect-on-items`, the rectangle's `R` and `E` (SPEC 3.2);
  /// `nil` otherwise.
  var rect: RectRangeState?
  /// Whether the anchor's update is put off (`range-start defer`, `rect-on-items`), for the
  /// touch now and for the one that ended last (a double press takes it up).
  var pending = false
  var endedPending = false

  // Single mode.
  var tapItem: Int?
  /// The content point the touch's `down` hit-tested (``hitPoint(_:)``).
  var downHitPoint = Point(x: 0, y: 0)
  /// Under `hit-test nearest`, the item reaching lowest when the `down`'s point lay below every
  /// frame (what its tap is on, SPEC 2.1); else `nil`.
  var downLowest: Int?
  /// Whether the touch's `down` selected nothing (on no item, or on the item selected then):
  /// `single-release` `retap` taps at its `up` (SPEC 3.3).
  var pressSelectedNothing = false
  /// Single mode's active item under `single-select-all active` (SPEC 3.3).
  var activeItem: Int?
  /// Single mode's current item (`single-remove`): item 0, then the item under each `down` and
  /// `follow` move (SPEC 2.7).
  var currentItem: Int?
  /// Under `single-follow` `change`, the item of the last press or tapping move (SPEC 3.3).
  var lastTapItem: Int?
  /// The last `down`'s time in whole milliseconds and its point (`double-press`, SPEC 2.4).
  var lastDown: (milliseconds: Double, point: Point)?
  /// How the drag of the touch that ended last stood, for a double press to take up.
  var endedPaintSelects: Bool?
  var endedRangePhase = RangePhase.idle
  var tapStillPossible = false
  /// The frames, as of the last `down`, of the items a `frame` event moved since, in single mode
  /// (only-touched judges a tap on the frames of its down); usually none.
  var movedSinceDown: [(item: Int, frame: Rect)] = []

  // Auto-scroll, by the harness's own clock (SPEC 3.4).
  var hotspot: Hotspot?
  var enteredAt = 0.0
  /// Steps taken in this stay: an integer kept as a `Double`, at most ``StepClock/lastStep``.
  var stepsTaken = 0.0

  init(configuration: Configuration) {
    self.configuration = configuration
    let n = configuration.frames.count
    canSelect = configuration.vetoSelect.membership(count: n).map { !$0 }
    canDeselect = configuration.vetoDeselect.membership(count: n).map { !$0 }
    frames = configuration.frames
    activeItem = configuration.frames.isEmpty ? nil : 0
    currentItem = activeItem
    byTop = FramesByTop(configuration.frames)
    contentHeight = configuration.contentHeight ?? RunState.maxY(configuration.frames)
    selected = configuration.initialSelection.membership(count: n)
    count = configuration.initialSelection.count
    offset = 0
    limit = configuration.limit
    afterStamp = Array(repeating: 0, count: n)
    afterValue = Array(repeating: false, count: n)
    considered = Array(repeating: 0, count: n)
    consideredStamp = Array(repeating: 0, count: n)
    offset = clamp(configuration.initialOffset)
    if configuration.mode == .range && configuration.rangeShape != .index {
      rect = RectRangeState(count: n)
    }
  }

  // MARK: Queries

  var mode: SelectionMode { configuration.mode }
  var itemCount: Int { frames.count }

  /// The most items that may be selected now (SPEC 2.3, 3.3).
  var capacity: Int {
    let base = limit.map { max($0, 0) } ?? Int.max
    return mode == .single ? min(base, 1) : base
  }

  var minOffset: Double { -configuration.viewport.insetTop }
  var maxOffset: Double {
    var end = contentHeight + configuration.viewport.insetBottom - configuration.viewport.height
    // max-offset rows: raised to a whole number of rows of item 0's height (SPEC 2.2).
    if configuration.maxOffset == .rows, let row = frames.first?.height, row > 0 {
      end = (end / row).rounded(.up) * row
    }
    return max(minOffset, end)
  }

  func clamp(_ value: Double) -> Double { min(max(value, minOffset), maxOffset) }

  /// Whether a drag is active for auto-scroll (SPEC 3.4).
  var dragIsActive: Bool {
    fingerIsDown && (mode == .paint || (mode == .range && rangePhase == .anchored))
  }

  /// When the next step is due by the harness's clock.
  @inline(__always) var nextStepTime: Double? {
    guard dragIsActive, hotspot != nil, stepsTaken < StepClock.lastStep else { return nil }
    return enteredAt + (stepsTaken + 1) * configuration.autoScroll.interval
  }

  /// Whether `item` is selected after the current call's entries.
  func isSelectedAfter(_ item: Int) -> Bool {
    afterStamp[item] == callStamp ? afterValue[item] : selected[item]
  }

  /// Range: whether `item` lies in the range `R` (between the anchor and `c`, or under `rect`
  /// meeting the rectangle).
  func inRange(_ item: Int) -> Bool {
    if let rect { return rect.inRange[item] }
    return min(anchor, current) <= item && item <= max(anchor, current)
  }

  /// Range: whether `item` lies in the extent `E`.
  func inExtent(_ item: Int) -> Bool {
    if let rect { return rect.inExtent[item] }
    if let extentSet { return extentSet[item] }
    return extentLow <= item && item <= extentHigh
  }

  /// Range: the items an update gives their desired state: `E` (with `R`), an interval by index
  /// or under `rect` those that met the rectangle in this drag; under `range-revert-scope all`,
  /// every item.
  var extentItems: [Int] {
    if configuration.rangeRevertScope == .all { return Self.interval(0, itemCount - 1) }
    if let rect { return rect.extentItems }
    if let extentSet { return extentSet.indices.filter { extentSet[$0] } }
    return Self.interval(extentLow, extentHigh)
  }

  /// `low...high` as an array (empty when `high < low`), filled by a plain loop: a debug build
  /// copies a range element by element through generic code, which in a list of 10,000 items
  /// costs more than the checks that read it.
  static func interval(_ low: Int, _ high: Int) -> [Int] {
    guard low <= high else { return [] }
    return [Int](unsafeUninitializedCapacity: high - low + 1) { buffer, count in
      var item = low
      while item <= high {
        buffer[item - low] = item
        item += 1
      }
      count = high - low + 1
    }
  }

  /// Range: `E` in words, for failure messages.
  var extentWords: String {
    rect != nil
      ? "the items the rectangle met"
      : extentSet == nil ? "\(extentLow)...\(extentHigh)" : "the items in R at an update"
  }

  /// Range: the moment of the update in words: `c`'s change, or the rectangle's.
  var updateWords: String {
    let anchorWords = anchor < 0 ? "no item at the press point" : "anchor \(anchor)"
    return rect == nil
      ? "after c became \(current) (anchor \(anchor))"
      : "after the rectangle moved (\(anchorWords))"
  }

  /// Range: what this call's update wants of each item (SPEC 3.2), read once per call.
  var rangeWants: RangeWants { RangeWants(self, before: beforeAnchor) }

  /// Range: the order of SPEC 3.2, nearest the anchor first, lower index on a tie.
  func distanceKey(_ item: Int) -> Int {
    item < anchor ? 2 * (anchor - item) - 1 : 2 * (item - anchor)
  }

  /// `item`'s frame as of the last `down` in single mode (a `frame` event may have moved it since).
  func frameAtDown(_ item: Int) -> Rect {
    movedSinceDown.first { $0.item == item }?.frame ?? frames[item]
  }

  func topmost(at point: Point) -> Int? {
    byTop.topmost(atY: point.y) { SpecGeometry.contains(frames[$0], point) }
  }

  /// The content point a range or single touch at viewport point `point` hit-tests (SPEC 2.1):
  /// its own; under `hit-test nearest`, the nearest content point the viewport shows.
  func hitPoint(_ point: Point) -> Point {
    var content = SpecGeometry.contentPoint(point, offset: offset)
    guard configuration.hitTest == .nearest else { return content }
    let viewport = configuration.viewport
    content.x = max(0, min(content.x, viewport.width.nextDown))
    content.y = max(offset, min(content.y, (offset + viewport.height).nextDown))
    return content
  }

  /// The item a range or single touch at viewport point `point` is on (SPEC 2.1).
  func hitItem(at point: Point) -> Int? {
    let content = hitPoint(point)
    return topmost(at: content) ?? itemBelowFrames(at: content)
  }

  /// Whether `item` is what a hit test at content point `point` finds now: its frame holds the
  /// point, or it is ``itemBelowFrames(at:)``.
  func isHit(_ item: Int, at point: Point) -> Bool {
    SpecGeometry.contains(frames[item], point) || item == itemBelowFrames(at: point)
  }

  /// Under `hit-test nearest`, the item reaching lowest (the last among equals) when content
  /// point `point` lies below every frame (SPEC 2.1); else `nil`.
  func itemBelowFrames(at point: Point) -> Int? {
    guard configuration.hitTest == .nearest, let lowest = lowestItem() else { return nil }
    return point.y >= frames[lowest].maxY ? lowest : nil
  }

  /// The item whose frame reaches lowest, the highest index among equals; `nil` without items.
  ///
  /// - Complexity: O(*n*); asked only where a `nearest` hit test finds no frame at its point.
  func lowestItem() -> Int? {
    frames.indices.max { (frames[$0].maxY, $0) < (frames[$1].maxY, $1) }
  }

  /// Every item whose frame contains `point`, ascending.
  func items(at point: Point) -> [Int] {
    byTop.candidates(fromY: point.y, toY: point.y).filter {
      SpecGeometry.contains(frames[$0], point)
    }
  }

  /// The items whose frames may reach content y in `[low, high]` (a superset), ascending.
  func candidates(fromY low: Double, toY high: Double) -> [Int] {
    byTop.candidates(fromY: low, toY: high)
  }

  /// The same items in no particular order, without building an array.
  func unorderedCandidates(fromY low: Double, toY high: Double) -> ArraySlice<Int> {
    byTop.unorderedCandidates(fromY: low, toY: high)
  }

  /// Paint: whether the finger is down and its drag dealt with `item` in a call before this one
  /// (SPEC 3.1: changed or not, the drag ignores it from then on).
  func dealtWithEarlier(_ item: Int) -> Bool {
    fingerIsDown && considered[item] == dragNumber && consideredStamp[item] != callStamp
  }

  /// Notes the end of the run.
  mutating func finish() {}

  static func maxY(_ frames: [Rect]) -> Double { frames.map(\.maxY).max() ?? 0 }
}
