/// A way the engine under test can fail that is not a broken invariant (SPEC 9): each is a
/// failure with a stable name, found, shrunk and saved like an invariant's.
public enum Fault: String, CaseIterable, Hashable, Sendable, Codable {
  /// The engine trapped, aborted, was killed by a signal or exited while a case ran.
  case crash
  /// One engine call took longer than the call deadline, or a case longer than its deadline.
  case hang
  /// A reply over the engine protocol (SPEC 8) was malformed.
  case `protocol`
  /// The engine refused a valid configuration.
  case refused
  /// The same case, run again in a fresh process, did not fail the same way.
  case flaky

  /// What the fault means, in one line.
  public var summary: String {
    switch self {
    case .crash: "the engine trapped, aborted, was killed or exited while a case ran"
    case .hang: "an engine call or a whole case took longer than its deadline"
    case .protocol: "a reply over the engine protocol was malformed (SPEC 8)"
    case .refused: "the engine refused a valid configuration"
    case .flaky: "the same case run again in a fresh process did not fail the same way"
    }
  }
}
