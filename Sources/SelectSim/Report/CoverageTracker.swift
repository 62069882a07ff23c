import SelectCore

/// Works out what a run covered (the rows of ``CaseCoverage``) from each call and the facts the
/// harness's ``CallAnalysis`` records, apart from the judging: nothing it notes decides a check.
struct CoverageTracker {
  private(set) var coverage = CaseCoverage()
  /// The hotspot the finger was last seen in, and since when.
  private var hotspot: Hotspot?
  private var enteredAt = 0.0
  /// Reversals: the finger's content y where it last turned, and which way it goes.
  private var turnY = 0.0
  private var direction = 0.0
  private var drag = 0

  init(configuration: Configuration) {
    coverage.mode = configuration.mode
    coverage.overlappingFrames = CoverageTracker.hasOverlap(configuration.frames)
  }

  /// Notes `call`, judged: `state` has advanced past it.
  mutating func note(_ call: Call, _ state: RunState) {
    let analysis = state.analysis
    if analysis.refusedByVeto { coverage.vetoRefusals = true }
    if analysis.refusedByLimit { coverage.limitRefusals = true }
    if analysis.rangeLimitRefusal { coverage.rangeLimitRefusals = true }
    if analysis.rangeTie { coverage.rangeTies = true }
    if analysis.stepClamped { coverage.clampedSteps = true }
    switch call.kind {
    case .stray:
      coverage.strayEvents = true
    case .event(.cancel):
      coverage.cancels = true
    case .event(.up):
      if analysis.expectedTap != nil || (state.mode == .paint && analysis.stillTouch) {
        coverage.taps = true
      }
    case .event(.frame):
      if state.fingerIsDown && state.mode != .single { coverage.midDragFrameChanges = true }
    case .event(.insert), .event(.remove), .event(.reorder):
      coverage.listChanges = true
      if state.fingerIsDown && state.mode != .single { coverage.midDragListChanges = true }
    case .event(.move):
      if analysis.moved { noteMove(from: analysis.from, to: analysis.to, drag: state.dragNumber) }
    default:
      break
    }
    if analysis.moved && !coverage.edgeExactPoints
      && isOnAnEdge(analysis.to, state)
    {
      coverage.edgeExactPoints = true
    }
    if !coverage.touchedItem { noteTouch(call, state) }
    noteHotspot(state)
  }

  /// Whether the finger met an item in `call`: the path of its movement, or the point of its
  /// `down` or `move` (single mode moves no logic along a path); under `hit-test nearest`, where
  /// range and single mode pick an item for a point below every frame too (SPEC 2.1), the item
  /// a `down` or `move` picks.
  private mutating func noteTouch(_ call: Call, _ state: RunState) {
    let analysis = state.analysis
    if state.configuration.mode != .paint && state.configuration.hitTest == .nearest {
      switch call.kind {
      case .event(.down(let point)), .event(.move(let point)):
        if state.hitItem(at: point) != nil {
          coverage.touchedItem = true
          return
        }
      default:
        break
      }
    }
    if analysis.moved {
      coverage.touchedItem = meets(from: analysis.from, to: analysis.to, state)
      return
    }
    switch call.kind {
    case .event(.down(let point)), .event(.move(let point)):
      let content = Point(x: point.x, y: point.y + analysis.offsetAfter)
      coverage.touchedItem = meets(from: content, to: content, state)
    default:
      break
    }
  }

  /// Whether the segment from `from` to `to` (content points) meets a frame.
  private func meets(from: Point, to: Point, _ state: RunState) -> Bool {
    state.unorderedCandidates(fromY: min(from.y, to.y), toY: max(from.y, to.y)).contains {
      state.frames[$0].contactTime(from: from, to: to) != nil
    }
  }

  /// Notes that a step reached the engine with the next event's call.
  mutating func noteLateStep() { coverage.lateSteps = true }

  /// Notes the end of the run: a finger still in a hotspot has dwelt until the last call.
  mutating func finish(_ state: RunState) {
    if hotspot != nil && state.time - enteredAt >= 0.25 { coverage.hotspotDwells = true }
  }

  private mutating func noteHotspot(_ state: RunState) {
    let now = state.dragIsActive ? state.hotspot : nil
    guard now != hotspot || (now != nil && state.enteredAt != enteredAt) else { return }
    if hotspot != nil && state.time - enteredAt >= 0.25 { coverage.hotspotDwells = true }
    hotspot = now
    enteredAt = now == nil ? state.time : state.enteredAt
  }

  /// A reversal: the finger's content y went at least 20 points one way, then 20 back.
  private mutating func noteMove(from: Point, to: Point, drag number: Int) {
    if drag != number {
      drag = number
      turnY = from.y
      direction = 0
    }
    let delta = to.y - turnY
    if direction == 0 {
      if abs(delta) >= 20 {
        direction = delta > 0 ? 1 : -1
        turnY = to.y
      }
    } else if delta * direction > 0 {
      turnY = to.y
    } else if abs(delta) >= 20 {
      coverage.reversals = true
    }
  }

  private func isOnAnEdge(_ point: Point, _ state: RunState) -> Bool {
    state.unorderedCandidates(fromY: point.y, toY: point.y).contains { item in
      let frame = state.frames[item]
      guard frame.width > 0, frame.height > 0 else { return false }
      let right = frame.x + frame.width
      let bottom = frame.y + frame.height
      let onVertical =
        (point.x == frame.x || point.x == right) && frame.y <= point.y && point.y <= bottom
      let onHorizontal =
        (point.y == frame.y || point.y == bottom) && frame.x <= point.x && point.x <= right
      return onVertical || onHorizontal
    }
  }

  /// Whether the frames with area lie in reading order with no overlap: each starts a new row at
  /// or below the bottom of every frame before it, or goes on the row of the frame before it (the
  /// same top and bottom) at or right of that frame's right edge.
  ///
  /// - Complexity: O(*n*).
  static func areInReadingOrder(_ frames: [Rect]) -> Bool {
    var lowest = -Double.infinity
    var previous: Rect?
    for frame in frames where frame.width > 0 && frame.height > 0 {
      if frame.y >= lowest {
        lowest = frame.maxY
      } else if let last = previous, frame.y == last.y, frame.maxY == last.maxY,
        frame.x >= last.x + last.width
      {
        // On the row of the frame before: the rows above end at or above its top.
      } else {
        return false
      }
      previous = frame
    }
    return true
  }

  /// Whether two frames with area overlap: none when the frames are in reading order (lists and
  /// grids, checked in one pass), else a sweep down the frames sorted by their top.
  ///
  /// - Complexity: O(*n*) in reading order, O(*n* log *n*) otherwise.
  static func hasOverlap(_ frames: [Rect]) -> Bool {
    if areInReadingOrder(frames) { return false }
    // A sweep down the content: a frame joins the active row at its top and leaves at its bottom
    // (leaving first at a shared y: edges that touch do not overlap). The active frames never
    // overlap (the first overlap ends the sweep), so they lie sorted by x, and a joining frame need
    // only be tested against its two neighbours there.
    let boxes = frames.filter { $0.width > 0 && $0.height > 0 }
    let events = sweepEvents(boxes)
    var active: [Int] = []
    func rank(_ box: Int) -> Int {
      var low = 0
      var high = active.count
      while low < high {
        let middle = (low + high) / 2
        let other = boxes[active[middle]]
        if (other.x, active[middle]) < (boxes[box].x, box) {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low
    }
    for event in events {
      let position = rank(event.box)
      guard event.joins else {
        active.remove(at: position)
        continue
      }
      let frame = boxes[event.box]
      if position > 0 {
        let left = boxes[active[position - 1]]
        if left.x + left.width > frame.x { return true }
      }
      if position < active.count && boxes[active[position]].x < frame.x + frame.width {
        return true
      }
      active.insert(event.box, at: position)
    }
    return false
  }

  /// A frame's top or bottom edge, where the sweep of ``hasOverlap(_:)`` meets it.
  private struct SweepEvent {
    var y: Double
    var joins: Bool
    var x: Double
    var box: Int

    /// The sweep's order: leaving before joining at the same y; leaving rightmost first, joining
    /// leftmost first, so that a row of frames is added and removed at the end of the active array.
    static func precedes(_ a: SweepEvent, _ b: SweepEvent) -> Bool {
      if a.y != b.y { return a.y < b.y }
      if a.joins != b.joins { return !a.joins }
      return a.joins ? (a.x, a.box) < (b.x, b.box) : (a.x, a.box) > (b.x, b.box)
    }
  }

  /// Every top and bottom edge of `boxes`, in the sweep's order.
  ///
  /// - Complexity: O(*n*) when the boxes come in reading order with rows of equal height, as
  ///   generated grids and lists do (the two edge lists are then sorted already, or reversed
  ///   row by row, and are merged); O(*n* log *n*) otherwise.
  private static func sweepEvents(_ boxes: [Rect]) -> [SweepEvent] {
    let joins = boxes.indices.map {
      SweepEvent(y: boxes[$0].y, joins: true, x: boxes[$0].x, box: $0)
    }
    var leaves = boxes.indices.map {
      SweepEvent(y: boxes[$0].y + boxes[$0].height, joins: false, x: boxes[$0].x, box: $0)
    }
    if isSorted(joins) && (isSorted(leaves) || reversingRows(&leaves)) {
      return merged(joins, leaves)
    }
    return (joins + leaves).sorted(by: SweepEvent.precedes)
  }

  /// Reverses each run of leaves that share a bottom edge (a row's frames leave rightmost first),
  /// and says whether that sorted them.
  private static func reversingRows(_ leaves: inout [SweepEvent]) -> Bool {
    var start = 0
    while start < leaves.count {
      var end = start + 1
      while end < leaves.count && leaves[end].y == leaves[start].y { end += 1 }
      leaves[start..<end].reverse()
      start = end
    }
    return isSorted(leaves)
  }

  /// Two lists in the sweep's order, merged into one.
  private static func merged(_ joins: [SweepEvent], _ leaves: [SweepEvent]) -> [SweepEvent] {
    var merged: [SweepEvent] = []
    merged.reserveCapacity(joins.count + leaves.count)
    var j = 0
    var l = 0
    while j < joins.count || l < leaves.count {
      if l < leaves.count && (j == joins.count || SweepEvent.precedes(leaves[l], joins[j])) {
        merged.append(leaves[l])
        l += 1
      } else {
        merged.append(joins[j])
        j += 1
      }
    }
    return merged
  }

  private static func isSorted(_ events: [SweepEvent]) -> Bool {
    events.indices.dropFirst().allSatisfy { !SweepEvent.precedes(events[$0], events[$0 - 1]) }
  }
}
