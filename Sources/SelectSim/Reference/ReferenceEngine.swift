public import SelectCore

/// The reference model: SPEC 2 and 3 transcribed as directly as possible, by brute force.
///
/// It shares only SelectCore's plain value types. Every hit test tests every frame in the band of
/// content y a point or a segment spans (``FramesByTop``, a sorted array, is all that narrows it),
/// every sweep computes each such frame's contact time, every range update walks the whole extent,
/// and every auto-scroll step is run one by one. It is slow on purpose: there is nothing in it to
/// get wrong. The `model-agreement` invariant compares an engine with it, event by event.
///
/// Arithmetic follows the SPEC's formulas as written, left to right (`velocity * depth`,
/// `C + ib - H`, `ot + h - y`), so that a correct engine agrees with it bit for bit.
public struct ReferenceEngine: DragSelectEngine, Sendable {
  private let setup: Configuration
  private var frames: [Rect]
  private var byTop: FramesByTop
  /// The lowest frame's bottom edge, worked out again whenever the frames change: the content's
  /// height when the setup names none.
  private var framesBottom: Double
  private var isSelected: [Bool]
  private var count: Int
  private var selectVetoed: [Bool]
  private var deselectVetoed: [Bool]
  private var limit: Int?
  /// The scroll offset (SPEC 2.2).
  public private(set) var offset: Double
  private var now = -Double.infinity
  private var output: [Entry] = []

  private var fingerIsDown = false
  /// The finger's viewport point, and its content point as of the last movement logic.
  private var fingerAt = Point(x: 0, y: 0)
  private var fingerContent = Point(x: 0, y: 0)

  // Paint: the drag's mode once fixed, and the items considered so far.
  private var paintSelects: Bool?
  private var paintConsidered: [Bool]

  // Range.
  private enum RangePhase { case none, waiting, inert, active }
  private var rangePhase = RangePhase.none
  private var anchor = 0
  private var target = true
  private var current = 0
  private var extentLow = 0
  private var extentHigh = 0
  private var beforeAnchor: [Bool] = []
  /// Whether the list changed since the last update of the range drag by index: its next sample
  /// updates though c stays (SPEC 2.7).
  private var listChanged = false
  /// Once the list changed during a range drag by index, its extent by item: the items that have
  /// been in R at an update (SPEC 2.7); `nil` while it is the interval of c's lowest and highest.
  private var extentSet: [Bool]?
  // range-shape rect: the press point, and which items met the rectangle at the last update, at
  // the one before, and ever in this drag.
  private var press = Point(x: 0, y: 0)
  private var inRect: [Bool] = []
  private var rectMembers: [Int] = []
  private var inRectExtent: [Bool] = []
  private var rectExtent: [Int] = []
  /// range-start defer, range-shape rect-on-items: the anchor's update is put off (and was, for
  /// the touch that ended last).
  private var pending = false
  private var endedPending = false
  /// The finger's content point at the update before the last, and at the last.
  private var cornerBefore = Point(x: 0, y: 0)
  private var corner = Point(x: 0, y: 0)

  // Single.
  private var tapOrigin = Point(x: 0, y: 0)
  private var tapItem: Int?
  private var tapStillPossible = false
  /// Whether the `down` selected nothing: on no item, or on the item selected then.
  private var pressSelectedNothing = false
  /// The active item of `single-select-all active`: item 0, then the one under each `up`.
  private var active: Int?
  /// The current item of `single-remove successor`: item 0, then the one under each `down` and
  /// each `follow` move.
  private var singleCurrent: Int?
  /// single-follow change: the item of the last press or tapping move.
  private var lastTapped: Int?
  /// double-press ignore: this touch taps nothing.
  private var tapsNothing = false

  // Double presses: the last down's time in whole milliseconds and its point, and how the drag
  // of the touch that ended last stood.
  private var lastDown: (Double, Point)?
  private var endedPaintSelects: Bool?
  private var endedRangePhase = RangePhase.none

  // Auto-scroll: 0 none, 1 top, 2 bottom.
  private var hotspot = 0
  private var enteredAt = 0.0
  /// Steps taken in this stay: an integer kept as a `Double`; a stay ends at 2⁵² steps.
  private var steps = 0.0

  /// The model in the initial state of `configuration`.
  public init(configuration: Configuration) throws(ConfigurationError) {
    try configuration.validate()
    setup = configuration
    frames = configuration.frames
    byTop = FramesByTop(configuration.frames)
    framesBottom = Self.bottom(of: configuration.frames)
    let n = configuration.frames.count
    isSelected = configuration.initialSelection.membership(count: n)
    count = configuration.initialSelection.count
    selectVetoed = configuration.vetoSelect.membership(count: n)
    deselectVetoed = configuration.vetoDeselect.membership(count: n)
    limit = configuration.limit
    paintConsidered = Array(repeating: false, count: configuration.frames.count)
    active = configuration.frames.isEmpty ? nil : 0
    singleCurrent = active
    offset = 0
    offset = clamped(configuration.initialOffset)
  }

  /// The selected items, ascending.
  public var selection: [Int] { isSelected.indices.filter { isSelected[$0] } }

  /// The whole SPEC: every option for real widgets, every value (SPEC 3).
  public static var profile: EngineProfile { .wholeSpec }

  /// Applies the steps due by `time`, then `event` (SPEC 2.4), and returns the entries.
  public mutating func apply(_ event: Event, at time: Double) -> [Entry] {
    output = []
    guard time.isFinite, abs(time) <= Configuration.magnitudeLimit, time >= now else { return [] }
    now = time
    runDueSteps(upTo: time)
    switch event {
    case .down(let point):
      if !fingerIsDown && fits(point) { down(point, time) }
    case .move(let point):
      if fingerIsDown && fits(point) { move(point, time) }
    case .up:
      if fingerIsDown {
        if setup.mode == .single && setup.singleCommit == .tap && tapStillPossible,
          let item = tapItem
        {
          tap(item, time)
        }
        if setup.mode == .single && setup.singleCommit != .tap && setup.singleRelease == .retap
          && pressSelectedNothing && !tapsNothing
        {
          // single-release retap: the release taps the item under the finger now.
          if let item = itemUnder(fingerAt) { tap(item, time) }
        }
        if setup.mode == .single && setup.singleSelectAll == .active,
          let item = itemUnder(fingerAt)
        {
          active = item
        }
        releaseDeferred(time)
        lift()
      }
    case .cancel:
      if fingerIsDown { lift() }
    case .idle:
      break
    case .scroll(let value):
      if value.isFinite && abs(value) <= Configuration.magnitudeLimit {
        setOffset(clamped(value), time)
        // range-scroll wait: a range drag waits for the finger's next move or step.
        let waits = setup.mode == .range && setup.rangeScroll == .wait
        if fingerIsDown && setup.mode != .single && !waits { movementLogic(time) }
      }
    case .frame(let item, let frame):
      if item >= 0 && item < frames.count && validFrame(frame) {
        frames[item] = frame
        byTop.update(item, to: frame)
        framesBottom = Self.bottom(of: frames)
        setOffset(clamped(offset), time)
      }
    case .insert(let index, let frame):
      if index >= 0 && index <= frames.count && validFrame(frame) {
        let order = Array(0..<index) + [nil] + Array(index..<frames.count)
        let kept = offsetKeepingView(leaving: nil, arriving: index, height: frame.height)
        changeList(order, frame, time, offset: kept) { frames in
          // Restacked: the rows below the new one move down by its height.
          for below in (index + 1)..<frames.count { frames[below].y += frame.height }
        }
      }
    case .remove(let index):
      if index >= 0 && index < frames.count {
        let height = frames[index].height
        let kept = offsetKeepingView(leaving: index, arriving: nil, height: height)
        changeList(frames.indices.filter { $0 != index }, nil, time, offset: kept) { frames in
          // Restacked: the rows that were below the removed one move up by its height.
          for below in index..<frames.count { frames[below].y += -height }
        }
      }
    case .reorder(let from, let to):
      if from != to && frames.indices.contains(from) && frames.indices.contains(to) {
        var order: [Int?] = frames.indices.filter { $0 != from }
        order.insert(from, at: to)
        let height = frames[from].height
        let kept = offsetKeepingView(leaving: from, arriving: to, height: height)
        changeList(order, nil, time, offset: kept) { frames in
          // Restacked: the rows the moved one passes make room for it (or close its gap), and it
          // moves by the sum of their heights, added in index order.
          let passed = from < to ? Array(from..<to) : Array((to + 1)...from)
          var sum = 0.0
          for row in passed {
            sum += frames[row].height
            frames[row].y += from < to ? -height : height
          }
          frames[to].y += from < to ? sum : -sum
        }
      }
    case .limit(let newLimit):
      limit = newLimit
      while count > capacity, let last = isSelected.lastIndex(of: true) {
        setItem(last, false, .limit, time)
      }
    case .selectAll:
      // single-select-all ignore: selectAll does nothing in single mode.
      if setup.mode == .single && setup.singleSelectAll == .ignore { break }
      if setup.mode == .single && setup.singleSelectAll == .active {
        // single-select-all active: the others go (unless vetoed), then the active item comes.
        guard let active else { break }
        for item in frames.indices where isSelected[item] && item != active {
          if !deselectVetoed[item] { setItem(item, false, .selectAll, time) }
        }
        if !isSelected[active] && !selectVetoed[active] && count < capacity {
          setItem(active, true, .selectAll, time)
        }
        break
      }
      for item in frames.indices where count < capacity {
        if !isSelected[item] && !selectVetoed[item] {
          setItem(item, true, .selectAll, time)
        }
      }
    case .deselectAll:
      for item in frames.indices.reversed() where isSelected[item] {
        setItem(item, false, .deselectAll, time)
      }
    }
    return output
  }

  // MARK: Touches

  private mutating func down(_ point: Point, _ time: Double) {
    fingerIsDown = true
    fingerAt = point
    fingerContent = Point(x: point.x, y: point.y + offset)
    hotspot = 0
    tapsNothing = false
    // double-press ignore: a down within 500 ms (whole milliseconds) and 5 points of the last one
    // changes nothing; its touch takes up the touch before it.
    let milliseconds = (time * 1000 + 0.5).rounded(.down)
    if setup.doublePress == .ignore, let (lastTime, lastPoint) = lastDown,
      milliseconds - lastTime <= 500, abs(point.x - lastPoint.x) <= 5,
      abs(point.y - lastPoint.y) <= 5
    {
      lastDown = (milliseconds, point)
      switch setup.mode {
      case .paint: paintSelects = endedPaintSelects
      case .range:
        rangePhase = endedRangePhase
        pending = endedPending
      case .single:
        tapItem = nil
        tapStillPossible = false
        tapsNothing = true
      }
      watchHotspots(time)
      return
    }
    lastDown = (milliseconds, point)
    switch setup.mode {
    case .paint:
      paintSelects = nil
      paintConsidered = Array(repeating: false, count: frames.count)
      for item in near(fingerContent.y, fingerContent.y) where contains(frames[item], fingerContent)
      {
        paintTouch(item, time)
      }
      watchHotspots(time)
    case .range:
      rangePhase = .waiting
      listChanged = false
      extentSet = nil
      rangeLook(at: fingerAt, time)
      watchHotspots(time)
    case .single:
      tapOrigin = point
      tapItem = itemUnder(point)
      if let item = tapItem { singleCurrent = item }
      tapStillPossible = true
      pressSelectedNothing = tapItem.map { isSelected[$0] } ?? true
      // single-commit press and follow: the press taps at once.
      if setup.singleCommit != .tap {
        lastTapped = tapItem
        if let item = tapItem { tap(item, time) }
      }
    }
  }

  private mutating func move(_ point: Point, _ time: Double) {
    fingerAt = point
    if setup.mode == .single {
      let dx = point.x - tapOrigin.x
      let dy = point.y - tapOrigin.y
      if (dx * dx + dy * dy).squareRoot() > setup.tapSlop { tapStillPossible = false }
      if setup.singleCommit == .follow, let item = itemUnder(point) {
        singleCurrent = item
        // single-commit follow: a move taps the item under the finger now; under single-follow
        // change, only an item other than the last tapped one.
        if setup.singleFollow == .move || item != lastTapped {
          lastTapped = item
          tap(item, time)
        }
      }
      return
    }
    movementLogic(time, again: setup.rangeUpdate == .move)
  }

  private mutating func lift() {
    fingerIsDown = false
    endedPaintSelects = paintSelects
    endedRangePhase = rangePhase
    endedPending = pending
    pending = false
    paintSelects = nil
    rangePhase = .none
    tapStillPossible = false
    hotspot = 0
  }

  /// The movement logic of SPEC 3.1 and 3.2 for the finger's content point now.
  /// With `again` (range-update move), a range drag updates even where `c` stays the same.
  private mutating func movementLogic(_ time: Double, again: Bool = false) {
    let to = Point(x: fingerAt.x, y: fingerAt.y + offset)
    if setup.mode == .paint {
      var touched: [(Double, Int)] = []
      let from = fingerContent
      byTop.forEachCandidate(fromY: min(from.y, to.y), toY: max(from.y, to.y)) { item in
        if let t = entryTime(frames[item], from, to) { touched.append((t, item)) }
      }
      touched.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
      for (_, item) in touched { paintTouch(item, time) }
    } else if setup.mode == .range {
      rangeLook(at: fingerAt, again: again, time)
    }
    fingerContent = to
    watchHotspots(time)
  }

  private var dragIsActive: Bool {
    fingerIsDown && (setup.mode == .paint || (setup.mode == .range && rangePhase == .active))
  }

  // MARK: Paint

  private mutating func paintTouch(_ item: Int, _ time: Double) {
    if paintConsidered[item] { return }
    paintConsidered[item] = true
    if paintSelects == nil { paintSelects = !isSelected[item] }
    if paintSelects == true {
      if !isSelected[item] && !selectVetoed[item] && count < capacity {
        setItem(item, true, .drag, time)
      }
    } else if isSelected[item] && !deselectVetoed[item] {
      setItem(item, false, .drag, time)
    }
  }

  // MARK: Hit test

  /// The item a range or single touch at viewport point `point` is on (SPEC 2.1): the topmost
  /// whose frame holds its content point; under `hit-test nearest`, the point is first moved into
  /// the viewport, and below every frame the item reaching lowest is taken.
  private func itemUnder(_ point: Point) -> Int? {
    var content = Point(x: point.x, y: point.y + offset)
    if setup.hitTest == .nearest {
      // The nearest content point the viewport shows (SPEC 2.1).
      content.x = max(0, min(content.x, setup.viewport.width.nextDown))
      content.y = max(offset, min(content.y, (offset + setup.viewport.height).nextDown))
    }
    if let item = byTop.topmost(atY: content.y, where: { contains(frames[$0], content) }) {
      return item
    }
    guard setup.hitTest == .nearest, !frames.isEmpty else { return nil }
    // The frame reaching lowest, the last one among equals: a list's last row.
    var lowest = 0
    for item in frames.indices where frames[item].maxY >= frames[lowest].maxY { lowest = item }
    return content.y >= frames[lowest].maxY ? lowest : nil
  }

  // MARK: Range

  /// Range's look at the finger, at viewport point `point` (SPEC 3.5).
  private mutating func rangeLook(at point: Point, again: Bool = false, _ time: Double) {
    if setup.rangeShape != .index { return rectLook(again: again, time) }
    guard var topmost = itemUnder(point) else { return }
    // range-current anchor: c stays at the anchor.
    if rangePhase == .active && setup.rangeCurrent == .anchor { topmost = current }
    switch rangePhase {
    case .waiting:
      target = setup.rangeTarget == .select ? true : !isSelected[topmost]
      let refusedByVeto =
        target != isSelected[topmost]
        && (target ? selectVetoed[topmost] : deselectVetoed[topmost])
      if refusedByVeto {
        rangePhase = .inert
        return
      }
      rangePhase = .active
      anchor = topmost
      current = topmost
      extentLow = topmost
      extentHigh = topmost
      // range-start clear and defer: S0 is empty, and every other selected item goes in the
      // anchor's update; defer puts that update off after a press on a selected item.
      beforeAnchor =
        setup.rangeStart == .keep ? isSelected : Array(repeating: false, count: frames.count)
      pending = setup.rangeStart == .defer && isSelected[topmost]
      if !pending {
        rangeUpdate(time, from: topmost, anchoring: true, clearing: setup.rangeStart != .keep)
      }
    case .active where pending:
      pending = false
      current = topmost
      extentLow = min(anchor, topmost)
      extentHigh = max(anchor, topmost)
      rangeUpdate(time, from: anchor, anchoring: true, clearing: true)
    case .active where topmost != current:
      let previous = current
      current = topmost
      extentLow = min(extentLow, topmost)
      extentHigh = max(extentHigh, topmost)
      rangeUpdate(time, from: previous)
    case .active where again || listChanged:
      rangeUpdate(time, from: current)
    default:
      break
    }
  }

  /// range-shape rect: the touch anchors at its down, on the item under the press point or on
  /// none, and updates whenever the items the rectangle from there to the finger meets change;
  /// rect-on-items looks only where an item is under the finger.
  private mutating func rectLook(again: Bool, _ time: Double) {
    let finger = Point(x: fingerAt.x, y: fingerAt.y + offset)
    let under = byTop.topmost(atY: finger.y, where: { contains(frames[$0], finger) })
    switch rangePhase {
    case .waiting:
      target = setup.rangeTarget == .select || under.map { !isSelected[$0] } ?? true
      if let under, target != isSelected[under],
        target ? selectVetoed[under] : deselectVetoed[under]
      {
        rangePhase = .inert
        return
      }
      rangePhase = .active
      anchor = under ?? -1
      current = anchor
      press = finger
      inRect = Array(repeating: false, count: frames.count)
      inRectExtent = inRect
      rectMembers = []
      rectExtent = []
      beforeAnchor =
        setup.rangeStart == .keep ? isSelected : Array(repeating: false, count: frames.count)
      // range-start defer: a press on no item or on a selected one waits; rect-on-items: one on
      // no item does.
      pending =
        (setup.rangeStart == .defer && under.map { isSelected[$0] } ?? true)
        || (setup.rangeShape == .rectOnItems && under == nil)
      if !pending { rectAnchorUpdate(finger, time) }
    case .active:
      if setup.rangeShape == .rectOnItems && under == nil { return }
      if pending { return rectAnchorUpdate(finger, time) }
      let now = meetingRect(finger)
      guard now != rectMembers || again else { return }
      cornerBefore = corner
      corner = finger
      for item in rectMembers { inRect[item] = false }
      for item in now {
        inRect[item] = true
        if !inRectExtent[item] { rectExtent.append(item) }
        inRectExtent[item] = true
      }
      rectMembers = now
      rangeUpdate(time, from: current)
    default:
      break
    }
  }

  /// The anchor's update of a rect drag, with the finger at content point `finger`.
  private mutating func rectAnchorUpdate(_ finger: Point, _ time: Double) {
    pending = false
    corner = finger
    cornerBefore = finger
    rectMembers = meetingRect(finger)
    for item in rectMembers {
      inRect[item] = true
      inRectExtent[item] = true
    }
    rectExtent = rectMembers
    rangeUpdate(time, from: anchor, anchoring: true, clearing: setup.rangeStart != .keep)
  }

  /// range-start defer: the up of a touch whose anchor's update is still put off deselects, over
  /// the anchor, every other item, and over no item every item; over another, nothing.
  private mutating func releaseDeferred(_ time: Double) {
    guard setup.mode == .range, rangePhase == .active, pending, setup.rangeStart == .defer
    else { return }
    let finger = Point(x: fingerAt.x, y: fingerAt.y + offset)
    let under = byTop.topmost(atY: finger.y, where: { contains(frames[$0], finger) })
    guard under == nil || under == anchor else { return }
    // Over the anchor, every other item; over no item, every item.
    let victims = frames.indices.filter { isSelected[$0] && $0 != under }
    for item in nearestFirst(victims) where !deselectVetoed[item] {
      setItem(item, false, .drag, time)
    }
  }

  /// `items` in 3.2's order of changes: nearest the anchor first, the lower index on a tie.
  private func nearestFirst(_ items: [Int]) -> [Int] {
    let anchor = self.anchor
    return items.sorted { a, b in
      let (da, db) = (abs(a - anchor), abs(b - anchor))
      return da != db ? da < db : a < b
    }
  }

  /// The items whose frames meet the closed rectangle from the press point to `finger` (they
  /// share a point, the frame's max edges open), ascending.
  private func meetingRect(_ finger: Point) -> [Int] {
    let (left, right) = (min(press.x, finger.x), max(press.x, finger.x))
    let (top, bottom) = (min(press.y, finger.y), max(press.y, finger.y))
    var items: [Int] = []
    byTop.forEachCandidate(fromY: top, toY: bottom) { item in
      let frame = frames[item]
      if frame.width > 0 && frame.height > 0 && frame.x <= right && left < frame.x + frame.width
        && frame.y <= bottom && top < frame.y + frame.height
      {
        items.append(item)
      }
    }
    return items.sorted()
  }

  /// The update of SPEC 3.2, after `c` went from `previous` to `current` (under rect, after the
  /// rectangle's items changed).
  private mutating func rangeUpdate(
    _ time: Double, from previous: Int, anchoring: Bool = false, clearing: Bool = false
  ) {
    // range-direction anchor: every later update takes its target from the anchor's state now.
    if setup.rangeDirection == .anchor && !anchoring && anchor >= 0 {
      target = isSelected[anchor]
    }
    let rect = setup.rangeShape != .index
    listChanged = false
    let rangeLow = min(anchor, current)
    let rangeHigh = max(anchor, current)
    var toDeselect: [Int] = []
    var toSelect: [Int] = []
    // range-revert-scope all: every item outside R reverts, which leaves the clear nothing.
    if clearing && setup.rangeRevertScope != .all {
      // Every selected item outside R: under rect, R may hold more than the anchor, and may have
      // lost it (a frame moved away from the press point).
      for item in frames.indices where isSelected[item] && (rect || item != anchor) {
        if !(rect ? inRect[item] : rangeLow <= item && item <= rangeHigh) {
          toDeselect.append(item)
        }
      }
    }
    // range-revert-scope all: every item, in E or not.
    // After a list change, E by index is the items that have been in R at an update.
    if var set = extentSet {
      for item in rangeLow...rangeHigh { set[item] = true }
      extentSet = set
    }
    let byIndex = extentSet.map { set in frames.indices.filter { set[$0] } }
    let extent =
      setup.rangeRevertScope == .all
      ? Array(frames.indices)
      : rect ? rectExtent.sorted() : byIndex ?? Array(extentLow...extentHigh)
    // range-revert-scope passed under rect: the items that meet the rectangle before.
    var before = Array(repeating: false, count: rect ? frames.count : 0)
    if rect { for item in meetingRect(cornerBefore) { before[item] = true } }
    // Read once: the setup is large, and copied at every read in a debug build.
    let toggles = setup.rangeTarget == .toggle
    let scopePassed = setup.rangeRevertScope == .passed
    let revert = setup.rangeRevert
    for item in extent {
      let wanted: Bool
      let inRange = rect ? inRect[item] : rangeLow <= item && item <= rangeHigh
      let passed =
        rect ? before[item] : min(previous, current) <= item && item <= max(previous, current)
      if inRange {
        // range-target toggle: each item the opposite of its state in S0.
        wanted = toggles ? !beforeAnchor[item] : target
      } else if scopePassed && !passed {
        // range-revert-scope passed: only the items the finger passed revert.
        continue
      } else {
        switch revert {
        case .restore: wanted = beforeAnchor[item]
        case .deselect: wanted = false
        // range-revert opposite: against the target (under toggle, S0's state again).
        case .opposite: wanted = toggles ? beforeAnchor[item] : !target
        }
      }
      if isSelected[item] && !wanted { toDeselect.append(item) }
      if !isSelected[item] && wanted { toSelect.append(item) }
    }
    for item in nearestFirst(toDeselect) where !deselectVetoed[item] {
      setItem(item, false, .drag, time)
    }
    let capacity = capacity
    for item in nearestFirst(toSelect) {
      if !selectVetoed[item] && count < capacity { setItem(item, true, .drag, time) }
    }
  }

  // MARK: List changes

  /// A change of the list (SPEC 2.7), given as the new list: for each new index, the old index of
  /// the item there, or `nil` for the inserted one, which gets `frame`.
  /// Everything kept per item moves with it; a removed selected item's entry comes first; no
  /// movement logic runs. Under `list-frames restack`, `restack` then moves the rows the change
  /// passed. The offset then goes to `kept`, clamped.
  private mutating func changeList(
    _ order: [Int?], _ frame: Rect?, _ time: Double, offset kept: Double,
    restacking restack: (inout [Rect]) -> Void
  ) {
    var newIndex: [Int?] = Array(repeating: nil, count: frames.count)
    for (new, old) in order.enumerated() { if let old { newIndex[old] = new } }
    if let removed = newIndex.indices.first(where: { newIndex[$0] == nil }), isSelected[removed] {
      setItem(removed, false, .remove, time)
    }
    func carried<T>(_ values: [T], _ inserted: T) -> [T] {
      order.map { old in old.map { values[$0] } ?? inserted }
    }
    // The drag of the touch that ended last counts only while the finger is up.
    let endedDrag = !fingerIsDown && endedRangePhase == .active
    let dragging = rangePhase == .active || endedDrag
    if setup.rangeShape == .index && dragging && extentSet == nil {
      extentSet = frames.indices.map { extentLow <= $0 && $0 <= extentHigh }
    }
    extentSet = extentSet.map { carried($0, false) }
    frames = order.map { old in
      old.map { frames[$0] } ?? frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }
    if setup.listFrames == .restack { restack(&frames) }
    byTop = FramesByTop(frames)
    framesBottom = Self.bottom(of: frames)
    isSelected = carried(isSelected, false)
    selectVetoed = carried(selectVetoed, false)
    deselectVetoed = carried(deselectVetoed, false)
    paintConsidered = carried(paintConsidered, false)
    // A drag's arrays, where a drag has made them (for the items as they were then).
    let count = newIndex.count
    if beforeAnchor.count == count { beforeAnchor = carried(beforeAnchor, false) }
    if inRect.count == count {
      inRect = carried(inRect, false)
      inRectExtent = carried(inRectExtent, false)
    }
    rectMembers = rectMembers.compactMap { newIndex[$0] }.sorted()
    rectExtent = rectExtent.compactMap { newIndex[$0] }
    if dragging {
      carryDrag(newIndex)
    }
    tapItem = tapItem.flatMap { newIndex[$0] }
    lastTapped = lastTapped.flatMap { newIndex[$0] }
    active = active.flatMap { newIndex[$0] ?? (frames.isEmpty ? nil : min($0, frames.count - 1)) }
    // single-remove successor: the item now in the current one's place is tapped.
    if let old = singleCurrent, newIndex[old] == nil {
      singleCurrent = frames.isEmpty ? nil : min(old, frames.count - 1)
      if setup.mode == .single && setup.singleRemove == .successor, let item = singleCurrent {
        tap(item, time)
      }
    } else {
      singleCurrent = singleCurrent.flatMap { newIndex[$0] }
    }
    // list-offset content: the finger's last content point goes with the items shown.
    let before = offset
    setOffset(clamped(kept), time)
    if kept != before { fingerContent.y += offset - before }
  }

  /// Where a change leaves the offset before the clamp (SPEC 2.7): where it is, but under
  /// `list-frames restack` and `list-offset content` moved as a Tk listbox moves its top index:
  /// the top item is the first reaching below the offset; an item leaving from before it takes
  /// its height off (and the top item is one index lower), and one arriving before it then adds
  /// its height.
  private func offsetKeepingView(leaving: Int?, arriving: Int?, height: Double) -> Double {
    guard setup.listFrames == .restack && setup.listOffset == .content else { return offset }
    var top = 0
    while top < frames.count && frames[top].maxY <= offset { top += 1 }
    // The heights are summed first: a move within the rows above gives exactly 0.
    var shift = 0.0
    if let leaving, leaving < top {
      shift -= height
      top -= 1
    }
    if let arriving, arriving < top { shift += height }
    return offset + shift
  }

  /// A range drag through a change of the list (SPEC 2.7): the anchor and c follow their items,
  /// a removed one giving way to the item now at its index (or the last); by index, the next
  /// sample updates.
  private mutating func carryDrag(_ newIndex: [Int?]) {
    if frames.isEmpty {
      if rangePhase == .active { rangePhase = .inert }
      if !fingerIsDown && endedRangePhase == .active { endedRangePhase = .inert }
      return
    }
    if anchor >= 0 {
      anchor = newIndex[anchor] ?? min(anchor, frames.count - 1)
      current = newIndex[current] ?? min(current, frames.count - 1)
    }
    if setup.rangeShape == .index { listChanged = true }
  }

  // MARK: Single

  private mutating func tap(_ item: Int, _ time: Double) {
    if isSelected[item] || selectVetoed[item] || capacity < 1 { return }
    if let previous = isSelected.firstIndex(of: true) {
      if deselectVetoed[previous] { return }
      setItem(previous, false, .tap, time)
    }
    setItem(item, true, .tap, time)
  }

  // MARK: Auto-scroll

  /// Which hotspot holds viewport `y`: the top one wins an overlap; none when `h <= 0`.
  private func hotspot(at y: Double) -> Int {
    let h = setup.autoScroll.hotspotHeight
    if !(h > 0) { return 0 }
    let ot = setup.autoScroll.topOffset
    let ob = setup.autoScroll.bottomOffset
    let height = setup.viewport.height
    if y >= ot && y <= ot + h { return 1 }
    if y >= height - ob - h && y <= height - ob { return 2 }
    return 0
  }

  private mutating func watchHotspots(_ time: Double) {
    guard dragIsActive else { return }
    let now = hotspot(at: fingerAt.y)
    if now != hotspot {
      hotspot = now
      enteredAt = time
      steps = 0
    }
  }

  /// Runs every step due by `time`, one by one; once a step changes nothing (no entry, and the
  /// finger's content point where it was), the rest before `time` would change nothing either,
  /// so they are counted by a linear search that doubles its stride.
  private mutating func runDueSteps(upTo time: Double) {
    let lastStep = 0x1p52
    let interval = setup.autoScroll.interval
    while dragIsActive && hotspot != 0 && steps < lastStep {
      let stepTime = enteredAt + (steps + 1) * interval
      if stepTime > time { return }
      steps += 1
      let a = setup.autoScroll
      let y = fingerAt.y
      let depth =
        hotspot == 1
        ? a.topOffset + a.hotspotHeight - y
        : y - (setup.viewport.height - a.bottomOffset - a.hotspotHeight)
      let moved = hotspot == 1 ? offset - a.velocity * depth : offset + a.velocity * depth
      let logged = output.count
      let contentBefore = fingerContent
      setOffset(clamped(moved), stepTime)
      movementLogic(stepTime, again: setup.rangeUpdate == .move)
      if output.count == logged && fingerContent == contentBefore {
        var stride = 1.0
        while stride >= 1 {
          if steps + stride <= lastStep && enteredAt + (steps + stride) * interval <= time {
            steps += stride
            stride *= 2
          } else {
            stride /= 2
          }
        }
        return
      }
    }
  }

  // MARK: State

  private var capacity: Int {
    var cap = limit.map { max($0, 0) } ?? Int.max
    if setup.mode == .single { cap = min(cap, 1) }
    return cap
  }

  private mutating func setItem(_ item: Int, _ value: Bool, _ cause: Entry.Cause, _ time: Double) {
    isSelected[item] = value
    count += value ? 1 : -1
    output.append(Entry(time: time, change: .item(item, selected: value, cause: cause)))
  }

  private mutating func setOffset(_ value: Double, _ time: Double) {
    if value != offset {
      offset = value
      output.append(Entry(time: time, change: .offset(value)))
    }
  }

  private func clamped(_ value: Double) -> Double {
    let contentHeight = setup.contentHeight ?? framesBottom
    let low = -setup.viewport.insetTop
    var end = contentHeight + setup.viewport.insetBottom - setup.viewport.height
    // max-offset rows: raised to a whole number of rows of item 0's height.
    if setup.maxOffset == .rows, let row = frames.first?.height, row > 0 {
      end = (end / row).rounded(.up) * row
    }
    return min(max(value, low), max(low, end))
  }

  /// The lowest bottom edge of `frames`, 0 for none.
  private static func bottom(of frames: [Rect]) -> Double {
    frames.map { $0.y + $0.height }.max() ?? 0
  }

  // MARK: Geometry, written out here rather than borrowed

  /// The items whose frames may reach content y between `a` and `b`, ascending.
  private func near(_ a: Double, _ b: Double) -> [Int] {
    byTop.candidates(fromY: min(a, b), toY: max(a, b))
  }

  private func contains(_ frame: Rect, _ point: Point) -> Bool {
    frame.width > 0 && frame.height > 0 && point.x >= frame.x && point.x < frame.x + frame.width
      && point.y >= frame.y && point.y < frame.y + frame.height
  }

  /// One end of the parameters an axis allows.
  private struct Bound {
    var t: Double
    var open: Bool
  }

  /// When the closed segment `from`-`to` first meets the half-open frame, as a parameter in
  /// `[0, 1]`: the larger of the axes' entry parameters, provided it comes before both exits.
  private func entryTime(_ frame: Rect, _ from: Point, _ to: Point) -> Double? {
    if !(frame.width > 0 && frame.height > 0) { return nil }
    // Wholly to one side: no contact (only a shortcut; the slabs below say the same).
    if max(from.x, to.x) < frame.x || min(from.x, to.x) > frame.x + frame.width
      || max(from.y, to.y) < frame.y || min(from.y, to.y) > frame.y + frame.height
    {
      return nil
    }
    guard let x = slab(from.x, to.x - from.x, frame.x, frame.x + frame.width),
      let y = slab(from.y, to.y - from.y, frame.y, frame.y + frame.height)
    else { return nil }
    // Entry: the latest; where two are equal, an open one excludes the point itself.
    func later(_ a: Bound, _ b: Bound) -> Bound { b.t > a.t || (b.t == a.t && b.open) ? b : a }
    func earlier(_ a: Bound, _ b: Bound) -> Bound { b.t < a.t || (b.t == a.t && b.open) ? b : a }
    let enter = later(later(Bound(t: 0, open: false), x.enter), y.enter)
    let exit = earlier(earlier(Bound(t: 1, open: false), x.exit), y.exit)
    if enter.t < exit.t || (enter.t == exit.t && !enter.open && !exit.open) { return enter.t }
    return nil
  }

  /// The parameters where `start + t * delta` lies in `[low, high)`, as an entry and an exit;
  /// `nil` when a still coordinate lies outside.
  private func slab(_ start: Double, _ delta: Double, _ low: Double, _ high: Double) -> (
    enter: Bound, exit: Bound
  )? {
    if delta == 0 {
      guard start >= low && start < high else { return nil }
      return (Bound(t: -Double.infinity, open: false), Bound(t: Double.infinity, open: false))
    }
    if delta > 0 {
      return (
        Bound(t: (low - start) / delta, open: false), Bound(t: (high - start) / delta, open: true)
      )
    }
    return (
      Bound(t: (high - start) / delta, open: true), Bound(t: (low - start) / delta, open: false)
    )
  }

  private func fits(_ point: Point) -> Bool {
    point.x.isFinite && point.y.isFinite && abs(point.x) <= Configuration.magnitudeLimit
      && abs(point.y) <= Configuration.magnitudeLimit
  }

  private func validFrame(_ frame: Rect) -> Bool {
    [frame.x, frame.y, frame.width, frame.height].allSatisfy {
      $0.isFinite && abs($0) <= Configuration.magnitudeLimit
    }
      && frame.width >= 0 && frame.height >= 0
  }
}
