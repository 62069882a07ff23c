package import SelectCore

/// Shrinks a failing scenario to a minimal one that fails the same way, by passes that know the
/// domain: dropping the timeline after the failure, whole touches, single events and move
/// samples, items (re-indexing what refers to them), vetoes, the initial selection and the limit;
/// snapping times and coordinates to round numbers; putting frames on a grid; and moving settings
/// back to their defaults.
///
/// "The same way" is ``RunFailure/sharesSymptom(with:)``: an invariant that the found failure's
/// call also broke, the same fault, or the same expectation reporting the same state.
///
/// Deterministic by construction: passes and candidates come in a fixed order, a candidate is kept
/// only when it comes earlier in ``ShrinkOrder`` (fewer options away from their defaults, fewer
/// events, fewer items, then the canonical form and a shorter script) and still fails the same
/// way, and the budget is counted in evaluations. The time cap is only a safety net; when
/// it cuts a shrink short, the result says so.
package struct Shrinker: Sendable {
  /// The engine the failure happens on.
  package var kind: EngineKind
  /// The invariants checked while shrinking: those of the run that found the failure.
  package var invariants: Set<Invariant>
  /// What the engine takes, as the run that found the failure had it (SPEC 8, "Profiles"): no
  /// candidate outside it is tried. `nil`: the engine's own (``EngineKind/profile``).
  package var profile: EngineProfile?
  /// Candidate runs before shrinking stops with what it has: the budget, the same everywhere.
  package var evaluationLimit = 3_000
  /// Seconds before shrinking stops with what it has: a safety net for slow engines.
  package var timeLimit: Double = 60
  /// Called after every evaluation with the count so far and the best scenario: for a progress
  /// line.
  package var onEvaluation: (@Sendable (_ evaluations: Int, _ best: Scenario) -> Void)?
  /// Asked of each new best scenario, with its failure: `true` stops the shrink there
  /// (``ShrinkResult/Stop/enough``), when it has reached what the caller needs (a known
  /// finding, `selfuzz --known`). `nil`: every pass runs to its end.
  package var isEnough: (@Sendable (_ best: Scenario, _ failure: RunFailure) -> Bool)?

  /// A shrinker for failures on `kind`, checking `invariants`.
  package init(
    kind: EngineKind, invariants: Set<Invariant> = Set(Invariant.allCases),
    profile: EngineProfile? = nil
  ) {
    self.kind = kind
    self.invariants = invariants
    self.profile = profile
  }

  /// Shrinks `scenario`, which fails with `failure` on this engine when its steps reach the engine
  /// as `plan` says, running candidates in this process. Candidates are played as `selfuzz
  /// replay` plays a script (the steps in calls of their own, then with the next event), so that
  /// the repro fails when replayed; only when neither way shows the failure, as `plan` says.
  ///
  /// - Precondition: `scenario` is valid (``Scenario/validate()``).
  /// - Complexity: Bounded by ``evaluationLimit`` and ``timeLimit``; each evaluation is one run
  ///   per way.
  package func shrink(_ scenario: Scenario, failure: RunFailure, plan: CallPlan = .early)
    -> ShrinkResult
  {
    var evaluator = InProcessEvaluator(kind: kind, invariants: invariants)
    evaluator.choosePlans(toShrink: scenario, failing: failure, found: plan)
    return shrink(scenario, failure: failure, using: &evaluator)
  }

  /// Shrinks `scenario` with candidates run by `evaluator` (in a child process, for faults).
  package func shrink<Evaluator: CaseEvaluator>(
    _ scenario: Scenario, failure: RunFailure, using evaluator: inout Evaluator
  ) -> ShrinkResult {
    let savedDeadline = evaluator.deadline
    if timeLimit.isFinite { evaluator.deadline = .now + .seconds(max(timeLimit, 0)) }
    var session = ShrinkSession(
      shrinker: self, evaluator: evaluator, scenario: scenario, failure: failure)
    session.run()
    // Verified: fails as the shrink kept it (under the name it is saved by) three more times;
    // once after the time cap (each run of a hanging engine costs a deadline), and not at all
    // after Ctrl-C, which asked to stop now.
    var verified = session.stop != .interrupted
    session.evaluator.deadline = savedDeadline
    for _ in 0..<(session.stop == .interrupted ? 0 : session.stop == .timeCap ? 1 : 3) {
      let rerun = session.evaluator.evaluate(session.best)
      if !(rerun.map { $0.isSame(as: session.bestFailure) } ?? false) { verified = false }
    }
    if let back = session.evaluator as? Evaluator { evaluator = back }
    evaluator.deadline = savedDeadline
    var result = ShrinkResult(
      scenario: session.best, failure: session.bestFailure, eventsBefore: scenario.eventCount,
      itemsBefore: scenario.configuration.frames.count, evaluations: session.evaluations,
      seconds: session.elapsed, stop: session.stop, verified: verified)
    result.passes = session.statistics
    return result
  }

  /// Runs one pass, `pass`, once on `scenario`, which fails with `failure` on this engine, in this
  /// process: what a test asks of a single pass.
  ///
  /// - Returns: The best scenario after the pass, and what the pass did.
  package func run(_ pass: ShrinkPass, on scenario: Scenario, failure: RunFailure) -> (
    scenario: Scenario, statistics: ShrinkPass.Statistics
  ) {
    var session = ShrinkSession(
      shrinker: self, evaluator: InProcessEvaluator(kind: kind, invariants: invariants),
      scenario: scenario, failure: failure)
    session.run(pass)
    return (session.best, session.statistics[0])
  }
}
