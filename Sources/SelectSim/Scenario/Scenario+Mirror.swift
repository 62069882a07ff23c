import SelectCore

extension Scenario {
  /// The scenario upside down: every frame and touch reflected about the middle of the items'
  /// extent, and the items numbered from the other end, so that a list's rows stay in order.
  /// Only for a scenario that never scrolls by itself (offset 0 and no `scroll` events), where a
  /// touch's place in the content is its place in the viewport; otherwise the scenario as it is.
  var mirrored: Scenario {
    let frames = configuration.frames
    let count = frames.count
    guard configuration.initialOffset == 0, !hasScrollEvents, count > 0 else { return self }
    let extent = (frames.map(\.minY).min() ?? 0) + (frames.map(\.maxY).max() ?? 0)
    let flip = { (frame: Rect) in
      Rect(x: frame.x, y: extent - frame.maxY, width: frame.width, height: frame.height)
    }
    let flipPoint = { (point: Point) in Point(x: point.x, y: extent - point.y) }
    let index = { (item: Int) in item >= 0 && item < count ? count - 1 - item : item }
    let indices = { (items: Set<Int>) in Set(items.map(index)) }
    var result = self
    result.configuration.frames = frames.reversed().map(flip)
    result.configuration.vetoSelect = indices(configuration.vetoSelect)
    result.configuration.vetoDeselect = indices(configuration.vetoDeselect)
    result.configuration.initialSelection = indices(configuration.initialSelection)
    result.timeline = timeline.map { scheduled in
      var line = scheduled
      switch scheduled.action {
      case .event(.down(let point)): line.action = .event(.down(flipPoint(point)))
      case .event(.move(let point)): line.action = .event(.move(flipPoint(point)))
      case .event(.frame(let item, let frame)):
        line.action = .event(.frame(item: index(item), flip(frame)))
      case .expect(.selected(let items)):
        line.action = .expect(.selected(items.map(index).sorted()))
      default: break
      }
      return line
    }
    result.expectations = expectations.map { expectation in
      if case .selected(let items) = expectation { return .selected(items.map(index).sorted()) }
      return expectation
    }
    return result
  }

  /// The scenario upside down in a content of fixed height `E` (its `content-height`) and a
  /// viewport `H` tall: a point `y` of the content at `E - y`, of the viewport at `H - y`, an
  /// offset `o` at `E - H - o` (so that the finger meets the mirror image of the same content),
  /// the insets and the hotspots' offsets swapped, the items numbered from the other end. `nil`
  /// without a `content-height`, or with `frame` events.
  var mirroredInContent: Scenario? {
    var configuration = configuration
    guard let extent = configuration.contentHeight, !hasFrameEvents else { return nil }
    let height = configuration.viewport.height
    let count = configuration.frames.count
    let index = { (item: Int) in item >= 0 && item < count ? count - 1 - item : item }
    let indices = { (items: Set<Int>) in Set(items.map(index)) }
    let offset = { (value: Double) in extent - height - value }
    configuration.frames = configuration.frames.reversed().map {
      Rect(x: $0.x, y: extent - $0.maxY, width: $0.width, height: $0.height)
    }
    configuration.vetoSelect = indices(configuration.vetoSelect)
    configuration.vetoDeselect = indices(configuration.vetoDeselect)
    configuration.initialSelection = indices(configuration.initialSelection)
    configuration.initialOffset = offset(configuration.initialOffset)
    swap(&configuration.viewport.insetTop, &configuration.viewport.insetBottom)
    swap(&configuration.autoScroll.topOffset, &configuration.autoScroll.bottomOffset)
    var result = self
    result.configuration = configuration
    result.timeline = timeline.map { scheduled in
      var line = scheduled.mapTouch { Point(x: $0.x, y: height - $0.y) }
      switch scheduled.action {
      case .event(.scroll(let value)): line.action = .event(.scroll(offset(value)))
      case .expect(.selected(let items)):
        line.action = .expect(.selected(items.map(index).sorted()))
      case .expect(.offset(let value)): line.action = .expect(.offset(offset(value)))
      default: break
      }
      return line
    }
    result.expectations = expectations.map { expectation in
      switch expectation {
      case .selected(let items): .selected(items.map(index).sorted())
      case .offset(let value): .offset(offset(value))
      default: expectation
      }
    }
    return result
  }

  /// The scenario with its `number`th touch going the other way: the same points in the
  /// opposite order, at the same times. `nil` when there is no such touch.
  func reversingTouch(_ number: Int) -> Scenario? {
    let all = touches
    guard number < all.count else { return nil }
    let lines = all[number].points
    let points = lines.map { timeline[$0].touchPoint ?? Point(x: 0, y: 0) }
    var result = self
    for (position, index) in lines.enumerated() {
      let point = points[points.count - 1 - position]
      result.timeline[index] = timeline[index].mapTouch { _ in point }
    }
    return result
  }
}
