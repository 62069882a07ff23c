/// One generated case, run: what ``Fuzzer/runCase(_:)`` returns.
public struct FuzzCase: Sendable {
  /// Which case of the run it is; its seed comes from the run's seed and this.
  public var iteration: Int
  /// The generated scenario.
  public var scenario: Scenario
  /// How it ran: its failure, if any, its size and coverage.
  public var result: RunResult
  /// The case's hash: its iteration, its scenario and its trace (SPEC 6).
  public var fingerprint: UInt64
}
