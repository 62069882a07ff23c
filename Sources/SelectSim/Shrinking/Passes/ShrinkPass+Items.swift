import SelectCore

/// The passes that take items out or simplify their frames: those the run never came near, runs
/// of items (halving), rows between the touches, an item merged into its neighbour, every item
/// for the content's height, and frames put on the rows of a list.
extension ShrinkPass {
  static let dropUntouched = ShrinkPass(
    "drop-untouched", "in one step, every item the run never came near (a large layout)"
  ) { _ = $0.dropUntouched() }

  static let dropItems = ShrinkPass(
    "drop-items", "drop items, last first, re-indexing what refers to them; halves first"
  ) { _ = $0.dropItems() }

  static let dropRowsAbove = ShrinkPass(
    "drop-rows-above",
    "a list's first rows dropped with the offset lowered by their height: halves first"
  ) { _ = $0.dropRowsAbove() }

  static let dropRowsBetween = ShrinkPass(
    "drop-rows-between",
    "a list's rows no touch is on, the rows and points below moved up: halves first"
  ) { _ = $0.dropRowsBetween() }

  static let mergeItems = ShrinkPass(
    "merge-items", "drop an item with the list closed up behind it, its touches on the next"
  ) { _ = $0.mergeItems() }

  static let itemsToContentHeight = ShrinkPass(
    "items-to-content-height", "every item dropped, the content as tall as it was"
  ) { _ = $0.itemsToContentHeight() }

  static let gridFrames = ShrinkPass(
    "grid-frames", "frames as rows of a list 100 tall: all at once, then one at a time"
  ) { _ = $0.gridFrames() }
}

extension ShrinkSession {
  /// Drops items, last first, re-indexing everything that refers to them; halves first.
  mutating func dropItems() -> Bool {
    removeInChunks(count: \.configuration.frames.count) { scenario, range in
      scenario.removingItems { range.contains($0) }
    }
  }

  /// Drops a list's first rows and lowers the initial offset (and every `scroll`) by their height,
  /// so that what is under the finger stays: the rows that only put the content where the offset
  /// needed it go, which a profile of lists (rows stacked from 0) lets no translation do. The most
  /// rows the offset hides first, then half as many, and so on.
  mutating func dropRowsAbove() -> Bool {
    let frames = best.configuration.frames
    let offset = best.configuration.initialOffset
    guard offset > 0, !best.hasFrameEvents, frames.first?.minY == 0 else { return false }
    // At least one row stays: the drop's height is the top of the first row kept.
    var count = min(frames.prefix { $0.maxY <= offset }.count, frames.count - 1)
    while count > 0 && !outOfBudget {
      let height = frames[count].minY
      let candidate = best.removingItems { $0 < count }.translated(dx: 0, dy: height)
      if attempt(candidate) { return true }
      count /= 2
    }
    return false
  }

  /// Drops runs of a list's rows that no touch point is on, the rows and points below them moved
  /// up (``Scenario/droppingRows(_:)``): the rows a long drag crossed go when the failure needs
  /// only its ends (a pointer on a row's bottom pixel, a press far below it), which dropping an
  /// item alone cannot do (the press would land elsewhere). Halves first.
  mutating func dropRowsBetween() -> Bool {
    removeInChunks(count: \.configuration.frames.count) { scenario, rows in
      scenario.droppingRows(rows)
    }
  }

  /// Drops every item, keeping the content as tall as it was: a repro whose items only made the
  /// content tall enough to scroll needs none.
  mutating func itemsToContentHeight() -> Bool {
    let configuration = best.configuration
    guard !configuration.frames.isEmpty else { return false }
    var candidate = best.removingItems { _ in true }
    candidate.configuration.contentHeight =
      configuration.contentHeight ?? configuration.frames.map(\.maxY).max()
    return attempt(candidate)
  }

  /// Drops, in one step, every item the run never came near (``TouchedItems``): on a large
  /// layout most are, and one candidate removes them all.
  mutating func dropUntouched() -> Bool {
    let touched = TouchedItems(best)
    guard touched.count < best.configuration.frames.count else { return false }
    return attempt(best.removingItems { !touched.contains($0) })
  }

  /// Puts frames on a grid: all at once as rows of a list, then one at a time.
  mutating func gridFrames() -> Bool {
    var progress = false
    let width = best.configuration.viewport.width
    let rows = best.configuration.frames.indices.map {
      Rect(x: 0, y: ShrinkValues.firstRow + Double($0) * 100, width: width, height: 100)
    }
    var all = best
    all.configuration.frames = rows
    if attempt(all) { progress = true }
    for index in best.configuration.frames.indices where !outOfBudget && index < rows.count {
      var candidate = best
      candidate.configuration.frames[index] = rows[index]
      if attempt(candidate) { progress = true }
    }
    return progress
  }

  /// Drops each item in turn (the last first) with the list closed up behind it: the items laid
  /// out as rows of a list, and the touches on the dropped item moved to the same place on the
  /// next item (or the one before it, for the last). A repro whose drag ran from a third row to
  /// the first over a vetoed second comes out as one from the second row to the first. Only for
  /// a few items (at most 8) that no `frame` event moves.
  mutating func mergeItems() -> Bool {
    let count = best.configuration.frames.count
    guard count >= 2, count <= 8, !best.hasFrameEvents else { return false }
    for item in (0..<count).reversed() where !outOfBudget {
      let width = best.configuration.viewport.width
      var rows = (0..<(count - 1)).map {
        Rect(x: 0, y: ShrinkValues.firstRow + Double($0) * 100, width: width, height: 100)
      }
      rows.insert(rows[item < count - 1 ? item : item - 1], at: item)
      let frames = best.configuration.frames
      let top = frames.map(\.minY).min() ?? 0
      let bottom = frames.map(\.maxY).max() ?? 0
      let last = ShrinkValues.firstRow + Double(count - 1) * 100
      var merged = best.relaidOut(to: rows, centering: false, newOffset: 0) { y in
        y < top ? ShrinkValues.firstRow - 50 : y >= bottom ? last + 50 : nil
      }
      merged.configuration.initialOffset = 0
      if attempt(merged.removingItems { $0 == item }) { return true }
    }
    return false
  }
}
