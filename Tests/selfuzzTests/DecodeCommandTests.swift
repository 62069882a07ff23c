import Foundation
import SelectSim
import Testing

@Suite("selfuzz decode and seeds: libFuzzer's bytes to scripts, generated cases to bytes")
struct DecodeCommandTests {
  /// A script without its leading comment lines.
  static func body(_ script: String) -> String {
    script.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { $0.hasPrefix("#") }
      .joined(separator: "\n")
  }

  @Test("seeds writes the bytes of generated cases, and decode turns each back into its case")
  func seedsDecodeToTheirCases() throws {
    let folder = try scratchFolder("seeds-roundtrip")
    let corpus = folder.appendingPathComponent("corpus").path
    let seeds = try selfuzz(["seeds", "--out", corpus, "--count", "12", "--seed", "7"])
    #expect(seeds.status == 0, "\(seeds.errors)")
    #expect(seeds.output.hasPrefix("wrote 12 seed inputs to \(corpus): cases 0..<12 of seed 7"))
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus).sorted()
    let expectedNames: [String] = (0..<12).map { $0 < 10 ? "seed-7-0\($0)" : "seed-7-\($0)" }
    #expect(names == expectedNames)
    let generator = ScenarioGenerator()
    for iteration in [0, 5, 11] {
      let file = corpus + "/" + names[iteration]
      let decoded = try selfuzz(["decode", file])
      #expect(decoded.status == 0, "\(decoded.errors)")
      let expected = ScriptPrinter.print(generator.scenario(seed: 7, iteration: iteration))
      #expect(DecodeCommandTests.body(decoded.output) == expected, "iteration \(iteration)")
      #expect(decoded.output.hasPrefix("# selfuzz: decoded from \(file) ("))
    }
  }

  @Test("in a mode, seeds and decode agree on that mode's cases")
  func modes() throws {
    let folder = try scratchFolder("seeds-mode")
    let corpus = folder.appendingPathComponent("range").path
    #expect(try selfuzz(["seeds", "--out", corpus, "--count", "3", "--mode", "range"]).status == 0)
    let decoded = try selfuzz(["decode", corpus + "/seed-1-2", "--mode", "range"])
    #expect(decoded.status == 0)
    let expected = ScriptPrinter.print(
      ScenarioGenerator(modes: .range).scenario(seed: 1, iteration: 2))
    #expect(DecodeCommandTests.body(decoded.output) == expected)
    #expect(decoded.output.contains("\nmode range\n"))
  }

  @Test("any bytes decode: an empty file and noise give scripts that replay on core")
  func anyBytes() throws {
    let folder = try scratchFolder("decode-any")
    var random = Xoshiro256StarStar(seed: 3)
    let inputs: [(String, [UInt8])] = [
      ("empty", []), ("one", [0x41]),
      ("noise", (0..<3000).map { _ in UInt8(truncatingIfNeeded: random.next()) }),
    ]
    for (name, bytes) in inputs {
      let input = folder.appendingPathComponent(name).path
      #expect(FileManager.default.createFile(atPath: input, contents: Data(bytes)))
      let out = folder.appendingPathComponent(name + ".sel").path
      let decoded = try selfuzz(["decode", input, "--out", out])
      #expect(decoded.status == 0, "\(decoded.errors)")
      #expect(decoded.output.hasSuffix("script: \(out)\n"), "\(decoded.output)")
      let script = try String(contentsOfFile: out, encoding: .utf8)
      #expect(script.contains("(\(bytes.count) bytes, mode mixed)"))
      let replay = try selfuzz(["replay", out])
      #expect(replay.status == 0, "\(name): \(replay.output)")
    }
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!leftovers.contains { $0.hasSuffix(".tmp") }, "no temporary file left behind")
  }

  @Test("--engine names the engine in the header, so that replay runs it without being told")
  func engineHeader() throws {
    let folder = try scratchFolder("decode-engine")
    let corpus = folder.appendingPathComponent("corpus").path
    #expect(try selfuzz(["seeds", "--out", corpus, "--count", "1"]).status == 0)
    let out = folder.appendingPathComponent("case.sel").path
    let decoded = try selfuzz([
      "decode", corpus + "/seed-1-0", "--engine", "paint-mode-per-item", "--out", out,
    ])
    #expect(decoded.status == 0, "\(decoded.errors)")
    let script = try String(contentsOfFile: out, encoding: .utf8)
    #expect(script.contains("# engine: paint-mode-per-item\n"))
    let replay = try selfuzz(["replay", out])
    #expect(replay.output.contains("paint-mode-per-item"), "\(replay.output)")
  }

  @Test("a file that does not exist, or a folder, is invalid input (65), naming the path")
  func unreadable() throws {
    let folder = try scratchFolder("decode-unreadable")
    let missing = try selfuzz(["decode", folder.appendingPathComponent("none").path])
    #expect(missing.status == 65)
    #expect(missing.errors.contains("none: no such file"), "\(missing.errors)")
    let notAFile = try selfuzz(["decode", folder.path])
    #expect(notAFile.status == 65)
    #expect(notAFile.errors.contains("it is a folder"), "\(notAFile.errors)")
  }

  @Test("a script that cannot be written exits 70 and names the path")
  func unwritable() throws {
    let folder = try scratchFolder("decode-unwritable")
    let input = try write("bytes", "input", in: folder)
    // A folder that cannot be made (its parent is a file); a missing one is made.
    let out = folder.appendingPathComponent("input/case.sel").path
    let result = try selfuzz(["decode", input, "--out", out])
    let made = folder.appendingPathComponent("new/folder/case.sel").path
    #expect(try selfuzz(["decode", input, "--out", made]).status == 0)
    #expect(FileManager.default.fileExists(atPath: made))
    #expect(result.status == 70)
    #expect(result.errors.contains("cannot write \(out)"), "\(result.errors)")
  }

  @Test(
    "bad usage exits 64 with a message that names the problem",
    arguments: [
      (["decode"], "decode takes one file"),
      (["decode", "a", "b"], "decode takes one file"),
      (
        ["decode", "a", "--mode", "drag"], "--mode takes paint, range, single or mixed, not 'drag'"
      ),
      (["decode", "a", "--engine", "nope"], "unknown engine 'nope'"),
      (["decode", "a", "--out"], "--out needs a value"),
      (["seeds"], "seeds needs --out DIR"),
      (["seeds", "--out", "x", "--count", "0"], "--count takes an integer from 1"),
      (["seeds", "--out", "x", "--seed", "-1"], "--seed takes an unsigned 64-bit integer"),
      (["seeds", "--out", "x", "extra"], "unexpected argument 'extra'"),
    ])
  func usage(arguments: [String], message: String) throws {
    let result = try selfuzz(arguments)
    #expect(result.status == 64)
    #expect(result.errors.contains(message), "\(result.errors)")
  }

  @Test("help lists both commands and their exit statuses")
  func help() throws {
    let top = try selfuzz(["--help"])
    #expect(top.output.contains("decode FILE"))
    #expect(top.output.contains("seeds --out DIR"))
    let decode = try selfuzz(["decode", "--help"])
    #expect(decode.status == 0)
    #expect(decode.output.contains("USAGE: selfuzz decode FILE"))
    let seeds = try selfuzz(["seeds", "--help"])
    #expect(seeds.output.contains("cannot in general be turned back into bytes"))
  }
}
