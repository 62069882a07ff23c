import SelectCore

/// The harness testing itself: it fuzzes every planted bug and reports which it finds, by which
/// invariant, how fast, and how small the shrunk repro gets (`selfuzz mutants`).
public struct MutationTesting: Sendable {
  public var seed: UInt64 = 1
  /// Cases tried per bug and per run before giving up.
  public var iterations = 2_000
  /// The shrinker's time cap per repro.
  public var shrinkTimeLimit = 10.0

  public init() {}

  /// Where a fuzz run first failed.
  public struct Detection: Sendable {
    /// Cases run until the failure, the failing one included.
    public var cases: Int
    public var invariant: Invariant?
  }

  /// What the harness did with one planted bug.
  public struct Outcome: Sendable {
    public var bug: PlantedBug
    /// With every invariant but `model-agreement`.
    public var alone: Detection?
    /// With every invariant, the model included.
    public var withModel: Detection?
    /// The first failure (invariants alone), shrunk.
    public var shrunk: ShrinkResult?

    public var found: Bool { alone != nil && withModel != nil }
  }

  /// Fuzzes, then shrinks, one planted bug.
  public func test(_ bug: PlantedBug) -> Outcome {
    var invariantsAlone = Set(Invariant.allCases)
    invariantsAlone.remove(.modelAgreement)
    let aloneRun = detect(bug, invariants: invariantsAlone)
    let modelRun = detect(bug, invariants: Set(Invariant.allCases))
    var shrunk: ShrinkResult?
    if let failure = aloneRun.failure {
      var shrinker = Shrinker(kind: bug.kind, invariants: invariantsAlone)
      shrinker.timeLimit = shrinkTimeLimit
      shrunk = shrinker.shrink(failure.scenario, failure: failure.failure)
    }
    return Outcome(
      bug: bug, alone: aloneRun.detection, withModel: modelRun.detection, shrunk: shrunk)
  }

  private func detect(_ bug: PlantedBug, invariants: Set<Invariant>) -> (
    detection: Detection?, failure: FoundFailure?
  ) {
    let fuzzer = Fuzzer(options: FuzzOptions(seed: seed, engine: bug.kind, invariants: invariants))
    let run = fuzzer.run(0..<iterations)
    guard let failure = run.failure else { return (nil, nil) }
    return (Detection(cases: run.totals.cases, invariant: failure.failure.invariant), failure)
  }

  /// The repro script of a shrunk planted bug, for the Corpus: it names the bug, says what it
  /// shows, and expects the state SelectCore's engine reaches, so that it passes on `core` and
  /// fails on the bug.
  public static func corpusScript(_ outcome: Outcome) -> String? {
    guard let shrunk = outcome.shrunk, let invariant = shrunk.failure.invariant else { return nil }
    var scenario = shrunk.scenario
    scenario.expectations = []
    if let core = try? SelectionEngine(configuration: scenario.configuration) {
      var engine = core
      for scheduled in scenario.timeline {
        if let event = scheduled.event { _ = engine.apply(event, at: scheduled.time) }
      }
      scenario.expectations = [.selected(engine.selection), .offset(engine.offset)]
    }
    let header = [
      "Planted bug \(outcome.bug.name): \(outcome.bug.summary).",
      "The minimal repro selfuzz found and shrank (SPEC 4: \(invariant.rawValue)); it passes on core",
      "and fails on the bug: selfuzz replay <this file> --engine \(outcome.bug.name)",
      "planted: \(outcome.bug.name)",
    ]
    return ScriptPrinter.print(scenario, header: header)
  }
}
