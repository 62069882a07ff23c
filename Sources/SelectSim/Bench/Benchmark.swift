import SelectCore

/// The figures `selfuzz bench` prints: throughput of the fuzz loop and how its time splits, and
/// how the cost of an event grows with the number of items, for SelectCore's engine and the
/// reference model. Every ratio is between figures measured in the same run.
package struct Benchmark: Sendable {
  package var seed: UInt64 = 1
  /// Cases per throughput sample.
  package var cases = 2_000
  /// Samples per figure; the median and the minimum are reported.
  package var samples = 5
  /// Item counts for the scaling table.
  package var sizes = [100, 1_000, 10_000, 100_000]

  package init() {}

  /// Keeps a value alive so that the optimizer cannot drop the work that made it.
  @inline(never)
  package static func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
  }

  /// One timed figure: seconds per sample.
  package struct Timing: Sendable {
    package var median: Double
    package var minimum: Double
  }

  /// Runs `body` `samples` times.
  package func time(_ body: () -> Void) -> Timing {
    var seconds: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<samples {
      seconds.append(clock.measure(body).seconds)
    }
    seconds.sort()
    return Timing(median: seconds[seconds.count / 2], minimum: seconds[0])
  }

  /// Throughput and the split of its time.
  package struct Throughput: Sendable {
    package var cases: Int
    package var events: Int
    /// Generating the scenarios.
    package var generation: Timing
    /// SelectCore's engine alone, on the timeline's events.
    package var engine: Timing
    /// The reference model alone, on the timeline's events.
    package var model: Timing
    /// The whole fuzz loop: generation, runner, every invariant, the model.
    package var full: Timing
  }

  package func throughput() -> Throughput {
    let generator = ScenarioGenerator()
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
    let model = time {
      for scenario in scenarios {
        Benchmark.blackHole(Benchmark.play(scenario, ReferenceEngine.self))
      }
    }
    let fuzzer = Fuzzer(options: FuzzOptions(seed: seed))
    let full = time { Benchmark.blackHole(fuzzer.run(0..<cases).totals) }
    return Throughput(
      cases: cases, events: events, generation: generation, engine: engine, model: model, full: full
    )
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

  /// Times ``cases`` cases in this process and in one worker started by `launch`, whose fresh
  /// twin (`freshTwin`) this process uses too, so that both do the same work.
  package func isolation(launch: WorkerProcess.Launch, freshTwin: EngineKind) throws(SpawnError)
    -> Isolation
  {
    var fuzzer = Fuzzer(options: FuzzOptions(seed: seed))
    fuzzer.freshTwin = freshTwin
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
    /// Seconds for the cases with every invariant but `determinism`.
    package var full: Timing
    /// The median time of one `apply` round trip, in seconds.
    package var medianCall: Double
    package var calls: Int
  }

  /// Times `cases` paint-mode cases through each engine of `engines` (in this process or over
  /// the protocol), with every invariant but `determinism` (whose twins an engine in another
  /// process pays for differently), and the median `apply` round trip of each.
  package func overProtocol(_ engines: [(label: String, kind: EngineKind)], cases: Int)
    -> [ProtocolFigure]
  {
    var invariants = Set(Invariant.allCases)
    invariants.remove(.determinism)
    let generator = ScenarioGenerator(modes: .paint)
    let scenarios = (0..<cases).map { generator.scenario(seed: seed, iteration: $0) }
    return engines.map { engine in
      var options = FuzzOptions(
        seed: seed, engine: engine.kind, modes: .paint, invariants: invariants)
      options.determinism = DeterminismPolicy(sameProcessShare: 0, freshProcessShare: 0)
      let fuzzer = Fuzzer(options: options)
      let full = time { Benchmark.blackHole(fuzzer.run(0..<cases).totals) }
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
      return ProtocolFigure(
        label: engine.label, full: full, medianCall: calls.isEmpty ? 0 : calls[calls.count / 2],
        calls: calls.count)
    }
  }

  /// The cost of one event on a list of `n` rows.
  package struct Scaling: Sendable {
    package var items: Int
    package var events: Int
    /// Seconds for the gestures' events, per engine, setting the engines up not included.
    package var engine: Double
    package var model: Double?
  }

  /// A paint drag and a range drag of 400 moves each over the first 20 rows of lists of growing
  /// size (and a long fast flick), timed per event. The reference model is timed up to 10,000
  /// items; beyond that it takes too long to be worth waiting for.
  package func scaling() -> [Scaling] {
    sizes.map { n in
      let scenarios = SelectionMode.allCases.filter { $0 != .single }.map {
        Benchmark.gesture(items: n, mode: $0)
      }
      let events = scenarios.reduce(0) { $0 + $1.eventCount }
      let engine = eventTime(scenarios, SelectionEngine.self)
      let model = n <= 10_000 ? eventTime(scenarios, ReferenceEngine.self) : nil
      return Scaling(items: n, events: events, engine: engine, model: model)
    }
  }

  /// The time the engines spend on the scenarios' events: setting up and playing, less setting
  /// up alone (medians of each).
  func eventTime<Engine: DragSelectEngine>(_ scenarios: [Scenario], _ type: Engine.Type) -> Double {
    let setup = time {
      for scenario in scenarios {
        Benchmark.blackHole(try? Engine(configuration: scenario.configuration))
      }
    }
    let whole = time {
      for scenario in scenarios { Benchmark.blackHole(Benchmark.play(scenario, type)) }
    }
    return max(whole.median - setup.median, 0)
  }

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
