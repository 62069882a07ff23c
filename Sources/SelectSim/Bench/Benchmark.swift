package import SelectCore
import Synchronization

/// The figures `selfuzz bench` prints: throughput of the fuzz loop and how its time splits, and
/// how the cost of an event grows with the number of items, for SelectCore's engine and the
/// reference model. Every ratio is between figures measured in the same run.
package struct Benchmark: Sendable {
  package var seed: UInt64 = 1
  /// The profile the throughput's cases lie inside (SPEC 8, "Profiles").
  package var profile = EngineProfile.wholeSpec
  /// Cases per throughput sample.
  package var cases = 2_000
  /// The fewest samples per figure; sampling goes on until the last five agree within 5% or
  /// ``maximumSamples`` have run.
  package var samples = 5
  package var maximumSamples = 15
  /// Item counts for the scaling table.
  package var sizes = [100, 1_000, 10_000, 100_000, 1_000_000]

  package init() {}

  /// Keeps a value alive so that the optimizer cannot drop the work that made it.
  @inline(never)
  package static func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
  }

  /// Where ``consume(_:)`` adds numbers: a side effect no optimizer may drop, as it may drop a
  /// call to a function it sees does nothing with an integer.
  private static let sink = Atomic<Int>(0)

  /// Adds `value` to a shared sink, so that the work that computed it must run.
  package static func consume(_ value: Int) {
    sink.wrappingAdd(value, ordering: .relaxed)
  }

  /// One timed figure: seconds per sample, by the wall clock and by the process's CPU clock
  /// (which leaves out time the process waited: for a worker, a pipe; for anyone, another process
  /// on the core).
  package struct Timing: Sendable {
    /// The median sample's wall seconds.
    package var median: Double
    package var minimum: Double
    package var maximum: Double
    /// The median sample's CPU seconds.
    package var cpu: Double
    package var samples: Int

    /// The spread of the samples around the median: (maximum - minimum) / median.
    package var spread: Double { median > 0 ? (maximum - minimum) / median : 0 }
  }

  /// Runs `body` at least ``samples`` times, and again until its last five samples lie within
  /// 5% of their median or ``maximumSamples`` have run.
  package func time(_ body: () -> Void) -> Timing {
    var wall: [Double] = []
    var cpu: [Double] = []
    let clock = ContinuousClock()
    while wall.count < maximumSamples {
      let cpuStart = CPUClock.seconds
      wall.append(clock.measure(body).seconds)
      cpu.append(CPUClock.seconds - cpuStart)
      guard wall.count >= samples else { continue }
      let last = wall.suffix(5).sorted()
      if last[last.count - 1] - last[0] <= 0.05 * last[last.count / 2] { break }
    }
    let sortedWall = wall.sorted()
    return Timing(
      median: sortedWall[sortedWall.count / 2], minimum: sortedWall[0],
      maximum: sortedWall[sortedWall.count - 1], cpu: cpu.sorted()[cpu.count / 2],
      samples: wall.count)
  }

  /// Throughput and the split of its time.
  package struct Throughput: Sendable {
    package var cases: Int
    package var events: Int
    /// Generating the scenarios.
    package var generation: Timing
    /// SelectCore's engine alone, on the timeline's events, setting it up included.
    package var engine: Timing
    /// The `determinism` twin and decoy, on the cases that get them, in this process.
    package var twins: Timing
    /// The reference model alone, on the timeline's events.
    package var model: Timing
    /// The whole fuzz loop: generation, runner, every invariant, the model, the twins.
    package var full: Timing
  }

  package func throughput() -> Throughput {
    let generator = ScenarioGenerator(profile: profile)
    let scenarios = (0..<cases).map { generator.scenario(seed: seed, iteration: $0) }
    let events = scenarios.reduce(0) { $0 + $1.eventCount }
    let generation = time {
      for iteration in 0..<cases {
        Benchmark.blackHole(generator.scenario(seed: seed, iteration: iteration))
      }
    }
    let engine = time {
      for scenario in scenarios {
        Benchmark.blackHole(Benchmark.play(scenario, SelectionEngine.self))
      }
    }
    let policy = DeterminismPolicy()
    let twinned = scenarios.indices.filter {
      policy.plan(seed: seed, iteration: $0, engine: .core, freshProcess: nil).sameProcess
    }
    let twins = time {
      for index in twinned {
        Benchmark.blackHole(Benchmark.play(scenarios[index], SelectionEngine.self))
        Benchmark.blackHole(Benchmark.play(scenarios[index].decoy, SelectionEngine.self))
      }
    }
    let model = time {
      for scenario in scenarios {
        Benchmark.blackHole(Benchmark.play(scenario, ReferenceEngine.self))
      }
    }
    var options = FuzzOptions(seed: seed)
    options.profile = profile
    let fuzzer = Fuzzer(options: options)
    let full = time { Benchmark.blackHole(fuzzer.run(0..<cases).totals) }
    return Throughput(
      cases: cases, events: events, generation: generation, engine: engine, twins: twins,
      model: model, full: full)
  }

  /// Plays the timeline's events straight through an engine.
  static func play<Engine: DragSelectEngine>(_ scenario: Scenario, _ type: Engine.Type) -> Int {
    guard var engine = try? Engine(configuration: scenario.configuration) else { return 0 }
    var entries = 0
    for scheduled in scenario.timeline {
      if let event = scheduled.event { entries += engine.apply(event, at: scheduled.time).count }
    }
    return entries
  }

  /// The fuzz loop in this process and in a worker process, on the same cases and the same
  /// work (every invariant, the model, the same determinism twins): what isolation costs.
  package struct Isolation: Sendable {
    package var cases: Int
    package var inProcess: Timing
    package var isolated: Timing
  }

  /// Times ``cases`` cases in this process and in one worker started by `launch` (which also
  /// plays one case in sixteen again in a fresh process of its own, for `determinism`).
  package func isolation(launch: WorkerProcess.Launch) throws(SpawnError) -> Isolation {
    let fuzzer = Fuzzer(options: FuzzOptions(seed: seed))
    let inProcess = time { Benchmark.blackHole(fuzzer.run(0..<cases).totals) }
    var settings = CampaignSettings(
      worker: WorkerSettings(
        seed: seed, modes: .mixed, engine: .core, invariants: Set(Invariant.allCases),
        callTimeout: 5, caseTimeout: 60),
      launch: launch)
    settings.count = cases
    var failed: SpawnError?
    let isolated = time {
      do {
        Benchmark.blackHole(
          try FuzzCampaign(settings).run(progress: { _ in }, interrupted: { false }))
      } catch {
        failed = error as? SpawnError
      }
    }
    if let failed { throw failed }
    return Isolation(cases: cases, inProcess: inProcess, isolated: isolated)
  }

  /// One engine's figures over the engine protocol, beside SelectCore's engine in process.
  package struct ProtocolFigure: Sendable {
    package var label: String
    /// Seconds for the cases with every invariant but `determinism`, by the wall clock (the CPU
    /// clock of this process leaves out the engine's process).
    package var full: Timing
    /// The cases that ran to the end: the rate is theirs. Fewer than asked when a case failed
    /// (the run stops there) or lay outside the engine's profile.
    package var cases: Int
    /// The iteration of the case that failed, if one did: no rate stands then.
    package var failedAt: Int?
    /// The median time of one `apply` round trip, in seconds.
    package var medianCall: Double
    package var calls: Int

    /// Scenarios a second, or `nil` when a case failed or none ran.
    package var rate: Double? {
      guard failedAt == nil, cases > 0, full.median > 0 else { return nil }
      return Double(cases) / full.median
    }
  }

  /// Times `cases` paint-mode cases through each engine of `engines` (in this process or over
  /// the protocol), with every invariant but `determinism` (whose twins an engine in another
  /// process pays for differently), and the median `apply` round trip of each. Every engine gets
  /// the same cases: those inside `profile` (the profiles the engines state, narrowed by each
  /// other), so that a case one engine skips is not a case another pays for.
  package func overProtocol(
    _ engines: [(label: String, kind: EngineKind)], cases: Int, profile: EngineProfile
  ) -> [ProtocolFigure] {
    var invariants = Set(Invariant.allCases)
    invariants.remove(.determinism)
    let generator = ScenarioGenerator(modes: .paint, profile: profile)
    let scenarios = (0..<cases).map { generator.scenario(seed: seed, iteration: $0) }
    return engines.map { engine in
      var options = FuzzOptions(
        seed: seed, engine: engine.kind, modes: .paint, invariants: invariants)
      options.profile = profile
      options.determinism = DeterminismPolicy(sameProcessShare: 0, freshProcessShare: 0)
      let fuzzer = Fuzzer(options: options)
      var run: FuzzRun?
      let full = time { run = fuzzer.run(0..<cases) }
      var calls: [Double] = []
      let clock = ContinuousClock()
      for scenario in scenarios {
        guard var played = try? engine.kind.makeEngine(scenario.configuration) else { continue }
        for scheduled in scenario.timeline {
          guard let event = scheduled.event else { continue }
          calls.append(
            clock.measure { Benchmark.blackHole(played.apply(event, at: scheduled.time)) }.seconds)
        }
        if var reporting = played as? any FaultReporting { _ = reporting.finish() }
      }
      calls.sort()
      let totals = run?.totals ?? FuzzTotals()
      return ProtocolFigure(
        label: engine.label, full: full, cases: totals.cases - totals.skipped,
        failedAt: run?.failure?.iteration, medianCall: calls.isEmpty ? 0 : calls[calls.count / 2],
        calls: calls.count)
    }
  }

  /// The cost of one event on a list of `n` rows, and of setting an engine up on it.
  package struct Scaling: Sendable {
    package var items: Int
    package var events: Int
    /// Seconds per event: SelectCore's engine, a tight scan of a flat array of frames (the
    /// yardstick of a linear cost), the reference model (timed up to 100,000 items).
    package var engine: Double
    package var scan: Double
    package var model: Double?
    /// Seconds to set SelectCore's engine up on the list.
    package var setup: Double
  }

  /// A paint drag and a range drag of 400 moves each over the first rows of lists of growing
  /// size, timed per event with the engines set up outside the timer, and the setup timed alone.
  package func scaling() -> [Scaling] {
    sizes.map { n in
      let scenarios = [SelectionMode.paint, .range].map { Benchmark.gesture(items: n, mode: $0) }
      let events = scenarios.reduce(0) { $0 + $1.eventCount }
      let setup = time {
        Benchmark.blackHole(try? SelectionEngine(configuration: scenarios[0].configuration))
      }
      return Scaling(
        items: n, events: events, engine: eventTime(scenarios, SelectionEngine.self),
        scan: scanTime(scenarios),
        model: n <= 100_000 ? eventTime(scenarios, ReferenceEngine.self) : nil,
        setup: setup.median)
    }
  }

  /// Seconds per event of the scenarios' events on engines set up outside the timer: the median
  /// of samples, sampled until stable as ``time(_:)`` is.
  func eventTime<Engine: DragSelectEngine>(_ scenarios: [Scenario], _ type: Engine.Type) -> Double {
    let events = max(scenarios.reduce(0) { $0 + $1.eventCount }, 1)
    let clock = ContinuousClock()
    return sampled {
      var spent = Duration.zero
      for scenario in scenarios {
        guard var engine = try? Engine(configuration: scenario.configuration) else { continue }
        spent += clock.measure {
          for scheduled in scenario.timeline {
            if let event = scheduled.event {
              Benchmark.blackHole(engine.apply(event, at: scheduled.time))
            }
          }
        }
      }
      return spent.seconds / Double(events)
    }
  }

  /// Seconds per event of a tight scan of a flat array of frames for the topmost one under each
  /// touch point: what a cost linear in the items is, on this machine.
  func scanTime(_ scenarios: [Scenario]) -> Double {
    let points = scenarios.flatMap { scenario in
      scenario.timeline.compactMap { scheduled -> Point? in
        switch scheduled.event {
        case .down(let point), .move(let point): point
        default: nil
        }
      }
    }
    let frames = scenarios.first?.configuration.frames ?? []
    let clock = ContinuousClock()
    return sampled {
      var total = 0
      let spent = clock.measure {
        for point in points {
          var topmost = -1
          for index in frames.indices where frames[index].contains(point) { topmost = index }
          total &+= topmost
        }
      }
      Benchmark.consume(total)
      return spent.seconds / Double(max(points.count, 1))
    }
  }

  /// The median of `sample()`'s values, sampled as ``time(_:)`` samples.
  private func sampled(_ sample: () -> Double) -> Double {
    var values: [Double] = []
    while values.count < maximumSamples {
      values.append(sample())
      guard values.count >= samples else { continue }
      let last = values.suffix(5).sorted()
      if last[last.count - 1] - last[0] <= 0.05 * last[last.count / 2] { break }
    }
    return values.sorted()[values.count / 2]
  }

  /// The cost of a list change (SPEC 2.7) on a list of ``items`` rows with a range drag in
  /// progress, in seconds per change.
  package struct ListChangeCost: Sendable {
    package var items: Int
    /// An `insert` and a `remove` at the middle of the list, under `list-frames stay`.
    package var insert: Double
    package var remove: Double
    /// An `insert` under `list-frames restack`: at the end (a page appended: no row moves), and
    /// at the middle (half the rows move down).
    package var appendRestacked: Double
    package var insertRestacked: Double
    /// The list's first change on an engine, which numbers its items, once (the others are
    /// timed after it).
    package var firstChange: Double
  }

  /// Times 50 inserts, then 50 removals, and the other figures of ``ListChangeCost``, on lists
  /// of `sizes` rows, each on an engine set up, pressed, dragged and changed once outside the
  /// timer.
  package func listChanges(sizes: [Int] = [100, 10_000, 100_000]) -> [ListChangeCost] {
    sizes.map { n in
      var configuration = Benchmark.gesture(items: n, mode: .range).configuration
      let row = Rect(x: 0, y: 0, width: 390, height: 40)
      let inserts = (0..<50).map { _ in Event.insert(at: n / 2, row) }
      let removals = (0..<50).map { _ in Event.remove(at: n / 2) }
      var cost = ListChangeCost(
        items: n, insert: changeTime(configuration, inserts),
        remove: changeTime(configuration, removals), appendRestacked: 0, insertRestacked: 0,
        firstChange: changeTime(configuration, [.insert(at: n / 2, row)], numbered: false))
      configuration.listFrames = .restack
      let appended = (0..<50).map {
        Event.insert(at: n + $0, Rect(x: 0, y: Double(40 * (n + $0)), width: 390, height: 40))
      }
      cost.appendRestacked = changeTime(configuration, appended)
      cost.insertRestacked = changeTime(configuration, Array(inserts.prefix(5)))
      return cost
    }
  }

  /// Seconds per event of `changes` on an engine on `configuration`, a range drag from the first
  /// row to the eighth in progress and, where `numbered`, the list changed once (an item
  /// appended and removed): the median of samples, as ``time(_:)`` samples.
  private func changeTime(_ configuration: Configuration, _ changes: [Event], numbered: Bool = true)
    -> Double
  {
    let clock = ContinuousClock()
    let count = configuration.frames.count
    return sampled {
      guard var engine = try? SelectionEngine(configuration: configuration) else { return 0 }
      _ = engine.apply(.down(Point(x: 100, y: 20)), at: 0)
      _ = engine.apply(.move(Point(x: 100, y: 300)), at: 0.1)
      if numbered {
        _ = engine.apply(.insert(at: count, Rect(x: 0, y: 0, width: 0, height: 0)), at: 0.2)
        _ = engine.apply(.remove(at: count), at: 0.3)
      }
      let spent = clock.measure {
        for (index, change) in changes.enumerated() {
          Benchmark.blackHole(engine.apply(change, at: 1 + Double(index) / 1000))
        }
      }
      return spent.seconds / Double(max(changes.count, 1))
    }
  }

  /// ``gesture(items:mode:)`` with the list changing under it (SPEC 2.7): after every tenth
  /// move an item is put in at the middle of the list, taken out again, and an item moved, so
  /// that the list keeps its length; before the first touch the list changes once (an item
  /// appended and taken out), which numbers its items: ``listChangeWarmUp`` events, set up
  /// outside a timer.
  static func changingGesture(items: Int, mode: SelectionMode) -> Scenario {
    var scenario = gesture(items: items, mode: mode)
    let row = Rect(x: 0, y: Double(40 * (items / 2)), width: 390, height: 40)
    var timeline: [Scheduled] = [
      .event(.insert(at: items, row), at: -1), .event(.remove(at: items), at: -1),
    ]
    var moves = 0
    for scheduled in scenario.timeline {
      timeline.append(scheduled)
      guard case .move = scheduled.event, items > 1 else { continue }
      moves += 1
      guard moves % 10 == 0 else { continue }
      let time = scheduled.time + 0.001
      timeline.append(.event(.insert(at: items / 2, row), at: time))
      timeline.append(.event(.remove(at: items / 2 + 1), at: time))
      timeline.append(.event(.reorder(from: items / 2, to: items / 4), at: time))
    }
    scenario.timeline = timeline
    return scenario
  }

  /// The events of ``changingGesture(items:mode:)`` that set it up: its first list change.
  static let listChangeWarmUp = 2

  /// A drag that scrubs up and down the first 20 rows of an `items`-row list, then flicks.
  static func gesture(items: Int, mode: SelectionMode) -> Scenario {
    var configuration = Configuration(
      mode: mode, viewport: Viewport(width: 390, height: 844),
      frames: Grid(
        count: items, columns: 1, origin: Point(x: 0, y: 0), cellWidth: 390, cellHeight: 40
      ).frames,
      autoScroll: AutoScrollSettings(hotspotHeight: 0))
    configuration.limit = 50
    var timeline: [Scheduled] = []
    for drag in 0..<10 {
      let start = Double(drag) * 5
      timeline.append(.event(.down(Point(x: 100, y: 20)), at: start))
      for step in 1...400 {
        let phase = Double(step % 100) / 100
        let y = 20 + 760 * (phase < 0.5 ? phase * 2 : 2 - phase * 2)
        timeline.append(
          .event(.move(Point(x: 100 + Double(step % 7), y: y)), at: start + Double(step) / 120))
      }
      timeline.append(.event(.up, at: start + 4))
    }
    return Scenario(configuration: configuration, timeline: timeline)
  }
}
