import SelectCore

/// Shrinks a failing scenario to a minimal one that fails the same invariant, by passes that know
/// the domain: dropping the timeline after the failure, whole touches, single events and move
/// samples, items (re-indexing what refers to them), vetoes, the initial selection and the limit;
/// snapping times and coordinates to round numbers; putting frames on a grid; and moving settings
/// back to their defaults.
///
/// Deterministic: passes and candidates come in a fixed order and a candidate is kept only when it
/// is smaller (fewer events, then fewer items, then shorter script) and still fails, so the same
/// failure always shrinks to the same scenario, unless the time cap cuts it short.
public struct Shrinker: Sendable {
  public var kind: EngineKind
  public var invariants: Set<Invariant>
  /// Seconds before shrinking stops with what it has.
  public var timeLimit: Double = 10
  /// Candidate runs before shrinking stops with what it has.
  public var evaluationLimit = 200_000

  public init(kind: EngineKind, invariants: Set<Invariant> = Set(Invariant.allCases)) {
    self.kind = kind
    self.invariants = invariants
  }

  /// Shrinks `scenario`, which fails with `failure` on this engine.
  ///
  /// - Complexity: Bounded by ``timeLimit`` and ``evaluationLimit``; each evaluation is one run.
  public func shrink(_ scenario: Scenario, failure: RunFailure) -> ShrinkResult {
    var session = ShrinkSession(shrinker: self, scenario: scenario, failure: failure)
    session.run()
    var verified = true
    for _ in 0..<3 {
      let rerun = Runner.run(session.best, on: kind, checking: invariants)
      if !ShrinkSession.sameFailure(rerun.failure, failure) { verified = false }
    }
    return ShrinkResult(
      scenario: session.best, failure: session.bestFailure, eventsBefore: scenario.eventCount,
      itemsBefore: scenario.configuration.frames.count, evaluations: session.evaluations,
      seconds: session.elapsed, cutShort: session.cutShort, verified: verified)
  }
}
