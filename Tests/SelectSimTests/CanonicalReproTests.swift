import SelectCore
import Testing

@testable import SelectSim

@Suite("Canonical repros: one bug found from many seeds shrinks to one script (issue 12)")
struct CanonicalReproTests {
  @Test(
    "ten seeds, one script",
    arguments: [
      "deselect-all-honours-veto", "select-all-ignores-veto", "tap-ignores-deselect-veto",
      "cancel-taps", "unclamped-steps",
    ])
  func oneScript(name: String) throws {
    let bug = try #require(PlantedBug.named(name))
    let shrinker = Shrinker(kind: bug.kind, invariants: Set(Invariant.allCases))
    var scripts: [String: [UInt64]] = [:]
    for seed in 1...10 as ClosedRange<UInt64> {
      let fuzzer = Fuzzer(options: FuzzOptions(seed: seed, engine: bug.kind))
      let found = try #require(fuzzer.run(0..<2_000).failure, "seed \(seed)")
      let shrunk = shrinker.shrink(found.scenario, failure: found.failure)
      scripts[ScriptPrinter.print(shrunk.scenario), default: []].append(seed)
    }
    #expect(
      scripts.count == 1,
      "\(scripts.sorted { $0.value.first! < $1.value.first! }.map { "seeds \($0.value):\n\($0.key)" })"
    )
  }

  /// Three rows, item 1 vetoed, a drag from row 0 to row 2, and a frame event for item 2.
  static let rows: Scenario = {
    var configuration = Configuration(
      mode: .range, viewport: Viewport(width: 400, height: 800),
      frames: (0..<3).map { Rect(x: 0, y: Double($0) * 100, width: 400, height: 100) })
    configuration.vetoSelect = [1]
    configuration.initialSelection = [0]
    return Scenario(
      configuration: configuration,
      timeline: [
        .event(.down(Point(x: 200, y: 50)), at: 0), .event(.move(Point(x: 200, y: 250)), at: 1),
        .event(.frame(item: 2, Rect(x: 0, y: 200, width: 400, height: 50)), at: 2),
        .event(.up, at: 3),
      ],
      expectations: [.selected([0, 2])])
  }()

  @Test("a mirror image numbers the items from the other end, and twice is the original")
  func mirror() {
    let mirrored = ShrinkSession<InProcessEvaluator>.mirrored(Self.rows)
    #expect(mirrored.configuration.frames == Self.rows.configuration.frames)
    #expect(mirrored.configuration.vetoSelect == [1])
    #expect(mirrored.configuration.initialSelection == [2])
    #expect(mirrored.timeline[0].event == .down(Point(x: 200, y: 250)))
    #expect(mirrored.timeline[1].event == .move(Point(x: 200, y: 50)))
    #expect(
      mirrored.timeline[2].event == .frame(item: 0, Rect(x: 0, y: 50, width: 400, height: 50)))
    #expect(mirrored.expectations == [.selected([0, 2])])
    #expect(ShrinkSession<InProcessEvaluator>.mirrored(mirrored) == Self.rows)
    var scrolled = Self.rows
    scrolled.configuration.initialOffset = 10
    #expect(ShrinkSession<InProcessEvaluator>.mirrored(scrolled) == scrolled, "not for offsets")
  }

  @Test("fast-forwarding a beginning keeps the state it led to as the setup")
  func fastForward() throws {
    var scenario = Self.rows
    scenario.configuration.mode = .paint
    scenario.configuration.vetoSelect = []
    scenario.timeline = [
      .event(.selectAll, at: 0), .event(.limit(2), at: 0), .event(.deselectAll, at: 1),
    ]
    let forwarded = try #require(
      ShrinkSession<InProcessEvaluator>.fastForwarded(scenario, past: 2))
    #expect(
      forwarded.configuration.initialSelection == [0, 1], "a lowered limit deselects from the end")
    #expect(forwarded.configuration.limit == 2)
    #expect(forwarded.timeline == [.event(.deselectAll, at: 1)])
  }
}
