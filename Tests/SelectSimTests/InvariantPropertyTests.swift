import Foundation
import Testing

@testable import SelectSim

/// Whether the long runs are on (`SELFUZZ_SOAK=1`, as `./ci.sh soak` sets).
enum Soak {
  static let enabled = ProcessInfo.processInfo.environment["SELFUZZ_SOAK"] == "1"
}

/// A family of invariants, fuzzed together on the modes where they bite.
struct InvariantFamily: CustomTestStringConvertible, Sendable {
  var name: String
  var invariants: Set<Invariant>
  var modes: ModeChoice
  var testDescription: String { name }

  static let all: [InvariantFamily] = [
    InvariantFamily(
      name: "paint", invariants: [.oneChangePerDrag, .consistentMode, .noSkip, .onlyTouched],
      modes: .paint),
    InvariantFamily(name: "range", invariants: [.rangeState, .onlyTouched], modes: .range),
    InvariantFamily(name: "single", invariants: [.singleSelect, .onlyTouched], modes: .single),
    InvariantFamily(
      name: "policy", invariants: [.limit, .deselectFromEnd, .selectAll, .deselectAll, .veto],
      modes: .mixed),
    InvariantFamily(
      name: "scrolling", invariants: [.scrollBounds, .scrollSteps, .scrollSelects], modes: .mixed),
    InvariantFamily(
      name: "consistency", invariants: [.logConsistent, .modelAgreement, .determinism],
      modes: .mixed),
  ]

  /// Fuzzes `cases` cases from a fixed seed on `engine`; returns the failure, if any.
  func fuzz(cases: Int, engine: EngineKind = .core) -> FoundFailure? {
    let options = FuzzOptions(seed: 2024, engine: engine, modes: modes, invariants: invariants)
    return Fuzzer(options: options).run(0..<cases).failure
  }
}

@Suite("Invariant families hold on SelectCore's engine over fuzzed cases (SPEC 4)")
struct InvariantPropertyTests {
  @Test("each family holds over 150 cases", arguments: InvariantFamily.all)
  func holds(family: InvariantFamily) {
    let failure = family.fuzz(cases: 150)
    #expect(
      failure == nil,
      "\(failure.map { FailureReport(scenario: $0.scenario, failure: $0.failure, engine: "core", foundBy: "test").script } ?? "")"
    )
  }

  @Test("the reference model satisfies every invariant too")
  func referenceHolds() {
    let options = FuzzOptions(seed: 77, engine: .reference)
    #expect(Fuzzer(options: options).run(0..<100).failure == nil)
  }
}

@Suite("Invariant families, long runs (SELFUZZ_SOAK=1)", .enabled(if: Soak.enabled))
struct InvariantSoakTests {
  @Test("each family holds over 3,000 cases", arguments: InvariantFamily.all)
  func holdsLong(family: InvariantFamily) {
    #expect(family.fuzz(cases: 3_000) == nil)
  }
}

@Suite("Coverage: what the generated cases cover (issue 3's floors)")
struct CoverageTests {
  @Test(
    "every statistic stays at or over 5% across 2,000 cases (of the cases whose mode can cover it)")
  func floors() {
    let options = FuzzOptions(seed: 1, invariants: [])
    let totals = Fuzzer(options: options).run(0..<2_000).totals
    #expect(totals.cases == 2_000)
    for (row, entry) in CaseCoverage.rows.enumerated() {
      #expect(totals.coverage.share(row) >= 0.05, "\(entry.label): \(totals.coverage.share(row))")
    }
  }
}
