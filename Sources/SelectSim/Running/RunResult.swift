/// What a run found.
package struct RunResult: Sendable {
  /// The first failure, or `nil` when every check held.
  package var failure: RunFailure?
  /// Engine calls made: one per timeline line plus one per auto-scroll step the harness expected.
  package var calls = 0
  /// Timeline events played.
  package var events = 0
  /// A hash of every call's entries.
  package var trace = Fingerprint()
  /// What the run covered.
  package var coverage = CaseCoverage()
  /// Why the engine skipped the case (outside what it takes, SPEC 8), when it did: no failure.
  package var skipped: String?
}
