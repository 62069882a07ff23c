/// What a stretch of a fuzz run found: its totals, and the failure that stopped it, if any.
public struct FuzzRun: Sendable {
  /// The cases run, the failing one included.
  public var totals: FuzzTotals
  /// The failure that stopped the stretch, if any.
  public var failure: FoundFailure?

  /// A stretch's totals and failure.
  public init(totals: FuzzTotals, failure: FoundFailure?) {
    self.totals = totals
    self.failure = failure
  }
}
