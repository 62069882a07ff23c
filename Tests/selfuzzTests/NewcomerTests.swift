import Foundation
import Testing

@Suite("A newcomer's first hour: the rough edges (issue 9)")
struct NewcomerTests {
  @Test(
    "an empty list is a usage error, and so is an option given twice",
    arguments: [
      (["--check", ""], "--check needs at least one invariant name"),
      (["--check", ","], "--check needs at least one invariant name"),
      (["replay", "Corpus", "--check", " , "], "--check needs at least one invariant name"),
      (["mutants", "--only", ","], "--only needs at least one planted bug or fault name"),
      (["--seed", "1", "--seed", "2"], "--seed is given twice"),
      (["--iterations=5", "--iterations", "6"], "--iterations is given twice"),
      (["replay", "Corpus", "--trace", "--trace"], "--trace is given twice"),
    ])
  func usage(arguments: [String], message: String) throws {
    let result = try selfuzz(arguments)
    #expect(result.status == 64)
    #expect(result.errors.contains(message), "\(result.errors)")
  }

  @Test("a folder without scripts replays nothing and says so, exit 66")
  func emptyFolder() throws {
    let folder = try scratchFolder("empty")
    let result = try selfuzz(["replay", folder.path])
    #expect(result.status == 66)
    #expect(result.errors.contains("no .sel scripts in \(folder.path)"))
  }

  @Test("a 10 MB token is cut in the error, with its length said")
  func longToken() throws {
    let folder = try scratchFolder("long")
    let token = String(repeating: "x", count: 10_000_000)
    let path = try write("selscript 1\nviewport 390x844\nmode \(token)\n", "long.sel", in: folder)
    let result = try selfuzz(["replay", path])
    #expect(result.status == 65)
    #expect(result.output.contains("… (10000002 characters)"), "the token and its quotes")
    #expect(result.output.utf8.count < 1_000)
  }

  @Test("a saved repro replays on the engine its header names, and says which ran")
  func headerEngine() throws {
    let repro = "Corpus/repros/limit-off-by-one.sel"
    let onCore = try selfuzz(["replay", repro])
    #expect(onCore.status == 0, "the Corpus repros name no engine: core")
    let folder = try scratchFolder("header")
    let text = try String(contentsOf: packageRoot.appendingPathComponent(repro), encoding: .utf8)
    let path = try write("# engine: limit-off-by-one\n" + text, "repro.sel", in: folder)
    let onHeader = try selfuzz(["replay", path])
    #expect(onHeader.status == 1)
    #expect(onHeader.output.contains("on limit-off-by-one"))
    let explicit = try selfuzz(["replay", path, "--engine", "core"])
    #expect(explicit.status == 0, "an explicit --engine wins")
  }

  @Test("the README is a front page: the two commands on its first screen, at most 300 lines")
  func frontPage() throws {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 300, "README.md has \(lines.count) lines; the rest goes in docs/guides")
    let firstScreen = lines.prefix(30).joined(separator: "\n")
    #expect(firstScreen.contains("swift run -c release selfuzz --seed 1 --iterations 20000"))
    #expect(firstScreen.contains("./ci.sh"))
    for guide in [
      "swift-engine", "other-languages", "options", "real-components", "failures", "command-line",
      "speed", "ci",
    ] {
      #expect(readme.contains("(docs/guides/\(guide).md)"), "the README links \(guide)")
      #expect(
        FileManager.default.fileExists(
          atPath: packageRoot.appendingPathComponent("docs/guides/\(guide).md").path))
    }
  }

  @Test("the help and failures point into the repository's own docs, never outside it")
  func docsInside() throws {
    let help = try selfuzz(["--help"])
    #expect(help.output.contains("docs/SPEC.md"))
    #expect(!help.output.contains("../shared"))
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("docs/SPEC.md"))
    #expect(!readme.contains("../shared"))
    #expect(readme.contains("LICENSE"))
    #expect(
      FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent("LICENSE").path))
    let folder = try scratchFolder("docs")
    let found = try selfuzz([
      "--seed", "1", "--iterations", "50", "--engine", "limit-off-by-one", "--out", folder.path,
    ])
    #expect(
      found.output.contains("docs/SPEC.md"), "a failure says where its invariant is explained")
  }

  @Test("Ctrl-C: the summary of what finished, the command to go on, the workers stopped")
  func interrupt() throws {
    let process = Process()
    process.executableURL = selfuzzBinary
    process.arguments = ["--seed", "9", "--iterations", "1000000", "--jobs", "2"]
    process.currentDirectoryURL = packageRoot
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    Thread.sleep(forTimeInterval: 4)
    kill(process.processIdentifier, SIGINT)
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 130)
    #expect(text.hasPrefix("seed: 9\n"))
    let iterations = try #require(lines(text, "iterations: ").first.flatMap { Int($0) })
    #expect(iterations > 0)
    #expect(text.contains("fingerprint: "))
    #expect(text.contains("interrupted by Ctrl-C after \(iterations) cases"))
    let goOn = try #require(lines(text, "go on with: ").first)
    #expect(goOn.contains("--seed 9 --start \(iterations) --iterations \(1_000_000 - iterations)"))
    // The cases counted are a prefix: the same run of that many cases prints the same fingerprint.
    let again = try selfuzz(["--seed", "9", "--iterations", String(iterations)])
    #expect(lines(again.output, "fingerprint: ") == lines(text, "fingerprint: "))
  }
}
