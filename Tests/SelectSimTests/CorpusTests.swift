import SelectSimTesting
import Testing

@testable import SelectSim

@Suite("Corpus: every script replays and passes on SelectCore's engine")
struct CorpusTests {
  @Test("each corpus script passes", arguments: ScriptFile.all(in: "Corpus"))
  func replays(script: ScriptFile) {
    #expect(script.replay(on: .core).passed)
  }

  @Test(
    "each corpus script cites the SPEC clause it covers and expects something",
    arguments: corpusFiles)
  func citesClause(file: String) throws {
    let text = try packageFile(file)
    let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    #expect(body.hasPrefix("# "), "a leading comment says what the script shows")
    #expect(text.contains("SPEC "), "the comment cites a SPEC clause")
    #expect(text.contains("expect "), "the script checks something")
  }

  @Test("the corpus holds at least 40 hand-written behaviours")
  func size() {
    #expect(corpusFiles.count >= 40)
  }
}

@Suite("Replay: expectations are checked in timeline order")
struct ReplayTests {
  @Test("a mismatch names its line, what was expected and what the engine reported")
  func mismatch() throws {
    let script = """
      selscript 1
      viewport 390x844
      hotspot height=0
      grid count=4 columns=1 origin=0,0 cell=390x100
      0 down 10,10
      0.1 expect selected 0 1
      0.2 up
      """
    let result = Replay.run(try ScriptParser.parse(script), on: .core)
    #expect(result == .mismatch(line: 6, expected: "expect selected 0 1", actual: "selected 0"))
  }

  @Test(
    "a timed expect sees the steps due by its time; untimed ones the state after the last event")
  func timing() throws {
    let script = """
      selscript 1
      viewport 390x844
      grid count=40 columns=1 origin=0,0 cell=390x100
      0 down 10,794
      0.03 expect offset 25
      0.06 idle
      expect offset 50
      expect count 2
      """
    #expect(Replay.run(try ScriptParser.parse(script), on: .core) == .passed(events: 2))
  }
}
