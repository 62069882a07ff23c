package import SelectCore

/// Whether a scenario lies inside a profile, and if not, which part it leaves (SPEC 8,
/// "Profiles"): what `selfuzz replay` says of a script outside an engine's profile, and what
/// keeps a shrink inside it.
extension EngineProfile {
  /// The first part of the profile `scenario` leaves, in words, or `nil` when it lies inside.
  ///
  /// - Complexity: O(*n* + *e*) for *n* items and *e* timeline lines.
  package func mismatch(_ scenario: Scenario) -> String? {
    setupMismatch(scenario.configuration) ?? timelineMismatch(scenario)
  }

  /// The first part of the profile the setup leaves.
  package func setupMismatch(_ configuration: Configuration) -> String? {
    if !modes.contains(configuration.mode) { return "mode \(configuration.mode.rawValue)" }
    // In the order the script lists them; those of list changes act only where the list
    // changes (timelineMismatch).
    for option in SpecOptions.scriptOrder(configuration.mode)
    where option.era != .sinceListChanges && option.acts(in: configuration)
      && !option.profile(self, takes: configuration)
    {
      return "\(option.keyword) \(option.valueName(in: configuration))"
    }
    if !items.contains(configuration.frames.count) {
      return
        "\(configuration.frames.count) items (it takes \(items.lowerBound) to \(items.upperBound))"
    }
    if let layout = layoutMismatch(configuration) { return layout }
    if !contentHeight && configuration.contentHeight != nil { return "a content-height" }
    let viewport = configuration.viewport
    if !insets && (viewport.insetTop != 0 || viewport.insetBottom != 0) { return "insets" }
    if !initialOffset && configuration.initialOffset != 0 { return "an initial offset" }
    if let position = positionMismatch(configuration.initialOffset, configuration) {
      return "an initial offset of \(position)"
    }
    if !limit && configuration.limit != nil { return "a limit" }
    if !vetoSelect && !configuration.vetoSelect.isEmpty { return "veto-select" }
    if !vetoDeselect && !configuration.vetoDeselect.isEmpty { return "veto-deselect" }
    if !initialSelection && !configuration.initialSelection.isEmpty {
      return "an initial selection"
    }
    // Single mode has no auto-scroll (SPEC 3.3): its hotspots mean nothing.
    if !autoScroll && configuration.mode != .single && configuration.autoScroll.hotspotHeight > 0 {
      return "auto-scroll (hotspots)"
    }
    if coordinates == .whole,
      let item = configuration.frames.firstIndex(where: { $0.wholePixels != $0 })
    {
      return "fractional coordinates (item \(item))"
    }
    return nil
  }

  /// What the layout leaves: a list of rows that is not one, a grid that is not one.
  private func layoutMismatch(_ configuration: Configuration) -> String? {
    if layouts.contains(.free) { return nil }
    if layouts.contains(.rows) && isRows(configuration) { return nil }
    if layouts.contains(.grid) && Self.isGrid(configuration.frames) { return nil }
    let names = layouts.map(\.rawValue).joined(separator: " or ")
    return "a layout that is not \(names)" + (layouts == [.rows] ? " (\(rowsDescription))" : "")
  }

  /// Whether `frames` are one grid's cells in order: one cell size, rows of the same number of
  /// columns, evenly spaced. Up to rounding: a grid whose cells fit the viewport's width has
  /// fractional steps, and its cells' positions are as exact as the arithmetic that laid them out.
  static func isGrid(_ frames: [Rect]) -> Bool {
    guard let first = frames.first, frames.count > 1 else { return true }
    let columns = frames.prefix { $0.y == first.y }.count
    let stepX = columns > 1 ? frames[1].x - first.x : 0
    let stepY = frames.count > columns ? frames[columns].y - first.y : 0
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }
    // Cells do not overlap: a step is at least a cell (up to rounding).
    guard columns == 1 || stepX >= first.width || near(stepX, first.width),
      frames.count <= columns || stepY >= first.height || near(stepY, first.height)
    else { return false }
    for (index, frame) in frames.enumerated() {
      let column = Double(index % columns)
      let row = Double(index / columns)
      guard frame.width == first.width, frame.height == first.height,
        near(frame.x, first.x + column * stepX), near(frame.y, first.y + row * stepY)
      else { return false }
    }
    return true
  }

  /// The rows this profile takes, in words.
  var rowsDescription: String {
    switch rowHeights {
    case .varied: "rows as wide as the viewport, stacked from 0"
    case .uniform: "rows of one height, as wide as the viewport, stacked from 0"
    case .fixed(let height):
      "rows \(ScriptPrinter.number(height)) tall, as wide as the viewport, stacked from 0"
    }
  }

  /// Whether the frames are rows as wide as the viewport, stacked from the top of the content
  /// with no gaps, of the heights the profile takes.
  func isRows(_ configuration: Configuration) -> Bool {
    var top = 0.0
    let first = configuration.frames.first?.height
    for frame in configuration.frames {
      guard frame.x == 0, frame.width == configuration.viewport.width, frame.y == top,
        frame.height > 0
      else { return false }
      switch rowHeights {
      case .varied: break
      case .uniform: if frame.height != first { return false }
      case .fixed(let height): if frame.height != height { return false }
      }
      top += frame.height
    }
    return true
  }

  /// The row height positions must be whole multiples of, when they must be.
  func rowHeight(_ configuration: Configuration) -> Double? {
    guard positions == .rows else { return nil }
    if case .fixed(let height) = rowHeights { return height }
    return configuration.frames.first?.height
  }

  /// The offset, as written, when it is not a position the profile takes.
  private func positionMismatch(_ offset: Double, _ configuration: Configuration) -> String? {
    switch positions {
    case .free: return nil
    case .whole: return offset.rounded() == offset ? nil : ScriptPrinter.number(offset)
    case .rows:
      guard let row = rowHeight(configuration), row > 0 else { return nil }
      return (offset / row).rounded() == offset / row
        ? nil
        : "\(ScriptPrinter.number(offset)) (not a whole number of rows \(ScriptPrinter.number(row)) tall)"
    }
  }

  /// The first line of the timeline outside the profile.
  private func timelineMismatch(_ scenario: Scenario) -> String? {
    let lines = scenario.timeline
    var count = scenario.configuration.frames.count
    // list-frames acts only where the list changes.
    if scenario.changesList && !listFrames.contains(scenario.configuration.listFrames) {
      return "list-frames \(scenario.configuration.listFrames.rawValue)"
    }
    if scenario.changesList && scenario.configuration.mode == .single
      && !singleRemoves.contains(scenario.configuration.singleRemove)
    {
      return "single-remove \(scenario.configuration.singleRemove.rawValue)"
    }
    // list-offset acts only where the rows restack.
    if scenario.changesList && scenario.configuration.listFrames == .restack
      && !listOffsets.contains(scenario.configuration.listOffset)
    {
      return "list-offset \(scenario.configuration.listOffset.rawValue)"
    }
    for (index, line) in lines.enumerated() {
      guard let event = line.event else { continue }
      let at = " (timeline line \(index + 1))"
      if !line.isStray, let mismatch = listChangeMismatch(event, scenario.configuration, &count) {
        return mismatch + at
      }
      if line.isStray && !takes(.stray) { return "a stray event" + at }
      if let kind = event.optionalKind, !takes(kind) { return "\(kind.rawValue) events" + at }
      if case .frame = event, !line.isStray, !layouts.contains(.free) {
        return
          "a frame event that moves an item of a \(layouts.map(\.rawValue).joined(separator: " or ")) layout"
          + at
      }
      if coordinates == .whole, let point = line.touchPoint, point.wholePixels != point {
        return "fractional coordinates" + at
      }
      if case .scroll(let offset) = event,
        let position = positionMismatch(offset, scenario.configuration)
      {
        return "a scroll to \(position)" + at
      }
      if coordinates == .whole, case .frame(_, let frame) = event, frame.wholePixels != frame {
        return "fractional coordinates" + at
      }
    }
    if !touchesOutsideView && !scenario.touchesBeginInView {
      return "a touch that begins off the view"
    }
    let viewport = scenario.configuration.viewport
    if !touchesOutsideView && !(viewport.width > 0 && viewport.height > 0)
      && !scenario.touches.isEmpty
    {
      return "a touch on a view of no area"
    }
    return nil
  }
}

extension EngineProfile {
  /// What the profile does not take of a list change in place (SPEC 2.7) on `count` items, which
  /// it then counts through the change: an insert whose frame is fractional under whole
  /// coordinates, a change that unstacks the rows of a layout that must stay rows (`list-frames
  /// stay` without free layouts), a number of items outside the profile's.
  fileprivate func listChangeMismatch(
    _ event: Event, _ configuration: Configuration, _ count: inout Int
  ) -> String? {
    guard event.listChange != nil, event.changesList(of: count) else { return nil }
    if coordinates == .whole, case .insert(_, let frame) = event, frame.wholePixels != frame {
      return "fractional coordinates"
    }
    if !layouts.contains(.free) && configuration.listFrames == .stay {
      return "a list change whose items stay where they are (list-frames stay) in a "
        + layouts.map(\.rawValue).joined(separator: " or ") + " layout"
    }
    count = event.itemCount(after: count)
    guard items.contains(count) else {
      return
        "\(count) items after a list change (it takes \(items.lowerBound) to \(items.upperBound))"
    }
    return nil
  }
}

extension Event {
  /// The profile's name for this event, when an engine may leave it out; `nil` for touches.
  var optionalKind: EngineProfile.OptionalEvent? {
    switch self {
    case .down, .move, .up: nil
    case .cancel: .cancel
    case .idle: .idle
    case .scroll: .scroll
    case .frame: .frame
    case .limit: .limit
    case .selectAll: .selectAll
    case .deselectAll: .deselectAll
    case .insert: .insert
    case .remove: .remove
    case .reorder: .reorder
    }
  }
}

extension EngineProfile {
  /// `offset` as a position the profile takes: as it is, rounded down to a whole pixel, or to a
  /// whole number of rows.
  func position(_ offset: Double, in configuration: Configuration) -> Double {
    switch positions {
    case .free: return offset
    case .whole: return offset.rounded(.down)
    case .rows:
      guard let row = rowHeight(configuration), row > 0 else { return offset.rounded(.down) }
      return (offset / row).rounded(.down) * row
    }
  }
}
