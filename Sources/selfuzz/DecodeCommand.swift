import Foundation
import SelectCore
import SelectSim

/// `selfuzz decode FILE`: the scenario a libFuzzer input stands for, as a script.
enum DecodeCommand {
  static let help = """
    USAGE: selfuzz decode FILE [--out FILE.sel] [--mode paint|range|single|mixed] [--engine NAME]

    Turns any file of bytes, such as a libFuzzer input or the crash file libFuzzer saved
    (Fuzz/README.md), into the scenario it stands for, and prints its script (docs/SPEC.md
    section 5). The bytes are the generators' decisions: 8 bytes a word, little-endian, and
    after the last byte a generator seeded with a hash of the whole file, so every file decodes,
    the empty one too. Replay and shrink the script as usual (`selfuzz replay`, `selfuzz shrink`).

    OPTIONS:
      --out FILE.sel  Write the script there (a temporary file renamed into place) instead of
                      printing it.
      --mode MODE     The generator's modes: paint, range, single or mixed (default mixed). Use
                      the fuzz target's (its SELFUZZ_MODE, default mixed): another mode decodes
                      the same bytes to another scenario.
      --engine NAME   Name the engine in the script's header (`# engine: NAME`), so that replay
                      and shrink run it without being told; `selfuzz engines` lists them.
      -h, --help      Show this help.

    EXIT STATUS: 0 decoded; 64 bad usage; 65 FILE does not exist or cannot be read; 70 the script
    could not be written.

    EXAMPLE:
      selfuzz decode .selfuzz/fuzz/GeneratedCases/crash-0123abcd --engine no-sweep --out crash.sel
      selfuzz shrink crash.sel
    """

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    let out = try arguments.option("--out")
    let modes = try arguments.modes()
    let engine = try arguments.option("--engine")
    if let engine, BuiltInEngines.named(engine) == nil {
      throw arguments.usage(
        "unknown engine '\(engine)'; `selfuzz engines` lists them"
          + Suggestion.didYouMean(engine, among: BuiltInEngines.all.map(\.name)))
    }
    let paths = try arguments.positionals()
    guard paths.count == 1, let path = paths.first else {
      throw arguments.usage("decode takes one file")
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      printError("error: \(path): no such file")
      return .invalidInput
    }
    guard !isFolder.boolValue, let data = FileManager.default.contents(atPath: path) else {
      printError("error: \(path): cannot be read\(isFolder.boolValue ? " (it is a folder)" : "")")
      return .invalidInput
    }
    let bytes = [UInt8](data)
    let scenario = ScenarioGenerator(modes: modes).scenario(decoding: bytes)
    let modeOption = modes == .mixed ? "" : " --mode \(modes.rawValue)"
    var header = [
      "selfuzz: decoded from \(path) (\(bytes.count) bytes, mode \(modes.rawValue))",
      "decode with: selfuzz decode \(Shell.quote(path))\(modeOption)",
    ]
    if let engine {
      header.append("engine: \(engine)")
      header.append("replay with: selfuzz replay <this file> --engine \(engine)")
    } else {
      header.append("replay with: selfuzz replay <this file> [--engine NAME]")
    }
    let script = ScriptPrinter.print(scenario, header: header)
    guard let out else {
      FileHandle.standardOutput.write(Data(script.utf8))
      return .success
    }
    do {
      try RenderCommand.writeAtomically(script, to: out)
    } catch {
      printError("error: \(error)")
      return .internalError
    }
    say(
      "\(path): \(bytes.count) bytes, \(scenario.eventCount) events, "
        + "\(scenario.configuration.frames.count) items")
    say("script: \(out)")
    return .success
  }
}
