/// What a fuzz run is asked to do.
public struct FuzzOptions: Sendable {
  /// The run's seed: each case's seed derives from it and the case's iteration.
  public var seed: UInt64
  /// The engine fuzzed.
  public var engine: EngineKind
  /// The modes of the generated cases.
  public var modes: ModeChoice
  /// The invariants checked after every call.
  public var invariants: Set<Invariant>
  /// Which cases get which `determinism` twin.
  public var determinism = DeterminismPolicy()

  /// Options for a run; by default SelectCore's engine, every mode and every invariant.
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
