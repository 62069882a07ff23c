import Foundation
import SelectCore
import Testing

@testable import SelectSim

/// Every option declared once (``SpecOptions``): each reader of the table handles every option
/// and every value, so that an option added to it is parsed, printed, sent, profiled and hashed
/// with no other change.
@Suite("Options declared once: the table every reader uses")
struct SpecOptionTests {
  /// Each option with each of its values other than the default, as a scenario in a mode where
  /// it acts (list-offset under list-frames restack, as it acts only there).
  static var settings: [(option: String, value: String)] {
    SpecOptions.all.flatMap { option in option.valueNames.dropFirst().map { (option.key, $0) } }
  }

  static func scenario(_ key: String, _ value: String) throws -> Scenario {
    let option = try #require(SpecOptions.byKey[key])
    var configuration = Configuration(
      mode: option.scope == .single ? .single : .range, viewport: Viewport(width: 400, height: 800),
      frames: [Rect(x: 0, y: 0, width: 400, height: 100)])
    if key == "listOffset" { configuration.listFrames = .restack }
    #expect(option.set(Substring(value), in: &configuration))
    return Scenario(
      configuration: configuration, timeline: [.event(.down(Point(x: 1, y: 1)), at: 0)])
  }

  @Test("names are unique, keys fit the protocol's key reader, defaults come first")
  func names() {
    let keys = SpecOptions.all.map(\.key)
    let keywords = SpecOptions.all.map(\.keyword)
    #expect(Set(keys).count == keys.count)
    #expect(Set(keywords).count == keywords.count)
    // JSONKey compares keys of at most 16 bytes (longer ones never match).
    #expect(keys.allSatisfy { $0.utf8.count <= 16 }, "\(keys.filter { $0.utf8.count > 16 })")
    #expect(Set(keys).isDisjoint(with: EngineProfile.otherKeys))
    #expect(SpecOptions.hashOrder.count == SpecOptions.all.count)
  }

  @Test("each value is printed, parsed back, sent and read back by an engine", arguments: settings)
  func roundTrip(_ setting: (option: String, value: String)) throws {
    let scenario = try Self.scenario(setting.option, setting.value)
    let option = try #require(SpecOptions.byKey[setting.option])
    let text = ScriptPrinter.print(scenario)
    #expect(text.contains("\n\(option.keyword) \(setting.value)\n"))
    #expect(try ScriptParser.parse(text).scenario == scenario)
    var writer = JSONWriter()
    ProtocolCodec.start(scenario.configuration, into: &writer)
    #expect(writer.text.contains("\"\(setting.option)\":\"\(setting.value)\""))
    let request = try ProtocolCodec.request(Array(writer.text.utf8.dropLast()))
    #expect(request == .start(scenario.configuration))
  }

  @Test("each value hashes apart from the default and from every other option's values")
  func fingerprints() throws {
    func hash(_ scenario: Scenario) -> UInt64 {
      var fingerprint = Fingerprint()
      fingerprint.add(scenario)
      return fingerprint.value
    }
    var seen: [UInt64: String] = [:]
    for (key, value) in Self.settings {
      let scenario = try Self.scenario(key, value)
      var plain = scenario
      try #require(SpecOptions.byKey[key]).reset(&plain.configuration)
      #expect(hash(scenario) != hash(plain), "\(key) \(value)")
      // One option away from the default in one setup of a mode where it acts: a hash no
      // other setting has (options of range and single mode may share numbers: the mode is
      // hashed first).
      var alone = Scenario(
        configuration: Configuration(
          mode: scenario.configuration.mode, viewport: scenario.configuration.viewport))
      #expect(try #require(SpecOptions.byKey[key]).set(Substring(value), in: &alone.configuration))
      if key == "listOffset" { alone.configuration.listFrames = .restack }
      let hashed = hash(alone)
      #expect(seen[hashed] == nil, "\(key) \(value) hashes as \(seen[hashed] ?? "")")
      seen[hashed] = "\(key) \(value)"
    }
  }

  @Test("a profile names each option's values, reads back, and says them in words")
  func profiles() throws {
    for option in SpecOptions.all {
      var profile = EngineProfile.wholeSpec
      if option.key == "listOffset" { profile.listFrames = [.restack] }
      let names = Array(option.valueNames.prefix(1))
      #expect(option.setChoices(names, in: &profile) == nil)
      #expect(profile.json.contains("\"\(option.key)\":[\"\(names[0])\"]"), "\(profile.json)")
      #expect(try EngineProfile.parse(Array(profile.json.utf8)) == profile)
      #expect(profile.summary.contains("\(option.keyword) \(names[0])"), "\(profile.summary)")
      #expect(option.setChoices(["no-such-value"], in: &profile) == "no-such-value")
    }
  }

  @Test("an engine that states nothing has each option's older values (SPEC 8)")
  func unstated() {
    for option in SpecOptions.all {
      var profile = EngineProfile.unstated
      #expect(option.takesOlderValues(profile), "\(option.key)")
      option.takeEveryValue(in: &profile)
      let older = EngineProfile.unstated
      #expect(option.choices(of: profile, differFrom: older) || option.valueNames.count == 1)
    }
  }

  @Test(
    "a misspelt profile key gets the nearest key, a far one none",
    arguments: [
      (#"{"singleFolow":["move"]}"#, #"did you mean "singleFollow"?"#),
      (#"{"layout":["rows"]}"#, #"did you mean "layouts"?"#),
      (#"{"rangestart":["keep"]}"#, #"did you mean "rangeStart"?"#),
      (#"{"autoscroll":false}"#, #"did you mean "autoScroll"?"#),
      (#"{"colour":true}"#, #"is not a key of a profile (docs/SPEC.md section 8, "Profiles")"#),
    ])
  func didYouMean(_ json: String, _ expected: String) {
    do {
      _ = try EngineProfile.parse(Array(json.utf8))
      Issue.record("accepted \(json)")
    } catch {
      #expect(error.description.hasSuffix(expected), "\(error.description)")
    }
  }

  @Test("the options guide's table has a row for every option, with its key and values")
  func guideTable() throws {
    let guide = try String(
      contentsOf: packageRoot.appendingPathComponent("docs/guides/options.md"), encoding: .utf8)
    let rows = guide.split(separator: "\n").filter { $0.hasPrefix("| `") }
    for option in SpecOptions.all {
      let row = rows.first { $0.hasPrefix("| `\(option.keyword)` (`\(option.key)`) |") }
      let values = option.valueNames.map { "`\($0)`" }.joined(separator: ", ")
      #expect(row?.contains("| \(values) |") == true, "no row for \(option.keyword) with \(values)")
    }
    #expect(rows.count == SpecOptions.all.count)
  }

  @Test("a misspelt setup statement gets the nearest one")
  func scriptDidYouMean() {
    let script = "selscript 1\nmode range\nrange-strat clear\nviewport 400x800\n0 down 1,1\n"
    do {
      _ = try ScriptParser.parse(script)
      Issue.record("accepted")
    } catch {
      #expect(error.line == 3)
      #expect(error.message.hasSuffix("found 'range-strat'; did you mean 'range-start'?"))
    }
  }

  @Test("the nearest name: a third of its letters at most, ignoring case, never itself")
  func nearestName() {
    #expect(Suggestion.distance("kitten", "sitting") == 3)
    #expect(Suggestion.nearest("hitest", among: ["hitTest", "maxOffset"]) == "hitTest")
    #expect(Suggestion.nearest("xyz", among: ["hitTest", "maxOffset"]) == nil)
    #expect(Suggestion.nearest("hitTest", among: ["hitTest"]) == nil)
  }

}
