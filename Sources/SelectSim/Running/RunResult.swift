/// What a run found.
public struct RunResult: Sendable {
  /// The first failure, or `nil` when every check held.
  public var failure: RunFailure?
  /// Engine calls made: one per timeline line plus one per auto-scroll step the harness expected.
  public var calls = 0
  /// Timeline events played.
  public var events = 0
  /// A hash of every call's entries.
  public var trace = Fingerprint()
  /// What the run covered.
  public var coverage = CaseCoverage()
  /// Why the engine skipped the case (outside what it takes, SPEC 8), when it did: no failure.
  public var skipped: String?
}
