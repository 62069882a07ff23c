import SelectSim

/// `selfuzz serve ENGINE`: a built-in engine over the engine protocol (SPEC 8).
enum ServeCommand {
  static let help = """
    USAGE: selfuzz serve ENGINE

    Serves a built-in engine (core, reference, a planted bug or a planted fault; `selfuzz engines`
    lists them) over the engine protocol of docs/SPEC.md section 8 on standard input and output,
    one JSON object a line, until the input ends. With it the protocol path can be compared with
    the in-process one on the same cases:

      selfuzz --seed 1 --iterations 2000 --engine core
      selfuzz --seed 1 --iterations 2000 --engine-command 'selfuzz serve core'

    print the same fingerprint.
    """

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    let names = try arguments.positionals()
    guard names.count == 1, let name = names.first else {
      throw arguments.usage("serve takes one engine name; `selfuzz engines` lists them")
    }
    guard let kind = BuiltInEngines.named(name) else {
      throw arguments.usage(
        "unknown engine '\(name)'; `selfuzz engines` lists them"
          + Suggestion.didYouMean(name, among: BuiltInEngines.all.map(\.name)))
    }
    return EngineServer.serve(kind) == 0 ? .success : .internalError
  }
}
