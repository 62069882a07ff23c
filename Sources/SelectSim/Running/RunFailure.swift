/// Why a run failed.
public enum RunFailure: Hashable, Sendable {
  /// An invariant did not hold after a call.
  case invariant(Violation, at: CallPlace)
  /// A script's `expect` line did not match: which one, what it said, what the engine reported.
  case expectation(ExpectationPlace, expected: Expectation, actual: String)
  /// The engine refused the configuration.
  case refused(String)

  /// The invariant, when an invariant failed.
  public var invariant: Invariant? {
    if case .invariant(let violation, _) = self { violation.invariant } else { nil }
  }
}
