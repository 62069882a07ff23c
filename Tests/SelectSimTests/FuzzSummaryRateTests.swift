import Testing

@testable import SelectSim

@Suite("The summary's rate: whole numbers, to a tenth below 10 a second")
struct FuzzSummaryRateTests {
  func text(cases: Int, elapsed: Double) -> String {
    var totals = FuzzTotals()
    totals.cases = cases
    let summary = FuzzSummary(
      seed: 1, totals: totals, elapsed: elapsed, jobs: 1, failure: nil, failingIteration: nil,
      savedPath: nil, engine: "core")
    return summary.text.split(separator: "\n").first { $0.hasPrefix("scenarios per second: ") }
      .map(String.init) ?? ""
  }

  @Test("a widget's run of about one case a second prints a tenth; a fast one whole numbers")
  func rates() {
    #expect(text(cases: 100, elapsed: 188.39).hasPrefix("scenarios per second: 0.5 ("))
    #expect(text(cases: 3, elapsed: 0.377).hasPrefix("scenarios per second: 8.0 ("))
    #expect(text(cases: 20000, elapsed: 7.13).hasPrefix("scenarios per second: 2805 ("))
    #expect(text(cases: 10, elapsed: 1).hasPrefix("scenarios per second: 10 ("))
  }
}
