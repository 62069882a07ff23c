import SelectCore

/// What a fuzz run is asked to do.
public struct FuzzOptions: Sendable {
  public var seed: UInt64
  public var engine: EngineKind
  public var modes: ModeChoice
  public var invariants: Set<Invariant>

  public init(
    seed: UInt64, engine: EngineKind = .core, modes: ModeChoice = .mixed,
    invariants: Set<Invariant> = Set(Invariant.allCases)
  ) {
    self.seed = seed
    self.engine = engine
    self.modes = modes
    self.invariants = invariants
  }
}

/// A case that failed: enough to print it, save it and replay it.
public struct FoundFailure: Sendable {
  public var iteration: Int
  public var scenario: Scenario
  public var failure: RunFailure

  public init(iteration: Int, scenario: Scenario, failure: RunFailure) {
    self.iteration = iteration
    self.scenario = scenario
    self.failure = failure
  }
}

/// The totals of a batch of cases. Batches add up in any order to the same totals, so a run split
/// over worker processes reports what one process would.
public struct FuzzTotals: Hashable, Sendable {
  /// Cases run.
  public var cases = 0
  /// Timeline events checked.
  public var events = 0
  /// Engine calls checked (events, expectations and auto-scroll steps).
  public var calls = 0
  /// The sum of every case's fingerprint, mixed with its iteration: the same however the cases
  /// are split or ordered.
  public var fingerprintSum: UInt64 = 0
  public var coverage = CoverageTally()

  public init() {}

  public mutating func add(_ other: FuzzTotals) {
    cases += other.cases
    events += other.events
    calls += other.calls
    fingerprintSum &+= other.fingerprintSum
    coverage.add(other.coverage)
  }

  /// The run's fingerprint (SPEC 6): a stable hash of every generated scenario and trace.
  public var fingerprint: Fingerprint {
    var fingerprint = Fingerprint()
    fingerprint.add(UInt64(cases))
    fingerprint.add(fingerprintSum)
    return fingerprint
  }
}

/// The fuzz loop: generates each case from its own seed, runs it with every chosen invariant, and
/// stops at the first failure.
public struct Fuzzer: Sendable {
  public let options: FuzzOptions
  public let generator: ScenarioGenerator

  public init(options: FuzzOptions) {
    self.options = options
    generator = ScenarioGenerator(modes: options.modes)
  }

  /// Runs case `iteration`.
  ///
  /// - Returns: Its scenario, what the run found, and its fingerprint.
  public func runCase(_ iteration: Int) -> (
    scenario: Scenario, result: RunResult, fingerprint: UInt64
  ) {
    let scenario = generator.scenario(seed: options.seed, iteration: iteration)
    let result = Runner.run(scenario, on: options.engine, checking: options.invariants)
    var fingerprint = Fingerprint()
    fingerprint.add(UInt64(iteration))
    fingerprint.add(scenario)
    fingerprint.add(result.trace.value)
    return (scenario, result, fingerprint.value)
  }

  /// Runs the cases of `iterations` in order until one fails or `keepGoing` says stop.
  ///
  /// - Returns: The totals of the cases run (a failing case included) and the failure, if any.
  public func run(_ iterations: some Sequence<Int>, keepGoing: () -> Bool = { true }) -> (
    totals: FuzzTotals, failure: FoundFailure?
  ) {
    var totals = FuzzTotals()
    for iteration in iterations {
      guard keepGoing() else { break }
      let (scenario, result, fingerprint) = runCase(iteration)
      totals.cases += 1
      totals.events += result.events
      totals.calls += result.calls
      totals.fingerprintSum &+= fingerprint
      totals.coverage.add(result.coverage)
      if let failure = result.failure {
        return (totals, FoundFailure(iteration: iteration, scenario: scenario, failure: failure))
      }
    }
    return (totals, nil)
  }
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  public var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
