import SelectCore

/// Canonical passes for the settings: round content heights and offsets (with the content moved
/// along, or the mirror image at offset 0, or whichever of the two touches the lower half
/// first), the hotspot's height, offsets, velocity and interval, the insets, the scroll offsets
/// and the rectangles of `frame` events.
extension ShrinkPass {
  static let roundContentHeight = ShrinkPass(
    "content-height", "none, else 1000, 2000, 4000, 8000, 16000"
  ) { $0.prefer(ShrinkValues.contentHeights, at: \.configuration.contentHeight) }

  static let offsetKeepingContent = ShrinkPass(
    "offset-keeping-content",
    "the initial offset 0 with every touch moved down by as much: the content under it stays"
  ) { session in
    let best = session.best
    guard best.configuration.autoScroll.hotspotHeight <= 0, !best.hasScrollEvents,
      let engine = try? SelectionEngine(configuration: best.configuration), engine.offset != 0
    else { return }
    var candidate = best
    candidate.configuration.initialOffset = 0
    let shift = engine.offset
    candidate.timeline = best.timeline.map { $0.mapTouch { $0.shifted(by: shift) } }
    if session.attempt(candidate) { return }
    // Touches that would begin below the view: in a viewport of 800, when that holds them.
    let lowest = candidate.touches.compactMap { candidate.timeline[$0.down].touchPoint?.y }.max()
    if let lowest, lowest >= candidate.configuration.viewport.height, lowest < 800 {
      candidate.configuration.viewport.height = 800
      session.attempt(candidate)
    }
  }

  static let offsetWithContent = ShrinkPass(
    "offset-with-content", "the initial offset 0, 100, 200, 400 or 800, the content moved along"
  ) { session in
    session.prefer { scenario in
      [0.0, 100, 200, 400, 800].map {
        scenario.translated(dx: 0, dy: scenario.configuration.initialOffset - $0)
      }
    }
  }

  static let offsetZeroOrMirror = ShrinkPass(
    "offset-zero-or-mirror",
    "offset 0; failing that, the mirror image in the content (that scrolls down from the top)"
  ) { session in
    guard session.best.configuration.initialOffset != 0 else { return }
    var top = session.best
    top.configuration.initialOffset = 0
    if !session.attempt(top) { session.attemptMirrorInContent(keepingOffset: false) }
  }

  static let mirrorToLowerHalf = ShrinkPass(
    "mirror-to-lower-half",
    "the mirror image in the content when the first touch is in the top half of the viewport"
  ) { session in
    let best = session.best
    if let y = best.timeline.lazy.compactMap({ $0.touchPoint?.y }).first,
      y < best.configuration.viewport.height / 2
    {
      session.attemptMirrorInContent(keepingOffset: true)
    }
  }

  static let roundOffset = ShrinkPass(
    "offset", "the initial offset 0, 100, 200, 400, 800, 1600 or 3200"
  ) { $0.prefer(ShrinkValues.offsets, at: \.configuration.initialOffset) }

  static let hotspotHeight = ShrinkPass("hotspot-height", "100, 0, 50 or 200") {
    $0.prefer([100, 0, 50, 200], at: \.configuration.autoScroll.hotspotHeight)
  }

  static let hotspotTop = ShrinkPass("hotspot-top", "the top hotspot's offset 0, ±50 or ±100") {
    $0.prefer(ShrinkValues.hotspotOffsets, at: \.configuration.autoScroll.topOffset)
  }

  static let hotspotBottom = ShrinkPass(
    "hotspot-bottom", "the bottom hotspot's offset 0, ±50 or ±100"
  ) { $0.prefer(ShrinkValues.hotspotOffsets, at: \.configuration.autoScroll.bottomOffset) }

  static let velocity = ShrinkPass("velocity", "0.5, 1 or 0.1") {
    $0.prefer([0.5, 1, 0.1], at: \.configuration.autoScroll.velocity)
  }

  static let interval = ShrinkPass(
    "interval", "0.025, 0.1 or 0.5, alone or with every time scaled with it"
  ) { session in
    session.prefer { scenario in
      [0.025, 0.1, 0.5].flatMap { interval in
        var alone = scenario
        alone.configuration.autoScroll.interval = interval
        return [
          alone, alone.scaledTimes(by: interval / scenario.configuration.autoScroll.interval),
        ]
      }
    }
  }

  static let topInset = ShrinkPass(
    "top-inset", "0 or 100, alone or with the touches moved by as much as it changed"
  ) { session in
    // A repro at the lowest offset, under the inset, meets the same content at offset 0 with no
    // inset when its touches move up by as much.
    session.prefer { scenario in
      [0.0, 100].flatMap { top in
        var alone = scenario
        alone.configuration.viewport.insetTop = top
        var moved = alone
        let shift = top - scenario.configuration.viewport.insetTop
        moved.timeline = alone.timeline.map { $0.mapTouch { $0.shifted(by: shift) } }
        return [alone, moved]
      }
    }
  }

  static let bottomInset = ShrinkPass("bottom-inset", "0 or 100") {
    $0.prefer([0, 100], at: \.configuration.viewport.insetBottom)
  }

  static let roundScrolls = ShrinkPass(
    "scroll-offsets", "each scroll to 0, 100, 200, 400, 800, 1600 or 3200"
  ) { session in
    for index in session.best.timeline.indices {
      guard case .scroll = session.best.timeline[index].event else { continue }
      session.prefer(ShrinkValues.offsets.map { Event.scroll($0) }, at: index)
    }
  }

  static let frameEventItems = ShrinkPass(
    "frame-event-items",
    "a frame event for each item of lower index instead, its rectangle kept; a stray one for the "
      + "first item that does not exist"
  ) { session in
    // A frame event that only has to happen (its item's memory lost, the content height
    // recomputed) may as well move the first item: the other item may then go. A stray one
    // (for an item that does not exist, SPEC 2.4) names the first such item.
    for index in session.best.timeline.indices where !session.outOfBudget {
      guard case .frame(let item, let rect) = session.best.timeline[index].event else { continue }
      let absent = session.best.configuration.frames.count
      guard !session.best.timeline[index].isStray else {
        if item > absent { session.prefer([.frame(item: absent, rect)], at: index) }
        continue
      }
      for other in 0..<item where !session.outOfBudget {
        if session.attempt(session.best.changingEvent(at: index, to: .frame(item: other, rect))) {
          break
        }
      }
    }
  }

  static let frameEventsAsRows = ShrinkPass(
    "frame-events-as-rows",
    "a frame event's rectangle as a row (at the top, the item's, the finger's, ending where it"
      + " ends), raised by halving, else rounded"
  ) { session in
    for index in session.best.timeline.indices {
      guard case .frame(let item, _) = session.best.timeline[index].event else { continue }
      session.frameEventAsRow(at: index, item: item)
    }
  }
}

extension ShrinkSession {
  /// Tries the repro's mirror image in its fixed content (``Scenario/mirroredInContent``): at the
  /// mirrored offset when `keepingOffset`, then at offset 0.
  mutating func attemptMirrorInContent(keepingOffset: Bool) {
    guard let mirror = best.mirroredInContent else { return }
    if keepingOffset && attempt(mirror) { return }
    var top = mirror
    top.configuration.initialOffset = 0
    attempt(top)
  }

  /// The `frame` event of line `index` (for `item`) as a row: at the top, at the item's own row,
  /// and at the row of the finger's last point; then where the item is, and just below it; then
  /// ending at the first row edge at or below the rectangle's. A row is then raised by halving
  /// (``lowerRow(at:item:)``). Failing that, each number of the rectangle on its own: at the left
  /// edge, as wide as the viewport, its top and its height rounded to 100.
  mutating func frameEventAsRow(at index: Int, item: Int) {
    let width = best.configuration.viewport.width
    let finger = best.timeline[..<index].reversed().lazy.compactMap { $0.touchPoint?.y }.first
    let own =
      best.configuration.frames.indices.contains(item)
      ? [best.configuration.frames[item].minY, best.configuration.frames[item].maxY] : []
    let tops =
      [0, Double(item) * 100] + (finger.map { [($0 / 100).rounded(.down) * 100] } ?? []) + own
    var rows = tops.flatMap { y in
      [100.0, 0].map { Event.frame(item: item, Rect(x: 0, y: y, width: width, height: $0)) }
    }
    if case .frame(_, let frame) = best.timeline[index].event {
      // The rows that end where the rectangle ends, rounded up to a row's edge (the content
      // reaches as far).
      let bottom = (frame.maxY / 100).rounded(.up) * 100
      rows += [0.0, 100].map {
        Event.frame(item: item, Rect(x: 0, y: bottom - $0, width: width, height: $0))
      }
    }
    prefer(rows, at: index)
    lowerRow(at: index, item: item)
    guard case .frame(_, let frame) = best.timeline[index].event,
      !rows.contains(.frame(item: item, frame)),
      ShrinkOrder.frameEventRank(best.timeline[index], width: width) > 0
    else { return }  // a row already: every edit below would leave it as it is
    let edits: [(inout Rect) -> Void] = [
      { $0.x = 0 }, { $0.width = width },
      { $0.y = ($0.y / 100).rounded(.down) * 100 }, { $0.y = ($0.y / 100).rounded(.up) * 100 },
      { $0.height = ($0.height / 100).rounded(.down) * 100 },
      { $0.height = ($0.height / 100).rounded(.up) * 100 },
    ]
    for edit in edits where !outOfBudget {
      guard case .frame(_, var rect) = best.timeline[index].event else { break }
      edit(&rect)
      attempt(best.changingEvent(at: index, to: .frame(item: item, rect)))
    }
  }

  /// The `frame` event of line `index`, when it puts a row (at the left edge, as wide as the
  /// viewport, its top a multiple of 100), with its top lowered by halving the distance to 0: to
  /// the least multiple of 100 that keeps the failure where every top between it and the row's
  /// keeps it too (a row that has to lie below some point, for the content to reach that far,
  /// comes to rest at the same top from every seed); where the failure holds only in a band of
  /// tops (a row that must stay under the finger), to some top in that band.
  ///
  /// - Complexity: O(log(*y* / 100)) evaluations, for a row at *y*.
  mutating func lowerRow(at index: Int, item: Int) {
    guard case .frame(_, let row) = best.timeline[index].event, row.x == 0,
      row.width == best.configuration.viewport.width, row.y > 0, row.y.isMultiple100
    else { return }
    var (low, high) = (0.0, row.y / 100)  // rows low*100 ..< high*100 not yet known to fail
    while low < high && !outOfBudget {
      let middle = ((low + high) / 2).rounded(.down)
      var lowered = row
      lowered.y = middle * 100
      if attempt(best.changingEvent(at: index, to: .frame(item: item, lowered))) {
        high = middle
      } else {
        low = middle + 1
      }
    }
  }
}
