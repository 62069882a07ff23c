import SelectCore
import Testing

@testable import SelectSim

/// The options for real widgets in the harness (issue 24): scripts, the protocol, profiles and the
/// generators say `range-start` and `single-commit`, and a run on their defaults is the run before
/// they existed.
@Suite("Options for real widgets in the harness: scripts, protocol, profiles, generators")
struct WidgetOptionHarnessTests {
  /// The options' defaults only: what every case had before they existed.
  static let defaultsOnly = EngineProfile.unstated

  /// Prints `scenario`, expects `lines` in the text, parses it back to `scenario`; the text.
  @discardableResult
  static func roundTrip(_ scenario: Scenario, printing lines: String) throws -> String {
    let text = ScriptPrinter.print(scenario)
    #expect(text.contains(lines))
    #expect(try ScriptParser.parse(text).scenario == scenario)
    return text
  }

  @Test("a case drawn with the defaults profile is the whole SPEC's case with the options reset")
  func defaultsDrawNothing() {
    // The list changes (SPEC 2.7) came later still, drawn last: the whole SPEC without them.
    var beforeListChanges = EngineProfile.wholeSpec
    beforeListChanges.events.removeAll { [.insert, .remove, .reorder].contains($0) }
    let whole = ScenarioGenerator(profile: beforeListChanges)
    let defaults = ScenarioGenerator(profile: WidgetOptionHarnessTests.defaultsOnly)
    var drawn: Set<String> = []
    var doubled = 0
    for iteration in 0..<300 {
      var expected = whole.scenario(seed: 5, iteration: iteration)
      let options = expected.configuration
      drawn.formUnion([
        options.rangeStart.rawValue, options.singleCommit.rawValue, options.rangeUpdate.rawValue,
        options.rangeScroll.rawValue, options.singleSelectAll.rawValue,
        options.singleRelease.rawValue, options.hitTest.rawValue, options.maxOffset.rawValue,
        options.doublePress.rawValue, options.rangeDirection.rawValue,
        options.rangeRevertScope.rawValue, options.rangeCurrent.rawValue,
        options.singleFollow.rawValue,
      ])
      if options.mode == .range {
        drawn.formUnion([
          options.rangeTarget.rawValue, options.rangeRevert.rawValue, options.rangeShape.rawValue,
        ])
      }
      expected.configuration.rangeStart = .keep
      expected.configuration.singleCommit = .tap
      expected.configuration.rangeUpdate = .change
      expected.configuration.rangeScroll = .sample
      expected.configuration.singleSelectAll = .first
      expected.configuration.singleRelease = .ignore
      expected.configuration.hitTest = .exact
      expected.configuration.maxOffset = .content
      expected.configuration.doublePress = .press
      expected.configuration.rangeDirection = .fixed
      expected.configuration.rangeRevertScope = .extent
      expected.configuration.rangeCurrent = .finger
      expected.configuration.singleFollow = .move
      expected.configuration.rangeShape = .index
      let actual = defaults.scenario(seed: 5, iteration: iteration)
      // toggle and opposite replace, later, a value drawn as before (SetupGenerator.options).
      if options.rangeTarget == .toggle {
        #expect(actual.configuration.rangeTarget != .toggle)
        expected.configuration.rangeTarget = actual.configuration.rangeTarget
      }
      if options.rangeRevert == .opposite {
        #expect(actual.configuration.rangeRevert != .opposite)
        expected.configuration.rangeRevert = actual.configuration.rangeRevert
      }
      if options.doublePress == .ignore {
        // double-press ignore adds double presses to the timeline it drew (SPEC 2.4): the rest
        // is the defaults' case, line for line.
        doubled += 1
        #expect(actual.configuration == expected.configuration)
        #expect(actual.timeline.isSubsequence(of: expected.timeline))
      } else {
        #expect(actual == expected)
      }
    }
    #expect(doubled > 0)
    // The whole SPEC's cases draw every value.
    #expect(
      drawn == [
        "keep", "clear", "tap", "press", "follow", "change", "move", "sample", "wait", "first",
        "ignore", "active", "retap", "exact", "nearest", "content", "rows", "fixed", "anchor",
        "extent", "passed", "finger", "toggle", "restore", "opposite", "select", "deselect",
        "index", "rect", "defer", "all", "rect-on-items",
      ])
  }

  @Test("a run on the defaults profile has the fingerprint of the same run with no profile at all")
  func defaultsKeepTheFingerprint() {
    var options = FuzzOptions(seed: 1)
    options.profile = WidgetOptionHarnessTests.defaultsOnly
    let pinned = Fuzzer(options: options).run(0..<40)
    #expect(pinned.failure == nil)
    #expect(pinned.totals.fingerprint.hex == GenerationTests.fingerprintBeforeWidgetOptions)
  }

  @Test("the statements print and parse back; an unknown value names its column")
  func scripts() throws {
    var configuration = listConfiguration(mode: .range)
    configuration.rangeStart = .clear
    var scenario = Scenario(configuration: configuration, timeline: [])
    try Self.roundTrip(scenario, printing: "range-start clear\n")
    scenario.configuration.rangeUpdate = .move
    scenario.configuration.rangeScroll = .wait
    try Self.roundTrip(scenario, printing: "range-update move\nrange-scroll wait\n")
    scenario.configuration.rangeUpdate = .change
    scenario.configuration.rangeScroll = .sample
    scenario.configuration.mode = .single
    scenario.configuration.rangeStart = .keep
    scenario.configuration.singleCommit = .follow
    try Self.roundTrip(scenario, printing: "single-commit follow\n")
    scenario.configuration.singleRelease = .retap
    scenario.configuration.singleSelectAll = .ignore
    try Self.roundTrip(
      scenario, printing: "single-commit follow\nsingle-select-all ignore\nsingle-release retap\n")
    scenario.configuration.hitTest = .nearest
    try Self.roundTrip(scenario, printing: "single-release retap\nhit-test nearest\n")
    scenario.configuration.hitTest = .exact
    // Under single-commit tap, single-release acts on nothing, but it reads back as written.
    scenario.configuration.singleCommit = .tap
    let text = try Self.roundTrip(scenario, printing: "single-release retap\n")
    #expect(!text.contains("single-commit"))
    let bad = "selscript 1\nmode single\nsingle-commit later\nviewport 10x10\n"
    #expect(throws: ScriptError.self) { try ScriptParser.parse(bad) }
    do {
      _ = try ScriptParser.parse(bad)
    } catch {
      #expect(error.line == 3 && error.column == 15)
    }
  }

  @Test("the start message carries both keys, and the server reads them back")
  func protocolKeys() throws {
    var configuration = listConfiguration(mode: .single)
    configuration.singleCommit = .press
    configuration.rangeStart = .clear
    var writer = JSONWriter()
    ProtocolCodec.start(configuration, into: &writer)
    // Every option older than list changes, in SpecOptions' order, defaults too (SPEC 8).
    #expect(writer.text.contains("\"rangeStart\":\"clear\",\"rangeUpdate\":\"change\""))
    #expect(writer.text.contains("\"rangeScroll\":\"sample\",\"singleCommit\":\"press\""))
    #expect(
      writer.text.contains(
        "\"singleSelectAll\":\"first\",\"singleRelease\":\"ignore\",\"hitTest\":\"exact\""))
    let request = try ProtocolCodec.request(Array(writer.text.utf8.dropLast()))
    #expect(request == .start(configuration))
  }

  @Test("a profile names the values it takes; a script outside them is named as such")
  func profiles() throws {
    let profile = try EngineProfile.parse(Array(#"{"singleCommit":["tap","press"]}"#.utf8))
    #expect(profile.singleCommits == [.tap, .press])
    #expect(profile.json == #"{"singleCommit":["tap","press"]}"#)
    var configuration = listConfiguration(mode: .single)
    configuration.singleCommit = .follow
    #expect(profile.setupMismatch(configuration) == "single-commit follow")
    let qt = try EngineProfile.parse(
      Array(
        #"{"singleCommit":["follow"],"singleRelease":["retap"],"singleSelectAll":["ignore"]}"#.utf8)
    )
    #expect(qt.singleReleases == [.retap] && qt.singleSelectAlls == [.ignore])
    #expect(qt.setupMismatch(configuration) == "single-select-all first")
    configuration.singleSelectAll = .ignore
    #expect(qt.setupMismatch(configuration) == "single-release ignore")
    configuration.singleRelease = .retap
    #expect(qt.setupMismatch(configuration) == nil)
    #expect(throws: ProfileError.self) {
      try EngineProfile.parse(Array(#"{"rangeStart":["sideways"]}"#.utf8))
    }
    #expect(throws: ProfileError.self) {
      try EngineProfile.parse(Array(#"{"modes":["range"],"rangeStart":[]}"#.utf8))
    }
  }
}

/// A list of `count` rows 60 tall in a 390x844 viewport, in `mode`.
private func listConfiguration(mode: SelectionMode, count: Int = 10) -> Configuration {
  Configuration(
    mode: mode, viewport: Viewport(width: 390, height: 844),
    frames: (0..<count).map { Rect(x: 0, y: Double($0) * 60, width: 390, height: 60) })
}

/// Options are opt-in (SPEC 8): an engine that says nothing of them meets only their defaults.
@Suite("Options for real widgets are opt-in")
struct WidgetOptionOptInTests {
  @Test("a hello without a profile, or one that leaves the options out, takes only their defaults")
  func helloDefaults() throws {
    let bare = try ProtocolCodec.helloReply(Array(#"{"protocol":1,"name":"x"}"#.utf8))
    #expect(bare.profile == .unstated)
    // toggle and opposite, later values of older options, are opt-in too.
    #expect(bare.profile.rangeTargets == [.anchor, .select])
    #expect(bare.profile.rangeReverts == [.restore, .deselect])
    let toggling = try ProtocolCodec.helloReply(
      Array(#"{"protocol":1,"name":"x","profile":{"rangeTarget":["toggle"]}}"#.utf8))
    #expect(toggling.profile.rangeTargets == [.toggle])
    let stated = try ProtocolCodec.helloReply(
      Array(#"{"protocol":1,"name":"x","profile":{"modes":["single"]}}"#.utf8))
    #expect(stated.profile.singleCommits == [.tap])
    #expect(stated.profile.rangeStarts == [.keep])
    #expect(stated.profile.rangeUpdates == [.change] && stated.profile.rangeScrolls == [.sample])
    let optedIn = try ProtocolCodec.helloReply(
      Array(#"{"protocol":1,"name":"x","profile":{"singleCommit":["tap","follow"]}}"#.utf8))
    #expect(optedIn.profile.singleCommits == [.tap, .follow])
  }

  @Test("a Swift type that does not say is unstated; SelectCore's engine and the model take all")
  func swiftDefaults() {
    struct Plain: DragSelectEngine {
      init(configuration: Configuration) throws(ConfigurationError) {}
      var offset: Double { 0 }
      var selection: [Int] { [] }
      mutating func apply(_ event: Event, at time: Double) -> [Entry] { [] }
    }
    #expect(Plain.profile == .unstated)
    #expect(SelectionEngine.profile == .wholeSpec)
    #expect(ReferenceEngine.profile == .wholeSpec)
  }

  @Test("serve's hello states what the engine takes, and reads back as it")
  func serveStates() throws {
    var writer = JSONWriter()
    ProtocolCodec.helloReply(name: "core", profile: .wholeSpec, into: &writer)
    let reply = try ProtocolCodec.helloReply(Array(writer.text.utf8.dropLast()))
    #expect(reply.profile == .wholeSpec)
  }
}

extension Array where Element: Equatable {
  /// Whether every element of `self` appears in `other`, in the same order.
  fileprivate func isSubsequence(of other: [Element]) -> Bool {
    var cursor = other.startIndex
    for element in self {
      guard let found = other[cursor...].firstIndex(of: element) else { return false }
      cursor = found + 1
    }
    return true
  }
}
