import Foundation
import SelectCore
import SelectSim

/// `selfuzz worker …`: one worker process of a fuzz run, a replay or a shrink (not for people;
/// not in the top help).
enum WorkerCommand {
  static let help = """
    USAGE: selfuzz worker --seed N --mode MODE (--engine NAME | --engine-command CMD)
                          --check LIST --call-timeout T --case-timeout T [--profile-json JSON]

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
    let profileJSON = try arguments.option("--profile-json")
    let profile = try profileJSON.map { json in
      do {
        return try EngineProfile.parse(Array(json.utf8))
      } catch {
        throw arguments.usage("--profile-json: \(error)")
      }
    }
    try arguments.finish()
    // `determinism`'s fresh process: a worker of this worker's own, playing cases again with the
    // same engine (started afresh there), with `determinism` off so that it starts no other.
    let executable = ExecutablePath.current ?? CommandLine.arguments[0]
    let logFolder = NSTemporaryDirectory() + "selfuzz-fresh-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: logFolder) }
    let freshWorker = WorkerProcess.Launch(
      command: [executable, "worker", "--seed", String(seed), "--mode", modes.rawValue]
        + engine.options + [
          "--check", "log-consistent", "--call-timeout", String(timeouts.call),
          "--case-timeout", String(timeouts.case),
        ] + (profileJSON.map { ["--profile-json", $0] } ?? []),
      logFolder: logFolder)
    let status = Worker.serve(
      WorkerSettings(
        seed: seed, modes: modes, engine: engine.kind, invariants: invariants,
        callTimeout: timeouts.call, caseTimeout: timeouts.case, freshWorker: freshWorker,
        profile: profile ?? engine.kind.profile))
    return status == 0 ? .success : .internalError
  }
}
