import SelectSim

/// `selfuzz shrink FILE`: shrinks a saved failing script.
enum ShrinkCommand {
  static let help = """
    USAGE: selfuzz shrink FILE [--engine NAME] [--check NAME,...] [--out DIR] [--shrink-time T]

    Replays FILE, and if it fails, shrinks it to a minimal script that fails the same invariant:
    dropping touches, events, move samples and items, dropping vetoes, the initial selection and
    the limit, snapping times and coordinates to round numbers, putting frames on a grid, moving
    settings back to their defaults. Deterministic: the same failure shrinks to the same bytes
    (unless the time cap cuts it short, which the report says). The result is replayed three
    times before it is reported, then printed and saved under --out.

    OPTIONS:
      --engine NAME    The engine (default: the file's `# engine:` comment, else core).
      --check LIST     The invariants to check (default all).
      --out DIR        Where the shrunk script is saved (default .selfuzz/failures).
      --shrink-time T  The time cap (default 10s).

    EXIT STATUS: 1 the script fails (and was shrunk); 0 it passes (nothing to shrink);
    64 bad usage; 65 an invalid or unreadable script.
    """

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    let engineName = try arguments.option("--engine")
    let invariants = try arguments.invariants().invariants
    let out = try arguments.option("--out") ?? ".selfuzz/failures"
    let shrinkTime = try arguments.seconds("--shrink-time", allowingZero: false) ?? 10
    let paths = try arguments.positionals()
    guard paths.count == 1, let path = paths.first else {
      throw arguments.usage("shrink takes one script")
    }
    let text: String
    let parsed: ParsedScript
    do {
      text = try ScriptFiles.read(path)
      parsed = try ScriptParser.parse(text)
    } catch {
      printError("error: \(path): \(error)")
      return .invalidInput
    }
    let name = engineName ?? ScriptHeader.engine(in: text) ?? "core"
    guard let engine = Engines.named(name) else {
      throw arguments.usage("unknown engine '\(name)'; `selfuzz engines` lists them")
    }
    let result = Runner.run(parsed.scenario, on: engine, checking: invariants)
    guard let failure = result.failure else {
      print("\(path): passes on \(engine.name); nothing to shrink")
      return .success
    }
    if case .refused(let reason) = failure {
      printError("error: \(path): the engine refused the setup: \(reason)")
      return .invalidInput
    }
    let written = Repro.writeUp(
      parsed.scenario, failure: failure, engine: engine, invariants: invariants,
      foundBy: "selfuzz shrink \(path)",
      out: out, shrinkTime: shrinkTime, announce: true)
    print(written.report.script)
    if let saved = written.path {
      print("saved: \(saved)")
      print("replay: selfuzz replay \(saved) --engine \(engine.name)")
    }
    return .failure
  }
}
