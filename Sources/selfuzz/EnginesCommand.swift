import SelectCore
import SelectSim

/// `selfuzz engines`: the engines it can test, one a line, name first, with what each takes.
enum EnginesCommand {
  static let help = """
    USAGE: selfuzz engines [--engine NAME | --engine-command CMD] [--profile FILE]

    Lists the engines selfuzz can run, one a line: the name `--engine` takes, then what it is,
    and the profile of one that takes less than the whole SPEC (docs/SPEC.md section 8).

    With --engine or --engine-command, prints that engine's profile in force instead, in words
    and as JSON: what the engine states (an engine command in its `hello` reply), narrowed by
    --profile FILE when given. Every case a run generates lies inside it.

    EXIT STATUS: 0 listed; 64 bad usage; 65 an invalid profile (a file, or an engine command's
    hello); 69 an engine command that cannot be used (not found, or it does not speak the engine
    protocol).

    EXAMPLE:
      selfuzz engines --engine-command 'python3 Examples/python/list_engine.py'
    """

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    let origin = try arguments.engineOrigin()
    let profileFile = try ProfileChoice.file(&arguments)
    try arguments.finish()
    guard let origin else {
      if profileFile != nil {
        throw arguments.usage("--profile needs --engine or --engine-command")
      }
      list()
      return .success
    }
    let engine = try EngineChoice(origin, callTimeout: 5, inWorker: false, arguments: arguments)
    let profile = try ProfileChoice.effective(
      engine: ProfileChoice.stated(by: engine, callTimeout: 5), file: profileFile, mode: nil)
    say("engine: \(engine.label)")
    say("profile: \(profile.summary)")
    say("as JSON: \(profile.json)")
    let idle = profile.inapplicable(Set(Invariant.allCases))
    if !idle.isEmpty {
      say("not applicable under this profile: " + idle.map(\.rawValue).joined(separator: ", "))
    }
    return .success
  }

  /// One line an engine: its name, what it is, and its profile in words unless it takes the
  /// whole SPEC; then a line on profiles.
  private static func list() {
    let width = BuiltInEngines.all.map(\.name.count).max() ?? 0
    for engine in BuiltInEngines.all {
      let profile = engine.profile.isWholeSpec ? "" : " (profile: \(engine.profile.summary))"
      say(
        engine.name + String(repeating: " ", count: width - engine.name.count) + "  "
          + engine.summary + profile)
    }
    let whole = BuiltInEngines.all.filter(\.profile.isWholeSpec).count
    say(
      "\n\(whole) of \(BuiltInEngines.all.count) take the whole SPEC; `selfuzz engines --engine NAME` "
        + "(or --engine-command CMD) prints an engine's profile")
  }
}
