package import SelectCore

/// What a fuzz run is asked to do.
package struct FuzzOptions: Sendable {
  /// The run's seed: each case's seed derives from it and the case's iteration.
  package var seed: UInt64
  /// The engine fuzzed.
  package var engine: EngineKind
  /// The modes of the generated cases.
  package var modes: ModeChoice
  /// The invariants checked after every call.
  package var invariants: Set<Invariant>
  /// Which cases get which `determinism` twin.
  package var determinism = DeterminismPolicy()
  /// What the engine takes: every case lies inside it (SPEC 8, "Profiles"); by default the
  /// engine's own (``EngineKind/profile``).
  package var profile: EngineProfile

  /// Options for a run; by default SelectCore's engine, every mode and every invariant.
  package init(
    seed: UInt64, engine: EngineKind = .core, modes: ModeChoice = .mixed,
    invariants: Set<Invariant> = Set(Invariant.allCases)
  ) {
    self.seed = seed
    self.engine = engine
    self.modes = modes
    self.invariants = invariants
    profile = engine.profile
  }
}
