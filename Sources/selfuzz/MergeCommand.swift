import Foundation
import SelectSim

/// `selfuzz merge FILES…`: adds up the `--json` results of a run's shards.
enum MergeCommand {
  static let help = """
    USAGE: selfuzz merge FILE...

    Adds up the results that `selfuzz --shard K/N --json` printed for the shards of one run (one
    JSON object per file) into the summary one machine would print: the same iterations, events,
    statistics and fingerprint as the unsharded run when every shard ran its whole slice, and
    every shard's failure with its global iteration, which replays alone anywhere. Shards missing
    are named.

    EXIT STATUS: 0 every shard held; 1 a shard failed; 64 bad usage; 65 a file that is not a
    shard's result, or results of different runs; 66 no file given, or the engine skipped every
    case.

    EXAMPLE:
      for k in 0 1 2 3; do selfuzz --seed 7 --iterations 40000 --shard $k/4 --json > shard-$k.json; done
      selfuzz merge shard-*.json
    """

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    let paths = try arguments.positionals()
    guard !paths.isEmpty else {
      printError("error: merge needs the shards' JSON files")
      return .noInput
    }
    var records: [RunRecord] = []
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else {
        printError("error: \(path): cannot be read")
        return .invalidInput
      }
      // A shard's output holds its JSON object on the last line that starts with "{".
      let text = String(decoding: data, as: UTF8.self)
      guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("{") }),
        let record = try? JSONDecoder().decode(RunRecord.self, from: Data(line.utf8))
      else {
        printError("error: \(path): not the --json result of a selfuzz run")
        return .invalidInput
      }
      records.append(record)
    }
    do {
      let merged = try ShardMerge(records)
      say(merged.text)
      if !merged.failures.isEmpty { return .failure }
      let totals = merged.totals
      return totals.cases > 0 && totals.skipped == totals.cases ? .noInput : .success
    } catch {
      printError("error: \(error)")
      return .invalidInput
    }
  }
}
