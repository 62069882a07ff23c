package import SelectCore

/// A block of equal frames laid out row by row, as the script statement `grid` writes it.
package struct Grid: Hashable, Sendable {
  /// The number of cells.
  package var count: Int
  /// Cells per row.
  package var columns: Int
  /// The first cell's origin.
  package var origin: Point
  /// Each cell's width.
  package var cellWidth: Double
  /// Each cell's height.
  package var cellHeight: Double
  /// The gap between cells in a row.
  package var spacingX: Double
  /// The gap between rows.
  package var spacingY: Double

  /// A grid of `count` cells, `columns` to a row.
  ///
  /// - Precondition: `columns >= 1` and `count >= 0` (the script parser refuses anything else).
  package init(
    count: Int, columns: Int, origin: Point, cellWidth: Double, cellHeight: Double,
    spacingX: Double = 0, spacingY: Double = 0
  ) {
    precondition(columns >= 1, "a grid needs at least one column, not \(columns)")
    precondition(count >= 0, "a grid cannot hold \(count) cells")
    self.count = count
    self.columns = columns
    self.origin = origin
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
    self.spacingX = spacingX
    self.spacingY = spacingY
  }

  /// The frame of the grid's `k`th cell: column `k % columns`, row `k / columns`, each offset
  /// computed as a product so that every cell is exact however long the grid.
  package func frame(at k: Int) -> Rect {
    let column = Double(k % columns)
    let row = Double(k / columns)
    return Rect(
      x: origin.x + column * (cellWidth + spacingX),
      y: origin.y + row * (cellHeight + spacingY),
      width: cellWidth, height: cellHeight)
  }

  /// Every frame, in order.
  package var frames: [Rect] { (0..<count).map(frame(at:)) }
}
