import SelectCore

/// The events of SPEC 2.4 as the harness expects them: touches, their ends, double presses.
extension RunState {
  // MARK: Events

  mutating func handle(_ event: Event, _ analysis: inout CallAnalysis, _ call: Call) {
    switch event {
    case .down(let point):
      fingerIsDown = true
      viewportPoint = point
      downPoint = point
      farthestFromDown = 0
      contentPoint = SpecGeometry.contentPoint(point, offset: offset)
      hotspot = nil
      if isDoublePress(at: point, call.time) {
        takeUpEndedTouch(&analysis)
        return
      }
      switch mode {
      case .paint:
        dragNumber += 1
        paintSelects = nil
        analysis.moved = true
        analysis.from = contentPoint
        analysis.to = contentPoint
        paintTouch(items(at: contentPoint), &analysis)
      case .range:
        dragNumber += 1
        rangePhase = .seeking
        listChanged = false
        extentSet = nil
        analysis.moved = true
        analysis.from = contentPoint
        analysis.to = contentPoint
        rangeLook(point, &analysis)
      case .single:
        downHitPoint = hitPoint(point)
        let exact = topmost(at: downHitPoint)
        downLowest = exact == nil ? itemBelowFrames(at: downHitPoint) : nil
        tapItem = exact ?? downLowest
        if let item = tapItem { currentItem = item }
        pressSelectedNothing = tapItem.map { selected[$0] } ?? true
        movedSinceDown.removeAll(keepingCapacity: true)
        tapStillPossible = true
        if configuration.singleCommit != .tap {
          lastTapItem = tapItem
          commitSingle(at: point, &analysis)
        }
      }
      trackHotspot()
    case .move(let point):
      viewportPoint = point
      let dx = point.x - downPoint.x
      let dy = point.y - downPoint.y
      farthestFromDown = max(farthestFromDown, (dx * dx + dy * dy).squareRoot())
      if mode == .single {
        if (dx * dx + dy * dy).squareRoot() > configuration.tapSlop { tapStillPossible = false }
        if configuration.singleCommit == .follow { followMove(to: point, &analysis) }
      } else {
        movementLogic(&analysis, again: configuration.rangeUpdate == .move)
      }
    case .up, .cancel:
      if event == .up && mode == .single { singleUp(&analysis) }
      if event == .up && mode == .range { releaseDeferred(&analysis) }
      analysis.stillTouch = farthestFromDown == 0
      endTouch()
    case .idle:
      break
    case .scroll(let value):
      analysis.expectedOffset = clamp(value)
      // range-scroll wait: the drag waits for the finger's next move or step (SPEC 3.2).
      let waits = mode == .range && configuration.rangeScroll == .wait
      if fingerIsDown && mode != .single && !waits { movementLogic(&analysis) }
    case .frame(let item, let frame):
      if mode == .single, fingerIsDown, !movedSinceDown.contains(where: { $0.item == item }) {
        movedSinceDown.append((item, frames[item]))
      }
      frames[item] = frame
      byTop.update(item, to: frame)
      if configuration.contentHeight == nil { contentHeight = RunState.maxY(frames) }
      analysis.expectedOffset = clamp(analysis.offsetBefore)
    case .insert(let index, let frame):
      analysis.listChange = (.insert(index), frame)
      analysis.expectedForced = []
    case .remove(let index):
      analysis.listChange = (.remove(index), nil)
      analysis.expectedForced = selected[index] ? [ItemChange(item: index, selected: false)] : []
    case .reorder(let from, let to):
      analysis.listChange = (.reorder(from: from, to: to), nil)
      analysis.expectedForced = []
    case .limit(let newLimit):
      limit = newLimit
      var forced: [ItemChange] = []
      var remaining = count
      var item = itemCount - 1
      while remaining > capacity && item >= 0 {
        if selected[item] {
          forced.append(ItemChange(item: item, selected: false))
          remaining -= 1
        }
        item -= 1
      }
      analysis.expectedForced = forced
    case .selectAll:
      var forced: [ItemChange] = []
      if mode == .single && configuration.singleSelectAll == .ignore {
        analysis.expectedForced = forced
        return
      }
      if mode == .single && configuration.singleSelectAll == .active {
        analysis.expectedForced = expectedActive(&analysis)
        return
      }
      var total = count
      for item in 0..<itemCount where !selected[item] {
        if !canSelect[item] {
          analysis.refusedByVeto = true
        } else if total < capacity {
          forced.append(ItemChange(item: item, selected: true))
          total += 1
        } else {
          analysis.refusedByLimit = true
          break
        }
      }
      analysis.expectedForced = forced
    case .deselectAll:
      analysis.expectedForced = (0..<itemCount).reversed().filter { selected[$0] }.map {
        ItemChange(item: $0, selected: false)
      }
    }
  }

  mutating func endTouch() {
    fingerIsDown = false
    endedPaintSelects = paintSelects
    endedRangePhase = rangePhase
    endedPending = pending
    pending = false
    paintSelects = nil
    rangePhase = .idle
    tapStillPossible = false
    hotspot = nil
  }

  /// Whether a `down` at `point` and `time` is a double press under `double-press ignore`
  /// (SPEC 2.4): at most 500 whole milliseconds and 5 points in x and in y after the last
  /// `down`, which it becomes either way.
  mutating func isDoublePress(at point: Point, _ time: Double) -> Bool {
    let milliseconds = (time * 1000 + 0.5).rounded(.down)
    defer { lastDown = (milliseconds, point) }
    guard configuration.doublePress == .ignore, let last = lastDown else { return false }
    return milliseconds - last.milliseconds <= 500 && abs(point.x - last.point.x) <= 5
      && abs(point.y - last.point.y) <= 5
  }

  /// A double press changes nothing; a paint or range touch takes up the drag of the touch
  /// before it as it ended, and a single-mode touch taps nothing (SPEC 2.4).
  mutating func takeUpEndedTouch(_ analysis: inout CallAnalysis) {
    analysis.isDoublePress = true
    switch mode {
    case .paint: paintSelects = endedPaintSelects
    case .range:
      rangePhase = endedRangePhase
      pending = endedPending
    case .single:
      tapItem = nil
      downLowest = nil
      pressSelectedNothing = false
      tapStillPossible = false
      movedSinceDown.removeAll(keepingCapacity: true)
      analysis.expectedTap = []
    }
    trackHotspot()
  }
}
