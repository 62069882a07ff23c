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
  package var plan: CallPlan

  package init(kind: EngineKind, invariants: Set<Invariant>, plan: CallPlan = .early) {
    self.kind = kind
    self.invariants = invariants
    self.plan = plan
  }

  package func evaluate(_ scenario: Scenario) -> RunFailure? {
    Runner.play(scenario, on: kind, checking: invariants, plan: plan).failure
  }
}
