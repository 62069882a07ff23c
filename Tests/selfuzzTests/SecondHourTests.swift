import Foundation
import Testing

@Suite("A newcomer's second hour: tracebacks, repros saved once, help (issue 22)")
struct SecondHourTests {
  @Test("a crash over the protocol shows the engine's traceback, in the report and in replay")
  func traceback() throws {
    let folder = try scratchFolder("traceback")
    let result = try selfuzz([
      "--seed", "1", "--iterations", "20", "--mode", "paint", "--out", folder.path,
      "--engine-command", "python3 Tests/Engines/misbehaving_engine.py raise",
    ])
    #expect(result.status == 1)
    #expect(result.output.contains("FAILED: fault crash"), "\(result.output)")
    #expect(result.output.contains("# the engine's standard error ended with"))
    #expect(result.output.contains("#   | Traceback (most recent call last):"))
    #expect(result.output.contains("#   | RuntimeError: the engine broke on purpose"))
    let log = try #require(lines(result.output, "the engine's log: ").first)
    #expect(try String(contentsOfFile: log, encoding: .utf8).contains("RuntimeError"))
    let saved = try #require(lines(result.output, "saved: ").first)
    #expect(log == String(saved.dropLast(4)) + ".log")
    let replay = try selfuzz(["replay", saved])
    #expect(replay.status == 1)
    #expect(replay.output.contains("fault crash"))
    #expect(replay.output.contains("the engine's standard error ended with:"))
    #expect(
      replay.output.contains("| RuntimeError: the engine broke on purpose"), "\(replay.output)")
  }

  @Test("one bug's identical script is saved once, whoever found it: shrink again, rerun alone")
  func savedOnce() throws {
    let folder = try scratchFolder("saved-once")
    let found = try selfuzz([
      "--seed", "1", "--iterations", "200", "--engine", "limit-off-by-one", "--out", folder.path,
    ])
    #expect(found.status == 1)
    let saved = try #require(lines(found.output, "saved: ").first)
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    // The same script, shrunk again: its header differs, its name does not.
    let again = try selfuzz(["shrink", saved, "--out", folder.path])
    #expect(again.status == 1)
    #expect(again.output.contains("the same script is saved already: \(saved)"), "\(again.output)")
    #expect(lines(again.output, "saved: ") == [saved])
    // The case rerun alone, as its header says: the case as found is the same script too.
    let alone = try #require(lines(found.output, "  alone: ").first ?? aloneCommand(found.output))
    var words = alone.split(separator: " ").map(String.init).dropFirst()
    words.append(contentsOf: ["--out", folder.path])
    let rerun = try selfuzz(Array(words))
    #expect(rerun.status == 1)
    let after = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(after == before, "no new file: \(after)")
  }

  @Test(
    "a slip gets a \"did you mean\", exit 64",
    arguments: [
      (["replya", "Corpus"], "unknown command 'replya' (did you mean 'replay'?)"),
      (["--itrations", "5"], "unknown option '--itrations' (did you mean '--iterations'?)"),
      (["replay", "Corpus", "--trac"], "unknown option '--trac' (did you mean '--trace'?)"),
      (["shrink", "x.sel", "--call-timout=1s"], "(did you mean '--call-timeout'?)"),
      (["--engine", "limit-off-by-two"], "(did you mean 'limit-off-by-one'?)"),
      (["help", "rendr"], "unknown command 'rendr' (did you mean 'render'?)"),
    ])
  func didYouMean(arguments: [String], message: String) throws {
    let result = try selfuzz(arguments)
    #expect(result.status == 64)
    #expect(result.errors.contains(message), "\(result.errors)")
  }

  @Test("selfuzz help, and help for a command, as --help prints them")
  func helpCommand() throws {
    #expect(try selfuzz(["help"]).output == selfuzz(["--help"]).output)
    let shrink = try selfuzz(["help", "shrink"])
    #expect(shrink.status == 0)
    #expect(shrink.output == (try selfuzz(["shrink", "--help"]).output))
    #expect(shrink.output.contains("--call-timeout T"), "shrink lists every option it takes")
  }

  /// The `alone:` command in a failure's `found by:` header line.
  private func aloneCommand(_ output: String) -> String? {
    guard let line = lines(output, "# found by: ").first,
      let range = line.range(of: "alone: ")
    else { return nil }
    return String(line[range.upperBound...].dropLast())
  }
}
