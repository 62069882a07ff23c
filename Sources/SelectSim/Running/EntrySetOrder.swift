import SelectCore

/// Reads the entries of an engine that gives them as a set (``EngineProfile/EntryOrder/set``,
/// SPEC 8) in the order the SPEC gives them: a reference model runs beside the engine, and where
/// the engine's entries of one time are the reference's in another order, the reference's order
/// is taken. Entries that are not the same set stay as the engine gave them, so every check sees
/// the difference.
struct EntrySetOrder {
  private var model: ReferenceEngine

  /// - Throws: ``ConfigurationError`` as the reference model does for `configuration`.
  init(configuration: Configuration) throws(ConfigurationError) {
    model = try ReferenceEngine(configuration: configuration)
  }

  /// `entries`, which the engine gave for `event` at `time`, in the SPEC's order where they are
  /// the SPEC's entries.
  ///
  /// - Complexity: O(*k*) for *k* entries, besides the reference model's own call.
  mutating func order(_ entries: [Entry], of event: Event, at time: Double) -> [Entry] {
    let expected = model.apply(event, at: time)
    guard entries.count == expected.count, entries != expected else { return entries }
    var result: [Entry] = []
    result.reserveCapacity(entries.count)
    var start = 0
    while start < entries.count {
      var end = start
      while end < entries.count && entries[end].time == entries[start].time { end += 1 }
      let theirs = entries[start..<end]
      let ours = expected[start..<end]
      guard ours.allSatisfy({ $0.time == entries[start].time }), Self.sameSet(theirs, ours) else {
        return entries
      }
      result.append(contentsOf: ours)
      start = end
    }
    return result
  }

  private static func sameSet(_ a: ArraySlice<Entry>, _ b: ArraySlice<Entry>) -> Bool {
    var counts: [Entry: Int] = [:]
    for entry in a { counts[entry, default: 0] += 1 }
    for entry in b {
      guard let count = counts[entry], count > 0 else { return false }
      counts[entry] = count - 1
    }
    return true
  }
}

/// A Swift engine that states ``EngineProfile/EntryOrder/set``, its entries read in the SPEC's
/// order as ``EntrySetOrder`` says (an engine over the protocol is read so by its connection).
struct SetOrderedEngine: DragSelectEngine {
  private var base: any DragSelectEngine
  private var reading: EntrySetOrder

  init(configuration: Configuration) throws(ConfigurationError) {
    throw .outsideProfile("a set-ordered engine wraps another engine")
  }

  init(_ base: any DragSelectEngine, configuration: Configuration) throws(ConfigurationError) {
    self.base = base
    reading = try EntrySetOrder(configuration: configuration)
  }

  mutating func apply(_ event: Event, at time: Double) -> [Entry] {
    reading.order(base.apply(event, at: time), of: event, at: time)
  }

  var offset: Double { base.offset }
  var selection: [Int] { base.selection }
  func readSelection(into buffer: inout [Int]) { base.readSelection(into: &buffer) }
}
