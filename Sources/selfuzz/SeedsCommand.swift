import Foundation
import SelectSim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `selfuzz seeds --out DIR`: seed inputs for a libFuzzer corpus, from generated cases.
enum SeedsCommand {
  static let help = """
    USAGE: selfuzz seeds --out DIR [--count N] [--seed S] [--mode paint|range|single|mixed]

    Writes N seed inputs for the GeneratedCases libFuzzer target (Fuzz/README.md): for each of
    the cases 0..<N of a run seeded with S, the bytes that `selfuzz decode` (and the target) turn
    back into exactly that case, the words its generation drew, 8 bytes a word, little-endian.
    One file a case, named seed-S-ITERATION; a file already there is replaced by the same bytes.

    Seeds come from generated cases because a case's words are known. A script, such as those in
    Corpus/, cannot in general be turned back into bytes: many words make one decision, and a
    hand-written script may be one no generator would make.

    OPTIONS:
      --out DIR     The corpus folder; created when missing.
      --count N     How many seed inputs (default 100).
      --seed S      The run's seed (decimal or 0x hex; default 1).
      --mode MODE   paint, range, single or mixed (default mixed): the mode the target fuzzes
                    in (its SELFUZZ_MODE), since the same bytes decode to another case in
                    another mode.
      -h, --help    Show this help.

    Prints how many files and bytes it wrote.

    EXIT STATUS: 0 written; 64 bad usage; 70 a file could not be written.

    EXAMPLE:
      selfuzz seeds --out .selfuzz/fuzz/GeneratedCases/corpus --count 500
    """

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    guard let out = try arguments.option("--out") else {
      throw arguments.usage("seeds needs --out DIR, the corpus folder")
    }
    let count = try arguments.integer("--count", in: 1...10_000_000) ?? 100
    let seedText = try arguments.option("--seed") ?? "1"
    guard let seed = FuzzCommand.parseSeed(seedText) else {
      throw arguments.usage("--seed takes an unsigned 64-bit integer, not '\(seedText)'")
    }
    let modes = try arguments.modes()
    try arguments.finish()
    do {
      try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    } catch {
      printError("error: cannot create the folder \(out): \(error.localizedDescription)")
      return .internalError
    }
    let generator = ScenarioGenerator(modes: modes)
    let width = String(count - 1).count
    var total = 0
    for iteration in 0..<count {
      let bytes = generator.recordedScenario(seed: seed, iteration: iteration).bytes
      let number = String(iteration)
      let name = "seed-\(seed)-" + String(repeating: "0", count: width - number.count) + number
      do {
        try write(bytes, to: out + "/" + name)
      } catch {
        printError("error: \(error)")
        return .internalError
      }
      total += bytes.count
    }
    say(
      "wrote \(count) seed inputs to \(out): cases 0..<\(count) of seed \(seed), mode "
        + "\(modes.rawValue), \(total) bytes (\(total / count) a case on average)")
    return .success
  }

  /// Writes `bytes` to a temporary file beside `path`, then renames it into place.
  private static func write(_ bytes: [UInt8], to path: String) throws {
    let temporary = path + ".\(getpid()).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
      throw RenderCommand.WriteError(path: path, reason: "cannot create \(temporary)")
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw RenderCommand.WriteError(path: path, reason: reason)
    }
  }
}
