/// One generated case, run: what ``Fuzzer/runCase(_:)`` returns.
package struct FuzzCase: Sendable {
  /// Which case of the run it is; its seed comes from the run's seed and this.
  package var iteration: Int
  /// The generated scenario.
  package var scenario: Scenario
  /// How it ran: its failure, if any, its size and coverage.
  package var result: RunResult
  /// The case's hash: its iteration, its scenario and its trace (SPEC 6).
  package var fingerprint: UInt64
}
