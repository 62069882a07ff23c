/// What replaying a script found.
public enum ReplayResult: Hashable, Sendable {
  /// Every invariant and expectation held.
  case passed(events: Int)
  /// An `expect` line did not match: its line, what it said, and what the engine reported.
  case mismatch(line: Int, expected: String, actual: String)
  /// An invariant failed at the call for this script line (or at a step just before it).
  case violation(line: Int, Violation, time: Double, isStep: Bool)
  /// The engine crashed, hung, broke the protocol, refused the setup or was flaky (SPEC 9), at
  /// this script line when the call is known.
  case fault(Fault, message: String, line: Int?)
  /// The scenario cannot be run: its line when one is at fault, and why.
  case invalid(line: Int?, message: String)

  /// Whether the script passed.
  public var passed: Bool { if case .passed = self { true } else { false } }
}
