/// What a stretch of a fuzz run found: its totals, and the failure that stopped it, if any.
package struct FuzzRun: Sendable {
  /// The cases run, the failing one included.
  package var totals: FuzzTotals
  /// The failure that stopped the stretch, if any.
  package var failure: FoundFailure?

  /// A stretch's totals and failure.
  package init(totals: FuzzTotals, failure: FoundFailure?) {
    self.totals = totals
    self.failure = failure
  }
}
