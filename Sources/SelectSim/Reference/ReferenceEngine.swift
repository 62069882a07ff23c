package import SelectCore

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
package struct ReferenceEngine: DragSelectEngine, Sendable {
  let setup: Configuration
  var frames: [Rect]
  var byTop: FramesByTop
  /// The lowest frame's bottom edge, worked out again whenever the frames change: the content's
  /// height when the setup names none.
  var framesBottom: Double
  var isSelected: [Bool]
  var count: Int
  var selectVetoed: [Bool]
  var deselectVetoed: [Bool]
  var limit: Int?
  /// The scroll offset (SPEC 2.2).
  package private(set) var offset: Double
  var now = -Double.infinity
  var output: [Entry] = []

  var fingerIsDown = false
  /// The finger's viewport point, and its content point as of the last movement logic.
  var fingerAt = Point(x: 0, y: 0)
  var fingerContent = Point(x: 0, y: 0)

  // Paint: the drag's mode once fixed, and the items considered so far.
  var paintSelects: Bool?
  var paintConsidered: [Bool]

  // Range.
  enum RangePhase { case none, waiting, inert, active }
  var rangePhase = RangePhase.none
  var anchor = 0
  var target = true
  var current = 0
  var extentLow = 0
  var extentHigh = 0
  var beforeAnchor: [Bool] = []
  /// Whether the list changed since the last update of the range drag by index: its next sample
  /// updates though c stays (SPEC 2.7).
  var listChanged = false
  /// Once the list changed during a range drag by index, its extent by item: the items that have
  /// been in R at an update (SPEC 2.7); `nil` while it is the interval of c's lowest and highest.
  var extentSet: [Bool]?
  // range-shape rect: the press point, and which items met the rectangle at the last update, at
  // the one before, and ever in this drag.
  var press = Point(x: 0, y: 0)
  var inRect: [Bool] = []
  var rectMembers: [Int] = []
  var inRectExtent: [Bool] = []
  var rectExtent: [Int] = []
  /// range-start defer, range-shape rect-on-items: the anchor's update is put off (and was, for
  /// the touch that ended last).
  var pending = false
  var endedPending = false
  /// The finger's content point at the update before the last, and at the last.
  var cornerBefore = Point(x: 0, y: 0)
  var corner = Point(x: 0, y: 0)

  // Single.
  var tapOrigin = Point(x: 0, y: 0)
  var tapItem: Int?
  var tapStillPossible = false
  /// Whether the `down` selected nothing: on no item, or on the item selected then.
  var pressSelectedNothing = false
  /// The active item of `single-select-all active`: item 0, then the one under each `up`.
  var active: Int?
  /// The current item of `single-remove successor`: item 0, then the one under each `down` and
  /// each `follow` move.
  var singleCurrent: Int?
  /// single-follow change: the item of the last press or tapping move.
  var lastTapped: Int?
  /// double-press ignore: this touch taps nothing.
  var tapsNothing = false

  // Double presses: the last down's time in whole milliseconds and its point, and how the drag
  // of the touch that ended last stood.
  var lastDown: (Double, Point)?
  var endedPaintSelects: Bool?
  var endedRangePhase = RangePhase.none

  // Auto-scroll: 0 none, 1 top, 2 bottom.
  var hotspot = 0
  var enteredAt = 0.0
  /// Steps taken in this stay: an integer kept as a `Double`; a stay ends at 2⁵² steps.
  var steps = 0.0

  /// The model in the initial state of `configuration`.
  package init(configuration: Configuration) throws(ConfigurationError) {
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
  package var selection: [Int] { isSelected.indices.filter { isSelected[$0] } }

  /// The whole SPEC: every option for real widgets, every value (SPEC 3).
  package static var profile: EngineProfile { .wholeSpec }

  /// Applies the steps due by `time`, then `event` (SPEC 2.4), and returns the entries.
  package mutating func apply(_ event: Event, at time: Double) -> [Entry] {
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

  // MARK: State

  var capacity: Int {
    var cap = limit.map { max($0, 0) } ?? Int.max
    if setup.mode == .single { cap = min(cap, 1) }
    return cap
  }

  mutating func setItem(_ item: Int, _ value: Bool, _ cause: Entry.Cause, _ time: Double) {
    isSelected[item] = value
    count += value ? 1 : -1
    output.append(Entry(time: time, change: .item(item, selected: value, cause: cause)))
  }

  mutating func setOffset(_ value: Double, _ time: Double) {
    if value != offset {
      offset = value
      output.append(Entry(time: time, change: .offset(value)))
    }
  }

  func clamped(_ value: Double) -> Double {
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
  static func bottom(of frames: [Rect]) -> Double {
    frames.map { $0.y + $0.height }.max() ?? 0
  }

}
