/// The offsets a scroll may reach (SPEC 2.3): from `low` (minus the top inset) to `high` (the
/// content's end, rounded to a row under `max-offset rows`), never below `low`.
package struct OffsetBounds: Sendable {
  package var low: Double
  package var high: Double

  /// The bounds for content `contentHeight` tall seen through `viewport`, under `maxOffset`;
  /// `firstRowHeight` is item 0's height (0 with no items), and `roundsUp` whether `rows` raises
  /// the end to a whole number of rows (SPEC 2.2) or lowers it (the engine's rules say).
  @inline(__always) package init(
    viewport: Viewport, contentHeight: Double, maxOffset: MaxOffset, firstRowHeight: Double,
    roundsUp: Bool
  ) {
    low = -viewport.insetTop
    var end = contentHeight + viewport.insetBottom - viewport.height
    if maxOffset == .rows && firstRowHeight > 0 {
      end = (end / firstRowHeight).rounded(roundsUp ? .up : .down) * firstRowHeight
    }
    high = Swift.max(low, end)
  }

  /// `offset` brought inside the bounds.
  @inline(__always) package func clamp(_ offset: Double) -> Double {
    Swift.min(Swift.max(offset, low), high)
  }
}
