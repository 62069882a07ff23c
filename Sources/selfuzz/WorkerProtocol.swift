import Foundation
import SelectSim

/// How `--jobs N` splits a run: iterations come in blocks of ``blockSize``; worker `j` of `N` runs
/// blocks `j`, `j + N`, `j + 2N`, … and reports each block's totals on its own line. Totals add up
/// in any order, so the parent reports what one process would: the same fingerprint.
enum WorkerProtocol {
  static let blockSize = 64

  /// `block <index> <cases> <events> <calls> <fingerprint sum> <coverage counts…>`
  static func blockLine(_ index: Int, _ totals: FuzzTotals) -> String {
    ([
      "block", String(index), String(totals.cases), String(totals.events), String(totals.calls),
      String(totals.fingerprintSum),
    ]
      + totals.coverage.counts.map(String.init)).joined(separator: " ")
  }

  static func parseBlock(_ line: Substring) -> (index: Int, totals: FuzzTotals)? {
    let words = line.split(separator: " ")
    guard words.count > 6, words[0] == "block", let index = Int(words[1]),
      let cases = Int(words[2]),
      let events = Int(words[3]), let calls = Int(words[4]), let sum = UInt64(words[5]),
      let coverage = CoverageTally(counts: words[6...].compactMap { Int($0) })
    else { return nil }
    var totals = FuzzTotals()
    totals.cases = cases
    totals.events = events
    totals.calls = calls
    totals.fingerprintSum = sum
    totals.coverage = coverage
    return (index, totals)
  }
}
