import SelectCore
import Testing

@testable import SelectSim

/// The options for Tk's listbox in the harness (issue 24): scripts, the protocol and profiles say
/// `max-offset`, `double-press`, `range-direction`, `range-revert-scope`, `range-current` and
/// `single-follow`; the generators draw double presses where they act.
@Suite("Options for Tk's listbox in the harness: scripts, protocol, profiles, generators")
struct TkOptionHarnessTests {
  @Test("the statements print and parse back; an unknown value names its column")
  func scripts() throws {
    var configuration = Configuration(
      mode: .range, viewport: Viewport(width: 390, height: 844),
      frames: [Rect(x: 0, y: 0, width: 390, height: 60)])
    configuration.rangeDirection = .anchor
    configuration.rangeRevertScope = .passed
    configuration.rangeCurrent = .anchor
    configuration.rangeShape = .rect
    configuration.maxOffset = .rows
    configuration.doublePress = .ignore
    var scenario = Scenario(configuration: configuration, timeline: [])
    try WidgetOptionHarnessTests.roundTrip(
      scenario,
      printing:
        "range-direction anchor\nrange-revert-scope passed\nrange-current anchor\nrange-shape rect\nmax-offset rows\ndouble-press ignore\n"
    )
    // The parser leaves range mode's options at their defaults outside range mode (SPEC 5).
    scenario.configuration.rangeDirection = .fixed
    scenario.configuration.rangeRevertScope = .extent
    scenario.configuration.rangeCurrent = .finger
    scenario.configuration.rangeShape = .index
    scenario.configuration.mode = .single
    scenario.configuration.singleCommit = .follow
    scenario.configuration.singleFollow = .change
    let text = try WidgetOptionHarnessTests.roundTrip(
      scenario, printing: "single-commit follow\nsingle-follow change\n")
    // Range mode's options belong to range mode: a single-mode script leaves them out.
    #expect(!text.contains("range-direction"))
    let bad = "selscript 1\nmode range\nrange-current pointer\nviewport 10x10\n"
    do {
      _ = try ScriptParser.parse(bad)
      Issue.record("parsed \(bad)")
    } catch {
      #expect(error.line == 3 && error.column == 15)
      #expect(error.message.contains("finger | anchor"))
    }
  }

  @Test("the start message carries every key, and the server reads them back")
  func protocolKeys() throws {
    var configuration = Configuration(
      mode: .range, viewport: Viewport(width: 390, height: 844),
      frames: [Rect(x: 0, y: 0, width: 390, height: 60)])
    configuration.maxOffset = .rows
    configuration.doublePress = .ignore
    configuration.rangeDirection = .anchor
    configuration.rangeRevertScope = .passed
    configuration.rangeCurrent = .anchor
    configuration.singleFollow = .change
    configuration.rangeShape = .rect
    var writer = JSONWriter()
    ProtocolCodec.start(configuration, into: &writer)
    #expect(
      writer.text.contains(
        #""maxOffset":"rows","doublePress":"ignore","rangeDirection":"anchor","rangeRevertScope":"passed","rangeCurrent":"anchor","rangeShape":"rect","singleFollow":"change""#
      ))
    let request = try ProtocolCodec.request(Array(writer.text.utf8.dropLast()))
    #expect(request == .start(configuration))
  }

  @Test("a profile names the values it takes; unstated, only the defaults; none left is an error")
  func profiles() throws {
    let tk = try EngineProfile.parse(
      Array(
        #"{"modes":["range"],"maxOffset":["rows"],"doublePress":["ignore"],"rangeDirection":["anchor"],"rangeRevertScope":["passed"],"rangeCurrent":["finger"]}"#
          .utf8))
    #expect(tk.maxOffsets == [.rows] && tk.doublePresses == [.ignore])
    #expect(tk.rangeDirections == [.anchor] && tk.rangeRevertScopes == [.passed])
    #expect(try EngineProfile.parse(Array(tk.json.utf8)) == tk)
    var configuration = Configuration(
      mode: .range, viewport: Viewport(width: 390, height: 844),
      frames: [Rect(x: 0, y: 0, width: 390, height: 60)])
    #expect(tk.setupMismatch(configuration) == "range-direction fixed")
    configuration.rangeDirection = .anchor
    configuration.rangeRevertScope = .passed
    #expect(tk.setupMismatch(configuration) == "max-offset content")
    configuration.maxOffset = .rows
    configuration.doublePress = .ignore
    #expect(tk.setupMismatch(configuration) == nil)
    #expect(EngineProfile.unstated.maxOffsets == [.content])
    #expect(EngineProfile.unstated.singleFollows == [.move])
    #expect(throws: ProfileError.self) {
      try EngineProfile.parse(Array(#"{"modes":["single"],"singleFollow":[]}"#.utf8))
    }
    #expect(throws: ProfileError.self) {
      try EngineProfile.parse(Array(#"{"doublePress":["twice"]}"#.utf8))
    }
  }

  @Test("under double-press ignore, generated cases hold double presses, and they hold on core")
  func generatedDoublePresses() throws {
    var profile = EngineProfile.wholeSpec
    profile.doublePresses = [.ignore]
    let generator = ScenarioGenerator(profile: profile)
    var doubles = 0
    for iteration in 0..<200 {
      let scenario = generator.scenario(seed: 3, iteration: iteration)
      #expect(scenario.configuration.doublePress == .ignore)
      var last: (time: Double, point: Point)?
      for line in scenario.timeline where !line.isStray {
        guard case .event(.down(let point)) = line.action else { continue }
        if let last, line.time - last.time <= 0.5, abs(point.x - last.point.x) <= 5,
          abs(point.y - last.point.y) <= 5
        {
          doubles += 1
        }
        last = (line.time, point)
      }
    }
    #expect(doubles >= 50)
    var options = FuzzOptions(seed: 3)
    options.profile = profile
    #expect(Fuzzer(options: options).run(0..<200).failure == nil)
  }
}
