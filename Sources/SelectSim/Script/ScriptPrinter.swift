package import SelectCore

/// Writes scenarios as canonical `.sel` text (SPEC 5).
///
/// The output parses back to the same scenario. It is canonical: setup statements in one fixed
/// order, settings at their defaults left out, numbers in their shortest exact decimal form, runs
/// of frames that form a grid written as one `grid` statement, index lists ascending.
package enum ScriptPrinter {
  /// The script for `scenario`, after `header` lines written as `#` comments.
  ///
  /// - Complexity: O(*n* + *e*) for *n* items and *e* timeline lines.
  package static func print(_ scenario: Scenario, header: [String] = []) -> String {
    // A header line never spans lines: a line break in it would end the comment.
    var lines = header.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
      .map { $0.isEmpty ? "#" : "# \($0)" }
    let configuration = scenario.configuration
    let defaults = Configuration(viewport: configuration.viewport)
    lines.append("selscript 1")
    lines.append("mode \(configuration.mode.rawValue)")
    // The options that act in the mode, in SpecOptions' script order; the defaults left out.
    for option in SpecOptions.scriptOrder(configuration.mode)
    where !option.isDefault(in: configuration) {
      lines.append("\(option.keyword) \(option.valueName(in: configuration))")
    }
    if configuration.mode == .single && configuration.tapSlop != defaults.tapSlop {
      lines.append("tap-slop \(number(configuration.tapSlop))")
    }
    let viewport = configuration.viewport
    lines.append("viewport \(number(viewport.width))x\(number(viewport.height))")
    if viewport.insetTop != 0 || viewport.insetBottom != 0 {
      lines.append("insets \(number(viewport.insetTop)) \(number(viewport.insetBottom))")
    }
    if let contentHeight = configuration.contentHeight {
      lines.append("content-height \(number(contentHeight))")
    }
    if configuration.initialOffset != 0 {
      lines.append("offset \(number(configuration.initialOffset))")
    }
    let hotspot = hotspotSettings(configuration.autoScroll, defaults.autoScroll)
    if !hotspot.isEmpty { lines.append("hotspot " + hotspot.joined(separator: " ")) }
    if let limit = configuration.limit { lines.append("limit \(limit)") }
    lines += frameStatements(configuration.frames)
    for (name, items) in [
      ("veto-select", configuration.vetoSelect), ("veto-deselect", configuration.vetoDeselect),
      ("selected", configuration.initialSelection),
    ] where !items.isEmpty {
      lines.append(([name] + items.sorted().map(String.init)).joined(separator: " "))
    }
    if !scenario.timeline.isEmpty || !scenario.expectations.isEmpty { lines.append("") }
    for scheduled in scenario.timeline {
      lines.append(
        "\(number(scheduled.time)) \(scheduled.isStray ? "stray " : "")\(statement(scheduled.action))"
      )
    }
    for expectation in scenario.expectations { lines.append(statement(expectation)) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One timeline line without its time, as a script writes it: `down 10,20`, `expect count 3`.
  package static func statement(_ action: Scheduled.Action) -> String {
    switch action {
    case .event(let event): statement(event)
    case .expect(let expectation): statement(expectation)
    }
  }

  package static func statement(_ event: Event) -> String {
    switch event {
    case .down(let point): "down \(number(point.x)),\(number(point.y))"
    case .move(let point): "move \(number(point.x)),\(number(point.y))"
    case .up: "up"
    case .cancel: "cancel"
    case .idle: "idle"
    case .scroll(let offset): "scroll \(number(offset))"
    case .frame(let item, let frame): "frame \(item) \(rect(frame))"
    case .limit(let limit): "limit \(limit.map(String.init) ?? "none")"
    case .selectAll: "select-all"
    case .deselectAll: "deselect-all"
    case .insert(let index, let frame): "insert \(index) \(rect(frame))"
    case .remove(let index): "remove \(index)"
    case .reorder(let from, let to): "reorder \(from) \(to)"
    }
  }

  package static func statement(_ expectation: Expectation) -> String {
    switch expectation {
    case .selected(let items): (["expect selected"] + items.map(String.init)).joined(separator: " ")
    case .offset(let offset): "expect offset \(number(offset))"
    case .count(let count): "expect count \(count)"
    }
  }

  /// A number as scripts write it: the shortest exact plain decimal.
  package static func number(_ value: Double) -> String { ScriptNumber.format(value) }

  static func rect(_ frame: Rect) -> String {
    "\(number(frame.x)),\(number(frame.y)) \(number(frame.width))x\(number(frame.height))"
  }

  private static func hotspotSettings(
    _ settings: AutoScrollSettings, _ defaults: AutoScrollSettings
  ) -> [String] {
    var parts: [String] = []
    if settings.hotspotHeight != defaults.hotspotHeight {
      parts.append("height=\(number(settings.hotspotHeight))")
    }
    if settings.topOffset != defaults.topOffset {
      parts.append("top=\(number(settings.topOffset))")
    }
    if settings.bottomOffset != defaults.bottomOffset {
      parts.append("bottom=\(number(settings.bottomOffset))")
    }
    if settings.velocity != defaults.velocity {
      parts.append("velocity=\(number(settings.velocity))")
    }
    if settings.interval != defaults.interval {
      parts.append("interval=\(number(settings.interval))")
    }
    return parts
  }

  /// `item` and `grid` statements for `frames`: a run of at least ``minimumGridRun`` frames that
  /// a grid reproduces exactly becomes one `grid` statement.
  ///
  /// - Complexity: O(*n*).
  static func frameStatements(_ frames: [Rect]) -> [String] {
    var lines: [String] = []
    var start = 0
    while start < frames.count {
      if let grid = grid(startingAt: start, in: frames), grid.count >= minimumGridRun {
        var line = "grid count=\(grid.count) columns=\(grid.columns)"
        line += " origin=\(number(grid.origin.x)),\(number(grid.origin.y))"
        line += " cell=\(number(grid.cellWidth))x\(number(grid.cellHeight))"
        if grid.spacingX != 0 || grid.spacingY != 0 {
          line += " spacing=\(number(grid.spacingX)),\(number(grid.spacingY))"
        }
        lines.append(line)
        start += grid.count
      } else {
        lines.append("item \(start) \(rect(frames[start]))")
        start += 1
      }
    }
    return lines
  }

  static let minimumGridRun = 4

  /// The longest grid that reproduces `frames` from `start` exactly, guessing its columns from the
  /// first row and its spacing from the first steps across and down.
  private static func grid(startingAt start: Int, in frames: [Rect]) -> Grid? {
    let first = frames[start]
    guard start + 1 < frames.count, !first.isEmpty else { return nil }
    let sameSize = { (frame: Rect) in frame.width == first.width && frame.height == first.height }
    var columns = 1
    while start + columns < frames.count, sameSize(frames[start + columns]),
      frames[start + columns].y == first.y,
      frames[start + columns].x > frames[start + columns - 1].x
    {
      columns += 1
    }
    var grid = Grid(
      count: 0, columns: columns, origin: Point(x: first.x, y: first.y),
      cellWidth: first.width, cellHeight: first.height)
    if columns > 1 { grid.spacingX = frames[start + 1].x - first.x - first.width }
    let nextRow = start + columns
    if nextRow < frames.count, sameSize(frames[nextRow]), frames[nextRow].y > first.y {
      grid.spacingY = frames[nextRow].y - first.y - first.height
    }
    guard grid.spacingX.isFinite, grid.spacingY.isFinite else { return nil }
    let exact = { (value: Double) in
      value.magnitude <= ScriptLimits.magnitude
        && ScriptNumber.parse(Substring(number(value))) == value
    }
    guard exact(grid.spacingX), exact(grid.spacingY) else { return nil }
    while start + grid.count < frames.count
      && grid.frame(at: grid.count) == frames[start + grid.count]
    {
      grid.count += 1
    }
    return grid.count > 1 ? grid : nil
  }
}
