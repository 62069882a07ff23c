import Foundation
import SelectSim

let topHelp = """
  USAGE: selfuzz [options]            fuzz: generate scenarios, check every invariant
         selfuzz <command> [options]

  SelectSim's command line: fuzzes drag-to-select engines (built in, or yours in any language over
  the engine protocol) and replays scenario scripts, checking them against docs/SPEC.md, the
  specification in this repository (its glossary explains the notation failures use).

  COMMANDS:
    (none)             Fuzz (the options below).
    replay PATH...     Replay .sel scripts or folders of them; check invariants and `expect` lines.
    shrink FILE        Shrink a failing script to a minimal one that fails the same way.
    serve ENGINE       Serve a built-in engine over the engine protocol (docs/SPEC.md section 8).
    render FILE        Write a picture of a script's run: one HTML page, opening on the failure.
    merge FILE...      Add up the --json results of a run's shards (--shard K/N).
    decode FILE        Turn a libFuzzer input or crash file into the .sel script it stands for.
    seeds --out DIR    Write seed inputs for the libFuzzer corpus, from generated cases.
    engines            List the engines that can be run, one a line, name first.
    mutants            The harness tests itself: which planted bugs it finds, how fast.
    scale              Cost as an invariant: whether an engine's cost per event grows with the items.
    bench              Throughput and scaling figures (run it in a release build).

  Run 'selfuzz <command> --help' or 'selfuzz help <command>' for a command's options.

  EXIT STATUS: 0 all held; 1 an invariant failed, an expectation did not match or the engine had
  a fault (crash, hang, protocol, refused, flaky); 64 bad usage; 65 invalid input file; 66 no
  input found, or every case skipped (outside the engine's profile); 69 an engine command that
  cannot be used (not found, or it exits or answers hello in anything but the protocol; 65 for a
  hello whose profile is invalid); 70 internal error; 130 stopped by Ctrl-C.
  """

/// A subcommand: its help text and what it does with its arguments.
protocol Command {
  static var help: String { get }
  static func run(_ arguments: inout Arguments) throws -> ExitStatus
}

extension ReplayCommand: Command {}
extension ShrinkCommand: Command {}
extension RenderCommand: Command {}
extension MergeCommand: Command {}
extension EnginesCommand: Command {}
extension MutantsCommand: Command {}
extension BenchCommand: Command {}
extension ScaleCommand: Command {}
extension WorkerCommand: Command {}
extension ServeCommand: Command {}
extension DecodeCommand: Command {}
extension SeedsCommand: Command {}

/// The commands a person types (`worker` is selfuzz's own).
let commandNames = [
  "replay", "shrink", "render", "serve", "merge", "decode", "seeds", "engines", "mutants", "scale",
  "bench", "help",
]

/// `selfuzz help [COMMAND]`: the top help, or a command's.
func help(for words: [String]) throws -> ExitStatus {
  guard let name = words.first else {
    say(topHelp + "\n\n" + FuzzCommand.help)
    return .success
  }
  guard words.count == 1 else {
    throw UsageError(
      message: "help takes one command name, not '\(words.joined(separator: " "))'", command: "")
  }
  guard let command = command(named: name) else {
    throw UsageError(
      message: "unknown command '\(name)'" + Suggestion.didYouMean(name, among: commandNames),
      command: "")
  }
  say(command.help)
  return .success
}

/// The options a help text lists (`--name`).
func options(in help: String) -> [String] {
  var found: [String] = []
  var rest = help[...]
  while let start = rest.range(of: "--") {
    let name = rest[start.lowerBound...].prefix { $0 == "-" || $0.isLetter }
    if name.count > 2 && !found.contains(String(name)) { found.append(String(name)) }
    rest = rest[start.upperBound...]
  }
  return found
}

/// The subcommand called `name`; no name means fuzzing.
func command(named name: String) -> (any Command.Type)? {
  switch name {
  case "replay": ReplayCommand.self
  case "shrink": ShrinkCommand.self
  case "render": RenderCommand.self
  case "merge": MergeCommand.self
  case "engines": EnginesCommand.self
  case "mutants": MutantsCommand.self
  case "bench": BenchCommand.self
  case "scale": ScaleCommand.self
  case "worker": WorkerCommand.self
  case "serve": ServeCommand.self
  case "decode": DecodeCommand.self
  case "seeds": SeedsCommand.self
  default: nil
  }
}

func runCommandLine(_ arguments: [String]) -> ExitStatus {
  var words = arguments
  let name = words.first.map { $0.hasPrefix("-") ? "" : $0 } ?? ""
  if !name.isEmpty { words.removeFirst() }
  var list = Arguments(words, command: name)
  list.knownOptions = options(
    in: name.isEmpty ? FuzzCommand.help : command(named: name)?.help ?? "")
  do {
    let wantsHelp = try list.flag("--help") || list.flag("-h")
    if name.isEmpty {
      if wantsHelp {
        say(topHelp + "\n\n" + FuzzCommand.help)
        return .success
      }
      return try FuzzCommand.run(&list)
    }
    if name == "help" {
      return try help(for: list.positionals())
    }
    guard let command = command(named: name) else {
      throw UsageError(
        message: "unknown command '\(name)'" + Suggestion.didYouMean(name, among: commandNames),
        command: "")
    }
    if wantsHelp {
      say(command.help)
      return .success
    }
    return try command.run(&list)
  } catch let error as UsageError {
    printError("error: \(error)")
    return .usage
  } catch let error as InvalidInput {
    printError("error: \(error)")
    return .invalidInput
  } catch let error as EngineUnavailable {
    printError("error: \(error)")
    return .unavailable
  } catch let error as InternalError {
    printError("error: \(error)")
    return .internalError
  } catch {
    printError("internal error: \(error)")
    return .internalError
  }
}

MemoryTuning.keepFreedMemory()
exit(runCommandLine(Array(CommandLine.arguments.dropFirst())).rawValue)
