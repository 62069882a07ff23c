import Foundation
public import SelectCore
public import SelectSim
public import Testing

/// Property tests of drag-to-select engines in Swift Testing: one call inside a `@Test` fuzzes an
/// engine against docs/SPEC.md and records every failure as an issue of the test, shrunk, with the
/// script and its picture attached and the one command that reruns it.
///
/// ```swift
/// @Test func myEngineHoldsTheSpec() {
///   PropertyTest.fuzz(MyEngine.self)
/// }
/// ```
///
/// The seed is fixed (1) so that `swift test` is deterministic; `SELFUZZ_SEED=N` runs another,
/// which is how a failure seen in CI replays locally, and `SELFUZZ_ITERATION=I` runs one case of
/// it alone. `swift test --attachments-path DIR` (an existing folder) saves the attachments.
public enum PropertyTest {
  /// The seed a run uses when the call names none: `SELFUZZ_SEED` when it is set, else 1.
  public static var seed: UInt64 {
    environment("SELFUZZ_SEED").flatMap(UInt64.init) ?? 1
  }

  /// Fuzzes engines of type `Engine` in this process.
  ///
  /// - Parameters:
  ///   - type: The engine type; `init(configuration:)` makes each case's engine.
  ///   - iterations: Cases to run (each a scenario of 1-4 gestures, about 150 events).
  ///   - seed: The run's seed; by default ``seed``.
  ///   - modes: The modes of the cases: one, or each case's own.
  ///   - profile: Narrows what the engine takes (``DragSelectEngine/profile``, SPEC 8): every
  ///     case, and every shrink candidate, lies inside both.
  ///   - invariants: The invariants checked after every call (SPEC 4); all by default.
  ///   - sourceLocation: Where a failure is recorded: the call, by default.
  /// - Returns: The run's totals and its failure, shrunk, if any.
  @discardableResult
  public static func fuzz<Engine: DragSelectEngine & Sendable>(
    _ type: Engine.Type, iterations: Int = 300, seed: UInt64? = nil, modes: ModeChoice = .mixed,
    profile: EngineProfile? = nil, invariants: Set<Invariant> = Set(Invariant.allCases),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> PropertyTestResult {
    run(
      EngineKind(name: String(describing: type), summary: "the engine under test", type: type),
      iterations: iterations, seed: seed, modes: modes, profile: profile, invariants: invariants,
      replayWith:
        "ScriptFile(path: \"<this file>\").replay(on: \(String(describing: type)).self) in a test (docs/guides/swift-engine.md, \"Replay a saved repro\"), or the command it was found by",
      sourceLocation: sourceLocation)
  }

  /// Fuzzes the engine of an engine command (SPEC 8): any language, one process per engine,
  /// whose crashes, hangs and broken replies are named failures (SPEC 9).
  ///
  /// - Parameters:
  ///   - command: The shell command that starts the engine, run from the current directory.
  ///   - callTimeout: Seconds one call may take before it counts as a hang.
  ///   - iterations: Cases to run.
  ///   - seed: The run's seed; by default ``seed``.
  ///   - modes: The modes of the cases.
  ///   - profile: Narrows what the engine states it takes in its `hello` reply (SPEC 8).
  ///   - invariants: The invariants checked after every call.
  ///   - sourceLocation: Where a failure is recorded.
  /// - Returns: The run's totals and its failure, shrunk, if any.
  @discardableResult
  public static func fuzz(
    command: String, callTimeout: Double = 5, iterations: Int = 300, seed: UInt64? = nil,
    modes: ModeChoice = .mixed, profile: EngineProfile? = nil,
    invariants: Set<Invariant> = Set(Invariant.allCases),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> PropertyTestResult {
    guard var kind = EngineKind.make(.command(command), callTimeout: callTimeout, inWorker: false)
    else {
      Issue.record("no engine for the command '\(command)'", sourceLocation: sourceLocation)
      return PropertyTestResult(totals: FuzzTotals(), failure: nil)
    }
    do {
      kind.profile = try EngineConnection.statedProfile(of: command, callTimeout: callTimeout)
    } catch {
      Issue.record(
        "the engine command '\(command)' does not speak the engine protocol: \(error.message)",
        sourceLocation: sourceLocation)
      return PropertyTestResult(totals: FuzzTotals(), failure: nil)
    }
    return fuzz(
      kind, iterations: iterations, seed: seed, modes: modes, profile: profile,
      invariants: invariants, sourceLocation: sourceLocation)
  }

  /// Fuzzes engines of `kind`: SelectCore's (`.core`), the reference model (`.reference`), an
  /// engine type, or one made from a closure.
  ///
  /// - Parameters:
  ///   - kind: The engine.
  ///   - iterations: Cases to run.
  ///   - seed: The run's seed; by default ``seed``.
  ///   - modes: The modes of the cases.
  ///   - profile: Narrows what the engine takes (``EngineKind/profile``, SPEC 8).
  ///   - invariants: The invariants checked after every call.
  ///   - sourceLocation: Where a failure is recorded.
  /// - Returns: The run's totals and its failure, shrunk, if any.
  @discardableResult
  public static func fuzz(
    _ kind: EngineKind, iterations: Int = 300, seed: UInt64? = nil, modes: ModeChoice = .mixed,
    profile: EngineProfile? = nil, invariants: Set<Invariant> = Set(Invariant.allCases),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> PropertyTestResult {
    run(
      kind, iterations: iterations, seed: seed, modes: modes, profile: profile,
      invariants: invariants,
      replayWith: kind.origin == nil
        ? "ScriptFile(path: \"<this file>\").replay(on: <this engine's EngineKind>) in a test, or the command it was found by"
        : "selfuzz replay <this file> (on the engine named above)",
      sourceLocation: sourceLocation)
  }

  /// Fuzzes `kind`, and writes up a failure with `replayWith` as its header's last line.
  static func run(
    _ kind: EngineKind, iterations: Int, seed: UInt64?, modes: ModeChoice, profile: EngineProfile?,
    invariants: Set<Invariant>, replayWith: String, sourceLocation: SourceLocation
  ) -> PropertyTestResult {
    let seed = seed ?? Self.seed
    var options = FuzzOptions(seed: seed, engine: kind, modes: modes, invariants: invariants)
    do {
      options.profile = try (profile.map(kind.profile.narrowed) ?? kind.profile).pinned(
        to: modes.mode)
    } catch {
      Issue.record("the profile: \(error)", sourceLocation: sourceLocation)
      return PropertyTestResult(totals: FuzzTotals(), failure: nil)
    }
    let fuzzer = Fuzzer(options: options)
    let cases: Range<Int> =
      if let alone = environment("SELFUZZ_ITERATION").flatMap(Int.init), alone >= 0 {
        alone..<(alone + 1)
      } else {
        0..<max(iterations, 0)
      }
    let run = fuzzer.run(cases)
    guard let found = run.failure else {
      let totals = run.totals
      if totals.cases > 0 && totals.skipped == totals.cases {
        Issue.record(
          "\(FuzzSummary.verdict(totals)); the reasons: \(totals.skipReasonsByCount.prefix(3).map(\.reason).joined(separator: "; "))",
          sourceLocation: sourceLocation)
      }
      return PropertyTestResult(totals: totals, failure: nil)
    }
    let shrunk = Shrinker(kind: kind, invariants: invariants, profile: options.profile).shrink(
      found.scenario, failure: found.failure, plan: found.plan)
    let rerun = rerunCommand(kind, seed: seed, iteration: found.iteration, modes: modes)
    var report = FailureReport(
      scenario: shrunk.scenario, failure: shrunk.failure, engine: kind.name,
      foundBy: "\(rerun) (seed \(seed), iteration \(found.iteration), \(found.plan))",
      notes: [shrunk.summary])
    report.replayWith = replayWith
    report.profile = options.profile
    record(report, kind: kind, invariants: invariants, rerun: rerun, sourceLocation: sourceLocation)
    return PropertyTestResult(totals: run.totals, failure: report)
  }

  /// Records `report` as an issue of the running test, with its script and picture attached.
  static func record(
    _ report: FailureReport, kind: EngineKind, invariants: Set<Invariant>, rerun: String,
    sourceLocation: SourceLocation
  ) {
    // Named as a saved repro is (SPEC 5): by its scenario, whatever the header says.
    let name = String(
      ReproStore(folder: "").fileName(report.script, stem: report.failure.name).dropLast(4))
    let comment = """
      \(report.title) failed: \(report.summary)
      rerun: \(rerun)
      the shrunk script (attached as \(name).sel, its picture as \(name).html):
      \(report.script)
      """
    Issue.record(Comment(rawValue: comment), sourceLocation: sourceLocation)
    Attachment.record(report.script, named: "\(name).sel", sourceLocation: sourceLocation)
    if var picture = try? FailurePicture.of(
      report.scenario, on: kind, checking: invariants, title: "\(name).sel")
    {
      picture.profile = report.profile
      Attachment.record(picture.html, named: "\(name).html", sourceLocation: sourceLocation)
    }
  }

  /// The one command that reruns the failing case: the test itself, on the seed and iteration
  /// that failed (and `selfuzz` beside it, for an engine it can run).
  static func rerunCommand(_ kind: EngineKind, seed: UInt64, iteration: Int, modes: ModeChoice)
    -> String
  {
    let test = Test.current.map { String($0.name.prefix { $0 != "(" }) } ?? "<test>"
    return "SELFUZZ_SEED=\(seed) SELFUZZ_ITERATION=\(iteration) swift test --filter \(test)"
  }

  static func environment(_ name: String) -> String? {
    ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
  }
}
