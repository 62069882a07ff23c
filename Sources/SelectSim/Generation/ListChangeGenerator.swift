public import SelectCore

/// Changes of the list (SPEC 2.7) put into a scenario already drawn, at any line: inside drags and
/// between them, under a still finger and during auto-scroll. What real lists do: pagination
/// (items appended at the end), sync (items inserted at the top), deletion (of any item, the
/// anchor and the item under the finger among them), reordering, and a reload (every item removed
/// and inserted again); now and then one out of place (`stray`).
///
/// It draws last, after everything else in a scenario, so a case it leaves alone is the case the
/// generators drew before list changes existed.
public struct ListChangeGenerator: Sendable {
  /// The generator of list changes.
  public init() {}

  /// `scenario` with 1-4 list changes (or a reload) in one case out of four, where `profile`
  /// takes them: in free layouts, under either value of `list-frames` the profile has; in a
  /// layout of rows, only where they restack, a new row going where the rows are stacked.
  public func addingListChanges(
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
    let stacking = rows && result.configuration.listFrames == .restack
    if configuration.mode == .single && kinds.contains(.remove) {
      result.configuration.singleRemove = SetupGenerator.chooseLater(profile.singleRemoves, &random)
    }
    if kinds.contains(.insert) && kinds.contains(.remove) && profile.items.lowerBound == 0
      && scenario.configuration.frames.count <= 12 && random.chance(0.1)
    {
      return reloading(result, &random)
    }
    for _ in 0..<random.weighted([(50, 1), (30, 2), (15, 3), (5, 4)]) {
      let line = random.int(in: 0...result.timeline.count)
      let frames = result.frames(beforeLine: line)
      if profile.takes(.stray) && random.chance(0.1) {
        result.timeline.insert(
          .stray(strayChange(kinds, count: frames.count, &random), at: time(result, line)),
          at: line)
        continue
      }
      let touched = result.touchedItems(beforeLine: line)
      let inserted = stacking ? stackedRow(frames, result.configuration, profile, &random) : nil
      guard
        let event = change(
          kinds, frames: frames, touched: touched, scenario: result, inserted: inserted, &random),
        profile.items.contains(event.itemCount(after: frames.count))
      else { continue }
      result = result.addingListChange(event, beforeLine: line)
    }
    // A change drawn before an insert drawn earlier moves the rows it goes between.
    if stacking { result.timeline = result.stackingInserts() }
    return result
  }

  /// Every item removed and inserted again with its frame, at one line: a list reloaded.
  private func reloading(_ scenario: Scenario, _ random: inout some RandomSource) -> Scenario {
    var result = scenario
    var line = random.int(in: 0...result.timeline.count)
    let frames = result.frames(beforeLine: line)
    for _ in frames.indices {
      result = result.addingListChange(.remove(at: 0), beforeLine: line)
      line += 1
    }
    for (index, frame) in frames.enumerated() {
      result = result.addingListChange(.insert(at: index, frame), beforeLine: line)
      line += 1
    }
    return result
  }

  /// A change in place for a list with `frames`.
  private func change(
    _ kinds: [EngineProfile.OptionalEvent], frames: [Rect], touched: [Int], scenario: Scenario,
    inserted: Event?, _ random: inout some RandomSource
  ) -> Event? {
    let count = frames.count
    let possible = kinds.filter { $0 == .insert || ($0 == .remove && count > 0) || count > 1 }
    guard !possible.isEmpty else { return nil }
    switch random.element(of: possible) {
    case .insert:
      return inserted ?? insert(frames: frames, scenario: scenario, &random)
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

  /// An insert: at the end below the content (pagination), at the top (sync), or anywhere, with
  /// the frame of an item there (the new item under a finger on it) or near it.
  private func insert(frames: [Rect], scenario: Scenario, _ random: inout some RandomSource)
    -> Event
  {
    let width = scenario.configuration.viewport.width
    guard let last = frames.last else {
      return .insert(at: 0, Rect(x: 0, y: 0, width: width, height: 100))
    }
    switch random.weighted([(35, 0), (25, 1), (40, 2)]) {
    case 0:
      let bottom = frames.map(\.maxY).max() ?? 0
      return .insert(
        at: frames.count,
        Rect(x: last.x, y: bottom, width: last.width, height: max(last.height, 1)))
    case 1:
      return .insert(at: 0, frames[0])
    default:
      let index = random.int(in: 0...frames.count)
      var frame = frames[min(index, frames.count - 1)]
      if random.chance(0.5) { frame = frame.shifted(by: (frame.height / 2).rounded(.down)) }
      return .insert(at: index, frame)
    }
  }

  /// An insert into a list of stacked rows that restack: a row as wide as the viewport, of the
  /// height the profile's rows have, at the end (pagination), at the top (sync) or anywhere, put
  /// at the top of the row it goes before.
  private func stackedRow(
    _ frames: [Rect], _ configuration: Configuration, _ profile: EngineProfile,
    _ random: inout some RandomSource
  ) -> Event {
    let height: Double =
      switch profile.rowHeights {
      case .fixed(let fixed): fixed
      case .uniform: frames.first?.height ?? Double(random.int(in: 20...200))
      case .varied: Double(random.int(in: 20...200))
      }
    let index =
      frames.isEmpty
      ? 0 : random.weighted([(35, frames.count), (25, 0), (40, random.int(in: 0...frames.count))])
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
  /// The items under the finger's last `down` and its last sample before timeline line `line`
  /// (a range drag's anchor and `c`, a tap's item), by their indices there: where SelectCore's
  /// engine has the content then.
  ///
  /// - Complexity: O(*e* · *n*) for *e* lines before `line`.
  func touchedItems(beforeLine line: Int) -> [Int] {
    var frames = configuration.frames
    var found: [Int] = []
    _ = onCore(through: line) { scheduled, engine in
      guard !scheduled.isStray, let event = scheduled.event else { return }
      switch event {
      case .down(let point), .move(let point):
        let content = point.shifted(by: engine.offset)
        guard let item = frames.indices.last(where: { frames[$0].contains(content) }) else { break }
        if case .down = event { found = [item] } else { found = [found.first ?? item, item] }
      case .frame(let item, let frame) where frames.indices.contains(item):
        frames[item] = frame
      default:
        guard let change = event.listChange, event.changesList(of: frames.count) else { break }
        frames = event.carrying(frames, configuration.listFrames)
        found = found.compactMap(change.newIndex(of:))
      }
    }
    return found
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
  public var makesListChanges: Bool {
    takesListChanges
      && (layouts.contains(.free) || (layouts.contains(.rows) && listFrames.contains(.restack)))
  }
}
