import Foundation
import Testing

/// `selfuzz --known DIR` (issue 25): a failing case that shrinks to a finding written down is
/// counted under it and the run goes on; any other failure stops the run as always.
@Suite("selfuzz --known: findings written down are counted, the rest still stops the run")
struct KnownFindingsTests {
  /// A profile of ranges by index only: the cases these tests count (a rectangle case shrinks to
  /// a script of its own).
  static func byIndex(in folder: URL) throws -> String {
    let path = folder.appendingPathComponent("by-index.json").path
    try Data(#"{"rangeShape":["index"]}"#.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Fuzzes `engine` (seed 1, 2,000 cases) until it fails, and returns the path of the repro
  /// saved under `folder`/found.
  static func repro(of engine: String, in folder: URL, profile: [String] = []) throws -> String {
    let found = try selfuzz(
      [
        "--seed", "1", "--iterations", "2000", "--engine", engine, "--out",
        folder.appendingPathComponent("found").path,
      ] + profile)
    #expect(found.status == 1)
    return try #require(
      found.output.split(separator: "\n").first { $0.hasPrefix("saved: ") }.map {
        String($0.dropFirst(7))
      })
  }

  /// A findings folder in `folder` holding the script at `path` as `name`, and the finding's path.
  static func findings(in folder: URL, holding path: String, as name: String) throws -> (
    folder: URL, finding: String
  ) {
    let known = folder.appendingPathComponent("findings")
    try FileManager.default.createDirectory(at: known, withIntermediateDirectories: true)
    let finding = known.appendingPathComponent(name).path
    try FileManager.default.copyItem(atPath: path, toPath: finding)
    return (known, finding)
  }

  /// `select-before-deselect`'s first `iterations` cases of seed 1 under `profile`, against the
  /// findings in `known`, writing under `folder`/`out`.
  static func fuzz(
    _ iterations: Int, against known: URL, in folder: URL, out: String, profile: String
  ) throws -> CommandResult {
    try selfuzz([
      "--seed", "1", "--iterations", "\(iterations)", "--engine", "select-before-deselect",
      "--out", folder.appendingPathComponent(out).path, "--known", known.path, "--profile",
      profile,
    ])
  }

  @Test("a bug's repro as a known finding: its cases are counted by iteration and the run holds")
  func counted() throws {
    let folder = try scratchFolder("known")
    let profile = try Self.byIndex(in: folder)
    let saved = try Self.repro(
      of: "select-before-deselect", in: folder, profile: ["--profile", profile])
    let (known, finding) = try Self.findings(
      in: folder, holding: saved, as: "select-before-deselect.sel")
    let again = try Self.fuzz(40, against: known, in: folder, out: "again", profile: profile)
    #expect(again.status == 0, "\(again.output)")
    // Seed 1 fails at iterations 10, 13 and 24 in its first 40 cases, each shrinking to the
    // repro: by its signature, where the shrink stops before its end (issue 42), since a full
    // shrink would reach the repro line for line.
    #expect(
      again.output.contains("\(finding): 3 (iterations 10, 13, 24; 3 shrunk (3 by its signature))"),
      "\(again.output)")
    #expect(again.output.contains("iterations: 40"))
    #expect(again.output.contains("all invariants held but in the known findings above"))
    // A match writes nothing (issue 42): no case as found, no repro, no picture, no log.
    let written = try? FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("again").path)
    #expect((written ?? []).isEmpty, "\(written ?? [])")
    #expect(!again.output.contains("shrinking the failing case"))
  }

  @Test(
    "the same defect in another form is counted by its signature; another shape is not (issue 42)")
  func anotherForm() throws {
    let folder = try scratchFolder("another-form")
    let profile = try Self.byIndex(in: folder)
    let saved = try Self.repro(
      of: "select-before-deselect", in: folder, profile: ["--profile", profile])
    let script = try String(contentsOfFile: saved, encoding: .utf8)
    #expect(script.contains("item 2 0,300 400x100\n"), "\(script)")
    // The finding as another seed might have shrunk it: its last row taller.
    let taller = script.replacingOccurrences(
      of: "item 2 0,300 400x100\n", with: "item 2 0,300 400x140\n")
    let known = folder.appendingPathComponent("findings")
    try FileManager.default.createDirectory(at: known, withIntermediateDirectories: true)
    let finding = known.appendingPathComponent("taller.sel").path
    try Data(taller.utf8).write(to: URL(fileURLWithPath: finding))
    let again = try Self.fuzz(40, against: known, in: folder, out: "again", profile: profile)
    #expect(again.status == 0, "\(again.output)")
    #expect(
      again.output.contains(
        "\(finding): 3 (iterations 10, 13, 24; 3 shrunk (3 by its signature))"))
    // The same finding with a select-all before the press: another kind of event, another shape.
    let other = taller.replacingOccurrences(of: "0 down ", with: "0 selectAll\n0 down ")
    try Data(other.utf8).write(to: URL(fileURLWithPath: finding))
    let stopped = try Self.fuzz(40, against: known, in: folder, out: "stopped", profile: profile)
    #expect(stopped.status == 1, "\(stopped.output)")
    #expect(stopped.output.contains("FAILED: invariant range-state, after 11 cases (iteration 10)"))
  }

  @Test(
    "a case that fails as a finding's repro fails is counted without a shrink (issue 42)")
  func countedAsTheReproFails() throws {
    let folder = try scratchFolder("as-the-repro-fails")
    let profile = try Self.byIndex(in: folder)
    let saved = try Self.repro(
      of: "select-before-deselect", in: folder, profile: ["--profile", profile])
    // The case as found, unshrunk, written down as the finding: it fails as iteration 10 does.
    let header = try String(contentsOfFile: saved, encoding: .utf8).split(separator: "\n")
    let asFound = try #require(
      header.first { $0.hasPrefix("# as found: ") }.map { String($0.dropFirst(12)) })
    let (known, finding) = try Self.findings(in: folder, holding: asFound, as: "as-found.sel")
    // Iterations 0 to 12: of seed 1's failures, iteration 10's alone (13 fails otherwise as
    // found, and its shrink matches no finding here).
    let again = try Self.fuzz(13, against: known, in: folder, out: "again", profile: profile)
    #expect(again.status == 0, "\(again.output)")
    #expect(again.output.contains("\(finding): 1 (iterations 10; 1 as found)"), "\(again.output)")
    #expect(!again.output.contains("shrank to the known finding"))
  }

  @Test("a failure that shrinks to none of the findings stops the run and is reported")
  func unknown() throws {
    let folder = try scratchFolder("unknown")
    let known = folder.appendingPathComponent("findings")
    try FileManager.default.createDirectory(at: known, withIntermediateDirectories: true)
    try Data("selscript 1\nviewport 10x10\n\n0 idle\n".utf8).write(
      to: known.appendingPathComponent("other.sel"))
    let result = try selfuzz([
      "--seed", "1", "--iterations", "40", "--engine", "select-before-deselect", "--out",
      folder.appendingPathComponent("out").path, "--known", known.path, "--profile",
      try Self.byIndex(in: folder),
    ])
    #expect(result.status == 1)
    #expect(result.output.contains("FAILED: invariant range-state, after 11 cases (iteration 10)"))
    #expect(!result.output.contains("known findings"))
    // What matches no finding is written up as any failure: as found and shrunk, with pictures.
    let written = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("out").path)
    #expect(written.filter { $0.hasSuffix(".sel") }.count == 2, "\(written)")
    #expect(written.filter { $0.hasSuffix(".html") }.count == 2, "\(written)")
  }

  @Test("a folder that cannot be read, or holds no script, is invalid input (exit 65)")
  func badFolder() throws {
    let missing = try selfuzz(["--iterations", "5", "--known", "/nonexistent/findings"])
    #expect(missing.status == 65)
    #expect(missing.errors.contains("--known /nonexistent/findings: the folder cannot be read"))
    let empty = try scratchFolder("empty-findings")
    let none = try selfuzz(["--iterations", "5", "--known", empty.path])
    #expect(none.status == 65)
    #expect(none.errors.contains("no .sel script in the folder"))
  }

  @Test(
    "a case that fails as an earlier one that shrank to a finding is counted without a shrink, the same with any --jobs (issue 42)"
  )
  func countedAsFound() throws {
    let folder = try scratchFolder("as-found")
    let saved = try Self.repro(of: "closed-hit-test", in: folder)
    let known = folder.appendingPathComponent("findings")
    try FileManager.default.createDirectory(at: known, withIntermediateDirectories: true)
    let finding = known.appendingPathComponent("closed.sel").path
    try FileManager.default.copyItem(atPath: saved, toPath: finding)
    var summaries: [[Substring]] = []
    for jobs in ["1", "2"] {
      let run = try selfuzz([
        "--seed", "1", "--iterations", "300", "--engine", "closed-hit-test", "--jobs", jobs,
        "--out", folder.appendingPathComponent("again-\(jobs)").path, "--known", known.path,
      ])
      #expect(run.status == 0, "\(run.output)")
      let lines = run.output.split(separator: "\n")
      let line = try #require(lines.first { $0.hasPrefix("  \(finding): ") })
      let figures = try #require(
        line.firstMatch(
          of: /: (\d+) \(.*; (\d+) shrunk(?: \(\d+ by its signature\))?, (\d+) as found\)$/))
      let (total, shrunk, asFound) = (Int(figures.1)!, Int(figures.2)!, Int(figures.3)!)
      #expect(asFound > 0 && shrunk + asFound == total, "\(line)")
      // Only the first case of each failure as found is shrunk, and said so.
      #expect(lines.filter { $0.contains("shrank to the known finding") }.count == shrunk)
      summaries.append(
        lines.filter { $0.hasPrefix("fingerprint: ") || $0.hasPrefix("  \(finding)") })
    }
    #expect(summaries[0] == summaries[1])
  }
}
