import Foundation
import Testing

@Suite("selfuzz replay and usage: output and exit status (SPEC 6)")
struct ReplayCommandTests {
  @Test("help explains the commands and exit statuses")
  func help() throws {
    let top = try selfuzz(["--help"])
    #expect(top.status == 0)
    #expect(top.output.contains("USAGE: selfuzz"))
    #expect(top.output.contains("replay"))
    let replay = try selfuzz(["replay", "--help"])
    #expect(replay.status == 0)
    #expect(replay.output.contains("EXIT STATUS"))
    #expect(replay.output.contains("65"))
  }

  @Test(
    "bad usage exits 64 with a message that names the problem",
    arguments: [
      (["--bogus"], "unknown option '--bogus'"), (["frobnicate"], "unknown command 'frobnicate'"),
      (["replay"], "replay needs at least one script"),
      (["replay", "Corpus", "--fast"], "unknown option '--fast'"),
      (["replay", "Corpus", "--engine", "nope"], "unknown engine 'nope'"),
      (["replay", "Corpus", "--engine"], "--engine needs a value"),
      (["engines", "extra"], "unexpected argument 'extra'"),
    ])
  func usage(arguments: [String], message: String) throws {
    let result = try selfuzz(arguments)
    #expect(result.status == 64)
    #expect(result.errors.contains(message), "\(result.errors)")
  }

  @Test("the corpus replays and passes")
  func corpusPasses() throws {
    let result = try selfuzz(["replay", "Corpus"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains(" 0 failed, 0 invalid"))
    #expect(!result.output.contains("FAIL"))
  }

  @Test("replay delivers the steps both ways: a step that must come before a move fails (SPEC 3.4)")
  func stepsWithTheNextEvent() throws {
    // steps-only-on-idle applies due steps only on `idle`: with the steps in calls of their own
    // it passes; with them delivered with the next event it must fail. Replay once tried only
    // the first way.
    let folder = try scratchFolder("late-steps")
    let path = try write(
      "selscript 1\nmode paint\nviewport 400x800\ncontent-height 1000\n\n0 down 200,750\n"
        + "0.03 move 200,50\n", "late.sel", in: folder)
    let bug = try selfuzz(["replay", path, "--engine", "steps-only-on-idle"])
    #expect(bug.status == 1, "\(bug.output)")
    #expect(bug.output.contains("(with the steps delivered with the next event)"), "\(bug.output)")
    let core = try selfuzz(["replay", path])
    #expect(core.status == 0, "\(core.output)")
  }

  @Test("a malformed script is refused with 65 and its line and column")
  func malformed() throws {
    let folder = try scratchFolder("malformed")
    let path = try write("selscript 1\nviewport 390x844\n0 down 10;10\n", "bad.sel", in: folder)
    let result = try selfuzz(["replay", path])
    #expect(result.status == 65)
    #expect(
      result.output.contains(
        "invalid  \(path): line 3, column 8: expected a point X,Y, found '10;10'"),
      "\(result.output)")
  }

  @Test("a failed expectation exits 1 and names the line, the expectation and the actual state")
  func failedExpectation() throws {
    let folder = try scratchFolder("failed")
    let good = try write(
      "selscript 1\nviewport 390x844\nexpect offset 0\n", "a-good.sel", in: folder)
    let bad = try write(
      "selscript 1\nviewport 390x844\nhotspot height=0\nitem 0 0,0 100x100\n0 down 5,5\n0.1 up\nexpect selected\n",
      "b-bad.sel", in: folder)
    let result = try selfuzz(["replay", folder.path])
    #expect(result.status == 1)
    #expect(result.output.contains("pass     \(good)"))
    #expect(
      result.output.contains("FAIL     \(bad):7: expect selected, but selected 0"),
      "\(result.output)")
    #expect(result.output.contains("2 scripts: 1 passed, 1 failed, 0 invalid"))
  }

  @Test("a missing path exits 65 and names it")
  func missingPath() throws {
    let result = try selfuzz(["replay", "no/such/file.sel"])
    #expect(result.status == 65)
    #expect(result.errors.contains("no/such/file.sel: no such file or folder"))
  }

  @Test("--trace prints each timeline line with its entries")
  func trace() throws {
    let result = try selfuzz(["replay", "--trace", "Corpus/paint/tap-selects.sel"])
    #expect(result.status == 0)
    #expect(
      result.output.contains("  9: 0 down 150,250\n        select 1 (drag)"), "\(result.output)")
  }

  @Test("engines lists one engine a line, name first")
  func engines() throws {
    let result = try selfuzz(["engines"])
    #expect(result.status == 0)
    #expect(result.output.split(separator: "\n").first?.hasPrefix("core ") == true)
  }
}
