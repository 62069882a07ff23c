import SelectCore

/// Scenarios worked out with SelectCore's engine: the state a beginning of the timeline leads
/// to, the offsets at each touch. They are guesses about the engine being tested (which may
/// differ), so the shrinker keeps a scenario made from them only when the failure stays the same.
extension Scenario {
  /// SelectCore's engine after the first `count` lines (stray ones included, as an engine gets
  /// them), each line shown to `visit` with the engine just before it is applied. `nil` when
  /// the engine refuses the setup.
  ///
  /// `visit` gets the engine `inout` so that it reads it in place: passed by value, the engine
  /// (about a kilobyte, with a dozen arrays) was copied for every line. It must not change it.
  /// `fresh`, when given, is SelectCore's engine just set up on this scenario's configuration
  /// (a caller that replays one configuration many times sets it up once).
  func onCore(
    through count: Int, from fresh: SelectionEngine? = nil,
    visit: (Scheduled, inout SelectionEngine) -> Void = { _, _ in }
  ) -> SelectionEngine? {
    guard var engine = fresh ?? (try? SelectionEngine(configuration: configuration)) else {
      return nil
    }
    for scheduled in timeline.prefix(count) {
      visit(scheduled, &engine)
      if let event = scheduled.event { _ = engine.apply(event, at: scheduled.time) }
    }
    return engine
  }

  /// The scenario with its first `cut` lines replaced by the state they lead to on SelectCore's
  /// engine (the selection, the offset, the frames and the limit as they are then), or `nil`
  /// when the engine refuses the configuration.
  func fastForwarded(past cut: Int) -> Scenario? {
    var configuration = configuration
    let core = onCore(through: cut) { scheduled, _ in
      guard !scheduled.isStray else { return }
      switch scheduled.event {
      case .limit(let limit): configuration.limit = limit
      case .frame(let item, let frame) where configuration.frames.indices.contains(item):
        configuration.frames[item] = frame
      case let event? where event.listChange != nil:
        configuration.carry(through: event)
      default: break
      }
    }
    guard let engine = core else { return nil }
    configuration.initialSelection = Set(engine.selection)
    configuration.initialOffset = engine.offset
    var result = self
    result.configuration = configuration
    result.timeline = Array(timeline.dropFirst(cut))
    return result
  }

  /// The initial selection that stands for dropping timeline line `index`, a `select-all` or
  /// `deselect-all` while the finger is down: the items the touch had changed by then keep
  /// their state from before the touch, the others start as they were after the event. `nil`
  /// when the line is not such an event, or something before the touch changed the selection.
  func selectionMovedIntoSetup(dropping index: Int) -> Set<Int>? {
    let line = timeline[index]
    guard !line.isStray, let bulk = line.event, bulk == .selectAll || bulk == .deselectAll
    else { return nil }
    var beforeTouch: Set<Int>?
    let core = onCore(through: index) { scheduled, engine in
      guard !scheduled.isStray else { return }
      switch scheduled.event {
      case .down: beforeTouch = Set(engine.selection)
      case .up, .cancel: beforeTouch = nil
      default: break
      }
    }
    guard var engine = core, let start = beforeTouch, start == configuration.initialSelection
    else { return nil }
    let beforeEvent = Set(engine.selection)
    _ = engine.apply(bulk, at: line.time)
    let touched = beforeEvent.symmetricDifference(start)
    return Set(engine.selection).subtracting(touched).union(start.intersection(touched))
  }

  /// The move of the finger that takes it where the `scroll` of timeline line `index` takes it
  /// in the content, or `nil` when the finger is up then.
  func moveReplacingScroll(at index: Int) -> Event? {
    var finger: Point?
    let core = onCore(through: index) { scheduled, _ in
      guard !scheduled.isStray else { return }
      switch scheduled.event {
      case .down(let point), .move(let point): finger = point
      case .up, .cancel: finger = nil
      default: break
      }
    }
    guard var engine = core, let finger, let line = timeline[index].event else { return nil }
    let before = engine.offset
    _ = engine.apply(line, at: timeline[index].time)
    return .move(Point(x: finger.x, y: finger.y + engine.offset - before))
  }

  /// The scenario with its items as rows of a list (item `i` at `0, spacing i`, the viewport's
  /// width, 100 tall) and the initial offset 0. Each touch point moves to the same kind of place
  /// in the new layout: on an item, to the same place in its row (or to its middle, when
  /// `centering`); above every item, 50 above the first row; below every item, 50 below the last;
  /// between items (with rows 200 apart), 50 below the row of the item above it.
  func relaidOut(centering: Bool, spacing: Double = 100, firstRow: Double = 0) -> Scenario {
    let frames = configuration.frames
    let width = configuration.viewport.width
    let rows = frames.indices.map {
      Rect(x: 0, y: firstRow + Double($0) * spacing, width: width, height: 100)
    }
    let top = frames.map(\.minY).min() ?? 0
    let bottom = frames.map(\.maxY).max() ?? 0
    var result = relaidOut(to: rows, centering: centering, newOffset: 0) { y in
      if frames.isEmpty || y < top { return firstRow - 50 }
      if y >= bottom { return (rows.last?.maxY ?? 0) + 50 }
      guard spacing > 100,
        let above = frames.indices.filter({ frames[$0].maxY <= y }).max(by: {
          frames[$0].maxY < frames[$1].maxY
        })
      else { return nil }
      return rows[above].maxY + 50
    }
    result.configuration.initialOffset = 0
    return result
  }

  /// The scenario with its frames replaced by `newFrames` and each touch point on an item moved
  /// to the same place in that item's new frame (or to its middle, when `centering`); a point on
  /// no item goes to the content height `empty` gives (in the middle of the width), or stays
  /// where it is when that is `nil`. The offsets at each touch are SelectCore's engine's, and the
  /// new ones are taken to be `newOffset` (the initial offset, unless given; the caller sets the
  /// scenario's to it).
  func relaidOut(
    to newFrames: [Rect], centering: Bool, newOffset: Double? = nil, empty: (Double) -> Double?
  ) -> Scenario {
    let frames = configuration.frames
    guard var engine = try? SelectionEngine(configuration: configuration) else { return self }
    var oldOffset = engine.offset
    let newOffset = newOffset ?? configuration.initialOffset
    var result = self
    result.configuration.frames = newFrames
    result.timeline = timeline.map { scheduled in
      defer {
        if let event = scheduled.event {
          _ = engine.apply(event, at: scheduled.time)
          oldOffset = engine.offset
        }
      }
      return scheduled.mapTouch { moved($0, oldOffset) }
    }
    /// The point on the same item (or the same stretch of empty space) of the new layout.
    func moved(_ point: Point, _ offset: Double) -> Point {
      let content = Point(x: point.x, y: point.y + offset)
      // A point on an item's right or bottom edge is on no item, but it is on that edge.
      let onEdge = { (frame: Rect) in
        content.x >= frame.minX && content.x <= frame.maxX && content.y >= frame.minY
          && content.y <= frame.maxY
      }
      guard
        let item = frames.indices.last(where: { frames[$0].contains(content) })
          ?? frames.indices.last(where: { onEdge(frames[$0]) })
      else {
        guard let y = empty(content.y) else { return point }
        return Point(x: (configuration.viewport.width / 2).rounded(), y: y - newOffset)
      }
      let frame = frames[item]
      let row = newFrames[item]
      // A point on an item's right edge is on its bottom edge as far as any hit test goes: there,
      // at the middle of the row's width, it stays in the viewport.
      if !frames[item].contains(content) && content.x == frame.maxX {
        return Point(x: (row.x + row.width / 2).rounded(), y: row.maxY - newOffset)
      }
      if centering {
        return Point(x: row.x + row.width / 2, y: row.y + row.height / 2 - newOffset)
      }
      let fx = frame.width > 0 ? (content.x - frame.x) / frame.width : 0.5
      let fy = frame.height > 0 ? (content.y - frame.y) / frame.height : 0.5
      // A point within a pixel of the bottom edge keeps its distance to it (a widget's last pixel
      // row is where off-by-one bugs live; scaled, it would drift into the middle).
      let y =
        frame.maxY - content.y <= 1 && frame.height > 2
        ? row.maxY - (frame.maxY - content.y) : (row.y + fy * row.height).rounded()
      return Point(x: (row.x + fx * row.width).rounded(), y: y - newOffset)
    }
    return result
  }
}
