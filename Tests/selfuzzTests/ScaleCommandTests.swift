import Foundation
import Testing

@Suite("selfuzz scale: cost as an invariant, in process and over the engine protocol (issue 11)")
struct ScaleCommandTests {
  /// A short check: two sizes 30x apart and a small budget (the default bound, 10x over 1,000x,
  /// allows 3.1x over 30x).
  static let quick = ["--sizes", "100,3000", "--budget", "0.3"]

  @Test(
    "SelectCore's engine passes and a scanning engine fails, both in process and over the protocol",
    arguments: [false, true])
  func scanningIsCaught(overProtocol: Bool) throws {
    func engine(_ name: String) -> [String] {
      overProtocol ? ["--engine-command", serve(name)] : ["--engine", name]
    }
    let core = try selfuzz(["scale"] + engine("core") + Self.quick)
    #expect(core.status == 0, "\(core.output)\(core.errors)")
    #expect(core.output.contains("allowed 3.1x (10x over 1,000x, n^0.33): pass"))
    let scanning = try selfuzz(["scale"] + engine("scanning-hit-test") + Self.quick)
    #expect(scanning.status == 1, "\(scanning.output)\(scanning.errors)")
    #expect(scanning.output.contains("allowed 3.1x (10x over 1,000x, n^0.33): FAIL"))
    #expect(scanning.output.contains("3,000"), "the table names each size")
    #expect(scanning.output.contains("FAILED: the cost per event of "))
    #expect(overProtocol == scanning.output.contains("round trip of one call"))
  }

  @Test("SPEC 2.7: an engine whose list changes index every frame again is caught")
  func rebuildingListChangesAreCaught() throws {
    let rebuilding = try selfuzz(["scale", "--engine", "rebuilding-list-changes"] + Self.quick)
    #expect(rebuilding.status == 1, "\(rebuilding.output)\(rebuilding.errors)")
    #expect(rebuilding.output.contains("allowed 3.1x (10x over 1,000x, n^0.33): FAIL"))
  }

  @Test(
    "bad options exit 64",
    arguments: [
      ["--sizes", "100"], ["--sizes", "1000,100"], ["--bound", "0.5"], ["--sizes", "1,x"],
    ])
  func badOptions(arguments: [String]) throws {
    #expect(try selfuzz(["scale"] + arguments).status == 64)
  }
}
