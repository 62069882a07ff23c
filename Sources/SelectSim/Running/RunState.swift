import SelectCore

/// Everything the harness knows about a run so far, learned from the scenario and from what the
/// engine reported (its entries, offset and selection), never from the engine's internals.
///
/// For each call the runner asks it to ``advance(with:)``: it works out what the SPEC expects of
/// the call (an ``Analysis``) from the state before it, and applies the engine's entries to learn
/// the state after it. Checks read both; then ``commit()`` makes the after state current.
///
/// Hit tests and sweeps here are brute-force scans over the harness's own geometry
/// (``SpecGeometry``). What a run covered is not kept here: the ``CoverageTracker`` reads the
/// facts each ``Analysis`` records.
struct RunState {
  let configuration: Configuration
  private(set) var canSelect: [Bool]
  private(set) var canDeselect: [Bool]
  private(set) var frames: [Rect]
  /// The prefilter of the brute-force queries.
  private var byTop: FramesByTop
  private(set) var contentHeight: Double
  /// The selection before the current call.
  private(set) var selected: [Bool]
  private(set) var count: Int
  private(set) var offset: Double
  private(set) var limit: Int?
  private(set) var time = -Double.infinity

  // The current call.
  private(set) var analysis = Analysis()
  private var afterStamp: [Int]
  private var afterValue: [Bool]
  private var callStamp = 0
  /// The count after the current call's entries.
  private(set) var countAfter = 0
  /// Entries that changed nothing when applied in order.
  private(set) var noOpEntries: [Entry] = []

  // The finger.
  private(set) var fingerIsDown = false
  private(set) var viewportPoint = Point(x: 0, y: 0)
  /// The content point as of the last movement logic (SPEC 3.5).
  private(set) var contentPoint = Point(x: 0, y: 0)
  private(set) var downPoint = Point(x: 0, y: 0)
  private(set) var farthestFromDown = 0.0

  // Drags.
  /// Counts drags (touches in paint and range mode), from 1.
  private(set) var dragNumber = 0
  private(set) var paintSelects: Bool?
  /// The drag that last dealt with each item (paint), and the call in which it did.
  private var considered: [Int]
  private var consideredStamp: [Int]
  enum RangePhase { case idle, seeking, inert, anchored }
  private(set) var rangePhase = RangePhase.idle
  private(set) var anchor = 0
  private(set) var target = true
  private(set) var current = 0
  private(set) var extentLow = 0
  private(set) var extentHigh = -1
  private var beforeAnchor: [Bool] = []
  /// Whether the list changed since the range drag's last update (by index): its next sample
  /// updates though `c` stays (SPEC 2.7).
  private var listChanged = false
  /// Once the list changed during a range drag by index, its extent by item: the items that have
  /// been in `R` at an update (SPEC 2.7); `nil` while it is an interval.
  private var extentSet: [Bool]?
  /// Under `range-shape` `rect` and `rect-on-items`, the rectangle's `R` and `E` (SPEC 3.2);
  /// `nil` otherwise.
  private(set) var rect: RectRangeState?
  /// Whether the anchor's update is put off (`range-start defer`, `rect-on-items`), for the
  /// touch now and for the one that ended last (a double press takes it up).
  private var pending = false
  private var endedPending = false

  // Single mode.
  private var tapItem: Int?
  /// The content point the touch's `down` hit-tested (``hitPoint(_:)``).
  private var downHitPoint = Point(x: 0, y: 0)
  /// Under `hit-test nearest`, the item reaching lowest when the `down`'s point lay below every
  /// frame (what its tap is on, SPEC 2.1); else `nil`.
  private(set) var downLowest: Int?
  /// Whether the touch's `down` selected nothing (on no item, or on the item selected then):
  /// `single-release` `retap` taps at its `up` (SPEC 3.3).
  private var pressSelectedNothing = false
  /// Single mode's active item under `single-select-all active` (SPEC 3.3).
  private var activeItem: Int?
  /// Single mode's current item (`single-remove`): item 0, then the item under each `down` and
  /// `follow` move (SPEC 2.7).
  private var currentItem: Int?
  /// Under `single-follow` `change`, the item of the last press or tapping move (SPEC 3.3).
  private var lastTapItem: Int?
  /// The last `down`'s time in whole milliseconds and its point (`double-press`, SPEC 2.4).
  private var lastDown: (milliseconds: Double, point: Point)?
  /// How the drag of the touch that ended last stood, for a double press to take up.
  private var endedPaintSelects: Bool?
  private var endedRangePhase = RangePhase.idle
  private var tapStillPossible = false
  /// The frames, as of the last `down`, of the items a `frame` event moved since, in single mode
  /// (only-touched judges a tap on the frames of its down); usually none.
  private var movedSinceDown: [(item: Int, frame: Rect)] = []

  // Auto-scroll, by the harness's own clock (SPEC 3.4).
  private(set) var hotspot: Hotspot?
  private(set) var enteredAt = 0.0
  /// Steps taken in this stay: an integer kept as a `Double`, at most ``StepClock/lastStep``.
  private(set) var stepsTaken = 0.0

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
  private static func interval(_ low: Int, _ high: Int) -> [Int] {
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
  private func itemBelowFrames(at point: Point) -> Int? {
    guard configuration.hitTest == .nearest, let lowest = lowestItem() else { return nil }
    return point.y >= frames[lowest].maxY ? lowest : nil
  }

  /// The item whose frame reaches lowest, the highest index among equals; `nil` without items.
  ///
  /// - Complexity: O(*n*); asked only where a `nearest` hit test finds no frame at its point.
  private func lowestItem() -> Int? {
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

  // MARK: Advancing

  /// Notes that the runner is about to make a step call.
  mutating func beginStep() { stepsTaken += 1 }

  /// Whether the steps due by `time` can come within the call at `time` and still be told apart
  /// by their entries' times: each falls strictly before `time`, and no two share a time.
  @inline(__always) func stepsCanComeLate(before time: Double) -> Bool {
    guard let first = nextStepTime, first <= time else { return true }
    let interval = configuration.autoScroll.interval
    let last = StepClock.lastDue(
      after: stepsTaken, enteredAt: enteredAt, interval: interval, through: time)
    let spacing = 8 * Swift.max(time.ulp, enteredAt.ulp, (last * interval).ulp)
    return enteredAt + last * interval < time && interval > spacing
  }

  /// Counts as taken every step due at or before `time` (after an idle step).
  ///
  /// - Complexity: O(log *k*) for *k* steps skipped.
  mutating func skipSteps(through time: Double) {
    stepsTaken = StepClock.lastDue(
      after: stepsTaken, enteredAt: enteredAt, interval: configuration.autoScroll.interval,
      through: time)
  }

  /// Works out what the SPEC expects of `call` and learns the state after it.
  mutating func advance(with call: Call) {
    callStamp += 1
    time = call.time
    var analysis = Analysis()
    analysis.offsetBefore = offset
    for entry in call.entries {
      if case .offset(let value) = entry.change { offset = value }
    }
    analysis.offsetAfter = offset
    switch call.kind {
    case .step:
      step(&analysis)
    case .expectation:
      break
    case .stray:
      // Out of place on purpose: nothing changes (SPEC 2.4).
      analysis.isStray = true
    case .event(let event):
      handle(event, &analysis, call)
    }
    // A repeated update that changed something is not idle: the next step may not be skipped.
    if analysis.rangeRepeated && !call.entries.isEmpty { analysis.stepIsIdle = false }
    swap(&self.analysis, &analysis)  // no copy of its arrays
    if let (change, frame) = self.analysis.listChange {
      // The removal's entry names the index before the change, a successor's tap those after
      // it; the checks read the state after it.
      applyEntries(call.entries.filter { !$0.isTap })
      commit()
      let lost = currentItem.map { change.newIndex(of: $0) == nil } ?? false
      let shift = offsetShift(through: change, inserting: frame)
      carry(through: change, inserting: frame)
      if lost && mode == .single && configuration.singleRemove == .successor,
        let item = currentItem
      {
        self.analysis.expectedSuccessorTap = expectedTap(on: item, &self.analysis)
      }
      applyEntries(call.entries.filter(\.isTap), keepingNoOps: true)
      let expected = clamp(self.analysis.offsetBefore + shift)
      self.analysis.expectedOffset = expected
      // list-offset content: the finger's last content point moves with the items shown.
      if shift != 0 { contentPoint.y += expected - self.analysis.offsetBefore }
    } else {
      applyEntries(call.entries)
    }
    if let expected = self.analysis.expectedRelease {
      let made = call.entries.itemChanges(cause: .drag)
      if made != expected {
        self.analysis.rangeMismatch =
          "the up of a press whose update range-start defer put off should change \(Wording.describe(expected)), but changed \(Wording.describe(made))"
      }
    }
    if self.analysis.rangeUpdated {
      let evaluation = evaluateRange(call)
      self.analysis.rangeMismatch = evaluation.mismatch
      self.analysis.refusedByLimit = self.analysis.refusedByLimit || evaluation.limitRefused
      self.analysis.refusedByVeto = self.analysis.refusedByVeto || evaluation.vetoRefused
      self.analysis.rangeLimitRefusal = evaluation.limitRefused
      self.analysis.rangeTie = evaluation.tie
    }
  }

  /// SPEC 3.2's judgement of a range update, from this state (a method, so that the state is
  /// lent to it rather than copied).
  private func evaluateRange(_ call: Call) -> RangeEvaluation { RangeEvaluation(call, self) }

  /// Makes the state after the current call the current state.
  mutating func commit() {
    for entry in analysisEntriesApplied { selected[entry] = afterValue[entry] }
    analysisEntriesApplied.removeAll(keepingCapacity: true)
    count = countAfter
  }

  private var analysisEntriesApplied: [Int] = []

  private mutating func applyEntries(_ entries: [Entry], keepingNoOps: Bool = false) {
    if !keepingNoOps { noOpEntries.removeAll(keepingCapacity: true) }
    countAfter = count
    for entry in entries {
      guard case .item(let item, let value, _) = entry.change else { continue }
      if isSelectedAfter(item) == value {
        noOpEntries.append(entry)
        continue
      }
      if afterStamp[item] != callStamp { analysisEntriesApplied.append(item) }
      afterStamp[item] = callStamp
      afterValue[item] = value
      countAfter += value ? 1 : -1
    }
  }

  // MARK: Events

  private mutating func handle(_ event: Event, _ analysis: inout Analysis, _ call: Call) {
    switch event {
    case .down(let point):
      fingerIsDown = true
      viewportPoint = point
      downPoint = point
      farthestFromDown = 0
      contentPoint = SpecGeometry.contentPoint(point, offset: offset)
      hotspot = nil
      if isDoublePress(at: point, call.time) {
        takeUpEndedTouch(&analysis)
        return
      }
      switch mode {
      case .paint:
        dragNumber += 1
        paintSelects = nil
        analysis.moved = true
        analysis.from = contentPoint
        analysis.to = contentPoint
        paintTouch(items(at: contentPoint), &analysis)
      case .range:
        dragNumber += 1
        rangePhase = .seeking
        listChanged = false
        extentSet = nil
        analysis.moved = true
        analysis.from = contentPoint
        analysis.to = contentPoint
        rangeLook(point, &analysis)
      case .single:
        downHitPoint = hitPoint(point)
        let exact = topmost(at: downHitPoint)
        downLowest = exact == nil ? itemBelowFrames(at: downHitPoint) : nil
        tapItem = exact ?? downLowest
        if let item = tapItem { currentItem = item }
        pressSelectedNothing = tapItem.map { selected[$0] } ?? true
        movedSinceDown.removeAll(keepingCapacity: true)
        tapStillPossible = true
        if configuration.singleCommit != .tap {
          lastTapItem = tapItem
          commitSingle(at: point, &analysis)
        }
      }
      trackHotspot()
    case .move(let point):
      viewportPoint = point
      let dx = point.x - downPoint.x
      let dy = point.y - downPoint.y
      farthestFromDown = max(farthestFromDown, (dx * dx + dy * dy).squareRoot())
      if mode == .single {
        if (dx * dx + dy * dy).squareRoot() > configuration.tapSlop { tapStillPossible = false }
        if configuration.singleCommit == .follow { followMove(to: point, &analysis) }
      } else {
        movementLogic(&analysis, again: configuration.rangeUpdate == .move)
      }
    case .up, .cancel:
      if event == .up && mode == .single { singleUp(&analysis) }
      if event == .up && mode == .range { releaseDeferred(&analysis) }
      analysis.stillTouch = farthestFromDown == 0
      endTouch()
    case .idle:
      break
    case .scroll(let value):
      analysis.expectedOffset = clamp(value)
      // range-scroll wait: the drag waits for the finger's next move or step (SPEC 3.2).
      let waits = mode == .range && configuration.rangeScroll == .wait
      if fingerIsDown && mode != .single && !waits { movementLogic(&analysis) }
    case .frame(let item, let frame):
      if mode == .single, fingerIsDown, !movedSinceDown.contains(where: { $0.item == item }) {
        movedSinceDown.append((item, frames[item]))
      }
      frames[item] = frame
      byTop.update(item, to: frame)
      if configuration.contentHeight == nil { contentHeight = RunState.maxY(frames) }
      analysis.expectedOffset = clamp(analysis.offsetBefore)
    case .insert(let index, let frame):
      analysis.listChange = (.insert(index), frame)
      analysis.expectedForced = []
    case .remove(let index):
      analysis.listChange = (.remove(index), nil)
      analysis.expectedForced = selected[index] ? [ItemChange(item: index, selected: false)] : []
    case .reorder(let from, let to):
      analysis.listChange = (.reorder(from: from, to: to), nil)
      analysis.expectedForced = []
    case .limit(let newLimit):
      limit = newLimit
      var forced: [ItemChange] = []
      var remaining = count
      var item = itemCount - 1
      while remaining > capacity && item >= 0 {
        if selected[item] {
          forced.append(ItemChange(item: item, selected: false))
          remaining -= 1
        }
        item -= 1
      }
      analysis.expectedForced = forced
    case .selectAll:
      var forced: [ItemChange] = []
      if mode == .single && configuration.singleSelectAll == .ignore {
        analysis.expectedForced = forced
        return
      }
      if mode == .single && configuration.singleSelectAll == .active {
        analysis.expectedForced = expectedActive(&analysis)
        return
      }
      var total = count
      for item in 0..<itemCount where !selected[item] {
        if !canSelect[item] {
          analysis.refusedByVeto = true
        } else if total < capacity {
          forced.append(ItemChange(item: item, selected: true))
          total += 1
        } else {
          analysis.refusedByLimit = true
          break
        }
      }
      analysis.expectedForced = forced
    case .deselectAll:
      analysis.expectedForced = (0..<itemCount).reversed().filter { selected[$0] }.map {
        ItemChange(item: $0, selected: false)
      }
    }
  }

  private mutating func endTouch() {
    fingerIsDown = false
    endedPaintSelects = paintSelects
    endedRangePhase = rangePhase
    endedPending = pending
    pending = false
    paintSelects = nil
    rangePhase = .idle
    tapStillPossible = false
    hotspot = nil
  }

  /// Whether a `down` at `point` and `time` is a double press under `double-press ignore`
  /// (SPEC 2.4): at most 500 whole milliseconds and 5 points in x and in y after the last
  /// `down`, which it becomes either way.
  private mutating func isDoublePress(at point: Point, _ time: Double) -> Bool {
    let milliseconds = (time * 1000 + 0.5).rounded(.down)
    defer { lastDown = (milliseconds, point) }
    guard configuration.doublePress == .ignore, let last = lastDown else { return false }
    return milliseconds - last.milliseconds <= 500 && abs(point.x - last.point.x) <= 5
      && abs(point.y - last.point.y) <= 5
  }

  /// A double press changes nothing; a paint or range touch takes up the drag of the touch
  /// before it as it ended, and a single-mode touch taps nothing (SPEC 2.4).
  private mutating func takeUpEndedTouch(_ analysis: inout Analysis) {
    analysis.isDoublePress = true
    switch mode {
    case .paint: paintSelects = endedPaintSelects
    case .range:
      rangePhase = endedRangePhase
      pending = endedPending
    case .single:
      tapItem = nil
      downLowest = nil
      pressSelectedNothing = false
      tapStillPossible = false
      movedSinceDown.removeAll(keepingCapacity: true)
      analysis.expectedTap = []
    }
    trackHotspot()
  }

  /// A `move` under `single-commit follow` (SPEC 3.3): it taps the item under the finger; under
  /// `single-follow change`, only an item other than the last press's or tapping move's.
  private mutating func followMove(to point: Point, _ analysis: inout Analysis) {
    let item = hitItem(at: point)
    if let item { currentItem = item }
    if configuration.singleFollow == .change, let item, item == lastTapItem {
      analysis.expectedTap = []
      return
    }
    if item != nil { lastTapItem = item }
    commitSingle(at: point, &analysis)
  }

  /// Single mode's `up` (SPEC 3.3): the tap's commit under `single-commit tap`, else a retap
  /// after a press that selected nothing under `single-release retap`; and the active item
  /// under `single-select-all active`.
  private mutating func singleUp(_ analysis: inout Analysis) {
    if configuration.singleCommit == .tap {
      // Whatever the tap does, it may select only an item under its down point.
      analysis.commitPoint = downHitPoint
      if tapStillPossible, let item = tapItem {
        analysis.expectedTap = expectedTap(on: item, &analysis)
      }
    } else if configuration.singleRelease == .retap && pressSelectedNothing {
      commitSingle(at: viewportPoint, &analysis)
    }
    if configuration.singleSelectAll == .active, let item = hitItem(at: viewportPoint) {
      activeItem = item
    }
  }

  /// Single mode under `single-commit` `press` or `follow`: the item under viewport point
  /// `point` (in the content, on the frames of this moment) is tapped now (SPEC 3.3); where none
  /// is, nothing changes.
  private mutating func commitSingle(at point: Point, _ analysis: inout Analysis) {
    analysis.commitPoint = hitPoint(point)
    guard let item = hitItem(at: point) else {
      analysis.expectedTap = []
      return
    }
    analysis.expectedTap = expectedTap(on: item, &analysis)
  }

  /// `selectAll` under `single-select-all active` (SPEC 3.3): the other selected items go where
  /// `canDeselect` permits, descending, then the active item comes where `canSelect` and the
  /// capacity permit.
  private func expectedActive(_ analysis: inout Analysis) -> [ItemChange] {
    guard let active = activeItem else { return [] }
    var changes: [ItemChange] = []
    var total = count
    for item in (0..<itemCount).reversed() where selected[item] && item != active {
      if canDeselect[item] {
        changes.append(ItemChange(item: item, selected: false))
        total -= 1
      } else {
        analysis.refusedByVeto = true
      }
    }
    guard !selected[active] else { return changes }
    if !canSelect[active] {
      analysis.refusedByVeto = true
    } else if total >= capacity {
      analysis.refusedByLimit = true
    } else {
      changes.append(ItemChange(item: active, selected: true))
    }
    return changes
  }

  private func expectedTap(on item: Int, _ analysis: inout Analysis)
    -> [ItemChange]
  {
    if selected[item] { return [] }
    if !canSelect[item] {
      analysis.refusedByVeto = true
      return []
    }
    if capacity < 1 {
      analysis.refusedByLimit = true
      return []
    }
    if let previous = selected.firstIndex(of: true) {
      if !canDeselect[previous] {
        analysis.refusedByVeto = true
        return []
      }
      return [ItemChange(item: previous, selected: false), ItemChange(item: item, selected: true)]
    }
    return [ItemChange(item: item, selected: true)]
  }

  // MARK: Movement

  private mutating func step(_ analysis: inout Analysis) {
    let settings = configuration.autoScroll
    let y = viewportPoint.y
    guard let hotspot else { return }
    let depth = SpecGeometry.depth(
      in: hotspot, y: y, settings, viewportHeight: configuration.viewport.height)
    analysis.stepHotspot = hotspot
    analysis.stepDepth = depth
    let amount = settings.velocity * depth
    let moved = hotspot == .top ? analysis.offsetBefore - amount : analysis.offsetBefore + amount
    analysis.expectedOffset = clamp(moved)
    analysis.stepClamped = analysis.expectedOffset != moved
    let previous = contentPoint
    movementLogic(&analysis, again: configuration.rangeUpdate == .move)
    analysis.stepIsIdle =
      analysis.offsetAfter == analysis.offsetBefore && previous == contentPoint
      && analysis.expectedPaint.isEmpty && (!analysis.rangeUpdated || analysis.rangeRepeated)
  }

  /// The movement logic of SPEC 3.1 and 3.2 for the finger's content point now; with `again`
  /// (`range-update move`), a range drag updates where `c` stays the same too.
  private mutating func movementLogic(_ analysis: inout Analysis, again: Bool = false) {
    let to = SpecGeometry.contentPoint(viewportPoint, offset: offset)
    analysis.moved = true
    analysis.from = contentPoint
    analysis.to = to
    switch mode {
    case .paint:
      var contacts: [(time: Double, item: Int)] = []
      // Candidates in any order: the contacts are sorted below.
      let near = byTop.unorderedCandidates(
        fromY: min(contentPoint.y, to.y), toY: max(contentPoint.y, to.y))
      for item in near {
        if let time = SpecGeometry.contactTime(frames[item], from: contentPoint, to: to) {
          contacts.append((time, item))
        }
      }
      contacts.sort { $0.time < $1.time || ($0.time == $1.time && $0.item < $1.item) }
      paintTouch(contacts.map(\.item), &analysis)
    case .range:
      rangeLook(viewportPoint, again: again, &analysis)
    case .single:
      break
    }
    contentPoint = to
    trackHotspot()
  }

  /// Paint: considers each touched item once per drag (SPEC 3.1) and lists the changes due.
  private mutating func paintTouch(_ items: [Int], _ analysis: inout Analysis) {
    analysis.touched = items
    var total = count
    for item in items where considered[item] != dragNumber {
      considered[item] = dragNumber
      consideredStamp[item] = callStamp
      let isSelected = selected[item]
      if paintSelects == nil { paintSelects = !isSelected }
      if paintSelects == true {
        guard !isSelected else { continue }
        if !canSelect[item] {
          analysis.refusedByVeto = true
        } else if total >= capacity {
          analysis.refusedByLimit = true
        } else {
          analysis.expectedPaint.append(ItemChange(item: item, selected: true))
          total += 1
        }
      } else if isSelected {
        if canDeselect[item] {
          analysis.expectedPaint.append(ItemChange(item: item, selected: false))
          total -= 1
        } else {
          analysis.refusedByVeto = true
        }
      }
    }
  }

  /// Range: the point sample of SPEC 3.5: anchoring, or a new `c`.
  /// Range's look at the finger at viewport point `point` (SPEC 3.5).
  private mutating func rangeLook(_ point: Point, again: Bool = false, _ analysis: inout Analysis) {
    if rect != nil { return rectLook(point, again: again, &analysis) }
    guard var item = hitItem(at: point) else { return }
    // range-current anchor: c stays at the anchor (SPEC 3.2).
    if rangePhase == .anchored && configuration.rangeCurrent == .anchor { item = current }
    switch rangePhase {
    case .seeking:
      target = configuration.rangeTarget == .select || !selected[item]
      if target != selected[item] && !(target ? canSelect[item] : canDeselect[item]) {
        rangePhase = .inert
        analysis.refusedByVeto = true
        return
      }
      rangePhase = .anchored
      anchor = item
      current = item
      if configuration.rangeStart == .keep { beforeAnchor = selected }
      // range-start defer: a press on a selected item puts the anchor's update off (SPEC 3.2).
      pending = configuration.rangeStart == .defer && selected[item]
      if !pending { anchorUpdate(reaching: item, &analysis) }
    case .anchored where pending:
      anchorUpdate(reaching: item, &analysis)
    case .anchored where item != current:
      listChanged = false
      retarget()
      analysis.rangeSpan = min(current, item)...max(current, item)
      current = item
      extentLow = min(extentLow, item)
      extentHigh = max(extentHigh, item)
      joinRange()
      analysis.rangeUpdated = true
    case .anchored where again || listChanged:
      // A list change since the last update makes the update run (SPEC 2.7).
      listChanged = false
      retarget()
      joinRange()
      analysis.rangeSpan = item...item
      analysis.rangeUpdated = true
      analysis.rangeRepeated = true
    default:
      break
    }
  }

  /// Range by index: the anchor's update, with `c` at `item` (SPEC 3.2): under `range-start`
  /// `clear` and `defer`, every other selected item outside `R` is to be deselected (S0 is empty).
  private mutating func anchorUpdate(reaching item: Int, _ analysis: inout Analysis) {
    pending = false
    listChanged = false
    extentSet = nil
    current = item
    extentLow = min(anchor, item)
    extentHigh = max(anchor, item)
    analysis.rangeSpan = extentLow...extentHigh
    // Under range-revert-scope all, every item outside R reverts: the clear adds nothing.
    if configuration.rangeStart != .keep && configuration.rangeRevertScope != .all {
      analysis.rangeCleared = selected.indices.filter { selected[$0] && !inRange($0) }
    }
    analysis.rangeUpdated = true
  }

  /// After a list change, `E` by index is the items that have been in `R` at an update: an update
  /// adds `R` (SPEC 2.7).
  private mutating func joinRange() {
    guard extentSet != nil else { return }
    for item in min(anchor, current)...max(anchor, current) { extentSet?[item] = true }
  }

  /// Range under `range-shape rect` (SPEC 3.2): the touch anchors at its `down`, on the item
  /// there or on none; afterwards the drag updates when the items the rectangle from the press
  /// point to the finger meets change (or anyway, `again`, under `range-update move`).
  private mutating func rectLook(_ point: Point, again: Bool, _ analysis: inout Analysis) {
    let finger = SpecGeometry.contentPoint(point, offset: offset)
    switch rangePhase {
    case .seeking:
      let item = topmost(at: finger)
      target = configuration.rangeTarget == .select || item.map { !selected[$0] } ?? true
      if let item, target != selected[item], !(target ? canSelect[item] : canDeselect[item]) {
        rangePhase = .inert
        analysis.refusedByVeto = true
        return
      }
      rangePhase = .anchored
      anchor = item ?? -1
      current = anchor
      if configuration.rangeStart == .keep { beforeAnchor = selected }
      rect?.begin(at: finger, meeting: [])
      // range-start defer: a press on no item or on a selected one waits; rect-on-items: a
      // press on no item does (SPEC 3.2).
      pending =
        (configuration.rangeStart == .defer && item.map { selected[$0] } ?? true)
        || (configuration.rangeShape == .rectOnItems && item == nil)
      if !pending { rectAnchorUpdate(finger, &analysis) }
    case .anchored:
      // rect-on-items: a sample over no item changes nothing.
      if configuration.rangeShape == .rectOnItems && topmost(at: finger) == nil { return }
      if pending { return rectAnchorUpdate(finger, &analysis) }
      guard let press = rect?.press else { return }
      let box = Box(spanning: press, finger)
      let meeting = items(meeting: box)
      let changed = rect?.differs(from: meeting) ?? false
      guard changed || again else { return }
      retarget()
      rect?.move(to: meeting, box: box)
      analysis.rangeUpdated = true
      analysis.rangeRepeated = !changed
    default:
      break
    }
  }

  /// The anchor's update of a rect drag, with the finger at content point `finger`: under
  /// `range-start` `clear` and `defer`, every selected item outside `R` is to be deselected.
  private mutating func rectAnchorUpdate(_ finger: Point, _ analysis: inout Analysis) {
    pending = false
    guard let press = rect?.press else { return }
    let box = Box(spanning: press, finger)
    let meeting = items(meeting: box)
    rect?.begin(at: press, meeting: [])
    rect?.move(to: meeting, box: box)
    if configuration.rangeStart != .keep && configuration.rangeRevertScope != .all {
      let inRect = rect?.inRange ?? []
      analysis.rangeCleared = selected.indices.filter { selected[$0] && !inRect[$0] }
    }
    analysis.rangeUpdated = true
  }

  /// `range-start defer` (SPEC 3.2): the `up` of a touch whose anchor's update is still put off
  /// deselects, over the anchor, every other item, and over no item every item (vetoes apply;
  /// nearest the anchor first); over another item, nothing.
  private mutating func releaseDeferred(_ analysis: inout Analysis) {
    guard rangePhase == .anchored, pending, configuration.rangeStart == .defer else { return }
    let under = topmost(at: SpecGeometry.contentPoint(viewportPoint, offset: offset))
    guard under == nil || under == anchor else { return }
    analysis.expectedRelease = selected.indices.filter {
      selected[$0] && $0 != under && canDeselect[$0]
    }.sorted { distanceKey($0) < distanceKey($1) }.map { ItemChange(item: $0, selected: false) }
  }

  /// The items whose frames meet the closed `box`, ascending (brute force over the candidates
  /// of its band of content y).
  private func items(meeting box: Box) -> [Int] {
    byTop.unorderedCandidates(fromY: box.minY, toY: box.maxY).filter {
      SpecGeometry.meets(frames[$0], box)
    }.sorted()
  }

  /// Under `range-direction anchor`, an update after the anchor's takes its target from the
  /// anchor's state before the call (SPEC 3.2); under `rect` with no item at the press point,
  /// there is none to read.
  private mutating func retarget() {
    if configuration.rangeDirection == .anchor && anchor >= 0 { target = selected[anchor] }
  }

  // MARK: List changes

  /// How far `change` moves the offset before the clamp (SPEC 2.7): not at all, but under
  /// `list-frames restack` and `list-offset content` with the items above the viewport.
  private func offsetShift(through change: ListChange, inserting frame: Rect?) -> Double {
    guard configuration.listFrames == .restack && configuration.listOffset == .content else {
      return 0
    }
    let inserted = frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    return change.offsetShift(of: frames, inserting: inserted, from: analysis.offsetBefore)
  }

  /// Carries the state through a change of the list (SPEC 2.7): every item keeps its state, its
  /// vetoes, its frame (restacked under `list-frames restack`) and what the drag remembers of it; an inserted item is unselected and may
  /// be selected and deselected; a drag's anchor or `c` that leaves gives way to the item that
  /// now has its index, or the last; `E` keeps its items, those between its first and last.
  ///
  /// - Complexity: O(*n*).
  private mutating func carry(through change: ListChange, inserting frame: Rect?) {
    let empty = Rect(x: 0, y: 0, width: 0, height: 0)
    let oldCount = itemCount
    // E by index becomes E by item, marked by the indices before the change.
    // The drag of the touch that ended last counts only while the finger is up.
    let dragging = rangePhase == .anchored || (!fingerIsDown && endedRangePhase == .anchored)
    if rect == nil && dragging && extentSet == nil {
      extentSet = (0..<itemCount).map { extentLow <= $0 && $0 <= extentHigh }
    }
    let framesBefore = frames
    frames = change.carry(frames, inserting: frame ?? empty, configuration.listFrames)
    byTop = FramesByTop(frames)
    if configuration.contentHeight == nil { contentHeight = RunState.maxY(frames) }
    canSelect = change.carry(canSelect, inserting: true)
    canDeselect = change.carry(canDeselect, inserting: true)
    selected = change.carry(selected, inserting: false)
    afterStamp = change.carry(afterStamp, inserting: 0)
    afterValue = change.carry(afterValue, inserting: false)
    considered = change.carry(considered, inserting: 0)
    consideredStamp = change.carry(consideredStamp, inserting: 0)
    if beforeAnchor.count == oldCount {
      beforeAnchor = change.carry(beforeAnchor, inserting: false)
    }
    extentSet = extentSet.map { change.carry($0, inserting: false) }
    rect?.carry(through: change)
    if dragging { carryDrag(through: change) }
    tapItem = tapItem.flatMap(change.newIndex(of:))
    downLowest = downLowest.flatMap(change.newIndex(of:))
    lastTapItem = lastTapItem.flatMap(change.newIndex(of:))
    activeItem = activeItem.flatMap { successor(of: $0, through: change) }
    currentItem = currentItem.flatMap { successor(of: $0, through: change) }
    movedSinceDown = movedSinceDown.compactMap { moved in
      change.newIndex(of: moved.item).map { (item: $0, frame: moved.frame) }
    }
    if configuration.mode == .single && fingerIsDown && configuration.listFrames == .restack {
      noteRestackedSinceDown(framesBefore, through: change)
    }
  }

  /// Remembers the frame at the down of every item a restacking change moved (SPEC 2.7), as a
  /// `frame` event's is: a tap selects the item under its down point on the frames of its down.
  ///
  /// - Complexity: O(*n* + *m*) for *m* items moved since the down.
  private mutating func noteRestackedSinceDown(_ before: [Rect], through change: ListChange) {
    let known = Set(movedSinceDown.map(\.item))
    for (item, frame) in frames.enumerated() {
      guard let old = change.oldIndex(of: item), before[old] != frame, !known.contains(item)
      else { continue }
      movedSinceDown.append((item, before[old]))
    }
  }

  /// The index after `change` of the item at `item`, or of the item that now has its index,
  /// clamped to the last; `nil` for an empty list.
  private func successor(of item: Int, through change: ListChange) -> Int? {
    change.newIndex(of: item) ?? (itemCount == 0 ? nil : min(item, itemCount - 1))
  }

  /// The range drag through a change (SPEC 2.7); a list left empty leaves it inert.
  private mutating func carryDrag(through change: ListChange) {
    guard itemCount > 0 else {
      if rangePhase == .anchored { rangePhase = .inert }
      if !fingerIsDown && endedRangePhase == .anchored { endedRangePhase = .inert }
      return
    }
    if anchor >= 0 {
      anchor = successor(of: anchor, through: change) ?? 0
      current = successor(of: current, through: change) ?? 0
    }
    if rect == nil { listChanged = true }
  }

  // MARK: Auto-scroll

  private mutating func trackHotspot() {
    guard dragIsActive else { return }
    let now = SpecGeometry.hotspot(
      atY: viewportPoint.y, configuration.autoScroll, viewportHeight: configuration.viewport.height)
    if now != hotspot {
      hotspot = now
      enteredAt = time
      stepsTaken = 0
    }
  }

  /// Notes the end of the run.
  mutating func finish() {}

  static func maxY(_ frames: [Rect]) -> Double { frames.map(\.maxY).max() ?? 0 }
}
