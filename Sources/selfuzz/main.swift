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
    engines            List the engines that can be run, one a line, name first.
    mutants            The harness tests itself: which planted bugs it finds, how fast.
    bench              Throughput and scaling figures (run it in a release build).

  Run 'selfuzz <command> --help' for a command's options.

  EXIT STATUS: 0 all held; 1 an invariant failed or an expectation did not match;
  64 bad usage; 65 invalid input file; 70 internal error.
  """

func runCommandLine(_ arguments: [String]) -> ExitStatus {
  var words = arguments
  let command = words.first.map { $0.hasPrefix("-") ? "" : $0 } ?? ""
  if !command.isEmpty { words.removeFirst() }
  var list = Arguments(words, command: command)
  do {
    switch command {
    case "replay":
      if list.flag("--help") || list.flag("-h") {
        print(ReplayCommand.help)
        return .success
      }
      return try ReplayCommand.run(&list)
    case "bench":
      if list.flag("--help") || list.flag("-h") {
        print(BenchCommand.help)
        return .success
      }
      return try BenchCommand.run(&list)
    case "shrink":
      if list.flag("--help") || list.flag("-h") {
        print(ShrinkCommand.help)
        return .success
      }
      return try ShrinkCommand.run(&list)
    case "mutants":
      if list.flag("--help") || list.flag("-h") {
        print(MutantsCommand.help)
        return .success
      }
      return try MutantsCommand.run(&list)
    case "worker":
      return try WorkerCommand.run(&list)
    case "engines":
      if list.flag("--help") || list.flag("-h") {
        print(EnginesCommand.help)
        return .success
      }
      return try EnginesCommand.run(&list)
    case "":
      if list.flag("--help") || list.flag("-h") {
        print(topHelp + "\n\n" + FuzzCommand.help)
        return .success
      }
      return try FuzzCommand.run(&list)
    default:
      throw UsageError(message: "unknown command '\(command)'", command: "")
    }
  } catch let error as UsageError {
    printError("error: \(error)")
    return .usage
  } catch {
    printError("internal error: \(error)")
    return .internalError
  }
}

exit(runCommandLine(Array(CommandLine.arguments.dropFirst())).rawValue)
