import SelectCore
import Testing

@testable import SelectSim

@Suite("Isolation bookkeeping: blocks, the lowest failure, totals (SPEC 9; issue 7)")
struct BlockLedgerTests {
  func record(_ iteration: Int) -> CaseRecord {
    CaseRecord(
      iteration: iteration, fingerprint: UInt64(iteration) &* 0x9E37_79B9, events: 2, calls: 3,
      coverage: CaseCoverage())
  }

  @Test("blocks come in iteration order and stop at the end of the range")
  func order() {
    var ledger = BlockLedger(first: 10, count: 150, blockSize: 64)
    let blocks = [ledger.nextBlock(), ledger.nextBlock(), ledger.nextBlock(), ledger.nextBlock()]
    #expect(blocks.map { $0?.first } == [10, 74, 138, nil])
    #expect(blocks.map { $0?.count } == [64, 64, 22, nil])
  }

  @Test("a failure stops the blocks above it; a lower one found later wins")
  func lowestFailure() throws {
    var ledger = BlockLedger(first: 0, count: nil, blockSize: 10)
    let handedOut = (0..<3).compactMap { _ in ledger.nextBlock() }
    try #require(handedOut.count == 3)
    let (a, b, c) = (handedOut[0], handedOut[1], handedOut[2])
    ledger.failed(block: c.index, at: 25, failure: nil, record: record(25))
    #expect(ledger.nextBlock() == nil, "nothing above 25 is handed out")
    #expect(!ledger.isMoot(b) && !ledger.isMoot(a))
    ledger.failed(block: b.index, at: 13, failure: nil, record: record(13))
    #expect(ledger.lowestFailure?.iteration == 13)
    #expect(ledger.isMoot(c), "the block of the higher failure no longer matters")
    #expect(!ledger.isSettled, "block a may still hold a lower failure")
    for iteration in 0..<10 { ledger.passed(record(iteration), block: a.index) }
    ledger.ended(block: a.index)
    #expect(ledger.isSettled)
  }

  @Test("the totals are those of one process: every case up to the failure, in any order")
  func totals() throws {
    var ledger = BlockLedger(first: 0, count: 40, blockSize: 10)
    let blocks = (0..<4).compactMap { _ in ledger.nextBlock() }
    // Block 2 ends first, then 0; block 1 fails at 15 after reporting 10...12.
    for iteration in 20..<30 { ledger.passed(record(iteration), block: blocks[2].index) }
    ledger.ended(block: blocks[2].index)
    for iteration in 0..<10 { ledger.passed(record(iteration), block: blocks[0].index) }
    ledger.ended(block: blocks[0].index)
    for iteration in 10..<13 { ledger.passed(record(iteration), block: blocks[1].index) }
    ledger.failed(block: blocks[1].index, at: 15, failure: nil, record: nil)
    let totals = ledger.totals(failingCase: record(15), filling: [record(13), record(14)])
    var expected = FuzzTotals()
    for iteration in 0...15 { expected.add(record(iteration)) }
    #expect(totals == expected)
    #expect(ledger.lowestFailure?.lastPassed == 12)
  }

  @Test("without a failure the totals are the leading run of ended blocks")
  func prefix() throws {
    var ledger = BlockLedger(first: 0, count: nil, blockSize: 5)
    let handedOut = (0..<2).compactMap { _ in ledger.nextBlock() }
    try #require(handedOut.count == 2)
    let (first, second) = (handedOut[0], handedOut[1])
    for iteration in 5..<10 { ledger.passed(record(iteration), block: second.index) }
    ledger.ended(block: second.index)
    #expect(ledger.totals(failingCase: nil).cases == 0, "block 0 has not ended")
    for iteration in 0..<5 { ledger.passed(record(iteration), block: first.index) }
    ledger.ended(block: first.index)
    #expect(ledger.totals(failingCase: nil).cases == 10)
    ledger.stopAssigning()
    #expect(ledger.nextBlock() == nil && ledger.isSettled)
  }
}

@Suite("The worker protocol: every request and reply reads back (issue 7)")
struct WorkerMessageTests {
  @Test("replies round-trip through their line")
  func replies() throws {
    var coverage = CaseCoverage()
    coverage.mode = .range
    coverage.reversals = true
    coverage.taps = true
    let record = CaseRecord(
      iteration: 7, fingerprint: 0xFFFF_FFFF_FFFF_FFFF, events: 12, calls: 30, coverage: coverage)
    let place = CallPlace(timelineIndex: 4, time: 0.1 + 0.2, isStep: true)
    let failure = RunFailure.invariant(
      Violation(.limit, "count 4 over \"3\"\nsecond line", alsoViolated: [.selectAll]), at: place)
    let replies: [WorkerReply] = [
      .ok(record), .fail(record, failure), .end(block: 3),
      .hang(iteration: 9, place: place, call: true, seconds: 0.5),
      .hang(iteration: 9, place: nil, call: false, seconds: 60),
      .crash(iteration: -1, place: place, inEngine: true, signal: 4),
      .result(failure, trace: 42, events: 3, calls: 5), .result(nil, trace: 0, events: 0, calls: 0),
      .result(.fault(.protocol, message: "bad", at: nil), trace: 1, events: 1, calls: 1),
    ]
    for reply in replies {
      let line = reply.line
      #expect(line.hasSuffix("\n") && line.dropLast().firstIndex(of: "\n") == nil)
      let read = try #require(WorkerReply.parse(Array(line.utf8.dropLast())), "\(line)")
      #expect(read.line == line)
    }
    #expect(WorkerReply.parse(Array("ok 1 2".utf8)) == nil)
    #expect(WorkerReply.parse(Array("garbage".utf8)) == nil)
    // A violation written without the invariants the call also broke broke only its own.
    let old = WorkerReply.parse(
      Array(
        #"result 1 1 1 {"invariant":{"_0":{"invariant":"limit","message":"m"},"at":{"isStep":false,"time":0,"timelineIndex":0}}}"#
          .utf8))
    guard case .result(.invariant(let violation, _), _, _, _)? = old else {
      Issue.record("an older reply should parse: \(String(describing: old))")
      return
    }
    #expect(violation.invariants == [.limit])
  }

  @Test("coverage bits round-trip for every row and mode")
  func coverageBits() throws {
    for mode in SelectionMode.allCases {
      for row in CaseCoverage.rows.indices {
        var coverage = CaseCoverage()
        coverage.mode = mode
        guard let path = CaseCoverage.rows[row].keyPath as? WritableKeyPath<CaseCoverage, Bool>
        else { continue }
        coverage[keyPath: path] = true
        #expect(CaseCoverage(bits: coverage.bits) == coverage)
      }
    }
    #expect(CaseCoverage(bits: -1) == nil)
    #expect(CaseCoverage(bits: 3) == nil)
  }

  @Test("requests read back")
  func requests() {
    #expect(
      WorkerRequest.parse("block 2 128 64")
        == .block(index: 2, first: 128, count: 64, verbose: false))
    #expect(
      WorkerRequest.parse("block 2 128 1 verbose")
        == .block(index: 2, first: 128, count: 1, verbose: true))
    // A run against known findings reads on past failures (issue 42).
    let goesOn = WorkerRequest.block(index: 3, first: 192, count: 64, verbose: false, goesOn: true)
    #expect(goesOn.text == "block 3 192 64 goes-on\n")
    #expect(
      WorkerRequest.parse("block 3 192 64 goes-on")
        == .block(
          index: 3, first: 192, count: 64, verbose: false, goesOn: true))
    #expect(WorkerRequest.parse("block 3 192 64 onwards") == nil)
    #expect(
      WorkerRequest.parse("script 10 early") == .script(bytes: 10, trace: false, plan: .early))
    #expect(
      WorkerRequest.parse("trace-script 10 late") == .script(bytes: 10, trace: true, plan: .late))
    #expect(WorkerRequest.parse("script 10") == nil)
    #expect(WorkerRequest.parse("script 10 soon") == nil)
    #expect(WorkerRequest.parse("block 1 2") == nil)
    #expect(WorkerRequest.parse("script -1") == nil)
  }
}

@Suite("Bounded work and a public API that refuses what it cannot run (SPEC 9; issue 7)")
struct BoundedWorkTests {
  @Test("a 9-line script whose steps would be 10^9 is refused, with its line, in under a second")
  func budget() throws {
    let script = """
      selscript 1
      viewport 390x844
      content-height 1000000000
      hotspot height=100 velocity=0.000001 interval=0.000001
      item 0 0,0 10x10

      0 down 10,840
      1000 up
      """
    let start = ContinuousClock.now
    #expect(throws: ScriptError.self) { try ScriptParser.parse(script) }
    do {
      _ = try ScriptParser.parse(script)
    } catch {
      #expect(error.line == 8)
      #expect(error.message.contains("budget"))
    }
    var configuration = Configuration(
      viewport: Viewport(width: 390, height: 844), frames: [Rect(x: 0, y: 0, width: 10, height: 10)]
    )
    configuration.contentHeight = 1e9
    configuration.autoScroll = AutoScrollSettings(velocity: 0.000001, interval: 0.000001)
    let scenario = Scenario(
      configuration: configuration,
      timeline: [.event(.down(Point(x: 10, y: 840)), at: 0), .event(.up, at: 1000)])
    do {
      _ = try Runner.run(scenario, on: .core, checking: [])
      Issue.record("the scenario was run")
    } catch {
      #expect(error.timelineIndex == 1)
    }
    #expect(ContinuousClock.now - start < .seconds(5), "walking its 10^9 steps takes minutes")
  }

  @Test(
    "a finger held for 30 years in a hotspot costs what one held for a second does",
    arguments: ["0.025", "0.000000000000000000001"])
  func longDwell(interval: String) throws {
    let script = """
      selscript 1
      viewport 390x844
      hotspot interval=\(interval)
      grid count=30 columns=1 origin=0,0 cell=390x40
      0 down 100,830
      999999999 up
      """
    let parsed = try ScriptParser.parse(script)
    let start = ContinuousClock.now
    for kind in [EngineKind.core, .reference] {
      let result = try Runner.run(parsed.scenario, on: kind, checking: Set(Invariant.allCases))
      #expect(result.failure == nil, "\(kind.name): \(String(describing: result.failure))")
    }
    #expect(ContinuousClock.now - start < .seconds(5), "walking every step takes minutes")
  }

  @Test("Runner.run refuses what no script could say, instead of trapping")
  func refusals() {
    let configuration = Configuration(
      viewport: Viewport(width: 100, height: 100), frames: [Rect(x: 0, y: 0, width: 10, height: 10)]
    )
    let bad: [[Scheduled]] = [
      [.event(.frame(item: 3, Rect(x: 0, y: 0, width: 1, height: 1)), at: 0)],
      [.event(.down(Point(x: 1, y: 1)), at: 0), .event(.down(Point(x: 1, y: 1)), at: 1)],
      [.event(.move(Point(x: 1, y: 1)), at: 0)],
      [.event(.idle, at: 1), .event(.idle, at: 0)],
      [.event(.down(Point(x: .nan, y: 1)), at: 0)],
      [.event(.scroll(.infinity), at: 0)],
    ]
    for timeline in bad {
      #expect(throws: ScenarioError.self) {
        try Runner.run(
          Scenario(configuration: configuration, timeline: timeline), on: .core, checking: [])
      }
    }
  }

  @Test("any iteration names a case, negative ones included")
  func negativeIteration() {
    let fuzzer = Fuzzer(options: FuzzOptions(seed: 1))
    let found = fuzzer.runCase(-1)
    #expect(found.iteration == -1)
    #expect(found.scenario.isWellFormed)
  }
}

@Suite("Shrinking is deterministic by construction (issue 7)")
struct ShrinkBudgetTests {
  @Test("an expectation shrinks only while the same expectation reports the same state")
  func sameExpectation() throws {
    let script = """
      selscript 1
      viewport 390x844
      hotspot height=0
      grid count=6 columns=1 origin=0,0 cell=390x50
      0 down 10,10
      0.1 move 10,120
      0.2 expect count 3
      0.3 move 10,220
      0.4 up
      expect selected 0 1 3 4
      """
    let parsed = try ScriptParser.parse(script)
    let run = try Runner.run(parsed.scenario, on: .core, checking: Set(Invariant.allCases))
    let failure = try #require(run.failure)
    let result = Shrinker(kind: .core).shrink(parsed.scenario, failure: failure)
    #expect(result.failure.isSame(as: failure))
    guard case .expectation(_, let expected, let actual) = result.failure else {
      Issue.record("not an expectation: \(result.failure)")
      return
    }
    #expect(expected == .selected([0, 1, 3, 4]))
    #expect(actual == "selected 0 1 2 3 4")
    #expect(result.scenario.eventCount > 0, "the drag that selects 0...4 stays")
  }

  @Test("the budget is counted in evaluations: a budget of 5 stops at 5, the same every time")
  func evaluationBudget() throws {
    let bug = try #require(PlantedBug.named("select-before-deselect"))
    let run = Fuzzer(options: FuzzOptions(seed: 1, engine: bug.kind)).run(0..<200)
    let found = try #require(run.failure)
    var shrinker = Shrinker(kind: bug.kind)
    shrinker.evaluationLimit = 5
    let first = shrinker.shrink(found.scenario, failure: found.failure)
    let second = shrinker.shrink(found.scenario, failure: found.failure)
    #expect(first.evaluations == 5 && first.stop == .budget)
    #expect(first.scenario == second.scenario)
    #expect(first.summary.contains("evaluation budget"))
  }

  @Test("a caller that has what it needs stops the shrink at the first best that gives it")
  func enough() throws {
    let bug = try #require(PlantedBug.named("select-before-deselect"))
    let run = Fuzzer(options: FuzzOptions(seed: 1, engine: bug.kind)).run(0..<200)
    let found = try #require(run.failure)
    let full = Shrinker(kind: bug.kind).shrink(found.scenario, failure: found.failure)
    // Enough once the case has at most twice the events of the full shrink's result.
    let events = 2 * full.eventsAfter
    #expect(found.scenario.eventCount > events)
    var shrinker = Shrinker(kind: bug.kind)
    shrinker.isEnough = { best, _ in best.eventCount <= events }
    let stopped = shrinker.shrink(found.scenario, failure: found.failure)
    #expect(stopped.stop == .enough && stopped.eventsAfter <= events && stopped.verified)
    #expect(stopped.evaluations < full.evaluations, "\(stopped.summary) against \(full.summary)")
    #expect(stopped.summary.contains("stopped where the caller had enough"))
  }
}
