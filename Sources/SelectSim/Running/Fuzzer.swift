import SelectCore

/// The fuzz loop: generates each case from its own seed, runs it with every chosen invariant, and
/// stops at the first failure.
///
/// It runs in this process, so an engine that traps takes the process with it: `selfuzz` runs its
/// cases in worker processes (``FuzzCampaign``) for that reason (SPEC 9).
package struct Fuzzer: Sendable {
  /// The run's seed, engine, modes and invariants.
  package let options: FuzzOptions
  /// The generator of the cases, from the options' modes.
  package let generator: ScenarioGenerator
  /// The twin in a fresh process that `determinism` uses on a share of cases, when this process
  /// can start one (a worker can: `selfuzz serve`).
  package var freshTwin: EngineKind?
  /// The profile's own hash, added to every case's fingerprint, when the profile narrows more
  /// than the modes and the later options (`range-start`, `single-commit`), which the cases'
  /// scenarios state already: `nil` under the whole SPEC, whose runs keep the fingerprints they
  /// had, and under a profile that pins those options to their defaults, whose runs keep the
  /// fingerprints of the runs before the options existed.
  private let profileHash: UInt64?

  /// A fuzzer for `options`.
  package init(options: FuzzOptions) {
    self.options = options
    generator = ScenarioGenerator(modes: options.modes, profile: options.profile)
    var beyondModes = options.profile
    beyondModes.modes = EngineProfile.wholeSpec.modes
    // The options are hashed with the cases (each value a case has); toggle and opposite are
    // opt-in values of options older than the profile: a profile with both of the older values
    // hashes as the whole SPEC, with or without them.
    for option in SpecOptions.all
    where option.era != .original || option.takesOlderValues(options.profile) {
      option.takeEveryValue(in: &beyondModes)
    }
    // So are the list changes (SPEC 2.7): with every older event, with or without them.
    let listChanges: Set<EngineProfile.OptionalEvent> = [.insert, .remove, .reorder]
    if Set(options.profile.events).union(listChanges) == Set(EngineProfile.OptionalEvent.allCases) {
      beyondModes.events = EngineProfile.wholeSpec.events
    }
    if beyondModes.isWholeSpec {
      profileHash = nil
    } else {
      var hash = Fingerprint()
      for byte in options.profile.json.utf8 { hash.add(UInt64(byte)) }
      profileHash = hash.value
    }
  }

  /// Runs case `iteration`; any integer names a case (each has its own seed).
  ///
  /// - Returns: Its scenario, what the run found, and its fingerprint.
  package func runCase(_ iteration: Int) -> FuzzCase {
    runCase(iteration, heartbeat: nil)
  }

  package func runCase(_ iteration: Int, heartbeat: Heartbeat?) -> FuzzCase {
    heartbeat?.beginCase(iteration)
    let scenario = generator.scenario(seed: options.seed, iteration: iteration)
    let plan = options.determinism.plan(
      seed: options.seed, iteration: iteration, engine: options.engine, freshProcess: freshTwin)
    let result = Runner.play(
      scenario, on: options.engine, checking: options.invariants,
      plan: CallPlan.forCase(seed: options.seed, iteration: iteration), determinism: plan,
      heartbeat: heartbeat)
    var fingerprint = Fingerprint()
    fingerprint.add(iteration)
    if let profileHash { fingerprint.add(profileHash) }
    fingerprint.add(scenario)
    fingerprint.add(result.trace.value)
    return FuzzCase(
      iteration: iteration, scenario: scenario, result: result, fingerprint: fingerprint.value)
  }

  /// Runs the cases of `iterations` in order until one fails or `keepGoing` says stop.
  ///
  /// - Returns: The totals of the cases run (a failing case included) and the failure, if any.
  package func run(_ iterations: some Sequence<Int>, keepGoing: () -> Bool = { true }) -> FuzzRun {
    run(iterations, heartbeat: nil, keepGoing: keepGoing)
  }

  package func run(
    _ iterations: some Sequence<Int>, heartbeat: Heartbeat?, keepGoing: () -> Bool = { true },
    beforeCase: (Int) -> Void = { _ in }
  ) -> FuzzRun {
    var totals = FuzzTotals()
    for iteration in iterations {
      guard keepGoing() else { break }
      beforeCase(iteration)
      let found = runCase(iteration, heartbeat: heartbeat)
      totals.add(found)
      if let failure = found.result.failure {
        return FuzzRun(
          totals: totals,
          failure: FoundFailure(
            iteration: iteration, scenario: found.scenario, failure: failure,
            plan: CallPlan.forCase(seed: options.seed, iteration: iteration)))
      }
    }
    return FuzzRun(totals: totals, failure: nil)
  }
}
