/// What a stretch of a fuzz run found: its totals, and the failure that stopped it, if any.
public struct FuzzRun: Sendable {
  /// The cases run, the failing one included.
  public var totals: FuzzTotals
  public var failure: FoundFailure?

  public init(totals: FuzzTotals, failure: FoundFailure?) {
    self.totals = totals
    self.failure = failure
  }
}
