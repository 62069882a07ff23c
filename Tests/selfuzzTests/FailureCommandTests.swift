import Foundation
import Testing

@Suite("selfuzz on failures: a found failure, shrink, mutants (SPEC 5, 6; issue 4)")
struct FailureCommandTests {
  @Test(
    "a found failure exits 1, prints the shrunk case, saves it and the case as found, and replays")
  func foundFailure() throws {
    let folder = try scratchFolder("found")
    let result = try selfuzz([
      "--seed", "1", "--iterations", "50", "--engine", "limit-off-by-one", "--out", folder.path,
    ])
    #expect(result.status == 1)
    #expect(result.output.contains("FAILED: invariant limit"))
    #expect(result.output.contains("# shrunk from "))
    #expect(
      result.output.contains("so none of them explains it"),
      "no other value of an option makes the limit hold (issue 42)")
    let saved = try #require(
      result.output.split(separator: "\n").first { $0.hasPrefix("saved: ") }.map {
        String($0.dropFirst(7))
      })
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files.count == 4, "\(files)")
    #expect(files.filter { $0.hasSuffix(".sel") }.count == 2)
    #expect(files.contains { $0.hasPrefix("limit-unshrunk-") })
    let picture = String(saved.dropLast(4)) + ".html"
    #expect(FileManager.default.fileExists(atPath: picture), "the picture beside the repro")
    #expect(files.filter { $0.hasSuffix(".html") }.count == 2, "pictures beside both scripts")
    let replay = try selfuzz(["replay", saved, "--engine", "limit-off-by-one"])
    #expect(replay.status == 1)
    #expect(replay.output.contains("invariant limit failed"))
    let onHeader = try selfuzz(["replay", saved])
    #expect(onHeader.status == 1, "replayed on the engine its header names")
    #expect(onHeader.output.contains("on limit-off-by-one"))
    #expect(
      try selfuzz(["replay", saved, "--engine", "core"]).status == 0, "the repro passes on core")
    let again = try selfuzz([
      "--seed", "1", "--iterations", "50", "--engine", "limit-off-by-one", "--out", folder.path,
      "--shrink-budget", "0",
    ])
    #expect(again.status == 1)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 4,
      "the same case as found is the same file, not a new one")
  }

  @Test(
    "a failure that another value of an option explains says which, in process and over the protocol (issue 42)",
    arguments: [false, true])
  func optionHint(overTheProtocol: Bool) throws {
    let folder = try scratchFolder("hint-\(overTheProtocol)")
    let engine =
      overTheProtocol
      ? ["--engine-command", "'\(selfuzzBinary.path)' serve press-commits-at-up"]
      : ["--engine", "press-commits-at-up"]
    let result = try selfuzz(
      ["--seed", "1", "--iterations", "300", "--out", folder.path] + engine)
    #expect(result.status == 1)
    #expect(result.output.contains("FAILED: invariant single-select"))
    #expect(
      result.output.contains(
        "other values of the options: it passes under single-commit tap (SPEC 3.3)\n"
          + "  if the component does this on purpose, state it in its profile "
          + "(\"singleCommit\": [\"tap\"]); if not, this is a finding"), "\(result.output)")
  }

  @Test("a failure that a repro saved before shows again is not shrunk or saved again")
  func knownFailure() throws {
    let folder = try scratchFolder("known")
    func run(_ seed: String) throws -> CommandResult {
      try Self.fuzz(seed, 50, "limit-off-by-one", into: folder)
    }
    func repros() throws -> [String] { try Self.shrunkRepros(in: folder) }
    let first = try run("1")
    #expect(first.status == 1)
    let saved = try repros()
    #expect(saved.count == 1)
    let again = try run("2")
    #expect(again.status == 1, "still a failure")
    #expect(again.output.contains("the same failure as \(folder.path)/\(saved[0]), saved before"))
    #expect(again.output.contains("saved before: \(folder.path)/\(saved[0])"))
    #expect(!again.output.contains("shrinking the failing case"))
    #expect(try repros() == saved, "nothing saved twice")
    let unshrunk = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".sel") && $0.contains("-unshrunk-")
    }
    #expect(unshrunk.count == 2, "each case as found is kept")
    // A repro whose header names another engine is not this engine's: the same script, moved to
    // another engine's name, is shrunk and saved again.
    let path = folder.appendingPathComponent(saved[0]).path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try FileManager.default.removeItem(atPath: path)
    _ = try write(
      text.replacingOccurrences(of: "# engine: limit-off-by-one", with: "# engine: core"),
      "elsewhere.sel", in: folder)
    let other = try run("3")
    #expect(other.output.contains("shrinking the failing case"))
    #expect(try repros().count == 2)
  }

  @Test("a shrink that ends on a script saved before saves nothing new")
  func knownScript() throws {
    // Seed 21's case fails `stray-ignored` first and shrinks to the `scroll-steps` script seed 1's
    // case shrank to; that repro, whose replay never breaks `stray-ignored`, is known by its
    // script.
    let folder = try scratchFolder("known-script")
    func run(_ seed: String) throws -> CommandResult {
      try Self.fuzz(seed, 2000, "scrolls-after-up", into: folder)
    }
    let first = try run("1")
    #expect(first.status == 1 && first.output.contains("FAILED: invariant scroll-steps"))
    let again = try run("21")
    #expect(again.status == 1)
    #expect(again.output.contains("shrinking the failing case"))
    #expect(again.output.contains(", saved before: not saved again"))
    #expect(again.output.contains("saved before: \(folder.path)/scroll-steps-"))
    #expect(try Self.shrunkRepros(in: folder).count == 1)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(
      files.filter { $0.hasPrefix("stray-ignored-unshrunk-") && $0.hasSuffix(".sel") }.count == 1)
    #expect(files.filter { $0.contains("-unshrunk-") && $0.hasSuffix(".sel") }.count == 2)
  }

  @Test("a shrink that ends under another invariant a saved repro shows saves nothing new")
  func knownAfterShrink() throws {
    // Seed 8 saves a log-consistent repro; seed 9 finds a case whose call breaks consistent-mode
    // and log-consistent, which the saved repro's call does not break as consistent-mode, so it
    // is shrunk; its shrink ends on a log-consistent script of its own, which the saved repro
    // shows: nothing new is saved.
    let folder = try scratchFolder("known-after-shrink")
    func run(_ seed: String) throws -> CommandResult {
      try Self.fuzz(seed, 400, "height-skips-empty-frames", into: folder)
    }
    let first = try run("8")
    #expect(first.status == 1 && first.output.contains("FAILED: invariant log-consistent"))
    let again = try run("9")
    #expect(again.status == 1)
    #expect(again.output.contains("shrinking the failing case"))
    #expect(again.output.contains("the shrunk case shows the same failure as \(folder.path)/"))
    #expect(again.output.contains("saved before: \(folder.path)/log-consistent-"))
    #expect(try Self.shrunkRepros(in: folder).count == 1)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(
      files.filter { $0.hasPrefix("consistent-mode-unshrunk-") && $0.hasSuffix(".sel") }.count == 1)
  }

  /// `selfuzz --seed SEED --iterations ITERATIONS --engine ENGINE --out FOLDER`: runs that save
  /// into one folder.
  static func fuzz(_ seed: String, _ iterations: Int, _ engine: String, into folder: URL) throws
    -> CommandResult
  {
    try selfuzz([
      "--seed", seed, "--iterations", String(iterations), "--engine", engine, "--out", folder.path,
    ])
  }

  /// The shrunk repros saved in `folder` (not the cases as found), by name.
  static func shrunkRepros(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".sel") && !$0.contains("-unshrunk-")
    }.sorted()
  }

  @Test("shrink takes the engine from the script's header and gives the same bytes twice")
  func shrinkCommand() throws {
    let folder = try scratchFolder("shrink")
    let found = try selfuzz([
      "--seed", "1", "--iterations", "60", "--engine", "select-before-deselect", "--out",
      folder.path, "--shrink-time", "0",
    ])
    #expect(found.status == 1)
    let unshrunk = try #require(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).first {
        $0.hasSuffix(".sel")
      })
    let path = folder.appendingPathComponent(unshrunk).path
    let first = try selfuzz(["shrink", path, "--out", folder.path])
    let second = try selfuzz(["shrink", path, "--out", folder.path])
    #expect(first.status == 1)
    #expect(first.output.contains("engine: select-before-deselect"))
    #expect(first.output.contains("shrunk from "))
    #expect(
      first.output.contains(
        "# found by: selfuzz --seed 1 --iterations 60 --engine select-before-deselect"),
      "the header keeps how the failure was found")
    #expect(first.output.contains("; shrunk again by selfuzz shrink \(path)"))
    // The script printed, from its header to the line before "saved:" (the lines above it give
    // the shrinking time, which varies).
    let script = { (output: String) in
      output.split(separator: "\n").drop { !$0.hasPrefix("# selfuzz:") }.prefix {
        !$0.hasPrefix("saved:")
      }
      .joined(separator: "\n")
    }
    #expect(script(first.output).contains("selscript 1"))
    #expect(script(first.output) == script(second.output))
    #expect(
      try selfuzz(["shrink", "Corpus/paint/tap-selects.sel"]).status == 0,
      "a passing script has nothing to shrink")
    #expect(try selfuzz(["shrink"]).status == 64)
    let missing = try selfuzz(["shrink", "no/such/script.sel"])
    #expect(missing.status == 65)
    #expect(
      missing.errors.components(separatedBy: "no/such/script.sel").count == 2,
      "the path once: \(missing.errors)")
  }

  @Test("mutants prints a table and found N/N, exit 0 when every bug was found")
  func mutants() throws {
    let result = try selfuzz(["mutants", "--only", "limit-off-by-one,unclamped-steps"])
    #expect(result.status == 0)
    #expect(result.output.contains("limit-off-by-one"))
    #expect(result.output.contains("found 2/2"))
    let missed = try selfuzz([
      "mutants", "--only", "remembered-from-down", "--iterations", "1",
    ])
    #expect(missed.status == 1)
    #expect(missed.output.contains("found 0/1"))
    // The end of the log names what was missed, with what the runs found instead.
    #expect(
      missed.output.hasSuffix(
        "not found:\n  remembered-from-down: nothing alone, nothing with the model (expected "
          + "range-state)\n"))
    #expect(!result.output.contains("not found:"))
  }
}
