import SelectCore

/// A run laid out for the step control: the initial state, then every auto-scroll step and every
/// call in order, each with the offset, finger, anchor and current item after it.
///
/// Everything here is derived from the scenario and the entries the engine reported, never from
/// the engine's own state: the offset from the offset entries (starting from the initial offset
/// clamped as SPEC 2.2 says), the selection from the item entries, and the anchor and current
/// item from the picture's own point sampling (SPEC 3.5), which is for display only.
struct PictureTimeline {
  /// A point of the finger's path in content coordinates.
  struct PathPoint {
    /// The position after which the finger is here.
    var position: Int
    var point: Point
    var time: Double
    /// Whether a `down` or `move` put it here, rather than content scrolling under it.
    var isSample: Bool
  }

  var positions: [PicturePosition] = []
  /// The finger's path in content coordinates, one run of points per touch.
  var touches: [[PathPoint]] = []
  /// The position of the failing call: the last position the failing call produced, or the last
  /// position for a failure that names no call; `nil` for a passing run.
  var failingPosition: Int?
  /// The initial offset, clamped (SPEC 2.2).
  var initialOffset: Double
  /// Every item that a `frame` event moves.
  var movedItems: [Int] = []

  /// The position the page opens on: the failing one, else the last.
  var openingPosition: Int { failingPosition ?? positions.count - 1 }

  /// Lays out the run of `calls` on `scenario`.
  ///
  /// - Complexity: O(*p* · *n*) for *p* positions with the finger down and *n* items: the hit
  ///   tests are scans from the topmost item down.
  init(scenario: Scenario, calls: [Call], failure: FailurePicture.Failure?) {
    let configuration = scenario.configuration
    initialOffset = PictureTimeline.clampedOffset(configuration)
    var tracker = FingerTracker(configuration: configuration)
    positions.append(
      PicturePosition(
        kind: .start, time: nil, callIndex: nil, statement: "start: the initial state",
        entries: [], offset: initialOffset))
    var offset = initialOffset
    var moved: Set<Int> = []
    for (callIndex, call) in calls.enumerated() {
      // A call may carry the entries of the auto-scroll steps due before its own time (each
      // step's entries with the step's time), then its own; entries at the call's time are its
      // own, steps due at exactly that time included, since times cannot tell them apart.
      let ownStart = call.entries.firstIndex { !($0.time < call.time) } ?? call.entries.count
      var start = 0
      while start < ownStart {
        let time = call.entries[start].time
        var end = start
        while end < ownStart && call.entries[end].time == time { end += 1 }
        let entries = Array(call.entries[start..<end])
        offset = PictureTimeline.offset(after: entries, from: offset)
        tracker.scroll(offset: offset)
        append(
          PicturePosition(
            kind: .step, time: time, callIndex: callIndex, statement: "auto-scroll step",
            entries: entries, offset: offset, finger: tracker.finger, anchor: tracker.anchor,
            current: tracker.current), path: .scrolled)
        start = end
      }
      let entries = Array(call.entries[ownStart...])
      offset = PictureTimeline.offset(after: entries, from: offset)
      var position = PicturePosition(
        kind: .step, time: call.time, callIndex: callIndex, statement: "auto-scroll step",
        entries: entries, offset: offset)
      var path = PathChange.scrolled
      switch call.kind {
      case .step:
        tracker.scroll(offset: offset)
      case .expectation:
        position.kind = .expectation
        position.statement =
          scenario.timeline.indices.contains(call.timelineIndex)
          ? ScriptPrinter.statement(scenario.timeline[call.timelineIndex].action) : "expect"
        tracker.pass(offset: offset)
      case .stray(let event):
        position.kind = .event
        position.statement = "stray " + ScriptPrinter.statement(event)
        tracker.apply(event, offset: offset, inPlace: false)
      case .event(let event):
        position.kind = .event
        let inPlace = tracker.isInPlace(event)
        position.statement = (inPlace ? "" : "stray ") + ScriptPrinter.statement(event)
        if inPlace, case .frame(let item, let frame) = event {
          position.frameChanges = [(item, frame)]
          moved.insert(item)
        }
        if inPlace, case .down = event {
          path = .touchedDown
        } else if inPlace, case .move = event {
          path = .sampled
        }
        tracker.apply(event, offset: offset, inPlace: inPlace)
      }
      position.finger = tracker.finger
      position.anchor = tracker.anchor
      position.current = tracker.current
      append(position, path: path)
    }
    movedItems = moved.sorted()
    if let failure {
      let last = positions.count - 1
      if let callIndex = failure.callIndex {
        failingPosition = positions.lastIndex { $0.callIndex == callIndex } ?? last
      } else {
        failingPosition = last
      }
    }
  }

  /// How a position moves the finger's path.
  private enum PathChange {
    /// A `down` starts a touch.
    case touchedDown
    /// A `move` adds a sample.
    case sampled
    /// Anything else: the content may have scrolled under a still finger.
    case scrolled
  }

  /// Adds `position`, and the finger's content point after it to the path when it moved.
  private mutating func append(_ position: PicturePosition, path: PathChange) {
    let index = positions.count
    positions.append(position)
    guard let point = position.contentPoint, let time = position.time else { return }
    let isSample = path != .scrolled
    let pathPoint = PathPoint(position: index, point: point, time: time, isSample: isSample)
    if path == .touchedDown || touches.isEmpty {
      touches.append([pathPoint])
    } else if isSample || touches[touches.count - 1].last?.point != point {
      touches[touches.count - 1].append(pathPoint)
    }
  }

  /// The selection after `position`: the initial selection with the item entries of every
  /// position up to it applied, ascending.
  ///
  /// - Complexity: O(*n* + *e*) for *n* items and *e* entries up to the position.
  func selection(at position: Int, itemCount: Int, initial: Set<Int>) -> [Int] {
    var selected = [Bool](repeating: false, count: itemCount)
    for item in initial where selected.indices.contains(item) { selected[item] = true }
    for index in positions.indices where index <= position {
      for entry in positions[index].entries {
        if case .item(let item, let isSelected, _) = entry.change, selected.indices.contains(item) {
          selected[item] = isSelected
        }
      }
    }
    return selected.indices.filter { selected[$0] }
  }

  /// The first and last times of the run, for colouring the path.
  var timeSpan: (first: Double, last: Double) {
    let times = positions.compactMap(\.time)
    return (times.min() ?? 0, times.max() ?? 0)
  }

  /// The initial offset clamped to `[minOffset, maxOffset]` (SPEC 2.2).
  static func clampedOffset(_ configuration: Configuration) -> Double {
    let viewport = configuration.viewport
    let contentHeight =
      configuration.contentHeight ?? configuration.frames.map(\.maxY).max() ?? 0
    let minOffset = -viewport.insetTop
    let maxOffset = max(minOffset, contentHeight + viewport.insetBottom - viewport.height)
    return min(max(configuration.initialOffset, minOffset), maxOffset)
  }

  /// The offset after `entries`: the last offset entry's, else `offset`.
  static func offset(after entries: [Entry], from offset: Double) -> Double {
    var result = offset
    for entry in entries {
      if case .offset(let value) = entry.change { result = value }
    }
    return result
  }
}

/// The finger as the picture follows it: where it is, and range mode's anchor and current item by
/// point sampling (SPEC 3.5).
private struct FingerTracker {
  let mode: SelectionMode
  var frames: [Rect]
  var finger: Point?
  var offset: Double = 0
  var anchor: Int?
  var current: Int?

  init(configuration: Configuration) {
    mode = configuration.mode
    frames = configuration.frames
  }

  /// Whether `event` is in place for one finger (SPEC 2.4); an engine ignores one that is not.
  func isInPlace(_ event: Event) -> Bool {
    switch event {
    case .down: finger == nil
    case .move, .up, .cancel: finger != nil
    case .idle, .scroll, .limit, .selectAll, .deselectAll: true
    case .frame(let item, _): frames.indices.contains(item)
    case .insert, .remove, .reorder: event.changesList(of: frames.count)
    }
  }

  /// Follows `event`, after which the offset is `offset`.
  mutating func apply(_ event: Event, offset: Double, inPlace: Bool) {
    // Steps due at the event's own time share its entries' time, so an offset change here that
    // the event did not make is one of theirs: content moved under the finger.
    let scrolled = offset != self.offset
    self.offset = offset
    guard inPlace else {
      if scrolled { sample() }
      return
    }
    switch event {
    case .down(let point):
      finger = point
      anchor = nil
      current = nil
      sample()
    case .move(let point):
      finger = point
      sample()
    case .up, .cancel:
      finger = nil
      anchor = nil
      current = nil
    case .scroll:
      sample()
    case .frame(let item, let frame):
      // A frame event runs no movement logic (SPEC 3.5), even when it re-clamps the offset.
      frames[item] = frame
    case .insert, .remove, .reorder:
      // Nor does a list change (SPEC 2.7): the drag's items keep their identity.
      carry(event)
    case .idle, .limit, .selectAll, .deselectAll:
      if scrolled { sample() }
    }
  }

  /// The frames, the anchor and the current item through a change of the list (SPEC 2.7): a removed
  /// anchor or current item gives way to the item that now has its index, or the last.
  private mutating func carry(_ event: Event) {
    guard let change = event.listChange else { return }
    frames = event.carrying(frames)
    let count = frames.count
    func successor(_ item: Int?) -> Int? {
      guard let item else { return nil }
      return change.newIndex(of: item) ?? (count == 0 ? nil : min(item, count - 1))
    }
    anchor = successor(anchor)
    current = successor(current)
  }

  /// Content moved under the finger (a step): the movement logic runs for the new content point.
  mutating func scroll(offset: Double) {
    self.offset = offset
    sample()
  }

  /// Time passed without movement.
  mutating func pass(offset: Double) {
    if offset != self.offset { scroll(offset: offset) }
  }

  /// Point-samples the topmost item under the finger's content point.
  private mutating func sample() {
    guard let finger else { return }
    let point = finger.shifted(by: offset)
    let hit = frames.indices.reversed().first { frames[$0].contains(point) }
    switch mode {
    case .range:
      guard let hit else { return }
      if anchor == nil { anchor = hit }
      current = hit
    case .paint, .single:
      current = hit
    }
  }
}
