import SelectCore

extension ProtocolCodec {
  /// A call of a run, for a trace sent from a worker: `{"index":…,"line":…,"time":…,
  /// "kind":"step"|"expect"|"event","event":…,"entries":[…],"offset":…,"selection":[…]}`.
  package static func call(_ call: Call, into writer: inout JSONWriter) {
    writer.raw("{\"index\":")
    writer.integer(call.index)
    writer.raw(",\"line\":")
    writer.integer(call.timelineIndex)
    writer.raw(",\"time\":")
    writer.number(call.time)
    switch call.kind {
    case .step: writer.raw(",\"kind\":\"step\"")
    case .expectation: writer.raw(",\"kind\":\"expect\"")
    case .event(let event):
      writer.raw(",\"kind\":\"event\",\"event\":")
      self.event(event, into: &writer)
    case .stray(let event):
      writer.raw(",\"kind\":\"stray\",\"event\":")
      self.event(event, into: &writer)
    }
    if call.isLate { writer.raw(",\"late\":true") }
    writer.raw(",\"entries\":")
    entries(call.entries, into: &writer)
    writer.raw(",\"offset\":")
    writer.number(call.reportedOffset)
    writer.raw(",\"selection\":")
    writer.integers(call.reportedSelection)
    writer.byte(UInt8(ascii: "}"))
  }

  /// Reads a call written by ``call(_:into:)``.
  package static func call(_ bytes: [UInt8]) throws(JSONScanner.Problem) -> Call {
    var scanner = JSONScanner(bytes)
    var index = 0
    var line = 0
    var time = 0.0
    var kindName = ""
    var event: Event?
    var entries: [Entry] = []
    var offset = 0.0
    var selection: [Int] = []
    var late = false
    try scanner.object { (scanner: inout JSONScanner, key: JSONKey) throws(JSONScanner.Problem) in
      switch key {
      case "index": index = try scanner.integer()
      case "line": line = try scanner.integer()
      case "time": time = try scanner.number()
      case "kind": kindName = try scanner.string()
      case "event": event = try ProtocolCodec.event(&scanner)
      case "entries": entries = try ProtocolCodec.entries(&scanner, itemCount: Int.max)
      case "offset": offset = try scanner.number()
      case "selection": selection = try ProtocolCodec.selection(&scanner, itemCount: Int.max)
      case "late": late = try scanner.bool()
      default: try scanner.skipValue()
      }
    }
    try scanner.finish()
    let kind: Call.Kind
    switch (kindName, event) {
    case ("step", _): kind = .step
    case ("expect", _): kind = .expectation
    case ("event", let event?): kind = .event(event)
    case ("stray", let event?): kind = .stray(event)
    default: throw scanner.problem("a call of unknown kind '\(kindName)'")
    }
    return Call(
      index: index, timelineIndex: line, time: time, kind: kind, entries: entries,
      reportedOffset: offset, reportedSelection: selection, isLate: late)
  }
}
