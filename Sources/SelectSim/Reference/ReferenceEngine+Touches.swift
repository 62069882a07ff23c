import SelectCore

/// The reference model's touches (SPEC 2.4, 3.5): `down`, `move`, the lift, the movement logic,
/// and the item under a point.
extension ReferenceEngine {
  // MARK: Touches

  mutating func down(_ point: Point, _ time: Double) {
    fingerIsDown = true
    fingerAt = point
    fingerContent = Point(x: point.x, y: point.y + offset)
    hotspot = 0
    tapsNothing = false
    // double-press ignore: a down within 500 ms (whole milliseconds) and 5 points of the last one
    // changes nothing; its touch takes up the touch before it.
    let milliseconds = (time * 1000 + 0.5).rounded(.down)
    if setup.doublePress == .ignore, let (lastTime, lastPoint) = lastDown,
      milliseconds - lastTime <= 500, abs(point.x - lastPoint.x) <= 5,
      abs(point.y - lastPoint.y) <= 5
    {
      lastDown = (milliseconds, point)
      switch setup.mode {
      case .paint: paintSelects = endedPaintSelects
      case .range:
        rangePhase = endedRangePhase
        pending = endedPending
      case .single:
        tapItem = nil
        tapStillPossible = false
        tapsNothing = true
      }
      watchHotspots(time)
      return
    }
    lastDown = (milliseconds, point)
    switch setup.mode {
    case .paint:
      paintSelects = nil
      paintConsidered = Array(repeating: false, count: frames.count)
      for item in near(fingerContent.y, fingerContent.y) where contains(frames[item], fingerContent)
      {
        paintTouch(item, time)
      }
      watchHotspots(time)
    case .range:
      rangePhase = .waiting
      listChanged = false
      extentSet = nil
      rangeLook(at: fingerAt, time)
      watchHotspots(time)
    case .single:
      tapOrigin = point
      tapItem = itemUnder(point)
      if let item = tapItem { singleCurrent = item }
      tapStillPossible = true
      pressSelectedNothing = tapItem.map { isSelected[$0] } ?? true
      // single-commit press and follow: the press taps at once.
      if setup.singleCommit != .tap {
        lastTapped = tapItem
        if let item = tapItem { tap(item, time) }
      }
    }
  }

  mutating func move(_ point: Point, _ time: Double) {
    fingerAt = point
    if setup.mode == .single {
      let dx = point.x - tapOrigin.x
      let dy = point.y - tapOrigin.y
      if (dx * dx + dy * dy).squareRoot() > setup.tapSlop { tapStillPossible = false }
      if setup.singleCommit == .follow, let item = itemUnder(point) {
        singleCurrent = item
        // single-commit follow: a move taps the item under the finger now; under single-follow
        // change, only an item other than the last tapped one.
        if setup.singleFollow == .move || item != lastTapped {
          lastTapped = item
          tap(item, time)
        }
      }
      return
    }
    movementLogic(time, again: setup.rangeUpdate == .move)
  }

  mutating func lift() {
    fingerIsDown = false
    endedPaintSelects = paintSelects
    endedRangePhase = rangePhase
    endedPending = pending
    pending = false
    paintSelects = nil
    rangePhase = .none
    tapStillPossible = false
    hotspot = 0
  }

  /// The movement logic of SPEC 3.1 and 3.2 for the finger's content point now.
  /// With `again` (range-update move), a range drag updates even where `c` stays the same.
  mutating func movementLogic(_ time: Double, again: Bool = false) {
    let to = Point(x: fingerAt.x, y: fingerAt.y + offset)
    if setup.mode == .paint {
      var touched: [(Double, Int)] = []
      let from = fingerContent
      byTop.forEachCandidate(fromY: min(from.y, to.y), toY: max(from.y, to.y)) { item in
        if let t = entryTime(frames[item], from, to) { touched.append((t, item)) }
      }
      touched.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
      for (_, item) in touched { paintTouch(item, time) }
    } else if setup.mode == .range {
      rangeLook(at: fingerAt, again: again, time)
    }
    fingerContent = to
    watchHotspots(time)
  }

  var dragIsActive: Bool {
    fingerIsDown && (setup.mode == .paint || (setup.mode == .range && rangePhase == .active))
  }

  // MARK: Hit test

  /// The item a range or single touch at viewport point `point` is on (SPEC 2.1): the topmost
  /// whose frame holds its content point; under `hit-test nearest`, the point is first moved into
  /// the viewport, and below every frame the item reaching lowest is taken.
  func itemUnder(_ point: Point) -> Int? {
    var content = Point(x: point.x, y: point.y + offset)
    if setup.hitTest == .nearest {
      // The nearest content point the viewport shows (SPEC 2.1).
      content.x = max(0, min(content.x, setup.viewport.width.nextDown))
      content.y = max(offset, min(content.y, (offset + setup.viewport.height).nextDown))
    }
    if let item = byTop.topmost(atY: content.y, where: { contains(frames[$0], content) }) {
      return item
    }
    guard setup.hitTest == .nearest, !frames.isEmpty else { return nil }
    // The frame reaching lowest, the last one among equals: a list's last row.
    var lowest = 0
    for item in frames.indices where frames[item].maxY >= frames[lowest].maxY { lowest = item }
    return content.y >= frames[lowest].maxY ? lowest : nil
  }
}
