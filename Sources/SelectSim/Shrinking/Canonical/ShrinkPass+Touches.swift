import SelectCore

/// Canonical passes for where the finger touches: at the middle of the width, at fixed heights
/// (the rows' middles, around the content, the bottom hotspot's middle, the rows' bottom edges),
/// and of a repro and its mirror image, or a touch and the same touch backwards, the one whose
/// script sorts first.
extension ShrinkPass {
  static let touchesAtMiddle = ShrinkPass(
    "touches-at-middle", "every touch at the middle of the viewport's width"
  ) { session in
    let middle = (session.best.configuration.viewport.width / 2).rounded()
    session.attempt(session.best.touchesAt(x: middle))
  }

  static let touchLadder = ShrinkPass(
    "touch-ladder",
    "each touch at the first of fixed heights that keeps the failure; right edges as bottom edges"
  ) { $0.touchLadder() }

  static let mirrorSortsFirst = ShrinkPass(
    "mirror-sorts-first", "the repro upside down, when its script sorts first"
  ) { session in session.attempt(session.best.mirrored) }

  static let reversedTouches = ShrinkPass(
    "reversed-touches", "each touch the other way round, when the script sorts first"
  ) { session in
    var touch = 0
    while let backwards = session.best.reversingTouch(touch), !session.outOfBudget {
      session.attempt(backwards)
      touch += 1
    }
  }
}

extension ShrinkSession {
  /// Moves each touch, first to last, to the first place of a fixed list where the failure stays
  /// the same: the middles of the rows of a list of the items (100 tall from 0), the row below the
  /// last, above the content, the bottom hotspot's middle, below the viewport, then the rows'
  /// bottom edges. Repros that differ only in where a touch fell in the same stretch of empty
  /// space come out the same. A touch off the middle of the width tries those places at the
  /// middle first; and first every touch on an item's right edge moves, all at once, to its
  /// bottom edge: a touch on an item's right edge may as well be on its bottom edge.
  mutating func touchLadder() {
    let rows = min(best.configuration.frames.count, 8)
    let viewport = best.configuration.viewport.height
    let middle = (best.configuration.viewport.width / 2).rounded()
    var places = (0...rows).map { Double($0) * 100 + 50 }
    places += [-50, viewport - 50, viewport + 50, -150, viewport + 150]
    let edges = (0...rows).map { Double($0) * 100 + 100 }
    let lowered = rightEdgesToBottom(middle: middle)
    if lowered != best { attempt(lowered) }
    for index in best.timeline.indices where !outOfBudget {
      guard let point = best.timeline[index].touchPoint else { continue }
      if point.x != middle, attemptTouch(at: index, middle, places + edges) { continue }
      // At its own x, only the places before its own.
      attemptTouch(at: index, point.x, Array((places + edges).prefix { $0 != point.y }))
    }
  }

  /// The best scenario with every touch on an item's right edge at once on its bottom edge, at
  /// `middle` of the width.
  private func rightEdgesToBottom(middle: Double) -> Scenario {
    let frames = best.configuration.frames
    var lowered = best
    lowered.timeline = best.timeline.map { line in
      line.mapTouch { point in
        guard point.x != middle,
          let frame = frames.first(where: {
            $0.maxX == point.x && $0.minY <= point.y && point.y <= $0.maxY
          })
        else { return point }
        return Point(x: middle, y: frame.maxY)
      }
    }
    return lowered
  }

  /// Moves the touch of line `index` to `x` and the first height of `heights` that keeps the
  /// failure; whether one did.
  @discardableResult
  private mutating func attemptTouch(at index: Int, _ x: Double, _ heights: [Double]) -> Bool {
    for y in heights where !outOfBudget {
      var candidate = best
      candidate.timeline[index] = best.timeline[index].mapTouch { _ in Point(x: x, y: y) }
      if attempt(candidate) { return true }
    }
    return false
  }
}
