/// Runs candidate scenarios for the shrinker: in this process, or in a child process when the
/// engine may crash or hang (``ChildEvaluator``).
package protocol CaseEvaluator {
  /// Plays `scenario`, which is valid, and returns how it failed, or `nil` when it passed.
  mutating func evaluate(_ scenario: Scenario) -> RunFailure?

  /// The ways of delivering the steps that ``evaluate(_:)`` plays, each in turn until one fails.
  var plans: [CallPlan] { get set }

  /// When an evaluation still running is abandoned, finding nothing (a shrink's time cap); an
  /// evaluator that cannot abandon a run may ignore it.
  var deadline: ContinuousClock.Instant? { get set }

  /// Whether evaluations have stopped finding anything: Ctrl-C or SIGTERM asked to stop.
  var isStopped: Bool { get }
}

extension CaseEvaluator {
  /// Chooses ``plans`` for shrinking `scenario`, which fails with `failure` when its steps come
  /// as `found` says: the ways `selfuzz replay` plays a script (``Replay/plans``) when they show
  /// the failure again, so that the repro replays; else `found` alone (a failure only a mix of the
  /// two shows, or one that another failure hides when the steps come in calls of their own).
  package mutating func choosePlans(
    toShrink scenario: Scenario, failing failure: RunFailure, found: CallPlan
  ) {
    plans = Replay.plans
    if let again = evaluate(scenario), again.sharesSymptom(with: failure) { return }
    plans = [found]
  }
}

/// Runs candidates with ``Runner`` in this process.
package struct InProcessEvaluator: CaseEvaluator {
  package var kind: EngineKind
  package var invariants: Set<Invariant>
  package var plans: [CallPlan]
  /// Ignored: a run in this process cannot be abandoned halfway.
  package var deadline: ContinuousClock.Instant?
  package var isStopped: Bool { false }

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
