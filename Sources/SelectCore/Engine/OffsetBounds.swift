/// The offsets a scroll may reach (SPEC 2.3): from `low` (minus the top inset) to `high` (the
/// content's end, rounded to a row under `max-offset rows`), never below `low`.
struct OffsetBounds {
  var low: Double
  var high: Double

  /// `offset` brought inside the bounds.
  @inline(__always) func clamp(_ offset: Double) -> Double {
    Swift.min(Swift.max(offset, low), high)
  }
}
