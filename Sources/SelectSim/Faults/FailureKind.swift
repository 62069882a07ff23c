/// What kind of failure a run had, by its stable name: an invariant, a fault, or an `expect`
/// line.
public enum FailureKind: Hashable, Sendable, CustomStringConvertible {
  case invariant(Invariant)
  case fault(Fault)
  case expectation

  /// The stable name: the invariant's, the fault's, or `expectation`.
  public var name: String {
    switch self {
    case .invariant(let invariant): invariant.rawValue
    case .fault(let fault): fault.rawValue
    case .expectation: "expectation"
    }
  }

  /// The failure's name, as `--check` and the repro header write it.
  public var description: String { name }
}

extension RunFailure {
  /// The failure's kind.
  public var kind: FailureKind {
    switch self {
    case .invariant(let violation, _): .invariant(violation.invariant)
    case .expectation: .expectation
    case .fault(let fault, _, _): .fault(fault)
    }
  }
}
