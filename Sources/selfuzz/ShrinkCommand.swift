import Foundation
import SelectSim

/// `selfuzz shrink FILE`: shrinks a saved failing script.
enum ShrinkCommand {
  static let help = """
    USAGE: selfuzz shrink FILE [--engine NAME | --engine-command CMD] [--check NAME,...]
                          [--profile FILE] [--out DIR] [--shrink-budget N] [--shrink-time T]
                          [--call-timeout T] [--case-timeout T] [--stats]

    Replays FILE, and if it fails, shrinks it to a minimal script that fails the same way (a
    call that breaks an invariant the failing call broke, the same fault, or the same
    expectation with the same actual state; the repro is named after the invariant it shows):
    dropping touches, events, move samples and items, dropping vetoes, the initial selection and
    the limit, snapping times and coordinates to round numbers, putting frames on a grid, moving
    settings back to their defaults. Candidates run in a worker process, so an engine that
    crashes or hangs is shrunk like any failure. Deterministic: the budget is counted in
    evaluations, so the same failure shrinks to the same bytes (the time cap is a safety net; the
    report says when it cut a shrink short). The result is replayed three times before it is
    reported, then printed and saved under --out.

    OPTIONS:
      --engine NAME         The engine (default: the file's `# engine:` header, else core).
      --engine-command CMD  An engine over the engine protocol (default: `# engine-command:`).
      --check LIST          The invariants to check (default all).
      --profile FILE        What the engine takes (docs/SPEC.md section 8; default: the engine's
                            own, narrowed by the file's `# profile:` header): no candidate
                            outside it is tried.
      --out DIR             Where the shrunk script is saved (default .selfuzz/failures).
      --shrink-budget N     Candidate runs at most (default 3000).
      --shrink-time T       The safety cap (default 60s).
      --call-timeout T      The most one engine call may take (default 5s): longer is a hang.
      --case-timeout T      The most one run of a candidate may take (default 60s).
      --stats               Print each shrink pass, in the order they ran, with its calls, the
                            candidates it tried and kept, and the evaluations they cost.

    Ctrl-C (or SIGTERM) stops the shrink within a second: the smallest failing script found so
    far is printed and saved, and selfuzz exits 130 (143 for SIGTERM).

    EXIT STATUS: 1 the script fails (and was shrunk); 0 it passes (nothing to shrink);
    64 bad usage; 65 an invalid or unreadable script or profile; 66 the script lies outside the
    engine's profile, or the engine skips it (nothing to shrink); 69 an engine command that cannot
    be used; 130 stopped by Ctrl-C (143 by SIGTERM).
    """

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    let chosen = try arguments.engineOrigin()
    let invariants = try arguments.invariants().invariants
    let out = try arguments.option("--out") ?? ".selfuzz/failures"
    let budget = try arguments.integer("--shrink-budget", in: 1...10_000_000) ?? 3000
    let shrinkTime = try arguments.seconds("--shrink-time", allowingZero: false) ?? 60
    let timeouts = try arguments.timeouts()
    let stats = try arguments.flag("--stats")
    let profileFile = try ProfileChoice.file(&arguments)
    let paths = try arguments.positionals()
    guard paths.count == 1, let path = paths.first else {
      throw arguments.usage("shrink takes one script")
    }
    guard let input = ScriptInput.load(path) else { return .invalidInput }
    let (text, parsed) = (input.text, input.parsed)
    Interruption.install()
    let origin = chosen ?? ScriptHeader.origin(in: text) ?? .builtIn("core")
    let engine = try EngineChoice(
      origin, callTimeout: timeouts.call, inWorker: false, arguments: arguments)
    let profile = try ProfileChoice.effective(
      engine: ProfileChoice.stated(by: engine, callTimeout: timeouts.call),
      file: profileFile ?? ProfileChoice.header(of: text, in: path), mode: nil)
    if let outside = profile.mismatch(parsed.scenario) {
      say("\(path): \(Replay.outsideProfile(outside)); nothing to shrink")
      return .noInput
    }
    let logFolder = NSTemporaryDirectory() + "selfuzz-shrink-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: logFolder) }
    let launch = WorkerProcess.Launch(
      command: ReplayCommand.workerCommand(engine, invariants: invariants, timeouts: timeouts),
      logFolder: logFolder, stop: { Interruption.requested })
    let evaluator = ChildEvaluator(
      launch, name: "shrink", callTimeout: timeouts.call, caseTimeout: timeouts.case)
    let first = evaluator.replay(ScriptPrinter.print(parsed.scenario), scenario: parsed.scenario)
      .evaluation
    if first.stopped { return Interruption.stopped("before \(path) was replayed") }
    if let reason = first.skipped {
      say("\(path): \(Replay.skippedByEngine(reason)); nothing to shrink")
      return .noInput
    }
    guard let failure = first.failure else {
      say("\(path): passes on \(engine.label); nothing to shrink")
      return .success
    }
    // A saved failure keeps how it was found.
    let foundBy =
      ScriptHeader.foundBy(in: text).map { "\($0); shrunk again by selfuzz shrink \(path)" }
      ?? "selfuzz shrink \(path)"
    var repro = Repro(
      engine: engine, invariants: invariants, out: out, shrinkBudget: budget,
      shrinkTime: shrinkTime, announce: true, launch: launch)
    repro.foundIn = path
    repro.profile = profile
    repro.showsPasses = stats
    repro.callTimeout = timeouts.call
    repro.caseTimeout = timeouts.case
    let written = repro.write(
      parsed.scenario, failure: failure, shrinkTarget: failure, evaluator: evaluator,
      log: first.log, foundBy: foundBy)
    say(written.report.script)
    if let saved = written.path {
      say("saved: \(saved)")
      say("replay: selfuzz replay \(saved)")
      let log = String(saved.dropLast(4)) + ".log"
      if FileManager.default.fileExists(atPath: log) { say("the engine's log: \(log)") }
    }
    if Interruption.requested { return Interruption.stopped("the best shrink so far is saved") }
    return .failure
  }
}
