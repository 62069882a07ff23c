import Foundation
import SelectSim

/// Writes a line to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

let topHelp = """
  USAGE: selfuzz [options]            fuzz: generate scenarios, check every invariant
         selfuzz <command> [options]

  SelectSim's command line: fuzzes drag-to-select engines and replays scenario scripts, checking
  them against SPEC.md.

  COMMANDS:
    (none)             Fuzz (the options below).
    replay PATH...     Replay .sel scripts or folders of them; check invariants and `expect` lines.
    shrink FILE        Shrink a failing script to a minimal one that fails the same way.
    render FILE        Write a picture of a script's run: one HTML page, opening on the failure.
    engines            List the engines that can be run, one a line, name first.
    mutants            The harness tests itself: which planted bugs it finds, how fast.
    bench              Throughput and scaling figures (run it in a release build).

  Run 'selfuzz <command> --help' for a command's options.

  EXIT STATUS: 0 all held; 1 an invariant failed or an expectation did not match;
  64 bad usage; 65 invalid input file; 70 internal error.
  """

/// A subcommand: its help text and what it does with its arguments.
protocol Command {
  static var help: String { get }
  static func run(_ arguments: inout Arguments) throws -> ExitStatus
}

extension ReplayCommand: Command {}
extension ShrinkCommand: Command {}
extension RenderCommand: Command {}
extension EnginesCommand: Command {}
extension MutantsCommand: Command {}
extension BenchCommand: Command {}
extension WorkerCommand: Command {}

/// The subcommand called `name`; no name means fuzzing.
func command(named name: String) -> (any Command.Type)? {
  switch name {
  case "replay": ReplayCommand.self
  case "shrink": ShrinkCommand.self
  case "render": RenderCommand.self
  case "engines": EnginesCommand.self
  case "mutants": MutantsCommand.self
  case "bench": BenchCommand.self
  case "worker": WorkerCommand.self
  default: nil
  }
}

func runCommandLine(_ arguments: [String]) -> ExitStatus {
  var words = arguments
  let name = words.first.map { $0.hasPrefix("-") ? "" : $0 } ?? ""
  if !name.isEmpty { words.removeFirst() }
  var list = Arguments(words, command: name)
  do {
    let wantsHelp = list.flag("--help") || list.flag("-h")
    if name.isEmpty {
      if wantsHelp {
        print(topHelp + "\n\n" + FuzzCommand.help)
        return .success
      }
      return try FuzzCommand.run(&list)
    }
    guard let command = command(named: name) else {
      throw UsageError(message: "unknown command '\(name)'", command: "")
    }
    if wantsHelp {
      print(command.help)
      return .success
    }
    return try command.run(&list)
  } catch let error as UsageError {
    printError("error: \(error)")
    return .usage
  } catch {
    printError("internal error: \(error)")
    return .internalError
  }
}

exit(runCommandLine(Array(CommandLine.arguments.dropFirst())).rawValue)
