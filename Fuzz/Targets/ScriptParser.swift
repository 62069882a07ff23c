// libFuzzer target: any bytes as a .sel script (UTF-8, invalid sequences replaced).
//
// What libFuzzer finds here is a crash, a hang or memory running out in the parser. A script that
// parses is printed and parsed again: it must give the same scenario, and printing that must give
// the same text (SPEC 5: the round trip and the canonical form); anything else traps.
//
// Seeded with Corpus/*.sel by Fuzz/run.sh.

import SelectSim

/// libFuzzer's start-up hook: hands the trap signal back to libFuzzer, which saves the input.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
  _ argc: UnsafeMutablePointer<CInt>?,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
  giveTrapsToLibFuzzer()
  return 0
}

/// One input: parsed; when it parses, printed and parsed again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let parsed = try? ScriptParser.parse(text) else { return 0 }
  let printed = ScriptPrinter.print(parsed.scenario)
  let reparsed: ParsedScript
  do {
    reparsed = try ScriptParser.parse(printed)
  } catch {
    fatalError(
      "selfuzz: round trip failed: the printed script does not parse: \(error)\n\(printed)")
  }
  guard reparsed.scenario == parsed.scenario else {
    fatalError(
      "selfuzz: round trip failed: the printed script parses to another scenario\n\(printed)")
  }
  let reprinted = ScriptPrinter.print(reparsed.scenario)
  guard reprinted == printed else {
    fatalError(
      "selfuzz: canonical form failed: printing the reparsed scenario gives other text\n"
        + "\(printed)\n---\n\(reprinted)")
  }
  return 0
}
