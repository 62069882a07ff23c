import SelectCore
import Testing

@testable import SelectSim

@Suite("Shrinker: minimal, deterministic, verified repros (issue 4)")
struct ShrinkerTests {
  /// The first failure of a planted bug from seed 1, with the invariants it is checked against.
  func firstFailure(_ name: String) throws -> (
    bug: PlantedBug, failure: FoundFailure, invariants: Set<Invariant>
  ) {
    let bug = try #require(PlantedBug.named(name))
    var invariants = Set(Invariant.allCases)
    invariants.remove(.modelAgreement)
    let fuzzer = Fuzzer(options: FuzzOptions(seed: 1, engine: bug.kind, invariants: invariants))
    let failure = try #require(fuzzer.run(0..<2_000).failure)
    return (bug, failure, invariants)
  }

  @Test(
    "the same failure shrinks to the same bytes, fails an invariant the found call broke, and is small",
    arguments: [
      "limit-off-by-one", "select-before-deselect", "scrolls-after-up", "frame-clears-memory",
    ])
  func deterministicAndSmall(name: String) throws {
    let (bug, failure, invariants) = try firstFailure(name)
    let shrinker = Shrinker(kind: bug.kind, invariants: invariants)
    let first = shrinker.shrink(failure.scenario, failure: failure.failure)
    let second = shrinker.shrink(failure.scenario, failure: failure.failure)
    #expect(ScriptPrinter.print(first.scenario) == ScriptPrinter.print(second.scenario))
    #expect(first.verified && !first.cutShort)
    // The repro fails an invariant the found call broke too (one misstep, several invariants).
    #expect(first.failure.sharesSymptom(with: failure.failure))
    #expect(first.eventsAfter <= 8 && first.itemsAfter <= 6, "\(first.summary)")
    #expect(first.eventsAfter <= first.eventsBefore && first.itemsAfter <= first.itemsBefore)
    #expect(first.evaluations > 0)
    let rerun = try Runner.run(first.scenario, on: bug.kind, checking: invariants)
    #expect(rerun.failure?.invariant == first.failure.invariant)
    #expect(rerun.failure.map { $0.sharesSymptom(with: failure.failure) } == true)
  }

  @Test(
    "a case whose touches begin on the view shrinks to a repro whose touches do too (issue 22)",
    arguments: [
      "no-sweep", "shifted-the-wrong-way", "viewport-hit-test", "paint-mode-kept-after-up",
    ])
  func touchesStayInView(name: String) throws {
    let (bug, failure, invariants) = try firstFailure(name)
    #expect(failure.scenario.touchesBeginInView)
    let shrunk = Shrinker(kind: bug.kind, invariants: invariants).shrink(
      failure.scenario, failure: failure.failure, plan: failure.plan)
    #expect(shrunk.scenario.touchesBeginInView, "\(ScriptPrinter.print(shrunk.scenario))")
    #expect(shrunk.eventsAfter <= 4, "\(shrunk.summary)")
  }

  /// SelectCore's engine, but a `down` above the viewport also selects item 0: a bug only a
  /// touch that begins off the view shows.
  struct OffViewSelects: DragSelectEngine, Sendable {
    var inner: SelectionEngine
    init(configuration: Configuration) throws(ConfigurationError) {
      inner = try SelectionEngine(configuration: configuration)
    }
    var offset: Double { inner.offset }
    var selection: [Int] { inner.selection }
    mutating func apply(_ event: Event, at time: Double) -> [Entry] {
      var entries = inner.apply(event, at: time)
      if case .down(let point) = event, point.y < 0, !inner.selection.contains(0) {
        entries += inner.apply(.selectAll, at: time)
      }
      return entries
    }
  }

  @Test("a script whose touch begins off the view keeps the touch off the view it needs")
  func touchesOffViewStay() throws {
    let scenario = try ScriptParser.parse(
      """
      selscript 1
      viewport 400x800
      item 0 0,100 400x100
      0 down 200,-37
      0.1 move 200,-40
      0.2 up
      """
    ).scenario
    #expect(!scenario.touchesBeginInView)
    let kind = EngineKind(name: "off-view", summary: "a test's bug", type: OffViewSelects.self)
    let found = try #require(
      try Runner.run(scenario, on: kind, checking: Set(Invariant.allCases)).failure)
    let shrunk = Shrinker(kind: kind).shrink(scenario, failure: found)
    #expect(shrunk.eventsAfter == 1, "\(ScriptPrinter.print(shrunk.scenario))")
    #expect(!shrunk.scenario.touchesBeginInView, "the rule binds only cases that began in view")
  }

  @Test("a repro shrunk from a case whose steps came mixed fails when replayed (SPEC 3.4, 6)")
  func shrunkReplays() throws {
    // steps-only-on-idle fails only when steps come with the next event; found under a mixed
    // plan, its repros once shrank to scripts that failed only under that mix, and replay
    // (steps in calls of their own, then with the next event) passed them.
    let bug = try #require(PlantedBug.named("steps-only-on-idle"))
    var mixed = 0
    for seed in 1...10 as ClosedRange<UInt64> {
      let found = try #require(
        Fuzzer(options: FuzzOptions(seed: seed, engine: bug.kind)).run(0..<2_000).failure)
      if case .mixed = found.plan { mixed += 1 }
      let shrunk = Shrinker(kind: bug.kind).shrink(
        found.scenario, failure: found.failure, plan: found.plan)
      let script = try ScriptParser.parse(ScriptPrinter.print(shrunk.scenario))
      #expect(!Replay.run(script, on: bug.kind).passed, "seed \(seed): \(shrunk.summary)")
      #expect(shrunk.eventsAfter <= 3, "seed \(seed): \(shrunk.summary)")
    }
    #expect(mixed > 0, "some seeds find it under a mixed plan")
  }

  @Test("a result cut short by the time cap says so and still fails")
  func cutShort() throws {
    let (bug, failure, invariants) = try firstFailure("limit-off-by-one")
    var shrinker = Shrinker(kind: bug.kind, invariants: invariants)
    shrinker.timeLimit = 0
    let result = shrinker.shrink(failure.scenario, failure: failure.failure)
    #expect(result.cutShort)
    #expect(result.summary.contains("cut short"))
    #expect(result.report.hasPrefix(result.summary))
    #expect(result.verified)
    #expect(result.scenario == failure.scenario)
  }

  @Test("removing an item re-indexes vetoes, the selection, frame events and expectations")
  func removingItem() {
    var configuration = Configuration(
      viewport: Viewport(width: 100, height: 100),
      frames: (0..<4).map { Rect(x: 0, y: Double($0) * 10, width: 10, height: 10) })
    configuration.vetoSelect = [1, 3]
    configuration.initialSelection = [0, 2, 3]
    let frame = Rect(x: 1, y: 1, width: 1, height: 1)
    let scenario = Scenario(
      configuration: configuration,
      timeline: [.event(.frame(item: 1, frame), at: 0), .event(.frame(item: 3, frame), at: 1)],
      expectations: [.selected([0, 1, 3])])
    let removed = scenario.removingItem(1)
    #expect(removed.configuration.frames.count == 3)
    #expect(removed.configuration.vetoSelect == [2])
    #expect(removed.configuration.initialSelection == [0, 1, 2])
    #expect(removed.timeline == [.event(.frame(item: 2, frame), at: 1)])
    #expect(removed.expectations == [.selected([0, 2])])
    #expect(removed.isWellFormed)
  }

  @Test("removing items keeps a stray frame stray and its item missing, in one pass")
  func removingItemsKeepsStrays() {
    let configuration = Configuration(
      viewport: Viewport(width: 100, height: 100),
      frames: (0..<5).map { Rect(x: 0, y: Double($0) * 10, width: 10, height: 10) })
    let frame = Rect(x: 1, y: 1, width: 1, height: 1)
    let scenario = Scenario(
      configuration: configuration,
      timeline: [
        .event(.frame(item: 4, frame), at: 0), .stray(.frame(item: 6, frame), at: 1),
        .event(.down(Point(x: 1, y: 1)), at: 2), .stray(.down(Point(x: 2, y: 2)), at: 3),
      ])
    let removed = scenario.removingItems { $0 == 1 || $0 == 2 }
    #expect(removed.configuration.frames.count == 3)
    #expect(
      removed.timeline == [
        .event(.frame(item: 2, frame), at: 0), .stray(.frame(item: 4, frame), at: 1),
        .event(.down(Point(x: 1, y: 1)), at: 2), .stray(.down(Point(x: 2, y: 2)), at: 3),
      ])
    #expect(removed.isWellFormed, "the stray frame names no item of the three left")
    #expect(scenario.removingItems { _ in false } == scenario)
  }

  @Test("a failure found on 10,000+ items shrinks to at most 6 items within the default budget")
  func hugeLayoutShrinks() throws {
    // Iteration 226 of seed 1 lays out 11,742 items; no-sweep fails on it.
    let scenario = ScenarioGenerator().scenario(seed: 1, iteration: 226)
    #expect(scenario.configuration.frames.count > 10_000)
    let kind = try #require(PlantedBug.named("no-sweep")).kind
    var invariants = Set(Invariant.allCases)
    invariants.remove(.modelAgreement)
    let failure = try #require(Runner.play(scenario, on: kind, checking: invariants).failure)
    let result = Shrinker(kind: kind, invariants: invariants).shrink(scenario, failure: failure)
    #expect(result.verified)
    #expect(result.stop == nil, "within the budget, not cut short")
    #expect(result.scenario.configuration.frames.count <= 6)
    #expect(result.evaluations < 500)
  }

  @Test("well-formedness: one finger, times that never go back, indices that name items")
  func wellFormed() {
    let configuration = Configuration(
      viewport: Viewport(width: 100, height: 100), frames: [Rect(x: 0, y: 0, width: 5, height: 5)])
    let point = Point(x: 1, y: 1)
    #expect(
      Scenario(
        configuration: configuration, timeline: [.event(.down(point), at: 0), .event(.up, at: 1)]
      ).isWellFormed)
    #expect(
      !Scenario(configuration: configuration, timeline: [.event(.move(point), at: 0)]).isWellFormed)
    #expect(
      !Scenario(
        configuration: configuration, timeline: [.event(.down(point), at: 1), .event(.up, at: 0)]
      ).isWellFormed)
    #expect(
      !Scenario(
        configuration: configuration,
        timeline: [.event(.down(point), at: 0), .event(.down(point), at: 0)]
      ).isWellFormed)
    #expect(
      !Scenario(
        configuration: configuration,
        timeline: [.event(.frame(item: 1, Rect(x: 0, y: 0, width: 1, height: 1)), at: 0)]
      ).isWellFormed)
  }
}

@Suite("Planted bugs: the harness proves itself (issue 4)")
struct PlantedBugTests {
  @Test(
    "at least 16 planted bugs, each named once, described, with the invariants expected to catch it"
  )
  func catalogue() {
    #expect(PlantedBug.all.count >= 16)
    #expect(Set(PlantedBug.all.map(\.name)).count == PlantedBug.all.count)
    for bug in PlantedBug.all {
      #expect(!bug.summary.isEmpty && !bug.expected.isEmpty)
      #expect(BuiltInEngines.named(bug.name) != nil)
    }
  }

  @Test("an item the drag left alone and changed later breaks one-change-per-drag (SPEC 3.1, 4)")
  func refusedThenChanged() throws {
    // The limit refuses item 0 at the down; a frame event makes frame-clears-memory forget it, and
    // once the limit rises the next move selects it: one entry only, but a second decision.
    let parsed = try ScriptParser.parse(packageFile("Corpus/paint/refused-item-stays-refused.sel"))
    let bug = try #require(PlantedBug.named("frame-clears-memory"))
    let result = Replay.run(parsed, on: bug.kind)
    guard case .violation(_, let violation, _, _) = result else {
      Issue.record("expected a violation, got \(result)")
      return
    }
    #expect(violation.invariant == .oneChangePerDrag)
    #expect(violation.message.contains("after an earlier call of the drag dealt with it"))
  }

  /// The Corpus's planted-bug repros: `Corpus/repros/<bug>.sel`.
  static let repros = corpusFiles.filter { $0.hasPrefix("Corpus/repros/") }

  @Test("every planted bug has a repro in the Corpus")
  func everyBugHasARepro() {
    let named = Set(
      PlantedBugTests.repros.map { String($0.dropFirst("Corpus/repros/".count).dropLast(4)) })
    #expect(named == Set(PlantedBug.all.map(\.name)))
  }

  @Test("each repro is small, passes on core and fails on its bug", arguments: repros)
  func repro(file: String) throws {
    let text = try packageFile(file)
    let name = try #require(ScriptHeader.plantedBug(in: text))
    let bug = try #require(PlantedBug.named(name))
    let parsed = try ScriptParser.parse(text)
    #expect(parsed.scenario.eventCount <= 8)
    // A bug that differs per process needs more items to fail in (almost) every process.
    #expect(parsed.scenario.configuration.frames.count <= (name == "hash-ordered-ties" ? 16 : 6))
    #expect(Replay.run(parsed, on: .core).passed)
    let onBug = Replay.run(parsed, on: bug.kind)
    guard case .violation(_, let violation, _, _) = onBug else {
      Issue.record("the repro does not fail an invariant on \(name): \(onBug)")
      return
    }
    #expect(
      bug.expected.contains(.invariant(violation.invariant))
        || violation.invariant == .modelAgreement)
  }
}

@Suite("Shrinking a 1,000,000-item script (SELFUZZ_SOAK=1)", .enabled(if: Soak.enabled))
struct HugeShrinkSoakTests {
  @Test("a million items shrink to one within the default budget")
  func millionItems() throws {
    let frames = Grid(
      count: 1_000_000, columns: 4, origin: Point(x: 0, y: 0), cellWidth: 100, cellHeight: 100
    ).frames
    let scenario = Scenario(
      configuration: Configuration(viewport: Viewport(width: 400, height: 800), frames: frames),
      timeline: [
        .event(.down(Point(x: 50, y: 50)), at: 0), .event(.move(Point(x: 350, y: 750)), at: 0.016),
        .event(.up, at: 0.1),
      ])
    let kind = try #require(PlantedBug.named("no-sweep")).kind
    let failure = try #require(
      Runner.play(scenario, on: kind, checking: [.noSkip]).failure)
    let start = ContinuousClock.now
    let result = Shrinker(kind: kind, invariants: [.noSkip]).shrink(scenario, failure: failure)
    #expect(result.scenario.configuration.frames.count == 1)
    #expect(ContinuousClock.now - start < .seconds(60))
  }
}

/// The rule `selfuzz mutants` holds every planted bug to (`MutationTesting.Outcome.found`: seed 1,
/// 2,000 cases, with invariants alone and with the model, each time caught as the bug is expected
/// to be), in process. `./ci.sh` runs `selfuzz mutants` on every check; this copy, some 200 s of a
/// debug build, runs with the long tests (`./ci.sh soak`), so that `swift test` stays near five
/// minutes.
@Suite("Planted bugs found in process (SELFUZZ_SOAK=1)", .enabled(if: Soak.enabled))
struct PlantedBugSoakTests {
  @Test(
    "each planted bug is found within 2,000 cases from seed 1 by an invariant expected to catch it",
    arguments: PlantedBug.all.map(\.name))
  func found(name: String) throws {
    let bug = try #require(PlantedBug.named(name))
    var invariants = Set(Invariant.allCases)
    invariants.remove(.modelAgreement)
    let alone = Fuzzer(options: FuzzOptions(seed: 1, engine: bug.kind, invariants: invariants)).run(
      0..<2_000
    ).failure
    let caught = try #require(alone?.failure.invariant, "not found with invariants alone")
    #expect(bug.expected.contains(.invariant(caught)), "caught by \(caught.rawValue)")
    let withModel = Fuzzer(options: FuzzOptions(seed: 1, engine: bug.kind)).run(0..<2_000).failure
    let caughtWithModel = try #require(withModel?.failure.invariant, "not found with the model on")
    #expect(
      bug.expected.contains(.invariant(caughtWithModel)) || caughtWithModel == .modelAgreement)
  }
}
