import SelectCore

extension Configuration {
  /// The offset the scenario starts at: the initial offset clamped to the scroll range
  /// (SPEC 2.2).
  var effectiveInitialOffset: Double {
    let content = contentHeight ?? (frames.map(\.maxY).max() ?? 0)
    let minOffset = -viewport.insetTop
    let maxOffset = max(minOffset, content + viewport.insetBottom - viewport.height)
    return min(max(initialOffset, minOffset), maxOffset)
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
    let shift = { (frame: Rect) in
      Rect(x: frame.x, y: frame.y + grown, width: frame.width, height: frame.height)
    }
    result.configuration.frames = configuration.frames.map(shift)
    result.configuration.contentHeight = configuration.contentHeight.map { $0 + grown }
    result.timeline = timeline.map { scheduled in
      scheduled.mapTouch { Point(x: $0.x, y: $0.y + grown) }.mapEvent { event in
        if case .frame(let item, let frame) = event { return .frame(item: item, shift(frame)) }
        return event
      }
    }
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
    moved.configuration.frames = configuration.frames.map {
      Rect(x: $0.x, y: $0.y + shift, width: $0.width, height: $0.height)
    }
    moved.configuration.contentHeight = configuration.contentHeight.map { $0 + shift }
    moved.timeline = timeline.map { $0.mapTouch { Point(x: $0.x, y: $0.y + shift) } }
    return moved
  }
}
