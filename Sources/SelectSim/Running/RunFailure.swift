/// Why a run failed: an invariant, an `expect` line, or a fault of the engine (SPEC 4, 5, 9).
public enum RunFailure: Hashable, Sendable, Codable {
  /// An invariant did not hold after a call.
  case invariant(Violation, at: CallPlace)
  /// A script's `expect` line did not match: which one, what it said, what the engine reported.
  case expectation(ExpectationPlace, expected: Expectation, actual: String)
  /// The engine crashed, hung, broke the protocol, refused the setup, or behaved differently in
  /// another process (SPEC 9); `at` is the call it happened in, when one is known.
  case fault(Fault, message: String, at: CallPlace?)

  /// The invariant, when an invariant failed.
  public var invariant: Invariant? {
    if case .invariant(let violation, _) = self { violation.invariant } else { nil }
  }

  /// The fault, when the engine failed that way.
  public var fault: Fault? {
    if case .fault(let fault, _, _) = self { fault } else { nil }
  }

  /// The failure's stable name: the invariant's or the fault's, or `expectation`.
  public var name: String {
    switch self {
    case .invariant(let violation, _): violation.invariant.rawValue
    case .expectation: "expectation"
    case .fault(let fault, _, _): fault.rawValue
    }
  }

  /// What went wrong, in words a person can act on.
  public var message: String {
    switch self {
    case .invariant(let violation, _): violation.message
    case .expectation(_, let expected, let actual):
      "\(ScriptPrinter.statement(expected)), but \(actual)"
    case .fault(_, let message, _): message
    }
  }

  /// The call the failure happened in, when one is known.
  public var place: CallPlace? {
    switch self {
    case .invariant(_, let place): place
    case .expectation: nil
    case .fault(_, _, let place): place
    }
  }

  /// Whether `other` is the same failure for shrinking: as ``isSame(as:)``, except that two
  /// invariant failures match when their failing calls broke an invariant in common (one
  /// misstep seen through several invariants: a `select-all` that ignores the limit breaks
  /// `limit` and `select-all` at once). So a shrink may end on a script whose call breaks one of
  /// the found call's invariants and is named after the first it breaks, which may be another
  /// (`single-select` and `select-all` found; `limit` and `select-all` shrunk), and the repros of
  /// one bug, found under different invariants, can meet.
  public func sharesSymptom(with other: RunFailure) -> Bool {
    guard case .invariant(let a, _) = self, case .invariant(let b, _) = other else {
      return isSame(as: other)
    }
    return a.invariants.contains { b.invariants.contains($0) }
  }

  /// Whether `other` is "the same failure" for confirming a failure in a fresh process and a
  /// shrunk repro under its name: the same invariant, the same fault, or the same expectation
  /// reporting the same actual state (wherever each happens).
  public func isSame(as other: RunFailure) -> Bool {
    switch (self, other) {
    case (.invariant(let a, _), .invariant(let b, _)):
      return a.invariant == b.invariant
    case (.fault(let a, _, _), .fault(let b, _, _)):
      return a == b
    case (
      .expectation(let placeA, let expectedA, let actualA),
      .expectation(let placeB, let expectedB, let actualB)
    ):
      return placeA.isTimed == placeB.isTimed && expectedA == expectedB && actualA == actualB
    default:
      return false
    }
  }
}
