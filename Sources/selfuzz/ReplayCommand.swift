import SelectCore
import SelectSim

/// `selfuzz replay PATH...`: runs scripts and folders of scripts and checks their `expect` lines.
enum ReplayCommand {
  static let help = """
    USAGE: selfuzz replay PATH... [--engine NAME] [--check NAME,...] [--trace]

    Replays .sel scripts (SPEC 5) through an engine, checks every invariant of SPEC 4 after every
    call, and checks every `expect` line at its place in the timeline. A folder is searched
    recursively for .sel files, replayed in path order.

    Prints one line per file: `pass` with the file, or `FAIL` with the first mismatch (its line,
    what the script expected and what the engine reported), or `invalid` with the line, column
    and problem. Then a summary line.

    OPTIONS:
      --engine NAME   The engine to run (default: core). `selfuzz engines` lists them.
      --check LIST    Check only these invariants (comma-separated names, or all; default all).
      --trace         Print every call (timeline lines and auto-scroll steps) with its entries.
      -h, --help      Show this help.

    EXIT STATUS:
      0   every script passed
      1   an expectation did not match
      64  bad usage
      65  a script is invalid or cannot be read (this wins over 1)

    EXAMPLE:
      selfuzz replay Corpus
      selfuzz replay Corpus/paint/fast-flick-skips-nothing.sel --engine core
    """

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    let engineName = try arguments.option("--engine") ?? "core"
    let trace = arguments.flag("--trace")
    let invariants = try arguments.invariants().invariants
    let paths = try arguments.positionals()
    guard !paths.isEmpty else {
      throw arguments.usage("replay needs at least one script or folder")
    }
    guard let engine = Engines.named(engineName) else {
      throw arguments.usage("unknown engine '\(engineName)'; `selfuzz engines` lists them")
    }
    let files: [String]
    do {
      files = try ScriptFiles.collect(paths)
    } catch {
      printError("error: \(error)")
      return .invalidInput
    }
    var tally = ReplayTally()
    for file in files {
      let result: ReplayFileResult
      do {
        let parsed = try ScriptParser.parse(try ScriptFiles.read(file))
        if trace { print(file) }
        if trace {
          result = .replayed(
            Replay.run(parsed, on: engine, checking: invariants) { printTraceLine($0, $1) })
        } else {
          result = .replayed(Replay.run(parsed, on: engine, checking: invariants))
        }
      } catch let error as ScriptError {
        result = .invalid(error.description)
      } catch {
        result = .invalid("\(error)")
      }
      print(tally.record(result, file: file))
    }
    print(tally.summary)
    return tally.invalid > 0 ? .invalidInput : tally.failed > 0 ? .failure : .success
  }
}

/// Prints one call and its entries for `--trace`.
private func printTraceLine(_ line: Int, _ call: Call) {
  print(
    "  \(call.isStep ? "    " : String(line) + ":") \(ScriptPrinter.number(call.time)) \(call.what)"
  )
  for entry in call.entries {
    switch entry.change {
    case .item(let item, let selected, let cause):
      print("        \(selected ? "select" : "deselect") \(item) (\(cause.rawValue))")
    case .offset(let offset):
      print("        offset \(ScriptPrinter.number(offset))")
    }
  }
}
