import SelectSim

/// `selfuzz engines`: the engines it can test, one a line, name first.
enum EnginesCommand {
  static let help = """
    USAGE: selfuzz engines

    Lists the engines selfuzz can run, one a line: the name `--engine` takes, then what it is.
    """

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    try arguments.finish()
    let width = Engines.all.map(\.name.count).max() ?? 0
    for engine in Engines.all {
      say(
        engine.name + String(repeating: " ", count: width - engine.name.count) + "  "
          + engine.summary)
    }
    return .success
  }
}
