import SelectCore
import Testing

@testable import SelectSim

/// An engine that gives the entries of one event as a set (SPEC 8, `entryOrder`): the harness
/// reads them in the SPEC's order when they are the SPEC's entries, and not otherwise.
@Suite("Entries as a set (SPEC 8, entryOrder)")
struct EntryOrderTests {
  @Test("the same entries in another order are read in the SPEC's; other entries stay as given")
  func reorders() throws {
    var configuration = Configuration(
      mode: .range, viewport: Viewport(width: 100, height: 400),
      frames: (0..<5).map { Rect(x: 0, y: Double($0) * 40, width: 100, height: 40) })
    configuration.initialSelection = [4]
    var reading = try EntrySetOrder(configuration: configuration)
    var reference = try ReferenceEngine(configuration: configuration)
    let atDown = reference.apply(.down(Point(x: 5, y: 5)), at: 0)
    #expect(reading.order(atDown, of: .down(Point(x: 5, y: 5)), at: 0) == atDown)
    let spec = reference.apply(.move(Point(x: 5, y: 125)), at: 1)
    #expect(spec.count == 3)
    let given = Array(spec.reversed())
    #expect(reading.order(given, of: .move(Point(x: 5, y: 125)), at: 1) == spec)
    // A set that is not the SPEC's is left as the engine gave it.
    let wrong = Array(given.dropLast())
    #expect(reading.order(wrong, of: .deselectAll, at: 2) == wrong)
  }

  @Test("an engine stating set passes with reversed entries; the same engine stating spec fails")
  func fuzzes() {
    var options = FuzzOptions(
      seed: 3, engine: EngineKind(name: "reversed", summary: "", type: ReversedEntries.self),
      modes: .range)
    let asSet = Fuzzer(options: options).run(0..<150)
    #expect(asSet.failure?.iteration == nil)
    options.engine = EngineKind(name: "reversed", summary: "", type: ReversedInOrder.self)
    options.profile = ReversedInOrder.profile
    let inOrder = Fuzzer(options: options).run(0..<150)
    #expect(inOrder.failure?.iteration != nil)
  }

  @Test("a profile file cannot make an engine's SPEC order a set; the key reads and prints")
  func profileKey() throws {
    let set = try EngineProfile.parse(Array(#"{"entryOrder":"set"}"#.utf8))
    #expect(set.entryOrder == .set)
    #expect(set.json == #"{"entryOrder":"set"}"#)
    #expect(throws: ProfileError.self) { try EngineProfile.wholeSpec.narrowed(by: set) }
    #expect(try set.narrowed(by: .wholeSpec).entryOrder == .set)
    #expect(throws: ProfileError.self) {
      try EngineProfile.parse(Array(#"{"entryOrder":"random"}"#.utf8))
    }
  }
}

/// SelectCore's engine giving the entries of each time within a call last first (a call's steps
/// keep their order of time), and saying they are a set.
private struct ReversedEntries: DragSelectEngine, Sendable {
  var base: SelectionEngine
  init(configuration: Configuration) throws(ConfigurationError) {
    base = try SelectionEngine(configuration: configuration)
  }
  mutating func apply(_ event: Event, at time: Double) -> [Entry] {
    var given: [Entry] = []
    for entry in base.apply(event, at: time) {
      let start = given.lastIndex { $0.time != entry.time }.map { $0 + 1 } ?? 0
      given.insert(entry, at: start)
    }
    return given
  }
  var offset: Double { base.offset }
  var selection: [Int] { base.selection }
  static var profile: EngineProfile {
    var profile = EngineProfile.wholeSpec
    profile.entryOrder = .set
    return profile
  }
}

/// The same engine, not saying so.
private struct ReversedInOrder: DragSelectEngine, Sendable {
  var base: ReversedEntries
  init(configuration: Configuration) throws(ConfigurationError) {
    base = try ReversedEntries(configuration: configuration)
  }
  mutating func apply(_ event: Event, at time: Double) -> [Entry] { base.apply(event, at: time) }
  var offset: Double { base.offset }
  var selection: [Int] { base.selection }
  static var profile: EngineProfile { .wholeSpec }
}
