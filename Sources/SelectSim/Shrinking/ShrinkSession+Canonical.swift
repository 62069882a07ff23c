import SelectCore

/// The canonical form of a shrunk repro (issue 12): one bug found from many seeds should shrink to
/// one script, so that a soak that finds it a hundred times saves it once. After shrinking, each
/// step below replaces the repro with a more regular one that fails the same way (never with more
/// events or items): paint mode; a 400 by 800 viewport; the items as rows of a list from the
/// origin, 100 points tall, each touch moved to the middle of the item it was on (or to the same
/// place in it); times 0, 1, 2, … in order, or all 0; every touch at the middle of the width; the
/// frames as wide as the viewport.
extension ShrinkSession {
  /// The viewport every canonical repro tries first.
  static var canonicalViewport: Viewport { Viewport(width: 400, height: 800) }

  mutating func canonicalize() {
    for mode in [SelectionMode.paint, .range] where best.configuration.mode != mode {
      var candidate = best
      candidate.configuration.mode = mode
      if attemptCanonical(candidate) { break }
    }
    var viewport = best
    viewport.configuration.viewport.width = Self.canonicalViewport.width
    viewport.configuration.viewport.height = Self.canonicalViewport.height
    attemptCanonical(viewport)
    attemptCanonical(Self.relaidOut(best, centering: true))
    attemptCanonical(Self.relaidOut(best, centering: false))
    attemptCanonical(Self.countedTimes(best))
    attemptCanonical(Self.zeroTimes(best))
    // Every touch at the middle of the viewport's width, then frames as wide as the viewport.
    let middle = (best.configuration.viewport.width / 2).rounded()
    attemptCanonical(Self.touchesAt(x: middle, best))
    var wide = best
    wide.configuration.frames = best.configuration.frames.map {
      Rect(x: 0, y: $0.y, width: best.configuration.viewport.width, height: $0.height)
    }
    attemptCanonical(wide)
  }

  /// `scenario` with every touch point at `x`.
  static func touchesAt(x: Double, _ scenario: Scenario) -> Scenario {
    var result = scenario
    result.timeline = scenario.timeline.map { scheduled in
      scheduled.mapEvent { event in
        switch event {
        case .down(let point): .down(Point(x: x, y: point.y))
        case .move(let point): .move(Point(x: x, y: point.y))
        default: event
        }
      }
    }
    return result
  }

  /// `scenario` with its items as rows of a list (item `i` at `0, 100 i`, the viewport's width,
  /// 100 tall), each touch point on an item moved to the same place in that item's row (or to its
  /// middle, when `centering`), and the initial offset 0. The offsets at each touch are SelectCore's
  /// engine's: a guess, which the shrinker keeps only if the failure stays the same.
  static func relaidOut(_ scenario: Scenario, centering: Bool) -> Scenario {
    let configuration = scenario.configuration
    let width = configuration.viewport.width
    let rows = configuration.frames.indices.map {
      Rect(x: 0, y: Double($0) * 100, width: width, height: 100)
    }
    guard var engine = try? SelectionEngine(configuration: configuration) else { return scenario }
    var laidOut = configuration
    laidOut.frames = rows
    laidOut.initialOffset = 0
    var oldOffset = engine.offset
    var result = scenario
    result.configuration = laidOut
    result.timeline = scenario.timeline.map { scheduled in
      defer {
        if let event = scheduled.event {
          _ = engine.apply(event, at: scheduled.time)
          oldOffset = engine.offset
        }
      }
      return scheduled.mapEvent { event in
        switch event {
        case .down(let point): .down(moved(point, oldOffset))
        case .move(let point): .move(moved(point, oldOffset))
        default: event
        }
      }
    }
    /// The point on the same item of the new layout, at offset 0 (until a scroll moves it).
    func moved(_ point: Point, _ offset: Double) -> Point {
      let content = Point(x: point.x, y: point.y + offset)
      guard
        let item = configuration.frames.indices.last(where: {
          configuration.frames[$0].contains(content)
        })
      else { return point }
      let frame = configuration.frames[item]
      let row = rows[item]
      if centering { return Point(x: row.x + row.width / 2, y: row.y + row.height / 2) }
      let fx = frame.width > 0 ? (content.x - frame.x) / frame.width : 0.5
      let fy = frame.height > 0 ? (content.y - frame.y) / frame.height : 0.5
      return Point(
        x: (row.x + fx * row.width).rounded(), y: (row.y + fy * row.height).rounded())
    }
    return result
  }

  /// `scenario` with its distinct times replaced by 0, 1, 2, … in order.
  static func countedTimes(_ scenario: Scenario) -> Scenario {
    var result = scenario
    var previous: Double?
    var counter = -1.0
    result.timeline = scenario.timeline.map { scheduled in
      if scheduled.time != previous {
        counter += 1
        previous = scheduled.time
      }
      return scheduled.moved(to: counter)
    }
    return result
  }

  /// `scenario` with every time 0.
  static func zeroTimes(_ scenario: Scenario) -> Scenario {
    var result = scenario
    result.timeline = scenario.timeline.map { $0.moved(to: 0) }
    return result
  }
}
