package import SelectCore

/// Changes of the list (SPEC 2.7) put into a scenario already drawn, at any line: inside drags and
/// between them, under a still finger and during auto-scroll. What real lists do: pagination (a
/// page of items appended at the end, often while a finger dwells at the end: scrolled as far as
/// it goes, or low in the viewport), sync (items inserted above the viewport, or at the top when
/// nothing is above it), deletion (of any item, the anchor and the item under the finger among
/// them), reordering, and a reload (every item removed and inserted again); now and then one out
/// of place (`stray`).
///
/// It draws last, after everything else in a scenario, so a case it leaves alone is the case the
/// generators drew before list changes existed.
package struct ListChangeGenerator: Sendable {
  /// The generator of list changes.
  package init() {}

  /// `scenario` with 1-4 list changes (or a reload) in one case out of four, where `profile`
  /// takes them: in free layouts, under either value of `list-frames` the profile has; in a
  /// layout of rows, only where they restack, a new row going where the rows are stacked. Where
  /// they restack, under either value of `list-offset` the profile has.
  package func addingListChanges(
    to scenario: Scenario, profile: EngineProfile, using random: inout some RandomSource
  ) -> Scenario {
    let kinds = [EngineProfile.OptionalEvent.insert, .remove, .reorder].filter(profile.takes)
    guard !kinds.isEmpty, profile.makesListChanges, random.chance(0.25) else { return scenario }
    var result = scenario
    let configuration = scenario.configuration
    let rows = configuration.frames.areStackedRows(width: configuration.viewport.width)
    if profile.layouts.contains(.free) {
      result.configuration.listFrames = SetupGenerator.chooseLater(profile.listFrames, &random)
    } else if rows && profile.listFrames.contains(.restack) {
      result.configuration.listFrames = .restack
    } else {
      return scenario
    }
    if result.configuration.listFrames == .restack {
      result.configuration.listOffset = SetupGenerator.chooseLater(profile.listOffsets, &random)
    }
    let stacking = rows && result.configuration.listFrames == .restack
    if configuration.mode == .single && kinds.contains(.remove) {
      result.configuration.singleRemove = SetupGenerator.chooseLater(profile.singleRemoves, &random)
    }
    if kinds.contains(.insert) && kinds.contains(.remove) && profile.items.lowerBound == 0
      && scenario.configuration.frames.count <= 40 && random.chance(0.1)
    {
      return reloading(result, &random)
    }
    // The changes below go into the timeline only: every replay starts from this engine.
    let fresh = try? SelectionEngine(configuration: result.configuration)
    for _ in 0..<random.weighted([(50, 1), (30, 2), (15, 3), (5, 4)]) {
      if kinds.contains(.insert) && random.chance(0.3),
        let paged = paging(result, profile, stacking: stacking, fresh: fresh, &random)
      {
        result = paged
        continue
      }
      let line = random.int(in: 0...result.timeline.count)
      let frames = result.frames(beforeLine: line)
      if profile.takes(.stray) && random.chance(0.1) {
        result.timeline.insert(
          .stray(strayChange(kinds, count: frames.count, &random), at: time(result, line)),
          at: line)
        continue
      }
      let (touched, offset) = result.touchedItems(beforeLine: line, from: fresh)
      let top = Scenario.topItem(of: frames, seenFrom: offset)
      let inserted =
        stacking ? stackedRow(frames, top: top, result.configuration, profile, &random) : nil
      guard
        let event = change(
          kinds, frames: frames, touched: touched, scenario: result, inserted: inserted,
          top: top, &random),
        profile.items.contains(event.itemCount(after: frames.count))
      else { continue }
      result = result.addingListChange(event, beforeLine: line)
    }
    // A change drawn before an insert drawn earlier moves the rows it goes between.
    if stacking { result.timeline = result.stackingInserts() }
    // Each change was drawn inside the profile's `items` at its own line; one drawn later at an
    // earlier line can take a later line's count outside them: then the case goes without.
    return result.itemCountsStay(within: profile.items) ? result : scenario
  }

  /// A page of 1-3 items appended at the end, before a line where a finger dwells at the end (see
  /// ``Scenario/linesAtTheEnd()``); `nil` when no line is such, or the page would leave the
  /// profile's `items`.
  private func paging(
    _ scenario: Scenario, _ profile: EngineProfile, stacking: Bool, fresh: SelectionEngine?,
    _ random: inout some RandomSource
  ) -> Scenario? {
    let lines = scenario.linesAtTheEnd(from: fresh)
    guard !lines.isEmpty else { return nil }
    let line = random.element(of: lines)
    let page = random.weighted([(50, 1), (30, 2), (20, 3)])
    var frames = scenario.frames(beforeLine: line)
    guard profile.items.contains(frames.count + page) else { return nil }
    var result = scenario
    for offset in 0..<page {
      let event =
        stacking
        ? row(at: frames.count, frames, result.configuration, profile, &random)
        : .insert(at: frames.count, appendedFrame(frames, result.configuration))
      result = result.addingListChange(event, beforeLine: line + offset)
      frames = event.carrying(frames, result.configuration.listFrames)
    }
    return result
  }

  /// Every item removed and inserted again with its frame, at one line: a list reloaded.
  private func reloading(_ scenario: Scenario, _ random: inout some RandomSource) -> Scenario {
    let line = random.int(in: 0...scenario.timeline.count)
    let frames = scenario.frames(beforeLine: line)
    let removals = frames.indices.map { _ in Event.remove(at: 0) }
    let inserts = frames.enumerated().map { Event.insert(at: $0.offset, $0.element) }
    return scenario.addingListChanges(removals + inserts, beforeLine: line)
  }

  /// A change in place for a list with `frames`.
  private func change(
    _ kinds: [EngineProfile.OptionalEvent], frames: [Rect], touched: [Int], scenario: Scenario,
    inserted: Event?, top: (index: Int, offset: Double), _ random: inout some RandomSource
  ) -> Event? {
    let count = frames.count
    let possible = kinds.filter { $0 == .insert || ($0 == .remove && count > 0) || count > 1 }
    guard !possible.isEmpty else { return nil }
    switch random.element(of: possible) {
    case .insert:
      return inserted ?? insert(frames: frames, scenario: scenario, top: top, &random)
    case .remove:
      // The anchor or the item under a still finger, often.
      let index = random.weighted([
        (40, random.int(in: 0...(count - 1))), (15, 0), (15, count - 1),
        (touched.isEmpty ? 0 : 30, touched.isEmpty ? 0 : random.element(of: touched)),
      ])
      return .remove(at: index)
    default:
      let from =
        !touched.isEmpty && random.chance(0.4)
        ? random.element(of: touched) : random.int(in: 0...(count - 1))
      var to = random.int(in: 0...(count - 2))
      if to >= from { to += 1 }
      return .reorder(from: from, to: to)
    }
  }

  /// An insert: at the end below the content (pagination), above the viewport (sync: at or
  /// before the top item, wholly above the viewport's top edge where there is room), or
  /// anywhere, with the frame of an item there (the new item under a finger on it) or near it.
  private func insert(
    frames: [Rect], scenario: Scenario, top: (index: Int, offset: Double),
    _ random: inout some RandomSource
  ) -> Event {
    let width = scenario.configuration.viewport.width
    guard !frames.isEmpty else {
      return .insert(at: 0, Rect(x: 0, y: 0, width: width, height: 100))
    }
    switch random.weighted([(35, 0), (25, 1), (40, 2)]) {
    case 0:
      return .insert(at: frames.count, appendedFrame(frames, scenario.configuration))
    case 1:
      let index = random.int(in: 0...min(top.index, frames.count - 1))
      var frame = frames[index]
      // Above the viewport: as tall as it can be and still end at or above its top edge, in
      // whole pixels where the frames are.
      let room = top.offset.rounded(.down)
      if room >= 1 {
        frame.height = min(frame.height, room)
        frame.y = min(frame.y, room - frame.height)
      }
      return .insert(at: index, frame)
    default:
      let index = random.int(in: 0...frames.count)
      var frame = frames[min(index, frames.count - 1)]
      if random.chance(0.5) { frame = frame.shifted(by: (frame.height / 2).rounded(.down)) }
      return .insert(at: index, frame)
    }
  }

  /// The frame of an item appended below the content: as the last item, below the lowest.
  private func appendedFrame(_ frames: [Rect], _ configuration: Configuration) -> Rect {
    guard let last = frames.last else {
      return Rect(x: 0, y: 0, width: configuration.viewport.width, height: 100)
    }
    let bottom = frames.map(\.maxY).max() ?? 0
    return Rect(x: last.x, y: bottom, width: last.width, height: max(last.height, 1))
  }

  /// An insert into a list of stacked rows that restack: a row as wide as the viewport, of the
  /// height the profile's rows have, at the end (pagination), above the viewport (sync: at or
  /// before the top item) or anywhere, put at the top of the row it goes before.
  private func stackedRow(
    _ frames: [Rect], top: (index: Int, offset: Double), _ configuration: Configuration,
    _ profile: EngineProfile, _ random: inout some RandomSource
  ) -> Event {
    let index =
      frames.isEmpty
      ? 0
      : random.weighted([
        (35, frames.count), (25, random.int(in: 0...min(top.index, frames.count))),
        (40, random.int(in: 0...frames.count)),
      ])
    return row(at: index, frames, configuration, profile, &random)
  }

  /// A row as wide as the viewport, of the height the profile's rows have, put in at `index` at
  /// the top of the row it goes before.
  private func row(
    at index: Int, _ frames: [Rect], _ configuration: Configuration, _ profile: EngineProfile,
    _ random: inout some RandomSource
  ) -> Event {
    let height: Double =
      switch profile.rowHeights {
      case .fixed(let fixed): fixed
      case .uniform: frames.first?.height ?? Double(random.int(in: 20...200))
      case .varied: Double(random.int(in: 20...200))
      }
    let top = index < frames.count ? frames[index].y : frames.last?.maxY ?? 0
    return .insert(
      at: index, Rect(x: 0, y: top, width: configuration.viewport.width, height: height))
  }

  /// A list change out of place: an index past the end, or a `reorder` that moves nothing.
  private func strayChange(
    _ kinds: [EngineProfile.OptionalEvent], count: Int, _ random: inout some RandomSource
  ) -> Event {
    let past = count + random.int(in: 0...2)
    switch random.element(of: kinds) {
    case .insert: return .insert(at: past + 1, Rect(x: 0, y: 0, width: 10, height: 10))
    case .remove: return .remove(at: past)
    default:
      return count > 0 && random.chance(0.5)
        ? .reorder(from: count - 1, to: count - 1) : .reorder(from: 0, to: past)
    }
  }

  /// The time of a line put before timeline line `line`: the line before's.
  private func time(_ scenario: Scenario, _ line: Int) -> Double {
    line > 0 ? scenario.timeline[line - 1].time : scenario.timeline.first?.time ?? 0
  }
}

extension Scenario {
  /// The lines before which a finger is down at the end of the list: the offset as large as it
  /// goes (the content scrolled to its end), or the finger in the bottom quarter of the viewport
  /// or as near its bottom edge as the hotspot is tall (the bottom hotspot itself, but for its
  /// offset from the edge), where SelectCore's engine has them. A feed loads its next page there.
  ///
  /// - Complexity: O(*e*) engine calls for *e* lines.
  func linesAtTheEnd(from fresh: SelectionEngine? = nil) -> [Int] {
    let viewport = configuration.viewport
    let low =
      viewport.height - max(viewport.height / 4, configuration.autoScroll.hotspotHeight)
    var down = false
    var y = 0.0
    var lines: [Int] = []
    var line = 0
    _ = onCore(through: timeline.count, from: fresh) { scheduled, engine in
      defer { line += 1 }
      if down && (engine.offset >= engine.maxOffset || y >= low) { lines.append(line) }
      guard !scheduled.isStray, let event = scheduled.event else { return }
      switch event {
      case .down(let point), .move(let point):
        down = true
        y = point.y
      case .up, .cancel: down = false
      default: break
      }
    }
    return lines
  }

  /// Whether the number of items stays inside `items` at every line, through the list changes in
  /// place.
  ///
  /// - Complexity: O(*e*) for *e* lines.
  func itemCountsStay(within items: ClosedRange<Int>) -> Bool {
    var count = configuration.frames.count
    for scheduled in timeline where !scheduled.isStray {
      guard let event = scheduled.event, let change = event.listChange,
        event.changesList(of: count)
      else { continue }
      count = change.count(after: count)
      if !items.contains(count) { return false }
    }
    return true
  }

  /// The top item before timeline line `line` (the first, by index, whose frame reaches below
  /// the offset; `frames.count` when none does) with the offset there, on SelectCore's engine.
  func topItem(beforeLine line: Int, frames: [Rect]) -> (index: Int, offset: Double) {
    Self.topItem(of: frames, seenFrom: onCore(through: line)?.offset ?? configuration.initialOffset)
  }

  /// The top item of `frames` seen from `offset` (the first, by index, whose frame reaches below
  /// it; `frames.count` when none does), with the offset.
  static func topItem(of frames: [Rect], seenFrom offset: Double) -> (index: Int, offset: Double) {
    (frames.firstIndex { $0.maxY > offset } ?? frames.count, offset)
  }

  /// The items under the finger's last `down` and its last sample before timeline line `line`
  /// (a range drag's anchor and `c`, a tap's item), by their indices there: where SelectCore's
  /// engine has the content then; and the offset it has there. One replay gives both.
  ///
  /// - Complexity: The engine's replay of the *e* lines before `line`: its index answers each
  ///   sample whatever the number of items.
  func touchedItems(beforeLine line: Int, from fresh: SelectionEngine? = nil)
    -> (items: [Int], offset: Double)
  {
    var found: [Int] = []
    let engine = onCore(through: line, from: fresh) { scheduled, engine in
      guard !scheduled.isStray, let event = scheduled.event else { return }
      switch event {
      case .down(let point), .move(let point):
        // The engine's index of its frames, which it keeps through `frame` events and list
        // changes: a scan of the frames would cost O(n) a sample.
        let content = point.shifted(by: engine.offset)
        guard let item = engine.topmostItem(atContent: content) else { break }
        if case .down = event { found = [item] } else { found = [found.first ?? item, item] }
      default:
        guard let change = event.listChange, event.changesList(of: engine.itemCount) else { break }
        found = found.compactMap(change.newIndex(of:))
      }
    }
    return (found, engine?.offset ?? configuration.initialOffset)
  }

  /// The frames before timeline line `line`: the setup's, changed by the `frame` events and the
  /// list changes in place before it.
  ///
  /// - Complexity: O(*e* + *n* · *c*) for *c* list changes.
  func frames(beforeLine line: Int) -> [Rect] {
    var frames = configuration.frames
    for scheduled in timeline[..<line] where !scheduled.isStray {
      if case .frame(let item, let frame) = scheduled.event, frames.indices.contains(item) {
        frames[item] = frame
      } else if let event = scheduled.event {
        frames = event.carrying(frames, configuration.listFrames)
      }
    }
    return frames
  }
}

extension [Rect] {
  /// Whether these frames are rows as wide as `width` stacked from 0 with no gaps (a `rows`
  /// layout, SPEC 8).
  func areStackedRows(width: Double) -> Bool {
    var top = 0.0
    for frame in self {
      guard frame.x == 0, frame.width == width, frame.y == top else { return false }
      top = frame.maxY
    }
    return true
  }
}

extension EngineProfile {
  /// Whether the generators make list changes for this profile (SPEC 2.7): it takes some, and it
  /// has free layouts or rows that restack.
  package var makesListChanges: Bool {
    takesListChanges
      && (layouts.contains(.free) || (layouts.contains(.rows) && listFrames.contains(.restack)))
  }
}
