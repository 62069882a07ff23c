import SelectCore

extension Configuration {
  /// The offset the scenario starts at: the initial offset clamped to the scroll range
  /// (SPEC 2.2, under `max-offset`).
  var effectiveInitialOffset: Double { offsetBounds(over: frames).clamp(initialOffset) }

  /// The offsets a scroll may reach while the items have `frames` (SPEC 2.2, under
  /// `max-offset`), as SelectCore's engine has them: the one definition the harness's helpers
  /// share (the generator, the shrinker, the pictures). The two models of the SPEC, the
  /// harness's state and the reference engine, keep their own, written out.
  ///
  /// - Complexity: O(*n*) for the content's height, unless the setup names it.
  func offsetBounds(over frames: [Rect]) -> OffsetBounds {
    OffsetBounds(
      viewport: viewport, contentHeight: contentHeight ?? (frames.map(\.maxY).max() ?? 0),
      maxOffset: maxOffset, firstRowHeight: frames.first?.height ?? 0, roundsUp: true)
  }
}

extension Scenario {
  /// The scenario with its content moved up by `dy` and left by `dx`: frames, offsets and scrolls
  /// by `dy`, touches by `dx`, so that the finger meets the same items.
  func translated(dx: Double, dy: Double) -> Scenario {
    var result = self
    let shift = { (frame: Rect) in
      Rect(x: frame.x - dx, y: frame.y - dy, width: frame.width, height: frame.height)
    }
    result.configuration.frames = configuration.frames.map(shift)
    result.configuration.initialOffset -= dy
    if let height = configuration.contentHeight {
      result.configuration.contentHeight = max(0, height - dy)
    }
    let move = { (point: Point) in Point(x: point.x - dx, y: point.y) }
    result.timeline = timeline.map { scheduled in
      scheduled.mapEvent { event in
        switch event {
        case .down(let point): .down(move(point))
        case .move(let point): .move(move(point))
        case .scroll(let offset): .scroll(offset - dy)
        case .frame(let item, let frame): .frame(item: item, shift(frame))
        case .insert(let index, let frame): .insert(at: index, shift(frame))
        default: event
        }
      }
    }
    result.expectations = expectations.map { expectation in
      if case .offset(let offset) = expectation { return .offset(offset - dy) }
      return expectation
    }
    return result
  }

  /// The scenario in a `width` by `height` viewport. Touch points stay where they were, or, when
  /// `anchored`, those in the lower half of the viewport keep their distance from its bottom edge
  /// (where the bottom hotspot is).
  func resized(width: Double, height: Double, anchored: Bool) -> Scenario {
    let old = configuration.viewport
    var result = self
    result.configuration.viewport.width = width
    result.configuration.viewport.height = height
    guard anchored else { return result }
    let move = { (point: Point) in
      point.y > old.height / 2 ? Point(x: point.x, y: point.y + height - old.height) : point
    }
    result.timeline = timeline.map { $0.mapTouch(move) }
    return result
  }

  /// The scenario in a `width` by `height` viewport with everything it showed at the bottom: the
  /// content moves down by as much as the viewport grew (frames, `frame` events, the content
  /// height) and so do the touches, so that the offsets, their bounds and what each touch meets
  /// stay the same. Or, when `below`, at the top: the content and the touches stay, and the
  /// content grows by as much as the viewport (a `content-height`), so that the offsets' bounds
  /// stay the same and a touch in the top hotspot stays there.
  func resizedWithContent(width: Double, height: Double, below: Bool = false) -> Scenario {
    let grown = height - configuration.viewport.height
    var result = resized(width: width, height: height, anchored: false)
    if below {
      let content = configuration.contentHeight ?? (configuration.frames.map(\.maxY).max() ?? 0)
      result.configuration.contentHeight = content + grown
      return result
    }
    result.configuration.frames = configuration.frames.map { $0.shifted(by: grown) }
    result.configuration.contentHeight = configuration.contentHeight.map { $0 + grown }
    result.timeline = timelineShiftedDown(by: grown).timeline
    return result
  }

  /// The scenario with every touch point at `x`.
  func touchesAt(x: Double) -> Scenario {
    var result = self
    result.timeline = timeline.map { $0.mapTouch { Point(x: x, y: $0.y) } }
    return result
  }

  /// The scenario with its items and touches moved down by `shift` together, the offset as it
  /// was (and the content height with them).
  func shiftedDown(by shift: Double) -> Scenario {
    var moved = self
    moved.configuration.frames = configuration.frames.map { $0.shifted(by: shift) }
    moved.configuration.contentHeight = configuration.contentHeight.map { $0 + shift }
    moved.timeline = timeline.map { $0.mapTouch { $0.shifted(by: shift) } }
    return moved
  }

  /// The scenario with its timeline moved down by `shift`: every touch point and every `frame`
  /// event's rectangle, the items' initial frames left where they are. What happens after the
  /// first `frame` event then happens `shift` lower.
  func timelineShiftedDown(by shift: Double) -> Scenario {
    var moved = self
    moved.timeline = timeline.map { scheduled in
      scheduled.mapTouch { $0.shifted(by: shift) }.mapEvent { event in
        switch event {
        case .frame(let item, let frame): .frame(item: item, frame.shifted(by: shift))
        case .insert(let index, let frame): .insert(at: index, frame.shifted(by: shift))
        default: event
        }
      }
    }
    return moved
  }
}

extension Scenario {
  /// The scenario without the list rows `rows`: the rows below them move up by their height, and
  /// so does every touch point below them, so that each point stays on the same pixel of its row
  /// and the initial offset keeps what the viewport showed (lowered by the height when the view
  /// began below the rows). `nil` unless the items are rows stacked one below the other (at most
  /// 100), `rows` lies strictly inside them, no touch point is on one of them, and nothing moves
  /// the content under a touch (no `frame` or `scroll` event, no auto-scroll).
  ///
  /// - Complexity: O(*n* + *e*) for *n* items and *e* timeline lines.
  func droppingRows(_ rows: Range<Int>) -> Scenario? {
    let frames = configuration.frames
    guard rows.lowerBound > 0, rows.upperBound < frames.count, frames.count <= 100,
      frames.indices.dropFirst().allSatisfy({ frames[$0].minY == frames[$0 - 1].maxY }),
      !hasFrameEvents, !hasScrollEvents, configuration.autoScroll.hotspotHeight <= 0
    else { return nil }
    let (top, bottom) = (frames[rows.lowerBound].minY, frames[rows.upperBound - 1].maxY)
    let height = bottom - top
    let offset = configuration.effectiveInitialOffset
    var result = removingItems { rows.contains($0) }
    result.configuration.frames = frames.indices.filter { !rows.contains($0) }.map { index in
      let frame = frames[index]
      return index < rows.lowerBound
        ? frame : frame.shifted(by: -height)
    }
    if let content = configuration.contentHeight, content >= bottom {
      result.configuration.contentHeight = content - height
    }
    result.configuration.initialOffset = offset >= bottom ? offset - height : min(offset, top)
    // The shorter content may clamp the offset lower (SPEC 2.2): the points follow the content.
    let newOffset = result.configuration.effectiveInitialOffset
    result.configuration.initialOffset = newOffset
    var onDropped = false
    result.timeline = timeline.map { line in
      line.mapTouch { point in
        let y = point.y + offset
        if y >= top && y < bottom { onDropped = true }
        return Point(x: point.x, y: (y >= bottom ? y - height : y) - newOffset)
      }
    }
    guard !onDropped else { return nil }
    return result
  }
}

extension Rect {
  /// The rectangle moved down by `dy` (up when `dy` is negative), as ``Point/shifted(by:)``
  /// moves a point.
  func shifted(by dy: Double) -> Rect {
    Rect(x: x, y: y + dy, width: width, height: height)
  }
}
