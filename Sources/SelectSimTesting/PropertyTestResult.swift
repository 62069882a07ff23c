public import SelectSim

/// What ``PropertyTest/fuzz(_:iterations:seed:modes:invariants:sourceLocation:)`` found: the
/// run's totals and, when a case failed, its shrunk report (already recorded as an issue).
public struct PropertyTestResult: Sendable {
  /// The cases run, with their fingerprint and coverage.
  public var totals: FuzzTotals
  /// The failure, shrunk and written up, or `nil` when every case held.
  public var failure: FailureReport?
}
