package import SelectCore

extension ProtocolCodec {
  /// A request, as an engine server reads it.
  package enum Request: Hashable, Sendable {
    case hello(version: Int)
    case start(Configuration)
    case apply(Event, time: Double)
    case end
  }

  /// Reads one request line.
  package static func request(_ line: [UInt8]) throws(JSONScanner.Problem) -> Request {
    var scanner = JSONScanner(line)
    var op: String?
    var version: Int?
    var configuration: Configuration?
    var time: Double?
    var event: Event?
    try scanner.object { (scanner: inout JSONScanner, key: JSONKey) throws(JSONScanner.Problem) in
      switch key {
      case "op": op = try scanner.string()
      case "protocol": version = try scanner.integer()
      case "config": configuration = try ProtocolCodec.configuration(&scanner)
      case "time": time = try scanner.number()
      case "event": event = try ProtocolCodec.event(&scanner)
      default: try scanner.skipValue()
      }
    }
    try scanner.finish()
    switch op {
    case "hello":
      guard let version else { throw scanner.problem("hello needs \"protocol\"") }
      return .hello(version: version)
    case "start":
      guard let configuration else { throw scanner.problem("start needs \"config\"") }
      return .start(configuration)
    case "apply":
      guard let time, let event else { throw scanner.problem("apply needs \"time\" and \"event\"") }
      return .apply(event, time: time)
    case "end":
      return .end
    default:
      throw scanner.problem("unknown op \(op.map { "\"\($0)\"" } ?? "(none)")")
    }
  }

  private static func configuration(_ scanner: inout JSONScanner) throws(JSONScanner.Problem)
    -> Configuration
  {
    var configuration = Configuration(viewport: Viewport(width: 0, height: 0))
    var seen = Set<JSONKey>()
    try scanner.object { (scanner: inout JSONScanner, key: JSONKey) throws(JSONScanner.Problem) in
      seen.insert(key)
      switch key {
      case "mode": configuration.mode = try choice("mode", &scanner)
      case "viewport":
        try scanner.object {
          (scanner: inout JSONScanner, key: JSONKey) throws(JSONScanner.Problem) in
          switch key {
          case "width": configuration.viewport.width = try scanner.number()
          case "height": configuration.viewport.height = try scanner.number()
          default: try scanner.skipValue()
          }
        }
      case "insets":
        try scanner.object {
          (scanner: inout JSONScanner, key: JSONKey) throws(JSONScanner.Problem) in
          switch key {
          case "top": configuration.viewport.insetTop = try scanner.number()
          case "bottom": configuration.viewport.insetBottom = try scanner.number()
          default: try scanner.skipValue()
          }
        }
      case "contentHeight":
        configuration.contentHeight = scanner.takeNull() ? nil : try scanner.number()
      case "offset": configuration.initialOffset = try scanner.number()
      case "hotspot":
        try scanner.object {
          (scanner: inout JSONScanner, key: JSONKey) throws(JSONScanner.Problem) in
          switch key {
          case "height": configuration.autoScroll.hotspotHeight = try scanner.number()
          case "top": configuration.autoScroll.topOffset = try scanner.number()
          case "bottom": configuration.autoScroll.bottomOffset = try scanner.number()
          case "velocity": configuration.autoScroll.velocity = try scanner.number()
          case "interval": configuration.autoScroll.interval = try scanner.number()
          default: try scanner.skipValue()
          }
        }
      case "tapSlop": configuration.tapSlop = try scanner.number()
      case "limit": configuration.limit = scanner.takeNull() ? nil : try scanner.integer()
      case "frames":
        var frames: [Rect] = []
        try scanner.array { (scanner: inout JSONScanner) throws(JSONScanner.Problem) in
          frames.append(try ProtocolCodec.rect(&scanner))
        }
        configuration.frames = frames
      case "vetoSelect": configuration.vetoSelect = Set(try ProtocolCodec.indices(&scanner))
      case "vetoDeselect": configuration.vetoDeselect = Set(try ProtocolCodec.indices(&scanner))
      case "selected": configuration.initialSelection = Set(try ProtocolCodec.indices(&scanner))
      default:
        guard let option = SpecOptions.byJSONKey[key] else { return try scanner.skipValue() }
        let name = try scanner.string()
        guard option.set(Substring(name), in: &configuration) else {
          throw scanner.problem("unknown \(option.key) \"\(name)\"")
        }
      }
    }
    for (key, name): (JSONKey, String) in [
      ("mode", "mode"), ("viewport", "viewport"), ("frames", "frames"),
    ]
    where !seen.contains(key) {
      throw scanner.problem("\"config\" has no \"\(name)\"")
    }
    return configuration
  }

  /// A string naming one value of an option's enumeration, as `key`'s value.
  private static func choice<Value: RawRepresentable<String>>(
    _ key: String, _ scanner: inout JSONScanner
  ) throws(JSONScanner.Problem) -> Value {
    let name = try scanner.string()
    guard let value = Value(rawValue: name) else {
      throw scanner.problem("unknown \(key) \"\(name)\"")
    }
    return value
  }

  private static func indices(_ scanner: inout JSONScanner) throws(JSONScanner.Problem) -> [Int] {
    var items: [Int] = []
    try scanner.array { (scanner: inout JSONScanner) throws(JSONScanner.Problem) in
      items.append(try scanner.integer())
    }
    return items
  }

  private static func rect(_ scanner: inout JSONScanner) throws(JSONScanner.Problem) -> Rect {
    var values: [Double] = []
    try scanner.array { (scanner: inout JSONScanner) throws(JSONScanner.Problem) in
      values.append(try scanner.number())
    }
    guard values.count == 4 else { throw scanner.problem("a frame is [x, y, width, height]") }
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  static func event(_ scanner: inout JSONScanner) throws(JSONScanner.Problem) -> Event {
    var type: String?
    var x: Double?
    var y: Double?
    var item: Int?
    var frame: Rect?
    var limit: Int??
    var to: Int?
    try scanner.object { (scanner: inout JSONScanner, key: JSONKey) throws(JSONScanner.Problem) in
      switch key {
      case "type": type = try scanner.string()
      case "x": x = try scanner.number()
      case "y": y = try scanner.number()
      case "item": item = try scanner.integer()
      case "to": to = try scanner.integer()
      case "frame": frame = try ProtocolCodec.rect(&scanner)
      case "limit": limit = .some(scanner.takeNull() ? nil : try scanner.integer())
      default: try scanner.skipValue()
      }
    }
    switch type {
    case "down", "move":
      guard let x, let y else { throw scanner.problem("\(type ?? "") needs \"x\" and \"y\"") }
      return type == "down" ? .down(Point(x: x, y: y)) : .move(Point(x: x, y: y))
    case "up": return .up
    case "cancel": return .cancel
    case "idle": return .idle
    case "scroll":
      guard let y else { throw scanner.problem("scroll needs \"y\"") }
      return .scroll(y)
    case "frame":
      guard let item, let frame else { throw scanner.problem("frame needs \"item\" and \"frame\"") }
      return .frame(item: item, frame)
    case "limit":
      guard let limit else { throw scanner.problem("limit needs \"limit\"") }
      return .limit(limit)
    case "selectAll": return .selectAll
    case "deselectAll": return .deselectAll
    case "insert":
      guard let item, let frame else {
        throw scanner.problem("insert needs \"item\" and \"frame\"")
      }
      return .insert(at: item, frame)
    case "remove":
      guard let item else { throw scanner.problem("remove needs \"item\"") }
      return .remove(at: item)
    case "reorder":
      guard let item, let to else { throw scanner.problem("reorder needs \"item\" and \"to\"") }
      return .reorder(from: item, to: to)
    default: throw scanner.problem("unknown event type \(type.map { "\"\($0)\"" } ?? "(none)")")
    }
  }

  // MARK: Replies, written by an engine server

  /// The reply to `hello`: the protocol, the name, and the profile where it is not
  /// ``EngineProfile/unstated`` (a built-in engine states the options for real widgets it has).
  package static func helloReply(
    name: String, profile: EngineProfile = .unstated, into writer: inout JSONWriter
  ) {
    writer.raw("{\"protocol\":1,\"name\":")
    writer.string(name)
    if profile != .unstated {
      writer.raw(",\"profile\":")
      for byte in profile.json(relativeTo: .unstated).utf8 { writer.byte(byte) }
    }
    writer.raw("}\n")
  }

  package static func stateReply(offset: Double, selection: [Int], into writer: inout JSONWriter) {
    writer.raw("{\"offset\":")
    writer.number(offset)
    writer.raw(",\"selection\":")
    writer.integers(selection)
    writer.raw("}\n")
  }

  package static func errorReply(_ text: String, into writer: inout JSONWriter) {
    writer.raw("{\"error\":")
    writer.string(text)
    writer.raw("}\n")
  }

  package static func applyReply(
    entries: [Entry], offset: Double, selection: [Int], into writer: inout JSONWriter
  ) {
    writer.raw("{\"entries\":")
    self.entries(entries, into: &writer)
    writer.raw(",\"offset\":")
    writer.number(offset)
    writer.raw(",\"selection\":")
    writer.integers(selection)
    writer.raw("}\n")
  }

  /// An array of entries, as SPEC 8 writes them.
  static func entries(_ entries: [Entry], into writer: inout JSONWriter) {
    writer.byte(UInt8(ascii: "["))
    for (index, entry) in entries.enumerated() {
      if index > 0 { writer.byte(UInt8(ascii: ",")) }
      writer.raw("{\"time\":")
      writer.number(entry.time)
      switch entry.change {
      case .item(let item, let selected, let cause):
        writer.raw(",\"item\":")
        writer.integer(item)
        writer.raw(",\"selected\":")
        writer.bool(selected)
        writer.raw(",\"cause\":")
        writer.string(cause.rawValue)
      case .offset(let offset):
        writer.raw(",\"offset\":")
        writer.number(offset)
      }
      writer.byte(UInt8(ascii: "}"))
    }
    writer.byte(UInt8(ascii: "]"))
  }

  package static func endReply(into writer: inout JSONWriter) { writer.raw("{}\n") }
}
