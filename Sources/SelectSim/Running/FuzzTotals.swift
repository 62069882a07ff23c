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

  /// The totals of no cases.
  public init() {}

  /// Counts one case.
  package mutating func add(_ found: FuzzCase) {
    cases += 1
    events += found.result.events
    calls += found.result.calls
    fingerprintSum &+= found.fingerprint
    coverage.add(found.result.coverage)
  }

  package mutating func add(_ other: FuzzTotals) {
    cases += other.cases
    events += other.events
    calls += other.calls
    fingerprintSum &+= other.fingerprintSum
    coverage.add(other.coverage)
  }

  /// The run's fingerprint (SPEC 6): a stable hash of every generated scenario and trace.
  public var fingerprint: Fingerprint {
    var fingerprint = Fingerprint()
    fingerprint.add(UInt64(cases))
    fingerprint.add(fingerprintSum)
    return fingerprint
  }
}
