import SelectCore

/// Works out what a run covered (the rows of ``CaseCoverage``) from each call and the facts the
/// harness's ``Analysis`` records, apart from the judging: nothing it notes decides a check.
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
    noteHotspot(state)
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
    state.candidates(fromY: point.y, toY: point.y).contains { item in
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

  /// Whether two frames with area overlap: a sweep down the frames sorted by their top.
  static func hasOverlap(_ frames: [Rect]) -> Bool {
    // A sweep down the content: a frame joins the active row at its top and leaves at its bottom
    // (leaving first at a shared y: edges that touch do not overlap). The active frames never
    // overlap (the first overlap ends the sweep), so they lie sorted by x, and a joining frame need
    // only be tested against its two neighbours there.
    let boxes = frames.filter { $0.width > 0 && $0.height > 0 }
    var events: [(y: Double, joins: Bool, x: Double, box: Int)] = []
    events.reserveCapacity(2 * boxes.count)
    for (box, frame) in boxes.enumerated() {
      events.append((frame.y, true, frame.x, box))
      events.append((frame.y + frame.height, false, frame.x, box))
    }
    // Leaving before joining at the same y; leaving rightmost first, joining leftmost first, so
    // that a row of frames is added and removed at the end of the active array.
    events.sort {
      if $0.y != $1.y { return $0.y < $1.y }
      if $0.joins != $1.joins { return !$0.joins }
      return $0.joins ? ($0.x, $0.box) < ($1.x, $1.box) : ($0.x, $0.box) > ($1.x, $1.box)
    }
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
}
