/// Runs candidate scenarios for the shrinker: in this process, or in a child process when the
/// engine may crash or hang (``ChildEvaluator``).
package protocol CaseEvaluator {
  /// Plays `scenario`, which is valid, and returns how it failed, or `nil` when it passed.
  mutating func evaluate(_ scenario: Scenario) -> RunFailure?
}

/// Runs candidates with ``Runner`` in this process.
package struct InProcessEvaluator: CaseEvaluator {
  package var kind: EngineKind
  package var invariants: Set<Invariant>
  /// The ways of delivering the steps, each in turn until one fails (as in ``ChildEvaluator``).
  package var plans: [CallPlan]

  package init(kind: EngineKind, invariants: Set<Invariant>, plans: [CallPlan] = Replay.plans) {
    self.kind = kind
    self.invariants = invariants
    self.plans = plans
  }

  package func evaluate(_ scenario: Scenario) -> RunFailure? {
    for plan in plans {
      if let failure = Runner.play(scenario, on: kind, checking: invariants, plan: plan).failure {
        return failure
      }
    }
    return nil
  }
}
