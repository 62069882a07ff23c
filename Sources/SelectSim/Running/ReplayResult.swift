/// What replaying a script found.
public enum ReplayResult: Hashable, Sendable, CustomStringConvertible {
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
  /// The script lies outside what the engine takes (its profile, SPEC 8), or the engine skipped
  /// it: neither passed nor failed. The words name the part of the profile it leaves.
  case skipped(String)

  /// Whether the script passed.
  public var passed: Bool { if case .passed = self { true } else { false } }

  /// The script line the result names, if any.
  public var line: Int? {
    switch self {
    case .passed, .skipped: nil
    case .mismatch(let line, _, _), .violation(let line, _, _, _): line
    case .fault(_, _, let line), .invalid(let line, _): line
    }
  }

  /// What happened, in the words `selfuzz replay` prints after the file and line: `passed (12
  /// events)`, `invariant limit failed at 0.5: …`, `expect count 3, but count 4`, `fault crash:
  /// …`, `invalid: …`, `outside the profile: …`.
  public var description: String {
    switch self {
    case .passed(let events):
      return "passed (\(events) events)"
    case .mismatch(_, let expected, let actual):
      return "\(expected), but \(actual)"
    case .violation(_, let violation, let time, let isStep):
      let when =
        isStep
        ? "at the auto-scroll step at \(ScriptPrinter.number(time)), before this line"
        : "at \(ScriptPrinter.number(time))"
      return "invariant \(violation.invariant.rawValue) failed \(when): \(violation.message)"
    case .fault(let fault, let message, _):
      return "fault \(fault.rawValue): \(message)"
    case .invalid(_, let message):
      return message
    case .skipped(let reason):
      return reason
    }
  }
}
