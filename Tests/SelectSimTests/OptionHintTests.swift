import SelectCore
import Testing

@testable import SelectSim

/// Failures that say which option would explain them (issue 42): the failing case is judged under
/// each other value of the options acting in its mode, the engine built as it failed.
@Suite("Option hints: the values under which a failure passes")
struct OptionHintTests {
  /// The shrunk failure of the planted bug that swaps range-revert's restore and deselect
  /// (`selfuzz --seed 1 --mode range --engine restore-deselect-swapped`): item 0, selected before
  /// the drag, leaves the range and is deselected where restore keeps it.
  static let swapped = """
    selscript 1
    mode range
    viewport 400x800
    offset 100
    item 0 0,100 400x100
    item 1 0,800 400x100
    item 2 0,126 400x134
    selected 0

    0 down 200,50
    1 move 200,150
    """

  static func kind(_ name: String) throws -> EngineKind {
    try #require(BuiltInEngines.all.first { $0.name == name })
  }

  @Test("the engine is built with the setup it failed under, and judged under the other")
  func judgedUnderAnother() throws {
    let scenario = try ScriptParser.parse(Self.swapped).scenario
    var deselect = scenario
    deselect.configuration.rangeRevert = .deselect
    let all = Set(Invariant.allCases).subtracting([.determinism])
    // SelectCore's engine restores item 0 (SPEC 3.2's restore): right under restore, wrong under
    // deselect, whatever setup the judge reads, as long as the engine is built with restore.
    #expect(Runner.play(scenario, on: .core, checking: all).failure == nil)
    #expect(
      Runner.play(deselect, on: .core, checking: all, engineSetup: scenario.configuration).failure
        != nil)
    #expect(Runner.play(deselect, on: .core, checking: all).failure == nil)
  }

  @Test("a bug that does what another value says is told that value, and where the SPEC says it")
  func explained() throws {
    let scenario = try ScriptParser.parse(Self.swapped).scenario
    let bug = try Self.kind("restore-deselect-swapped")
    let hints = OptionHints.hints(for: scenario, on: bug, checking: Set(Invariant.allCases))
    #expect(hints.map(\.text).contains("range-revert deselect (SPEC 3.2)"))
    #expect(!hints.contains { $0.keyword != "range-revert" && $0.keyword != "range-target" })
    let failure = try #require(Runner.play(scenario, on: bug, checking: [.rangeState]).failure)
    let lines = OptionHints.lines(
      for: scenario, failing: failure, on: bug, checking: Set(Invariant.allCases))
    #expect(lines.first?.hasPrefix("other values of the options: it passes under") == true)
    #expect(lines.last?.contains("\"rangeRevert\": [\"deselect\"]") == true)
  }

  @Test("a bug no option explains is told so, with how many options were tried")
  func unexplained() throws {
    let text = """
      selscript 1
      mode paint
      viewport 400x800
      limit 0
      item 0 0,0 400x100

      0 down 200,50
      """
    let scenario = try ScriptParser.parse(text).scenario
    let bug = try Self.kind("limit-off-by-one")
    let failure = try #require(Runner.play(scenario, on: bug, checking: [.limit]).failure)
    #expect(OptionHints.hints(for: scenario, on: bug, checking: [.limit]).isEmpty)
    let lines = OptionHints.lines(for: scenario, failing: failure, on: bug, checking: [.limit])
    let count = SpecOptions.all.count { $0.acts(in: scenario.configuration) }
    #expect(
      lines == [
        "other values of the options: it fails under every other value of the \(count) options "
          + "acting in paint mode, so none of them explains it"
      ])
  }

  @Test("a fault gets no hint: no option explains a crash or a hang")
  func faults() throws {
    let scenario = try ScriptParser.parse(Self.swapped).scenario
    let lines = OptionHints.lines(
      for: scenario, failing: .fault(.crash, message: "it trapped", at: nil), on: .core,
      checking: Set(Invariant.allCases))
    #expect(lines.isEmpty)
  }
}
