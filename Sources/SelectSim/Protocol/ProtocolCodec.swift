package import SelectCore

/// The engine protocol's messages (SPEC 8): requests written by the harness and read by an
/// engine server, replies written by an engine and read by the harness. Every malformed message
/// is a ``JSONScanner/Problem`` that says what was wrong; the harness reports a malformed reply as
/// a `protocol` failure (SPEC 9).
package enum ProtocolCodec {
  /// The protocol version this harness speaks.
  package static let version = 1

  // MARK: Requests

  package static func hello(into writer: inout JSONWriter) {
    writer.raw("{\"op\":\"hello\",\"protocol\":1}\n")
  }

  package static func end(into writer: inout JSONWriter) {
    writer.raw("{\"op\":\"end\"}\n")
  }

  /// `{"op":"start","config":CONFIG}`: every key always sent.
  package static func start(_ configuration: Configuration, into writer: inout JSONWriter) {
    writer.raw("{\"op\":\"start\",\"config\":{\"mode\":")
    writer.string(configuration.mode.rawValue)
    for option in SpecOptions.all {
      // The options since list changes only where they act and are not the default, which
      // engines written before them have (SPEC 8).
      if option.era == .sinceListChanges
        && (option.isDefault(in: configuration) || !option.acts(in: configuration))
      {
        continue
      }
      writer.byte(UInt8(ascii: ","))
      writer.string(option.key)
      writer.byte(UInt8(ascii: ":"))
      writer.string(option.valueName(in: configuration))
    }
    writer.raw(",\"viewport\":{\"width\":")
    writer.number(configuration.viewport.width)
    writer.raw(",\"height\":")
    writer.number(configuration.viewport.height)
    writer.raw("},\"insets\":{\"top\":")
    writer.number(configuration.viewport.insetTop)
    writer.raw(",\"bottom\":")
    writer.number(configuration.viewport.insetBottom)
    writer.raw("},\"contentHeight\":")
    if let height = configuration.contentHeight {
      writer.number(height)
    } else {
      writer.raw("null")
    }
    writer.raw(",\"offset\":")
    writer.number(configuration.initialOffset)
    let hotspot = configuration.autoScroll
    writer.raw(",\"hotspot\":{\"height\":")
    writer.number(hotspot.hotspotHeight)
    writer.raw(",\"top\":")
    writer.number(hotspot.topOffset)
    writer.raw(",\"bottom\":")
    writer.number(hotspot.bottomOffset)
    writer.raw(",\"velocity\":")
    writer.number(hotspot.velocity)
    writer.raw(",\"interval\":")
    writer.number(hotspot.interval)
    writer.raw("},\"tapSlop\":")
    writer.number(configuration.tapSlop)
    writer.raw(",\"limit\":")
    if let limit = configuration.limit { writer.integer(limit) } else { writer.raw("null") }
    writer.raw(",\"frames\":[")
    for (index, frame) in configuration.frames.enumerated() {
      if index > 0 { writer.byte(UInt8(ascii: ",")) }
      rect(frame, into: &writer)
    }
    writer.raw("],\"vetoSelect\":")
    writer.integers(configuration.vetoSelect.sorted())
    writer.raw(",\"vetoDeselect\":")
    writer.integers(configuration.vetoDeselect.sorted())
    writer.raw(",\"selected\":")
    writer.integers(configuration.initialSelection.sorted())
    writer.raw("}}\n")
  }

  /// `{"op":"apply","time":T,"event":EVENT}`.
  package static func apply(_ event: Event, at time: Double, into writer: inout JSONWriter) {
    writer.raw("{\"op\":\"apply\",\"time\":")
    writer.number(time)
    writer.raw(",\"event\":")
    self.event(event, into: &writer)
    writer.raw("}\n")
  }

  /// An event object: `{"type":"down","x":X,"y":Y}` and the rest.
  static func event(_ event: Event, into writer: inout JSONWriter) {
    switch event {
    case .down(let point):
      writer.raw("{\"type\":\"down\",\"x\":")
      writer.number(point.x)
      writer.raw(",\"y\":")
      writer.number(point.y)
      writer.byte(UInt8(ascii: "}"))
    case .move(let point):
      writer.raw("{\"type\":\"move\",\"x\":")
      writer.number(point.x)
      writer.raw(",\"y\":")
      writer.number(point.y)
      writer.byte(UInt8(ascii: "}"))
    case .up: writer.raw("{\"type\":\"up\"}")
    case .cancel: writer.raw("{\"type\":\"cancel\"}")
    case .idle: writer.raw("{\"type\":\"idle\"}")
    case .scroll(let offset):
      writer.raw("{\"type\":\"scroll\",\"y\":")
      writer.number(offset)
      writer.byte(UInt8(ascii: "}"))
    case .frame(let item, let frame):
      writer.raw("{\"type\":\"frame\",\"item\":")
      writer.integer(item)
      writer.raw(",\"frame\":")
      rect(frame, into: &writer)
      writer.byte(UInt8(ascii: "}"))
    case .limit(let limit):
      writer.raw("{\"type\":\"limit\",\"limit\":")
      if let limit { writer.integer(limit) } else { writer.raw("null") }
      writer.byte(UInt8(ascii: "}"))
    case .selectAll: writer.raw("{\"type\":\"selectAll\"}")
    case .deselectAll: writer.raw("{\"type\":\"deselectAll\"}")
    case .insert(let index, let frame):
      writer.raw("{\"type\":\"insert\",\"item\":")
      writer.integer(index)
      writer.raw(",\"frame\":")
      rect(frame, into: &writer)
      writer.byte(UInt8(ascii: "}"))
    case .remove(let index):
      writer.raw("{\"type\":\"remove\",\"item\":")
      writer.integer(index)
      writer.byte(UInt8(ascii: "}"))
    case .reorder(let from, let to):
      writer.raw("{\"type\":\"reorder\",\"item\":")
      writer.integer(from)
      writer.raw(",\"to\":")
      writer.integer(to)
      writer.byte(UInt8(ascii: "}"))
    }
  }

  private static func rect(_ frame: Rect, into writer: inout JSONWriter) {
    writer.byte(UInt8(ascii: "["))
    writer.number(frame.x)
    writer.byte(UInt8(ascii: ","))
    writer.number(frame.y)
    writer.byte(UInt8(ascii: ","))
    writer.number(frame.width)
    writer.byte(UInt8(ascii: ","))
    writer.number(frame.height)
    writer.byte(UInt8(ascii: "]"))
  }

  // MARK: Replies, read by the harness

  /// The reply to `hello`: the engine's protocol version, its name, and its profile (SPEC 8,
  /// "Profiles"; the whole SPEC when it sends none).
  package static func helloReply(_ line: [UInt8]) throws(HelloReplyProblem) -> (
    version: Int, name: String, profile: EngineProfile
  ) {
    var scanner = JSONScanner(line)
    var version: Int?
    var name: String?
    // An engine that says nothing of the options for real widgets has their defaults (SPEC 8).
    var profile = EngineProfile.unstated
    var profileProblem: JSONScanner.Problem?
    do throws(JSONScanner.Problem) {
      try scanner.object { (scanner: inout JSONScanner, key: JSONKey) throws(JSONScanner.Problem) in
        switch key {
        case "protocol": version = try scanner.integer()
        case "name": name = try scanner.string()
        case "profile":
          do throws(ProfileError) {
            profile = try EngineProfile.read(&scanner, base: .unstated)
          } catch {
            let problem = scanner.problem("its \(error)")
            profileProblem = problem
            throw problem
          }
        default: try scanner.skipValue()
        }
      }
      try scanner.finish()
      guard let version else { throw scanner.problem("the reply has no \"protocol\" key") }
      return (version, name ?? "", profile)
    } catch {
      throw profileProblem.map(HelloReplyProblem.profile) ?? .malformed(error)
    }
  }

  /// What is wrong with a `hello` reply.
  package enum HelloReplyProblem: Error, Hashable, Sendable {
    /// The reply is not the protocol's JSON.
    case malformed(JSONScanner.Problem)
    /// The reply is the protocol's, but the profile it states makes no sense (SPEC 8,
    /// "Profiles"): bad input, as a bad profile file is.
    case profile(JSONScanner.Problem)
  }

  /// The reply to `start`: the initial state, a refusal (`error`), or a skip (`skip`: the case is
  /// outside what the engine takes).
  package enum StartReply: Hashable, Sendable {
    case state(offset: Double, selection: [Int])
    case refused(String)
    case skipped(String)
  }

  package static func startReply(_ line: [UInt8], itemCount: Int) throws(JSONScanner.Problem)
    -> StartReply
  {
    var scanner = JSONScanner(line)
    var offset: Double?
    var selection: [Int]?
    var error: String?
    var skip: String?
    try scanner.object { (scanner: inout JSONScanner, key: JSONKey) throws(JSONScanner.Problem) in
      switch key {
      case "offset": offset = try scanner.number()
      case "selection": selection = try ProtocolCodec.selection(&scanner, itemCount: itemCount)
      case "error": error = try scanner.string()
      case "skip": skip = try scanner.string()
      case "entries":
        throw scanner.problem("\"entries\" in a reply to start: is it a reply to another request?")
      default: try scanner.skipValue()
      }
    }
    try scanner.finish()
    if let error { return .refused(error) }
    if let skip { return .skipped(skip) }
    guard let offset else { throw scanner.problem("the reply has no \"offset\" key") }
    guard let selection else { throw scanner.problem("the reply has no \"selection\" key") }
    return .state(offset: offset, selection: selection)
  }

  /// The reply to `apply`.
  package struct ApplyReply: Hashable, Sendable {
    package var entries: [Entry]
    package var offset: Double
    package var selection: [Int]
  }

  ///
  /// The entries name items of the list before the event, the selection items of the list after
  /// it: a list change (SPEC 2.7) makes them differ (`countAfter`, `itemCount` when `nil`).
  package static func applyReply(_ line: [UInt8], itemCount: Int, countAfter: Int? = nil)
    throws(JSONScanner.Problem) -> ApplyReply
  {
    var memo = SelectionMemo()
    return try applyReply(line, itemCount: itemCount, countAfter: countAfter, memo: &memo)
  }

  /// The last selection read, as its text and its items: most events change no item, so the
  /// next reply's selection is most often the same text, taken by one comparison where reading
  /// it costs a number each (a reply's selection held 40 items on average, seed 2).
  package struct SelectionMemo {
    fileprivate var text: [UInt8] = []
    fileprivate var items: [Int] = []
    fileprivate var itemCount = -1

    package init() {}
  }

  /// ``applyReply(_:itemCount:countAfter:)``, taking a selection the same as the last one
  /// `memo` holds without reading it again, and remembering this one.
  package static func applyReply(
    _ line: [UInt8], itemCount: Int, countAfter: Int? = nil, memo: inout SelectionMemo
  ) throws(JSONScanner.Problem) -> ApplyReply {
    var scanner = JSONScanner(line)
    var entries: [Entry]?
    var offset: Double?
    var selection: [Int]?
    try scanner.object { (scanner: inout JSONScanner, key: JSONKey) throws(JSONScanner.Problem) in
      switch key {
      case "entries": entries = try ProtocolCodec.entries(&scanner, itemCount: itemCount)
      case "offset": offset = try scanner.number()
      case "selection":
        selection = try ProtocolCodec.selection(
          &scanner, itemCount: countAfter ?? itemCount, memo: &memo)
      case "error":
        throw scanner.problem("the engine answered with an error: \(try scanner.string())")
      default: try scanner.skipValue()
      }
    }
    try scanner.finish()
    guard let entries else {
      throw scanner.problem("the reply has no \"entries\" key (is it a reply to another request?)")
    }
    guard let offset else { throw scanner.problem("the reply has no \"offset\" key") }
    guard let selection else { throw scanner.problem("the reply has no \"selection\" key") }
    return ApplyReply(entries: entries, offset: offset, selection: selection)
  }

  /// The reply to `end`: `{}`.
  package static func endReply(_ line: [UInt8]) throws(JSONScanner.Problem) {
    var scanner = JSONScanner(line)
    try scanner.object { (scanner: inout JSONScanner, _: JSONKey) throws(JSONScanner.Problem) in
      try scanner.skipValue()
    }
    try scanner.finish()
  }

  /// A selection, the same text as `memo`'s (for the same number of items) taken as it is.
  static func selection(
    _ scanner: inout JSONScanner, itemCount: Int, memo: inout SelectionMemo
  ) throws(JSONScanner.Problem) -> [Int] {
    if memo.itemCount == itemCount && scanner.take(memo.text) { return memo.items }
    scanner.skipSpace()
    let start = scanner.position
    memo.items = try selection(&scanner, itemCount: itemCount)
    memo.text = scanner.text(from: start)
    memo.itemCount = itemCount
    return memo.items
  }

  /// A selection: indices in `0..<itemCount`, ascending, without repeats.
  static func selection(_ scanner: inout JSONScanner, itemCount: Int) throws(JSONScanner.Problem)
    -> [Int]
  {
    var items: [Int] = []
    try scanner.array { (scanner: inout JSONScanner) throws(JSONScanner.Problem) in
      let item = try scanner.integer()
      guard item >= 0 && item < itemCount else {
        throw scanner.problem(
          "\"selection\" names item \(item), but the items are 0..<\(itemCount)")
      }
      if let last = items.last, item <= last {
        throw scanner.problem(
          "\"selection\" is not ascending without repeats (\(item) after \(last))")
      }
      items.append(item)
    }
    return items
  }

  static func entries(_ scanner: inout JSONScanner, itemCount: Int) throws(JSONScanner.Problem)
    -> [Entry]
  {
    var entries: [Entry] = []
    try scanner.array { (scanner: inout JSONScanner) throws(JSONScanner.Problem) in
      var time: Double?
      var item: Int?
      var selected: Bool?
      var cause: Entry.Cause?
      var offset: Double?
      try scanner.object { (scanner: inout JSONScanner, key: JSONKey) throws(JSONScanner.Problem) in
        switch key {
        case "time": time = try scanner.number()
        case "item":
          let index = try scanner.integer()
          guard index >= 0 && index < itemCount else {
            throw scanner.problem(
              "entry \(entries.count + 1) names item \(index), but the items are 0..<\(itemCount)")
          }
          item = index
        case "selected": selected = try scanner.bool()
        case "cause":
          let name = try scanner.string()
          guard let known = Entry.Cause(rawValue: name) else {
            throw scanner.problem(
              "entry \(entries.count + 1) has cause \"\(name)\"; causes are drag, tap, limit, selectAll, deselectAll, remove"
            )
          }
          cause = known
        case "offset": offset = try scanner.number()
        default: try scanner.skipValue()
        }
      }
      guard let time else { throw scanner.problem("entry \(entries.count + 1) has no \"time\"") }
      if let offset {
        guard item == nil, selected == nil, cause == nil else {
          throw scanner.problem("entry \(entries.count + 1) mixes an offset and an item change")
        }
        entries.append(.offset(offset, at: time))
      } else {
        guard let item, let selected, let cause else {
          throw scanner.problem(
            "entry \(entries.count + 1) needs \"item\", \"selected\" and \"cause\", or \"offset\"")
        }
        entries.append(.item(item, selected: selected, cause: cause, at: time))
      }
    }
    return entries
  }
}
