package import SelectCore

/// The harness testing itself (`selfuzz mutants`): it fuzzes every planted bug and fault and
/// reports which it finds, by which invariant or fault, how fast, and how small the shrunk repro
/// gets. Every run is a ``FuzzCampaign`` in worker processes, so the planted faults (traps,
/// hangs) are found as a user's would be.
package struct MutationTesting: Sendable {
  package var seed: UInt64 = 1
  /// Cases tried per bug and per run before giving up.
  package var iterations = 2_000
  /// Worker processes per run.
  package var jobs = 1
  /// The shrinker's budget, in evaluations.
  package var shrinkBudget = 3_000
  /// How a worker process for `engine` checking `invariants` is started.
  package var launch:
    @Sendable (_ engine: EngineOrigin, _ invariants: Set<Invariant>) -> WorkerProcess.Launch
  /// The deadlines the workers hold calls and cases to.
  package var callTimeout = 1.0
  package var caseTimeout = 60.0
  /// Engines in another process, over the engine protocol (`selfuzz serve BUG`), when set: the
  /// command for a bug's name.
  package var serveCommand: (@Sendable (String) -> String)?
  /// The profile every case, and every shrink candidate, lies inside (`--profile`): the launch
  /// must start workers with it too.
  package var profile = EngineProfile.wholeSpec

  package init(
    launch:
      @escaping @Sendable (_ engine: EngineOrigin, _ invariants: Set<Invariant>) ->
      WorkerProcess.Launch
  ) {
    self.launch = launch
  }

  /// Where a fuzz run first failed.
  package struct Detection: Sendable {
    /// Cases run until the failure, the failing one included.
    package var cases: Int
    package var kind: FailureKind
  }

  /// What the harness did with one planted bug.
  package struct Outcome: Sendable {
    package var bug: PlantedBug
    /// With every invariant but `model-agreement`.
    package var alone: Detection?
    /// With every invariant, the model included.
    package var withModel: Detection?
    /// The first failure (invariants alone), shrunk.
    package var shrunk: ShrinkResult?

    /// Found in both runs, each time as a failure the bug is expected to cause (or, with the
    /// model on, as `model-agreement`).
    package var found: Bool {
      guard let alone, let withModel else { return false }
      return bug.expected.contains(alone.kind)
        && (bug.expected.contains(withModel.kind) || withModel.kind == .invariant(.modelAgreement))
    }
  }

  /// Fuzzes, then shrinks, one planted bug.
  package func test(_ bug: PlantedBug) throws(SpawnError) -> Outcome {
    var invariantsAlone = Set(Invariant.allCases)
    invariantsAlone.remove(.modelAgreement)
    let aloneRun = try detect(bug, invariants: invariantsAlone)
    let modelRun = try detect(bug, invariants: Set(Invariant.allCases))
    var shrunk: ShrinkResult?
    if let failure = aloneRun.failure, let target = failure.shrinkTarget,
      var evaluator = aloneRun.evaluator
    {
      let scenario = ScenarioGenerator(profile: profile).scenario(
        seed: seed, iteration: failure.iteration)
      var shrinker = Shrinker(kind: engine(bug), invariants: invariantsAlone, profile: profile)
      shrinker.evaluationLimit = shrinkBudget
      shrunk = shrinker.shrink(scenario, failure: target, using: &evaluator)
    }
    return Outcome(
      bug: bug, alone: aloneRun.detection, withModel: modelRun.detection, shrunk: shrunk)
  }

  private func origin(_ bug: PlantedBug) -> EngineOrigin {
    serveCommand.map { .command($0(bug.name)) } ?? .builtIn(bug.name)
  }

  private func engine(_ bug: PlantedBug) -> EngineKind {
    EngineKind.make(origin(bug), callTimeout: callTimeout) ?? bug.kind
  }

  private func detect(_ bug: PlantedBug, invariants: Set<Invariant>) throws(SpawnError) -> (
    detection: Detection?, failure: CampaignFailure?, evaluator: ChildEvaluator?
  ) {
    var settings = CampaignSettings(
      worker: WorkerSettings(
        seed: seed, modes: .mixed, engine: engine(bug), invariants: invariants,
        callTimeout: callTimeout, caseTimeout: caseTimeout, profile: profile),
      launch: launch(origin(bug), invariants))
    settings.count = iterations
    settings.jobs = jobs
    let campaign = FuzzCampaign(settings)
    let outcome = try campaign.run(progress: { _ in }, interrupted: { false })
    guard let failure = outcome.failure else { return (nil, nil, nil) }
    return (
      Detection(cases: outcome.totals.cases, kind: failure.failure.kind), failure,
      campaign.evaluator
    )
  }

  /// The repro script of a shrunk planted bug, for the Corpus: it names the bug, says what it
  /// shows, and expects the state SelectCore's engine reaches, so that it passes on `core` and
  /// fails on the bug.
  package static func corpusScript(_ outcome: Outcome) -> String? {
    guard let shrunk = outcome.shrunk else { return nil }
    var scenario = shrunk.scenario
    scenario.expectations = []
    if let core = try? SelectionEngine(configuration: scenario.configuration) {
      var engine = core
      for scheduled in scenario.timeline {
        if let event = scheduled.event { _ = engine.apply(event, at: scheduled.time) }
      }
      scenario.expectations = [.selected(engine.selection), .offset(engine.offset)]
    }
    let what = outcome.bug.isFault ? "planted fault" : "planted bug"
    let header = [
      "Planted \(outcome.bug.isFault ? "fault" : "bug") \(outcome.bug.name): \(outcome.bug.summary).",
      "The minimal repro selfuzz found and shrank (SPEC \(outcome.bug.isFault ? "9" : "4"): \(shrunk.failure.name)); it passes on core",
      "and fails on the \(what): selfuzz replay <this file> --engine \(outcome.bug.name)",
      "planted: \(outcome.bug.name)",
    ]
    return ScriptPrinter.print(scenario, header: header)
  }
}
