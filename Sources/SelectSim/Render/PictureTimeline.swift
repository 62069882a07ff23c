import SelectCore

/// A run laid out for the step control: the initial state, then every auto-scroll step and every
/// call in order, each with the offset, finger, anchor and current item after it.
///
/// Everything here is derived from the scenario and the entries the engine reported, never from
/// the engine's own state: the offset from the offset entries (starting from the initial offset
/// clamped as SPEC 2.2 says), the selection from the item entries, the list's items from the
/// scenario's list changes in place (SPEC 2.7), and the anchor and current item from the
/// picture's own point sampling (SPEC 3.5), which is for display only.
///
/// Items are named by index wherever the SPEC names them (entries, the anchor, the current item)
/// and by identity where the picture follows one item through list changes (frames, the items
/// it draws): see ``PictureListChange``.
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
  /// Every item, by identity, whose frame a `frame` event or a list change sets, ascending.
  var movedItems: [Int] = []
  /// Every item's first frame, by identity: the setup's frames, then each inserted item's.
  var firstFrames: [Rect]
  /// The number of items in the setup; every later identity is an inserted item's.
  var setupItemCount: Int
  /// The setup's selection, by index (and so by identity).
  var initialSelection: Set<Int>
  /// Every item, by identity, that some position marks, ascending: an anchor, a current item,
  /// the item of a `frame` event, or the item a list change puts in, takes out or moves.
  var markedItems: [Int] = []

  /// Whether some position changes the list.
  var changesList: Bool { positions.contains { $0.listChange != nil } }

  /// The position the page opens on: the failing one, else the last.
  var openingPosition: Int { failingPosition ?? positions.count - 1 }

  /// Lays out the run of `calls` on `scenario`.
  ///
  /// - Complexity: O(*p* · *n*) for *p* positions with the finger down and *n* items: the hit
  ///   tests are scans from the topmost item down; and O(*n*) for each list change.
  init(scenario: Scenario, calls: [Call], failure: FailurePicture.Failure?) {
    let configuration = scenario.configuration
    initialOffset = configuration.effectiveInitialOffset
    firstFrames = configuration.frames
    setupItemCount = configuration.frames.count
    initialSelection = configuration.initialSelection
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
          position.frameChanges = [(tracker.identities[item], frame)]
        }
        if inPlace, case .down = event {
          path = .touchedDown
        } else if inPlace, case .move = event {
          path = .sampled
        }
        if let change = tracker.apply(event, offset: offset, inPlace: inPlace) {
          position.listChange = change
          position.frameChanges = change.frames
          if let frame = change.insertedFrame { firstFrames.append(frame) }
        }
      }
      position.finger = tracker.finger
      position.anchor = tracker.anchor
      position.current = tracker.current
      moved.formUnion(position.frameChanges.map(\.item))
      append(position, path: path)
    }
    movedItems = moved.sorted()
    markedItems = PictureTimeline.marked(positions, itemCount: configuration.frames.count)
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

  /// The run replayed through `position`: the list's items, their frames and the selection
  /// after it.
  ///
  /// - Complexity: O(*n* + *e* + *c* · *n*) for *n* items, *e* entries and *c* list changes up
  ///   to the position.
  func replay(through position: Int) -> PictureReplay {
    var replay = PictureReplay(timeline: self)
    for index in positions.indices where index <= position { replay.apply(positions[index]) }
    return replay
  }

  /// The selection after `position`, by index, ascending.
  ///
  /// - Complexity: That of ``replay(through:)``.
  func selection(at position: Int) -> [Int] { replay(through: position).selection }

  /// The items that `positions` mark (``markedItems``), by identity, ascending, for a setup of
  /// `itemCount` items.
  ///
  /// - Complexity: O(*p* + *c* · *n*) for *p* positions, *c* list changes and *n* items.
  private static func marked(_ positions: [PicturePosition], itemCount: Int) -> [Int] {
    var identities = Array(0..<itemCount)
    var marked = Set<Int>()
    for position in positions {
      if let change = position.listChange {
        marked.insert(change.item)
        identities = change.carry(identities)
      } else {
        marked.formUnion(position.frameChanges.map(\.item))
      }
      for index in [position.anchor, position.current].compactMap(\.self)
      where identities.indices.contains(index) {
        marked.insert(identities[index])
      }
    }
    return marked.sorted()
  }

  /// The first and last times of the run, for colouring the path.
  var timeSpan: (first: Double, last: Double) {
    let times = positions.compactMap(\.time)
    return (times.min() ?? 0, times.max() ?? 0)
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
///
/// It keeps the list as it is after each event, by index: the items' frames, for the hit tests,
/// and their identities (``PictureListChange``).
private struct FingerTracker {
  let mode: SelectionMode
  /// What a list change does to the other frames (SPEC 2.7).
  let listFrames: ListFrames
  var frames: [Rect]
  /// The identity of the item at each index.
  var identities: [Int]
  /// The identity the next inserted item takes.
  var nextIdentity: Int
  var finger: Point?
  var offset: Double = 0
  var anchor: Int?
  var current: Int?

  init(configuration: Configuration) {
    mode = configuration.mode
    listFrames = configuration.listFrames
    frames = configuration.frames
    identities = Array(frames.indices)
    nextIdentity = frames.count
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
  ///
  /// - Returns: The change of the list `event` made, if it is a list change in place.
  @discardableResult
  mutating func apply(_ event: Event, offset: Double, inPlace: Bool) -> PictureListChange? {
    // Steps due at the event's own time share its entries' time, so an offset change here that
    // the event did not make is one of theirs: content moved under the finger.
    let scrolled = offset != self.offset
    self.offset = offset
    guard inPlace else {
      if scrolled { sample() }
      return nil
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
      return carry(event)
    case .idle, .limit, .selectAll, .deselectAll:
      if scrolled { sample() }
    }
    return nil
  }

  /// The frames, the identities, the anchor and the current item through a change of the list
  /// (SPEC 2.7): a removed anchor or current item gives way to the item that now has its index, or
  /// the last.
  ///
  /// - Returns: The change.
  /// - Complexity: O(*n*) for *n* items.
  private mutating func carry(_ event: Event) -> PictureListChange? {
    let carried = event.carrying(frames, listFrames)
    guard
      let listChange = PictureListChange(
        event, identities: identities, before: frames, after: carried, next: nextIdentity)
    else { return nil }
    let change = listChange.change
    frames = carried
    identities = listChange.carry(identities)
    if case .insert = change { nextIdentity += 1 }
    let count = frames.count
    func successor(_ item: Int?) -> Int? {
      guard let item else { return nil }
      return change.newIndex(of: item) ?? (count == 0 ? nil : min(item, count - 1))
    }
    anchor = successor(anchor)
    current = successor(current)
    return listChange
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
