package import SelectCore

/// What a worker process runs: the fuzz run's seed and modes (for `block` requests), the engine,
/// the invariants, and the deadlines its watchdog holds calls and cases to.
package struct WorkerSettings: Sendable {
  package var seed: UInt64
  package var modes: ModeChoice
  package var engine: EngineKind
  package var invariants: Set<Invariant>
  /// The most one engine call may take, in seconds (SPEC 9: `--call-timeout`).
  package var callTimeout: Double
  /// The most one case may take, in seconds (`--case-timeout`).
  package var caseTimeout: Double
  /// How to start a worker of its own that plays cases again, for `determinism`
  /// (``FreshProcessCheck``); `nil` for none.
  package var freshWorker: WorkerProcess.Launch?
  /// The profile the run's cases lie inside (SPEC 8, "Profiles").
  package var profile: EngineProfile = .wholeSpec

  package init(
    seed: UInt64, modes: ModeChoice, engine: EngineKind, invariants: Set<Invariant>,
    callTimeout: Double, caseTimeout: Double, freshWorker: WorkerProcess.Launch? = nil,
    profile: EngineProfile = .wholeSpec
  ) {
    self.profile = profile
    self.freshWorker = freshWorker
    self.seed = seed
    self.modes = modes
    self.engine = engine
    self.invariants = invariants
    self.callTimeout = callTimeout
    self.caseTimeout = caseTimeout
  }

  /// The fuzz options of the run the worker serves.
  package var fuzzOptions: FuzzOptions {
    var options = FuzzOptions(seed: seed, engine: engine, modes: modes, invariants: invariants)
    options.profile = profile
    return options
  }
}
