/// One generated case, run: what ``Fuzzer/runCase(_:)`` returns.
public struct FuzzCase: Sendable {
  /// Which case of the run it is; its seed comes from the run's seed and this.
  public var iteration: Int
  public var scenario: Scenario
  public var result: RunResult
  /// The case's hash: its iteration, its scenario and its trace (SPEC 6).
  public var fingerprint: UInt64
}
