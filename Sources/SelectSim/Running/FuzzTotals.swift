/// The totals of a batch of cases. Batches add up in any order to the same totals, so a run split
/// over worker processes reports what one process would.
public struct FuzzTotals: Hashable, Sendable {
  /// Cases run.
  public var cases = 0
  /// Timeline events checked.
  public var events = 0
  /// Engine calls checked (events, expectations and auto-scroll steps).
  public var calls = 0
  /// The sum of every case's fingerprint, mixed with its iteration: the same however the cases
  /// are split or ordered.
  package var fingerprintSum: UInt64 = 0
  /// What the cases covered, per mode.
  public var coverage = CoverageTally()
  /// Why the engine skipped cases, and how many for each reason (SPEC 8, "Profiles"); only
  /// looked up and printed sorted, so its order cannot matter.
  public var skipReasons: [String: Int] = [:]

  /// Cases the engine skipped.
  public var skipped: Int { coverage.skipped.reduce(0, +) }

  /// The totals of no cases.
  public init() {}

  /// Counts one case.
  package mutating func add(_ found: FuzzCase) {
    cases += 1
    events += found.result.events
    calls += found.result.calls
    fingerprintSum &+= found.fingerprint
    coverage.add(found.result.coverage)
    if let reason = found.result.skipped { skipReasons[reason, default: 0] += 1 }
  }

  package mutating func add(_ other: FuzzTotals) {
    cases += other.cases
    events += other.events
    calls += other.calls
    fingerprintSum &+= other.fingerprintSum
    coverage.add(other.coverage)
    skipReasons.merge(other.skipReasons, uniquingKeysWith: +)
  }

  /// The reasons cases were skipped, most frequent first (ties by the reason's text).
  public var skipReasonsByCount: [(reason: String, count: Int)] {
    skipReasons.map { (reason: $0.key, count: $0.value) }.sorted {
      ($0.count, $1.reason) > ($1.count, $0.reason)
    }
  }

  /// The run's fingerprint (SPEC 6): a stable hash of every generated scenario and trace.
  public var fingerprint: Fingerprint {
    var fingerprint = Fingerprint()
    fingerprint.add(UInt64(cases))
    fingerprint.add(fingerprintSum)
    return fingerprint
  }
}
