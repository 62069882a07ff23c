package import SelectCore

/// Bringing a scenario back inside a profile (SPEC 8, "Profiles"): what lets the shrinker's
/// passes, which know nothing of profiles, make candidates an engine takes. Dropping an item from
/// a list of rows leaves a gap; fitting restacks the rows. Construct, never reject: a candidate
/// refused for a gap would keep a rows-only repro at its found size.
extension EngineProfile {
  /// `scenario` moved inside this profile where that is a matter of course: rows restacked,
  /// settings the profile does not take back to their defaults, events it does not take left
  /// out, coordinates and positions rounded as it asks. What cannot be fitted so (a mode, a
  /// count of items, a touch that begins off the view) stays, for ``mismatch(_:)`` to name.
  ///
  /// - Complexity: O(*n* + *e*) for *n* items and *e* timeline lines.
  package func fitted(_ scenario: Scenario) -> Scenario {
    guard !isWholeSpec else { return scenario }
    var result = scenario
    result.configuration = fitted(scenario.configuration)
    result.timeline = scenario.timeline.compactMap { fitted($0, in: result.configuration) }
    let before = scenario.configuration.frames
    if shouldRestack(scenario.configuration), before.count == result.configuration.frames.count {
      let offset = scenario.configuration.initialOffset
      result.timeline = result.timeline.map { line in
        line.mapTouch { point in
          let moved = Self.restacked(
            point.y + offset, from: before, to: result.configuration.frames)
          return Point(x: point.x, y: moved - offset)
        }
      }
    }
    if !layouts.contains(.free) && result.changesList { result.timeline = result.stackingInserts() }
    // list-frames acts only where the list changes: elsewhere it is the default, as printed.
    if !result.changesList {
      result.configuration.listFrames = .stay
      result.configuration.singleRemove = .drop
    }
    // list-offset acts only where the rows restack.
    if result.configuration.listFrames != .restack { result.configuration.listOffset = .stay }
    return result
  }

  /// Content height `y` moved with the row it lies in (or the first row below it) when the rows
  /// `before` were restacked as `after`: a touch on a row's edge stays on that edge after the
  /// rows above it went.
  private static func restacked(_ y: Double, from before: [Rect], to after: [Rect]) -> Double {
    guard let last = before.indices.last else { return y }
    let row = before.firstIndex { $0.maxY > y } ?? last
    return y + after[row].y - before[row].y
  }

  private func fitted(_ original: Configuration) -> Configuration {
    var configuration = original
    if coordinates == .whole { configuration.frames = configuration.frames.map(\.wholePixels) }
    if !listFrames.contains(configuration.listFrames), let first = listFrames.first {
      configuration.listFrames = first
    }
    if !singleRemoves.contains(configuration.singleRemove), let first = singleRemoves.first {
      configuration.singleRemove = first
    }
    if !listOffsets.contains(configuration.listOffset), let first = listOffsets.first {
      configuration.listOffset = first
    }
    if shouldRestack(configuration) { restack(&configuration) }
    if !contentHeight { configuration.contentHeight = nil }
    if !insets {
      configuration.viewport.insetTop = 0
      configuration.viewport.insetBottom = 0
    }
    if !initialOffset { configuration.initialOffset = 0 }
    configuration.initialOffset = position(configuration.initialOffset, in: configuration)
    if !limit { configuration.limit = nil }
    if !vetoSelect { configuration.vetoSelect = [] }
    if !vetoDeselect { configuration.vetoDeselect = [] }
    if !initialSelection { configuration.initialSelection = [] }
    if !autoScroll { configuration.autoScroll.hotspotHeight = 0 }
    return configuration
  }

  /// Whether the frames must become rows: the profile takes no free layout, and no grid the
  /// frames already are.
  private func shouldRestack(_ configuration: Configuration) -> Bool {
    guard layouts.contains(.rows), !layouts.contains(.free) else { return false }
    return !(layouts.contains(.grid) && Self.isGrid(configuration.frames))
      && !isRows(configuration)
  }

  /// Stacks the frames as rows from 0, as wide as the viewport, each as tall as it was (or as
  /// the profile's one height).
  private func restack(_ configuration: inout Configuration) {
    var top = 0.0
    let first = configuration.frames.first.map { max($0.height, 1) }
    configuration.frames = configuration.frames.map { frame in
      let height: Double =
        switch rowHeights {
        case .varied: frame.height > 0 ? frame.height : 1
        case .uniform: first ?? 1
        case .fixed(let height): height
        }
      defer { top += height }
      return Rect(x: 0, y: top, width: configuration.viewport.width, height: height)
    }
  }

  /// The line as the profile takes it, or `nil` to leave it out.
  private func fitted(_ line: Scheduled, in configuration: Configuration) -> Scheduled? {
    guard let event = line.event else { return line }
    if line.isStray && !takes(.stray) { return nil }
    if let kind = event.optionalKind, !takes(kind) { return nil }
    if case .frame = event, !line.isStray, !layouts.contains(.free) { return nil }
    return line.mapEvent { event in
      switch event {
      case .down(let point) where coordinates == .whole: .down(point.wholePixels)
      case .move(let point) where coordinates == .whole: .move(point.wholePixels)
      case .frame(let item, let frame) where coordinates == .whole:
        .frame(item: item, frame.wholePixels)
      case .scroll(let offset): .scroll(position(offset, in: configuration))
      default: event
      }
    }
  }
}

extension Point {
  /// The point rounded to whole pixels.
  var wholePixels: Point { Point(x: x.rounded(), y: y.rounded()) }
}

extension Rect {
  /// The rectangle with every number rounded to a whole pixel.
  var wholePixels: Rect {
    Rect(x: x.rounded(), y: y.rounded(), width: width.rounded(), height: height.rounded())
  }
}
