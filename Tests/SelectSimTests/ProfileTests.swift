import SelectCore
import Testing

@testable import SelectSim

/// Profiles (SPEC 8, "Profiles"; issue 23): what an engine takes, as data; cases built inside it;
/// skips that are not failures; checks and shrinks that follow it.
@Suite("Profiles: fuzz the engine you have (issue 23)")
struct ProfileTests {
  /// A list's engine: rows only, no limit, no vetoes, no auto-scroll.
  static let list: EngineProfile = {
    var profile = EngineProfile.wholeSpec
    profile.layouts = [.rows]
    profile.limit = false
    profile.vetoSelect = false
    profile.vetoDeselect = false
    profile.autoScroll = false
    return profile
  }()

  /// Tk's listbox, roughly: rows of one fixed height, whole pixels, scrolled by whole rows, no
  /// `frame`, `idle` or `selectAll` events, paint and single mode.
  static let rowsOfTwenty: EngineProfile = {
    var profile = list
    profile.rowHeights = .fixed(20)
    profile.coordinates = .whole
    profile.positions = .rows
    profile.contentHeight = false
    profile.insets = false
    profile.events = [.scroll, .cancel, .deselectAll, .stray]
    profile.modes = [.paint, .single]
    return profile
  }()

  /// Grids or free frames, range mode with one option value, no events but touches.
  static let touchesOnly: EngineProfile = {
    var profile = EngineProfile.wholeSpec
    profile.layouts = [.grid]
    profile.events = []
    profile.modes = [.range]
    profile.rangeTargets = [.select]
    profile.rangeReverts = [.deselect]
    profile.items = 1...40
    profile.initialSelection = false
    return profile
  }()

  static let profiles: [(String, EngineProfile)] = [
    ("whole SPEC", .wholeSpec), ("list", list), ("rows of 20", rowsOfTwenty),
    ("touches only", touchesOnly),
  ]

  @Test("a profile reads back from its JSON, and {} is the whole SPEC", arguments: profiles)
  func roundTrip(_ name: String, _ profile: EngineProfile) throws {
    #expect(try EngineProfile.parse(Array(profile.json.utf8)) == profile)
    #expect(try EngineProfile.parse(Array("{}".utf8)) == .wholeSpec)
    #expect(EngineProfile.wholeSpec.json == "{}")
  }

  @Test("a bad profile names the key at fault")
  func badProfiles() {
    func problem(_ json: String) -> String {
      do {
        _ = try EngineProfile.parse(Array(json.utf8))
        return "accepted"
      } catch {
        return error.description
      }
    }
    #expect(problem(#"{"layout":["rows"]}"#).contains("\"layout\": is not a key of a profile"))
    #expect(problem(#"{"limit":"no"}"#).contains("\"limit\""))
    #expect(problem(#"{"modes":[]}"#).contains("no mode is left"))
    #expect(problem(#"{"modes":["paint","drag"]}"#).contains("drag"))
    #expect(problem(#"{"items":[5,2]}"#).contains("\"items\""))
    #expect(problem(#"{"rowHeights":0}"#).contains("more than 0"))
    #expect(problem(#"{"positions":"rows"}"#).contains("rows of one height"))
    #expect(problem("[1]") != "accepted")
  }

  @Test("narrowing keeps what both allow; a pinned mode outside the profile is an error")
  func narrowing() throws {
    let narrowed = try ProfileTests.list.narrowed(by: ProfileTests.rowsOfTwenty)
    #expect(narrowed == ProfileTests.rowsOfTwenty)
    #expect(try EngineProfile.wholeSpec.narrowed(by: ProfileTests.list) == ProfileTests.list)
    var other = ProfileTests.rowsOfTwenty
    other.rowHeights = .fixed(18)
    #expect(throws: ProfileError.self) { try ProfileTests.rowsOfTwenty.narrowed(by: other) }
    #expect(try ProfileTests.list.pinned(to: .range).modes == [.range])
    #expect(throws: ProfileError.self) { try ProfileTests.rowsOfTwenty.pinned(to: .range) }
  }

  @Test("every generated case lies inside its profile and is valid", arguments: profiles)
  func generationInside(_ name: String, _ profile: EngineProfile) {
    let generator = ScenarioGenerator(profile: profile)
    for iteration in 0..<400 {
      let scenario = generator.scenario(seed: 5, iteration: iteration)
      #expect(scenario.isWellFormed, "iteration \(iteration)")
      #expect(profile.mismatch(scenario) == nil, "iteration \(iteration)")
      guard profile.mismatch(scenario) == nil else { return }
    }
  }

  @Test("a list profile still gets rows of every height it allows")
  func rowsOfEveryHeight() {
    let generator = ScenarioGenerator(profile: ProfileTests.list)
    var varied = false
    var uniform = false
    for iteration in 0..<200 {
      let heights = Set(
        generator.scenario(seed: 2, iteration: iteration).configuration.frames.map(\.height))
      if heights.count > 1 { varied = true }
      if heights.count == 1 { uniform = true }
    }
    #expect(varied && uniform)
  }

  @Test("at most 2% of cases touch no item, under every profile", arguments: profiles)
  func casesTouchSomething(_ name: String, _ profile: EngineProfile) {
    var options = FuzzOptions(seed: 3, invariants: [])
    options.profile = profile
    let totals = Fuzzer(options: options).run(0..<600).totals
    let untouched = totals.coverage.untouched.reduce(0, +)
    #expect(untouched * 50 <= totals.cases, "\(untouched) of \(totals.cases)")
  }

  @Test("a profile of its own changes the fingerprint; the whole SPEC and a pinned mode do not")
  func fingerprints() {
    func fingerprint(_ profile: EngineProfile, _ modes: ModeChoice = .mixed) -> String {
      var options = FuzzOptions(seed: 1, modes: modes)
      options.profile = profile
      return Fuzzer(options: options).run(0..<20).totals.fingerprint.hex
    }
    #expect(
      fingerprint(.wholeSpec)
        == Fuzzer(options: FuzzOptions(seed: 1)).run(0..<20).totals.fingerprint.hex)
    var paintOnly = EngineProfile.wholeSpec
    paintOnly.modes = [.paint]
    #expect(fingerprint(paintOnly, .paint) == fingerprint(.wholeSpec, .paint))
    #expect(fingerprint(ProfileTests.list) != fingerprint(.wholeSpec))
  }

  @Test("fitting restacks rows after an item is dropped and leaves a case inside as it is")
  func fitting() {
    let generator = ScenarioGenerator(profile: ProfileTests.rowsOfTwenty)
    for iteration in 0..<50 {
      let scenario = generator.scenario(seed: 9, iteration: iteration)
      #expect(ProfileTests.rowsOfTwenty.fitted(scenario) == scenario)
      guard scenario.configuration.frames.count > 2 else { continue }
      let dropped = scenario.removingItems { $0 == 1 }
      #expect(ProfileTests.rowsOfTwenty.mismatch(dropped) != nil, "a gap is left")
      let fitted = ProfileTests.rowsOfTwenty.fitted(dropped)
      #expect(ProfileTests.rowsOfTwenty.mismatch(fitted) == nil, "iteration \(iteration)")
    }
  }

  @Test("an engine that skips a case is not a failure: counted with its reason")
  func swiftSkips() {
    let kind = EngineKind(name: "no-limit", summary: "skips a case with a limit") {
      configuration throws(ConfigurationError) in
      guard configuration.limit == nil else { throw .outsideProfile("a limit") }
      return try SelectionEngine(configuration: configuration)
    }
    let run = Fuzzer(options: FuzzOptions(seed: 4, engine: kind)).run(0..<200)
    #expect(run.failure == nil)
    #expect(run.totals.skipped > 0 && run.totals.skipped < 200)
    #expect(run.totals.skipReasons == ["a limit": run.totals.skipped])
    var summary = FuzzSummary(
      seed: 4, totals: run.totals, elapsed: 1, jobs: 1, failure: nil, failingIteration: nil,
      savedPath: nil, engine: "no-limit")
    summary.profile = ProfileTests.list
    #expect(summary.text.contains("skipped: \(run.totals.skipped) of 200 cases"))
    #expect(
      summary.text.contains("not applicable under this profile: limit, deselect-from-end, veto"))
    #expect(!summary.text.contains("overlapping frames   "), "no row a list cannot cover")
  }

  @Test("a Swift engine's own profile is the one its cases lie inside")
  func typeProfile() {
    let options = FuzzOptions(
      seed: 6, engine: EngineKind(name: "list", summary: "", type: ListOnly.self))
    #expect(options.profile == ProfileTests.list)
    let run = Fuzzer(options: options).run(0..<150)
    #expect(run.failure == nil)
    #expect(run.totals.skipped == 0)
  }

  @Test("list changes in a list of rows: only restacking ones, and the profile names the rest")
  func listChangesInRows() throws {
    var profile = ProfileTests.list
    let changes: [EngineProfile.OptionalEvent] = [.insert, .remove, .reorder]
    profile.events = EngineProfile.OptionalEvent.allCases.filter {
      profile.events.contains($0) || changes.contains($0)
    }
    profile.listFrames = [.restack]
    #expect(try EngineProfile.parse(Array(profile.json.utf8)) == profile)
    #expect(profile.json.contains(#""listFrames":["restack"]"#))
    let script = try ScriptParser.parse(
      """
      selscript 1
      viewport 400x800
      hotspot height=0
      item 0 0,0 400x50
      0 down 10,10
      0.1 insert 1 0,50 400x50
      """)
    let stay = Replay.run(script, on: .core, profile: profile)
    #expect(stay == .skipped("outside the profile: list-frames stay"))
    var restacking = script
    restacking.scenario.configuration.listFrames = .restack
    #expect(Replay.run(restacking, on: .core, profile: profile).passed)
    // list-offset: a profile that keeps the rows in view takes no case that keeps the offset.
    profile.listOffsets = [.content]
    #expect(try EngineProfile.parse(Array(profile.json.utf8)) == profile)
    #expect(profile.json.contains(#""listOffset":["content"]"#))
    #expect(
      Replay.run(restacking, on: .core, profile: profile)
        == .skipped("outside the profile: list-offset stay"))
    restacking.scenario.configuration.listOffset = .content
    #expect(Replay.run(restacking, on: .core, profile: profile).passed)
    #expect(throws: ProfileError.self) {
      try EngineProfile.parse(Array(#"{"listFrames":["restack"],"listOffset":[]}"#.utf8))
    }
    profile.listOffsets = [.stay]
    // Generated cases of a list of rows change the list, and every one stays inside.
    var options = FuzzOptions(seed: 3, engine: .core)
    options.profile = profile
    let generator = ScenarioGenerator(profile: profile)
    var changing = 0
    for iteration in 0..<400 {
      let scenario = generator.scenario(seed: 3, iteration: iteration)
      #expect(profile.mismatch(scenario) == nil, "\(ScriptPrinter.print(scenario))")
      if scenario.changesList { changing += 1 }
    }
    #expect(changing > 40)
    #expect(Fuzzer(options: options).run(0..<300).failure == nil)
  }

  @Test("replay skips a script outside the profile and says which part it leaves")
  func replaySkips() throws {
    let script = try ScriptParser.parse(
      """
      selscript 1
      viewport 400x800
      limit 2
      item 0 0,0 400x50
      0 down 10,10
      """)
    let result = Replay.run(script, on: .core, profile: ProfileTests.list)
    #expect(result == .skipped("outside the profile: a limit"))
    #expect(!result.passed)
    #expect(Replay.run(script, on: .core).passed)
  }

  @Test("a shrink stays inside the profile and the pinned mode")
  func shrinkStaysInside() throws {
    var invariants = Set(Invariant.allCases)
    invariants.remove(.modelAgreement)
    let kind = try #require(PlantedBug.named("closed-hit-test")).kind
    for profile in [ProfileTests.rowsOfTwenty, try ProfileTests.list.pinned(to: .range)] {
      var options = FuzzOptions(seed: 1, engine: kind, invariants: invariants)
      options.profile = profile
      let found = try #require(Fuzzer(options: options).run(0..<2000).failure)
      #expect(profile.mismatch(found.scenario) == nil)
      let shrunk = Shrinker(kind: kind, invariants: invariants, profile: profile).shrink(
        found.scenario, failure: found.failure, plan: found.plan)
      #expect(profile.mismatch(shrunk.scenario) == nil, "\(ScriptPrinter.print(shrunk.scenario))")
      #expect(shrunk.scenario.eventCount <= 4)
      #expect(shrunk.scenario.configuration.frames.count <= 3)
    }
  }
}

/// SelectCore's engine, saying it takes lists only.
private struct ListOnly: DragSelectEngine, Sendable {
  static var profile: EngineProfile { ProfileTests.list }
  private var inner: SelectionEngine
  init(configuration: Configuration) throws(ConfigurationError) {
    inner = try SelectionEngine(configuration: configuration)
  }
  var offset: Double { inner.offset }
  var selection: [Int] { inner.selection }
  mutating func apply(_ event: Event, at time: Double) -> [Entry] { inner.apply(event, at: time) }
}
