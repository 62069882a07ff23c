import SelectCore

extension Scenario {
  /// Whether the timeline changes the list (SPEC 2.7): an `insert`, `remove` or `reorder` line.
  public var changesList: Bool { timeline.contains { $0.event?.listChange != nil } }

  /// The scenario with `event`, a list change in place, added before timeline line `line` at the
  /// time of the line before it: every later line that names items names the same items after the
  /// change (a line for the item removed goes), and a stray one still names none.
  ///
  /// - Complexity: O(*n* · *e*) for *n* items and *e* timeline lines.
  func addingListChange(_ event: Event, beforeLine line: Int) -> Scenario {
    addingListChanges([event], beforeLine: line)
  }

  /// The scenario with `events`, list changes in place, added in order before timeline line
  /// `line`: as adding each with ``addingListChange(_:beforeLine:)`` right after the one before,
  /// in one pass over the timeline (a reload of *n* items took 2*n* passes).
  ///
  /// - Complexity: O(*n* · (*e* + *c*)) for *n* items, *e* timeline lines and *c* events.
  func addingListChanges(_ events: [Event], beforeLine line: Int) -> Scenario {
    let time = line > 0 ? timeline[line - 1].time : timeline.first?.time ?? 0
    var replay = ListReplay(count: configuration.frames.count, kept: nil)
    var result = self
    result.timeline = []
    result.timeline.reserveCapacity(timeline.count + events.count)
    func inject() {
      for event in events {
        replay.inject(event)
        result.timeline.append(.event(event, at: time))
      }
    }
    for (index, scheduled) in timeline.enumerated() {
      if index == line { inject() }
      if let carried = replay.carry(scheduled) { result.timeline.append(carried) }
    }
    if line == timeline.count { inject() }
    return result
  }
}

extension Scenario {
  /// The timeline with every insert in place putting its row where the rows are stacked: at the
  /// top of the row it goes before (or below the last), as wide as the viewport (SPEC 2.7, a
  /// layout of rows with `list-frames restack`).
  ///
  /// - Complexity: O(*n* · *c* + *e*) for *c* list changes.
  func stackingInserts() -> [Scheduled] {
    var frames = configuration.frames
    let restacking = configuration.listFrames
    return timeline.map { line in
      guard !line.isStray, let event = line.event else { return line }
      var line = line
      if case .insert(let index, let frame) = event, event.changesList(of: frames.count) {
        let top = index < frames.count ? frames[index].y : frames.last?.maxY ?? 0
        let stacked = Rect(
          x: 0, y: top, width: configuration.viewport.width, height: frame.height)
        line.action = .event(.insert(at: index, stacked))
        frames = Event.insert(at: index, stacked).carrying(frames, restacking)
      } else if case .frame(let item, let frame) = event, frames.indices.contains(item) {
        frames[item] = frame
      } else {
        frames = event.carrying(frames, restacking)
      }
      return line
    }
  }
}

extension Event {
  /// The number of items after this event, of `count` before it: another only for a list change
  /// in place (SPEC 2.7).
  func itemCount(after count: Int) -> Int {
    guard let change = listChange, changesList(of: count) else { return count }
    return change.count(after: count)
  }

  /// Whether this is a list change in place on a list of `count` items (SPEC 2.7): its indices
  /// name items (or, for an insert, a place), a `reorder` moves something, a frame is valid.
  func changesList(of count: Int) -> Bool {
    switch self {
    case .insert(let index, let frame):
      (0...count).contains(index) && Configuration.isValidFrame(frame)
    case .remove(let index): (0..<count).contains(index)
    case .reorder(let from, let to):
      from != to && (0..<count).contains(from) && (0..<count).contains(to)
    default: false
    }
  }

  /// The change of the list this event makes when in place (SPEC 2.7), or `nil`.
  var listChange: ListChange? {
    switch self {
    case .insert(let index, _): .insert(index)
    case .remove(let index): .remove(index)
    case .reorder(let from, let to): .reorder(from: from, to: to)
    default: nil
    }
  }
}

extension Scenario {
  /// The timeline without the setup items `removed` marks, when it changes the list (SPEC 2.7):
  /// each line's indices name the same items of the shorter list, the items followed through the
  /// changes by identity; a line for a removed item goes, and so does a `reorder` that no longer
  /// moves anything; a stray line still names no item, at the same distance past the end.
  ///
  /// - Complexity: O(*n* · *e*) for *n* items and *e* timeline lines.
  func timelineRemoving(_ removed: [Bool]) -> [Scheduled] {
    var replay = ListReplay(count: removed.count, kept: removed.map { !$0 })
    return timeline.compactMap { replay.carry($0) }
  }
}

/// A timeline replayed on another list: the same items by identity, where the other list lacks
/// some of the setup's items or has one more change of its own (SPEC 2.7). Each line's indices
/// are carried from the first list to the second; a line for an item the second lacks goes.
struct ListReplay {
  /// The identities at each index of the original list and of the other one: a setup item's is
  /// its index, an inserted item's the next number.
  private var original: [Int]
  private var other: [Int]
  private var nextIdentity: Int

  /// Replays on the list without the setup items `kept` leaves out (all kept when `nil`).
  init(count: Int, kept: [Bool]?) {
    let identities = Array(0..<count)
    original = identities
    other = kept.map { kept in identities.filter { kept[$0] } } ?? identities
    nextIdentity = count
  }

  /// Makes a change in the other list only.
  mutating func inject(_ event: Event) {
    switch event {
    case .insert(let index, _):
      other.insert(nextIdentity, at: index)
      nextIdentity += 1
    case .remove(let index): other.remove(at: index)
    case .reorder(let from, let to): other.insert(other.remove(at: from), at: to)
    default: break
    }
  }

  /// `line` with its indices carried to the other list, or `nil` when it names an item the other
  /// list lacks (or a `reorder` that no longer moves anything).
  mutating func carry(_ line: Scheduled) -> Scheduled? {
    let (count, otherCount) = (original.count, other.count)
    var line = line
    switch line.action {
    case .expect(.selected(let items)):
      line.action = .expect(.selected(items.compactMap(otherIndex).sorted()))
    case .event(let event) where line.isStray || !isInPlace(event):
      line.action = .event(
        event.movingIndices { $0 >= count ? $0 - count + otherCount : $0 })
    case .event(.frame(let item, let frame)):
      guard let index = otherIndex(item) else { return nil }
      line.action = .event(.frame(item: index, frame))
    case .event(.insert(let index, let frame)):
      let place = otherPlace(before: index)
      original.insert(nextIdentity, at: index)
      other.insert(nextIdentity, at: place)
      nextIdentity += 1
      line.action = .event(.insert(at: place, frame))
    case .event(.remove(let index)):
      let found = otherIndex(index)
      original.remove(at: index)
      guard let found else { return nil }
      other.remove(at: found)
      line.action = .event(.remove(at: found))
    case .event(.reorder(let from, let to)):
      let found = otherIndex(from)
      let identity = original.remove(at: from)
      original.insert(identity, at: to)
      guard let found else { return nil }
      other.remove(at: found)
      let place = otherPlace(before: to, skipping: identity)
      other.insert(identity, at: place)
      guard place != found else { return nil }
      line.action = .event(.reorder(from: found, to: place))
    default:
      break
    }
    return line
  }

  /// The other list's index of the item at `index` of the original, if it has it.
  private func otherIndex(_ index: Int) -> Int? {
    guard original.indices.contains(index) else { return nil }
    return other.firstIndex(of: original[index])
  }

  /// Where the other list puts what the original puts at `index`: after the nearest item before
  /// it that the other list has (at 0 when none).
  private func otherPlace(before index: Int, skipping skipped: Int? = nil) -> Int {
    var before = index - 1
    while before >= 0 {
      let identity = original[before]
      if identity != skipped, let found = other.firstIndex(of: identity) { return found + 1 }
      before -= 1
    }
    return 0
  }

  /// Whether `event` is in place on the original list now, as far as its indices go.
  private func isInPlace(_ event: Event) -> Bool {
    switch event {
    case .frame(let item, _): original.indices.contains(item)
    case .insert, .remove, .reorder: event.changesList(of: original.count)
    default: true
    }
  }
}

extension Event {
  /// This event, stray, with every index it names moved by `beyond` (which moves those past the
  /// end of one list to as far past the end of another).
  func movingIndices(_ beyond: (Int) -> Int) -> Event {
    switch self {
    case .frame(let item, let frame): .frame(item: beyond(item), frame)
    case .insert(let index, let frame): .insert(at: beyond(index), frame)
    case .remove(let index): .remove(at: beyond(index))
    case .reorder(let from, let to): .reorder(from: beyond(from), to: beyond(to))
    default: self
    }
  }

  /// `frames` as this event leaves them under `listFrames`: a list change in place puts the
  /// inserted item's frame in, takes the removed one's out, or moves the moved one's, and under
  /// `restack` moves the rows it passes (SPEC 2.7); any other event leaves them.
  func carrying(_ frames: [Rect], _ listFrames: ListFrames = .stay) -> [Rect] {
    guard let change = listChange, changesList(of: frames.count) else { return frames }
    let inserted: Rect =
      if case .insert(_, let frame) = self { frame } else { Rect(x: 0, y: 0, width: 0, height: 0) }
    return change.carry(frames, inserting: inserted, listFrames)
  }
}

extension Configuration {
  /// The setup as a list change in place leaves it (SPEC 2.7): the frames, the vetoes and the
  /// initial selection follow their items; an inserted item is unvetoed and unselected.
  mutating func carry(through event: Event) {
    guard let change = event.listChange, event.changesList(of: frames.count) else { return }
    func carried(_ items: Set<Int>) -> Set<Int> { Set(items.compactMap(change.newIndex(of:))) }
    frames = event.carrying(frames, listFrames)
    vetoSelect = carried(vetoSelect)
    vetoDeselect = carried(vetoDeselect)
    initialSelection = carried(initialSelection)
  }
}
