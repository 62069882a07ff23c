import SelectCore

/// Reads `.sel` scripts (SPEC 5).
///
/// Nothing is run from an invalid script: every rule of SPEC 2 and 5 is checked while reading,
/// and the first problem is reported with its line and column and what was expected there.
package enum ScriptParser {
  /// Reads a script. Lines end with `\n` or `\r\n`; a leading byte-order mark is skipped.
  ///
  /// - Throws: ``ScriptError`` naming the line, the column and what was expected.
  /// - Complexity: O(*n* + *e*) for *n* items and *e* timeline lines.
  package static func parse(_ text: String) throws(ScriptError) -> ParsedScript {
    var reader = Reader()
    var lineNumber = 0
    var lastStatementLine = 1
    var scalars = Substring(text).unicodeScalars
    if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
    // By scalars, not characters: Swift's Character joins "\r\n" into one.
    for scalarLine in scalars.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      var rawLine = Substring(scalarLine)
      if rawLine.unicodeScalars.last == "\r" {
        rawLine = Substring(rawLine.unicodeScalars.dropLast())
      }
      var line = ScriptLine(number: lineNumber, text: rawLine)
      if line.isBlank { continue }
      lastStatementLine = lineNumber
      try reader.read(&line)
    }
    return try reader.finish(lastLine: lastStatementLine)
  }
}

/// The state of a parse between lines.
private struct Reader {
  enum Section { case header, setup, timeline, finalExpectations }

  var section = Section.header
  var configuration = Configuration(viewport: Viewport(width: 0, height: 0))
  var hasViewport = false
  /// The line each once-only setup statement appeared on.
  var seen: [Substring: Int] = [:]
  var indexUses: [(index: Int, line: Int, column: Int, statement: String)] = []
  var selectedLine = (line: 0, column: 0)
  var timeline: [Scheduled] = []
  var timelineLines: [Int] = []
  var expectations: [Expectation] = []
  var expectationLines: [Int] = []
  var lastTime = -Double.infinity
  /// The line of the `down` that put the finger down, while it is down.
  var fingerDownLine: Int?
  /// How many items the list has at the line being read: the setup's, changed by `insert` and
  /// `remove` (SPEC 2.7); `nil` before the timeline.
  var listCount: Int?

  /// The number of items at the line being read.
  var itemCount: Int { listCount ?? configuration.frames.count }

  mutating func read(_ line: inout ScriptLine) throws(ScriptError) {
    let first = try line.next("a statement")
    switch section {
    case .header:
      guard first.text == "selscript" else {
        throw line.error(
          "expected 'selscript 1' as the first statement, found '\(first.text)'", at: first)
      }
      let version = try line.next("the version 1")
      guard version.text == "1" else {
        throw line.error("expected version 1, found '\(version.text)'", at: version)
      }
      try line.finish("selscript 1")
      section = .setup
    case .setup:
      if ScriptNumber.isDecimal(first.text) {
        try endSetup(at: line.number)
        section = .timeline
        try readTimed(first, &line)
      } else if first.text == "expect" {
        try endSetup(at: line.number)
        section = .finalExpectations
        try readFinalExpectation(&line)
      } else {
        try readSetup(first, &line)
      }
    case .timeline:
      if ScriptNumber.isDecimal(first.text) {
        try readTimed(first, &line)
      } else if first.text == "expect" {
        section = .finalExpectations
        try readFinalExpectation(&line)
      } else if Reader.setupStatements.contains(first.text) {
        throw line.error(
          "'\(first.text)' is a setup statement; setup comes before the first timed line", at: first
        )
      } else {
        throw line.error("expected a time or 'expect', found '\(first.text)'", at: first)
      }
    case .finalExpectations:
      if first.text == "expect" {
        try readFinalExpectation(&line)
      } else if ScriptNumber.isDecimal(first.text) {
        throw line.error(
          "timed line after an untimed 'expect'; untimed expect lines come last", at: first)
      } else {
        throw line.error(
          "expected 'expect' (only untimed expect lines may follow one), found '\(first.text)'",
          at: first)
      }
    }
  }

  mutating func finish(lastLine: Int) throws(ScriptError) -> ParsedScript {
    switch section {
    case .header:
      throw ScriptError(
        line: 1, column: 1, message: "expected 'selscript 1', found an empty script")
    case .setup:
      try endSetup(at: lastLine)
    case .timeline, .finalExpectations:
      break
    }
    let scenario = Scenario(
      configuration: configuration, timeline: timeline, expectations: expectations)
    do {
      try StepBudget.check(scenario)
    } catch {
      let line = error.timelineIndex.map { timelineLines[$0] } ?? lastLine
      throw ScriptError(line: line, column: 1, message: error.message)
    }
    return ParsedScript(
      scenario: scenario, timelineLines: timelineLines, expectationLines: expectationLines)
  }

  // MARK: Setup

  /// The setup statements: the options' keywords (``SpecOptions``) and the rest.
  static let setupStatements: Set<Substring> = Set(SpecOptions.byKeyword.keys).union([
    "mode", "viewport", "insets", "content-height", "offset", "hotspot", "tap-slop", "limit",
    "item", "grid", "veto-select", "veto-deselect", "selected",
  ])

  mutating func readSetup(_ first: ScriptLine.Token, _ line: inout ScriptLine) throws(ScriptError) {
    let name = first.text
    guard Reader.setupStatements.contains(name) else {
      let nearest = Suggestion.nearest(
        String(name), among: Reader.setupStatements.map(String.init).sorted())
      throw line.error(
        "expected a setup statement (mode, viewport, item, grid, …), a time or 'expect', found '\(name)'"
          + (nearest.map { "; did you mean '\($0)'?" } ?? ""),
        at: first)
    }
    if name != "item" && name != "grid" {
      if let earlier = seen[name] {
        throw line.error("'\(name)' is given twice (first on line \(earlier))", at: first)
      }
      seen[name] = line.number
    }
    if let option = SpecOptions.byKeyword[name] {
      try readOption(option, &line)
      try line.finish(String(name))
      return
    }
    switch name {
    case "mode":
      configuration.mode = try choice(&line, "a mode", SelectionMode.self)
    case "viewport":
      let (width, height) = try line.size(try line.next("the viewport size WxH"))
      configuration.viewport.width = width
      configuration.viewport.height = height
      hasViewport = true
    case "insets":
      configuration.viewport.insetTop = try line.number(
        try line.next("the top inset"), "the top inset", nonNegative: true)
      configuration.viewport.insetBottom = try line.number(
        try line.next("the bottom inset"), "the bottom inset", nonNegative: true)
    case "content-height":
      configuration.contentHeight = try line.number(
        try line.next("the content height"), "the content height", nonNegative: true)
    case "offset":
      configuration.initialOffset = try line.number(try line.next("the offset"), "the offset")
    case "hotspot":
      try readHotspot(&line)
    case "tap-slop":
      configuration.tapSlop = try line.number(
        try line.next("the tap slop"), "the tap slop", nonNegative: true)
    case "limit":
      configuration.limit = try limit(&line)
    case "item":
      try readItem(&line)
    case "grid":
      try readGrid(&line)
    case "veto-select":
      configuration.vetoSelect = try indexList(&line, statement: "veto-select")
    case "veto-deselect":
      configuration.vetoDeselect = try indexList(&line, statement: "veto-deselect")
    default:  // "selected"
      selectedLine = (line.number, first.column)
      configuration.initialSelection = try indexList(&line, statement: "selected")
    }
    try line.finish(String(name))
  }

  /// An option's value, one of its names.
  mutating func readOption(_ option: SpecOption, _ line: inout ScriptLine)
    throws(ScriptError)
  {
    let names = option.valueNames.joined(separator: " | ")
    let token = try line.next("\(option.noun) (\(names))")
    guard option.set(token.text, in: &configuration) else {
      throw line.error("expected \(option.noun) (\(names)), found '\(token.text)'", at: token)
    }
  }

  func choice<Choice: RawRepresentable & CaseIterable>(
    _ line: inout ScriptLine, _ what: String, _ type: Choice.Type
  ) throws(ScriptError) -> Choice where Choice.RawValue == String {
    let names = Choice.allCases.map(\.rawValue)
    let token = try line.next("\(what) (\(names.joined(separator: " | ")))")
    guard let value = Choice(rawValue: String(token.text)) else {
      throw line.error(
        "expected \(what) (\(names.joined(separator: " | "))), found '\(token.text)'", at: token)
    }
    return value
  }

  func limit(_ line: inout ScriptLine) throws(ScriptError) -> Int? {
    let token = try line.next("a limit (an integer or none)")
    if token.text == "none" { return nil }
    return try line.integer(token, "a limit or 'none'")
  }

  mutating func readHotspot(_ line: inout ScriptLine) throws(ScriptError) {
    var given: Set<Substring> = []
    while let token = line.peek {
      _ = try line.next("a hotspot setting")
      let (key, value) = try line.keyValue(token)
      guard given.insert(key).inserted else {
        throw line.error("hotspot key '\(key)' is given twice", at: token)
      }
      switch key {
      case "height":
        configuration.autoScroll.hotspotHeight = try line.number(value, "the hotspot height")
      case "top":
        configuration.autoScroll.topOffset = try line.number(value, "the top hotspot offset")
      case "bottom":
        configuration.autoScroll.bottomOffset = try line.number(value, "the bottom hotspot offset")
      case "velocity":
        configuration.autoScroll.velocity = try line.number(
          value, "the velocity", nonNegative: true)
      case "interval":
        let interval = try line.number(value, "the interval")
        guard interval > 0 else {
          throw line.error("expected a positive interval, found '\(value.text)'", at: value)
        }
        configuration.autoScroll.interval = interval
      default:
        throw line.error(
          "expected a hotspot key (height, top, bottom, velocity, interval), found '\(key)'",
          at: token)
      }
    }
  }

  mutating func readItem(_ line: inout ScriptLine) throws(ScriptError) {
    let indexToken = try line.next("the item index")
    let index = try line.index(indexToken)
    guard index == configuration.frames.count else {
      throw line.error(
        "expected item index \(configuration.frames.count) (items are numbered in order from 0), found '\(indexToken.text)'",
        at: indexToken)
    }
    try checkRoom(for: 1, line, indexToken)
    let (x, y) = try line.point(try line.next("the item's origin X,Y"))
    let (width, height) = try line.size(try line.next("the item's size WxH"))
    configuration.frames.append(Rect(x: x, y: y, width: width, height: height))
  }

  mutating func readGrid(_ line: inout ScriptLine) throws(ScriptError) {
    var count: Int?
    var columns: Int?
    var origin: (Double, Double)?
    var cell: (Double, Double)?
    var spacing = (0.0, 0.0)
    var given: Set<Substring> = []
    let statementColumn = line.tokens[0].column
    while let token = line.peek {
      _ = try line.next("a grid setting")
      let (key, value) = try line.keyValue(token)
      guard given.insert(key).inserted else {
        throw line.error("grid key '\(key)' is given twice", at: token)
      }
      switch key {
      case "count":
        count = try line.index(value, "a count")
        try checkRoom(for: count ?? 0, line, value)
      case "columns":
        let value2 = try line.index(value, "a number of columns")
        guard value2 >= 1 else {
          throw line.error("expected at least 1 column, found '\(value.text)'", at: value)
        }
        columns = value2
      case "origin": origin = try line.point(value)
      case "cell": cell = try line.size(value)
      case "spacing": spacing = try line.point(value)
      default:
        throw line.error(
          "expected a grid key (count, columns, origin, cell, spacing), found '\(key)'", at: token)
      }
    }
    guard let count, let columns, let origin, let cell else {
      let missing = [
        ("count", count == nil), ("columns", columns == nil), ("origin", origin == nil),
        ("cell", cell == nil),
      ]
      .filter(\.1).map(\.0)
      throw line.error(
        "grid needs \(missing.joined(separator: ", ")) (count, columns, origin and cell are required)",
        at: line.endColumn)
    }
    let grid = Grid(
      count: count, columns: columns, origin: Point(x: origin.0, y: origin.1),
      cellWidth: cell.0, cellHeight: cell.1, spacingX: spacing.0, spacingY: spacing.1)
    if count > 0 {
      let last = grid.frame(at: count - 1)
      for value in [last.x, last.y, last.maxX, last.maxY]
      where value.magnitude > ScriptLimits.magnitude {
        throw line.error(
          "the grid reaches \(ScriptNumber.format(value)), beyond the largest coordinate accepted",
          at: statementColumn)
      }
    }
    configuration.frames.append(contentsOf: grid.frames)
  }

  func checkRoom(for count: Int, _ line: ScriptLine, _ token: ScriptLine.Token) throws(ScriptError)
  {
    if count > ScriptLimits.items - configuration.frames.count {
      throw line.error(
        "too many items: a script may declare at most \(ScriptLimits.items)", at: token)
    }
  }

  /// Indices of a setup statement; they are checked against the items when the setup ends.
  mutating func indexList(_ line: inout ScriptLine, statement: String) throws(ScriptError) -> Set<
    Int
  > {
    var items: Set<Int> = []
    while let token = line.peek {
      _ = try line.next("an item index")
      let item = try line.index(token)
      guard items.insert(item).inserted else {
        throw line.error("item \(item) is repeated", at: token)
      }
      indexUses.append((item, line.number, token.column, statement))
    }
    return items
  }

  /// Checks what needs the whole setup: indices name items, the viewport is given, and the
  /// initial selection fits the limit and the mode (SPEC 2.4, 5).
  mutating func endSetup(at lineNumber: Int) throws(ScriptError) {
    let count = configuration.frames.count
    for use in indexUses where use.index >= count {
      throw ScriptError(
        line: use.line, column: use.column,
        message: "\(use.statement) names item \(use.index), but the items are 0..<\(count)")
    }
    guard hasViewport else {
      throw ScriptError(
        line: lineNumber, column: 1,
        message: "expected a 'viewport WxH' statement before the timeline (it is required)")
    }
    // An option outside the modes it acts in is dropped; so is the tap slop outside single mode.
    for option in SpecOptions.all where !option.scope.includes(configuration.mode) {
      option.reset(&configuration)
    }
    if configuration.mode != .single { configuration.tapSlop = 10 }
    let selectedCount = configuration.initialSelection.count
    if configuration.mode == .single && selectedCount > 1 {
      throw ScriptError(
        line: selectedLine.line, column: selectedLine.column,
        message: "single mode allows at most one selected item; 'selected' names \(selectedCount)")
    }
    if let limit = configuration.limit, selectedCount > max(limit, 0) {
      throw ScriptError(
        line: selectedLine.line, column: selectedLine.column,
        message: "'selected' names \(selectedCount) items, more than limit \(limit) allows")
    }
    do {
      try configuration.validate()
    } catch {
      throw ScriptError(line: lineNumber, column: 1, message: "invalid setup: \(error)")
    }
  }

  // MARK: Timeline

  mutating func readTimed(_ timeToken: ScriptLine.Token, _ line: inout ScriptLine)
    throws(ScriptError)
  {
    let time = try line.number(timeToken, "a time")
    guard time >= lastTime else {
      throw line.error(
        "time \(timeToken.text) goes back (the previous line is at \(ScriptNumber.format(lastTime)))",
        at: timeToken)
    }
    lastTime = time
    if line.peek?.text == "stray" {
      _ = try line.next("stray")
      return try readStray(at: time, &line)
    }
    let nameToken = try line.next(
      "an event (down, move, up, cancel, idle, scroll, frame, insert, remove, reorder, limit, select-all, deselect-all), 'stray' or 'expect'"
    )
    let action: Scheduled.Action
    switch nameToken.text {
    case "down":
      if let downLine = fingerDownLine {
        throw line.error(
          "'down' while the finger is already down (since line \(downLine)); one finger only",
          at: nameToken)
      }
      let (x, y) = try line.point(try line.next("the point X,Y"))
      action = .event(.down(Point(x: x, y: y)))
      fingerDownLine = line.number
    case "move":
      try requireFinger(nameToken, line)
      let (x, y) = try line.point(try line.next("the point X,Y"))
      action = .event(.move(Point(x: x, y: y)))
    case "up", "cancel":
      try requireFinger(nameToken, line)
      action = .event(nameToken.text == "up" ? .up : .cancel)
      fingerDownLine = nil
    case "idle":
      action = .event(.idle)
    case "scroll":
      action = .event(.scroll(try line.number(try line.next("the offset"), "the offset")))
    case "frame":
      let indexToken = try line.next("the item index")
      let item = try itemIndex(indexToken, line)
      let (x, y) = try line.point(try line.next("the frame's origin X,Y"))
      let (width, height) = try line.size(try line.next("the frame's size WxH"))
      action = .event(.frame(item: item, Rect(x: x, y: y, width: width, height: height)))
    case "insert":
      let indexToken = try line.next("the index of the new item")
      let index = try line.index(indexToken)
      guard index <= itemCount else {
        throw line.error(
          "insert at index \(index), but the list has \(itemCount) items (an index in 0...\(itemCount))",
          at: indexToken)
      }
      let (x, y) = try line.point(try line.next("the new item's origin X,Y"))
      let (width, height) = try line.size(try line.next("the new item's size WxH"))
      guard itemCount < ScriptLimits.items else {
        throw line.error("a script has at most \(ScriptLimits.items) items", at: indexToken)
      }
      action = .event(.insert(at: index, Rect(x: x, y: y, width: width, height: height)))
      listCount = itemCount + 1
    case "remove":
      let item = try itemIndex(try line.next("the index of the item to remove"), line)
      action = .event(.remove(at: item))
      listCount = itemCount - 1
    case "reorder":
      let fromToken = try line.next("the index of the item to move")
      let from = try itemIndex(fromToken, line)
      let toToken = try line.next("the index it moves to")
      let to = try itemIndex(toToken, line)
      guard from != to else {
        throw line.error(
          "'reorder \(from) \(to)' moves nothing; the indices must differ", at: toToken)
      }
      action = .event(.reorder(from: from, to: to))
    case "limit":
      action = .event(.limit(try limit(&line)))
    case "select-all":
      action = .event(.selectAll)
    case "deselect-all":
      action = .event(.deselectAll)
    case "expect":
      action = .expect(try expectation(&line))
    default:
      throw line.error(
        "expected an event (down, move, up, cancel, idle, scroll, frame, insert, remove, reorder, limit, select-all, deselect-all) or 'expect', found '\(nameToken.text)'",
        at: nameToken)
    }
    try line.finish(String(nameToken.text))
    timeline.append(Scheduled(time: time, action: action))
    timelineLines.append(line.number)
  }

  /// `TIME stray EVENT` (SPEC 5): an event out of place on purpose, which must be out of place.
  mutating func readStray(at time: Double, _ line: inout ScriptLine) throws(ScriptError) {
    let nameToken = try line.next(
      "a stray event (down, move, up, cancel, frame, insert, remove or reorder)")
    let event: Event
    switch nameToken.text {
    case "down", "move":
      let (x, y) = try line.point(try line.next("the point X,Y"))
      event = nameToken.text == "down" ? .down(Point(x: x, y: y)) : .move(Point(x: x, y: y))
    case "up": event = .up
    case "cancel": event = .cancel
    case "frame":
      let item = try line.index(try line.next("the item index"))
      let (x, y) = try line.point(try line.next("the frame's origin X,Y"))
      let (width, height) = try line.size(try line.next("the frame's size WxH"))
      event = .frame(item: item, Rect(x: x, y: y, width: width, height: height))
    case "insert":
      let index = try line.index(try line.next("the index of the new item"))
      let (x, y) = try line.point(try line.next("the new item's origin X,Y"))
      let (width, height) = try line.size(try line.next("the new item's size WxH"))
      event = .insert(at: index, Rect(x: x, y: y, width: width, height: height))
    case "remove":
      event = .remove(at: try line.index(try line.next("the index of the item to remove")))
    case "reorder":
      let from = try line.index(try line.next("the index of the item to move"))
      event = .reorder(from: from, to: try line.index(try line.next("the index it moves to")))
    default:
      throw line.error(
        "expected a stray event (down, move, up, cancel, frame, insert, remove or reorder), found '\(nameToken.text)'",
        at: nameToken)
    }
    try line.finish("stray \(nameToken.text)")
    if let problem = Scenario.strayProblem(
      event, fingerIsDown: fingerDownLine != nil, itemCount: itemCount)
    {
      throw line.error(problem, at: nameToken)
    }
    timeline.append(.stray(event, at: time))
    timelineLines.append(line.number)
  }

  func requireFinger(_ token: ScriptLine.Token, _ line: ScriptLine) throws(ScriptError) {
    if fingerDownLine == nil {
      throw line.error("'\(token.text)' while the finger is up; it needs a 'down' first", at: token)
    }
  }

  func itemIndex(_ token: ScriptLine.Token, _ line: ScriptLine) throws(ScriptError) -> Int {
    let item = try line.index(token)
    guard item < itemCount else {
      throw line.error("item \(item) does not exist; the items are 0..<\(itemCount)", at: token)
    }
    return item
  }

  mutating func readFinalExpectation(_ line: inout ScriptLine) throws(ScriptError) {
    let expectation = try expectation(&line)
    try line.finish("expect")
    expectations.append(expectation)
    expectationLines.append(line.number)
  }

  func expectation(_ line: inout ScriptLine) throws(ScriptError) -> Expectation {
    let kind = try line.next("what to expect (selected, offset, count)")
    switch kind.text {
    case "selected":
      var items: [Int] = []
      var seenItems: Set<Int> = []
      while let token = line.peek {
        _ = try line.next("an item index")
        let item = try itemIndex(token, line)
        guard seenItems.insert(item).inserted else {
          throw line.error("item \(item) is repeated", at: token)
        }
        items.append(item)
      }
      return .selected(items.sorted())
    case "offset":
      return .offset(try line.number(try line.next("the offset"), "the offset"))
    case "count":
      return .count(try line.index(try line.next("the count"), "a count"))
    default:
      throw line.error(
        "expected what to expect (selected, offset, count), found '\(kind.text)'", at: kind)
    }
  }
}
