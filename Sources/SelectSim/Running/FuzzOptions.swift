/// What a fuzz run is asked to do.
public struct FuzzOptions: Sendable {
  public var seed: UInt64
  public var engine: EngineKind
  public var modes: ModeChoice
  public var invariants: Set<Invariant>
  /// Which cases get which `determinism` twin.
  public var determinism = DeterminismPolicy()

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
