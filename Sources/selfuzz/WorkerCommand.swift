import SelectSim

/// `selfuzz worker …`: one worker process of a fuzz run, a replay or a shrink (not for people;
/// not in the top help).
enum WorkerCommand {
  static let help = """
    USAGE: selfuzz worker --seed N --mode MODE (--engine NAME | --engine-command CMD)
                          --check LIST --call-timeout T --case-timeout T

    A worker process (docs/SPEC.md section 9): reads requests on standard input (`block INDEX FIRST
    COUNT`, `script BYTES`), runs them, and answers one line at a time on standard output. The
    parent selfuzz starts and stops it; a person never needs to.
    """

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    guard let seedText = try arguments.option("--seed"), let seed = FuzzCommand.parseSeed(seedText)
    else {
      throw arguments.usage("worker needs --seed N")
    }
    let modeText = try arguments.option("--mode") ?? "mixed"
    guard let modes = ModeChoice(rawValue: modeText) else {
      throw arguments.usage("--mode takes paint, range, single or mixed, not '\(modeText)'")
    }
    let timeouts = try arguments.timeouts()
    let origin = try arguments.engineOrigin() ?? .builtIn("core")
    let engine = try EngineChoice(
      origin, callTimeout: timeouts.call, inWorker: true, arguments: arguments)
    let invariants = try arguments.invariants().invariants
    try arguments.finish()
    // The twin `determinism` runs in a fresh process: the engine served by this executable, or
    // the engine command again (with engine processes of its own).
    let twinCommand: String =
      switch origin {
      case .builtIn(let name):
        "\(Shell.quote(ExecutablePath.current ?? CommandLine.arguments[0])) serve \(Shell.quote(name))"
      case .command(let command): command
      }
    let status = Worker.serve(
      WorkerSettings(
        seed: seed, modes: modes, engine: engine.kind, invariants: invariants,
        callTimeout: timeouts.call, caseTimeout: timeouts.case,
        freshTwin: EngineKind.make(
          .command(twinCommand), callTimeout: timeouts.call, inWorker: true)))
    return status == 0 ? .success : .internalError
  }
}
