import Foundation
import SelectSim

/// `selfuzz mutants`: the harness tests itself against every planted bug.
enum MutantsCommand {
  static let help = """
    USAGE: selfuzz mutants [--iterations M] [--seed N] [--only NAME,...] [--save DIR]

    Fuzzes every planted bug (see `selfuzz engines`) from the seed, twice: with every invariant
    but model-agreement, then with the model on. Shrinks each first failure and prints a table:
    the bug, whether it was found, by which invariant, after how many cases (each run), and the
    shrunk repro's size (timeline events, items) and shrinking time. Then `found N/N`.

    OPTIONS:
      --iterations M   Cases per bug and run before giving up (default 2000).
      --seed N         The seed (default 1).
      --only LIST      Only these planted bugs (comma-separated names).
      --save DIR       Write each shrunk repro to DIR/<bug>.sel, with the state SelectCore's engine
                       reaches as `expect` lines, for the Corpus (an existing different file is kept).

    EXIT STATUS: 0 when every planted bug was found in both runs; 1 otherwise; 64 bad usage.
    """

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    var testing = MutationTesting()
    testing.iterations =
      try arguments.integer("--iterations", in: 1...10_000_000) ?? testing.iterations
    if let seed = try arguments.option("--seed") {
      guard let value = FuzzCommand.parseSeed(seed) else {
        throw arguments.usage("--seed takes an unsigned integer, not '\(seed)'")
      }
      testing.seed = value
    }
    var bugs = PlantedBug.all
    if let only = try arguments.option("--only") {
      let names = only.split(separator: ",").map(String.init)
      if let unknown = names.first(where: { PlantedBug.named($0) == nil }) {
        throw arguments.usage("unknown planted bug '\(unknown)'; `selfuzz engines` lists them")
      }
      bugs = bugs.filter { names.contains($0.name) }
    }
    let save = try arguments.option("--save")
    try arguments.finish()
    let nameWidth = max(12, bugs.map(\.name.count).max() ?? 0)
    print(
      "planted bug".padRight(nameWidth) + "  found  " + "invariants alone".padRight(22) + "cases  "
        + "model on".padRight(22) + "cases  " + "shrunk to".padRight(19) + "shrink")
    var found = 0
    for bug in bugs {
      let outcome = testing.test(bug)
      if outcome.found { found += 1 }
      var line = bug.name.padRight(nameWidth) + "  " + (outcome.found ? "yes  " : "NO   ") + "  "
      line +=
        (outcome.alone?.invariant?.rawValue ?? "-").padRight(22)
        + String(outcome.alone?.cases ?? 0).leftPad(5) + "  "
      line +=
        (outcome.withModel?.invariant?.rawValue ?? "-").padRight(22)
        + String(outcome.withModel?.cases ?? 0).leftPad(5) + "  "
      if let shrunk = outcome.shrunk {
        line += "\(shrunk.eventsAfter) events, \(shrunk.itemsAfter) items".padRight(19)
        line +=
          BenchCommand.format1(shrunk.seconds * 1000) + " ms"
          + (shrunk.cutShort ? " (cut short)" : "")
      } else {
        line += "-"
      }
      print(line)
      if let save, let script = MutationTesting.corpusScript(outcome) {
        print("  " + saveRepro(script, name: bug.name, folder: save))
      }
    }
    print("found \(found)/\(bugs.count)")
    return found == bugs.count ? .success : .failure
  }

  /// Writes a repro for the Corpus; a different existing file is kept and reported.
  static func saveRepro(_ script: String, name: String, folder: String) -> String {
    let path = "\(folder)/\(name).sel"
    let manager = FileManager.default
    if let existing = manager.contents(atPath: path) {
      return existing == Data(script.utf8)
        ? "unchanged: \(path)" : "kept (differs; not overwritten): \(path)"
    }
    do {
      try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data(script.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
      return "saved: \(path)"
    } catch {
      return "could not save \(path): \(error.localizedDescription)"
    }
  }
}
