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
