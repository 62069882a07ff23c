import SelectCore

/// Canonical passes for the layout: the 400 by 800 viewport, the items as rows of a list (each on
/// a row of its own, two rows swapped when the script sorts first, one stacked on another for a
/// dropped move), frames as wide as the viewport, and the items moved down to a row of 100.
extension ShrinkPass {
  static let viewport = ShrinkPass(
    "viewport", "400 by 800: touches as they were, kept from the bottom, or the content moved"
  ) { session in
    let (width, height) = (
      ShrinkOrder.canonicalViewport.width, ShrinkOrder.canonicalViewport.height
    )
    session.prefer {
      [
        $0.resized(width: width, height: height, anchored: false),
        $0.resized(width: width, height: height, anchored: true),
        $0.resizedWithContent(width: width, height: height),
        $0.resizedWithContent(width: width, height: height, below: true),
      ]
    }
  }

  static let rowsOfAList = ShrinkPass(
    "rows-of-a-list", "the items as rows 100 tall (100 or 200 apart), each touch moved along"
  ) { session in
    session.prefer { scenario in
      [100.0, 200].flatMap { spacing in
        [true, false].map {
          scenario.relaidOut(centering: $0, spacing: spacing, firstRow: ShrinkValues.firstRow)
        }
      }
    }
  }

  static let wideFrames = ShrinkPass(
    "wide-frames", "every frame as wide as the viewport, at its left edge"
  ) { session in
    let best = session.best
    var wide = best
    wide.configuration.frames = best.configuration.frames.map {
      Rect(x: 0, y: $0.y, width: best.configuration.viewport.width, height: $0.height)
    }
    session.attempt(wide)
  }

  static let rowPerItem = ShrinkPass(
    "row-per-item", "each item on a free row 100 tall above it, else its top rounded to 100"
  ) { $0.rowPerItem() }

  static let swapRows = ShrinkPass(
    "swap-rows", "two items' rows swapped, when the script sorts first"
  ) { $0.swapRows() }

  static let stackForMove = ShrinkPass(
    "stack-for-move", "an item put on another and a move dropped: one touch on both"
  ) { $0.stackForMove() }

  static let shiftToRow = ShrinkPass(
    "shift-to-row", "the items and touches moved down together to put the first on a row of 100"
  ) { $0.shiftToRow() }

  static let frameEventsToTop = ShrinkPass(
    "frame-events-to-top",
    "the touches and frame events moved together to put the first frame event at 0 or 100"
  ) { $0.frameEventsToTop() }
}

extension ShrinkSession {
  /// Puts each item in turn on a row: the viewport's width, 100 tall, at the first free row from
  /// the top (one no other item overlaps) above the item, else its top rounded to 100 (down,
  /// then up), with the touches on it moving with it.
  mutating func rowPerItem() {
    for item in best.configuration.frames.indices where !outOfBudget {
      let frame = best.configuration.frames[item]
      let frames = best.configuration.frames
      let width = best.configuration.viewport.width
      let rounded = [(frame.y / 100).rounded(.down) * 100, (frame.y / 100).rounded(.up) * 100]
      let free = stride(from: 0.0, to: rounded[0], by: 100).filter { top in
        let row = Rect(x: 0, y: top, width: width, height: 100)
        return !frames.indices.contains { other in
          other != item && frames[other].minY < row.maxY && frames[other].maxY > row.minY
        }
      }
      for top in free + rounded where !outOfBudget {
        let row = Rect(x: 0, y: top, width: width, height: 100)
        if row == frame { break }
        var frames = best.configuration.frames
        frames[item] = row
        if attempt(best.relaidOut(to: frames, centering: false) { _ in nil }) {
          break
        }
      }
    }
  }

  /// Swaps the places of two items in turn, then lays the items out as rows again (item `i` on
  /// row `i`, each touch on the same place of its item's new row), and keeps the first swap whose
  /// script sorts first, as the mirror image's step does: a range drag that visits rows 0, 1, 0
  /// and one that visits 1, 0, 1 come out the same. Only for a few items (at most 6) that no
  /// `frame` event moves.
  mutating func swapRows() {
    let count = best.configuration.frames.count
    guard count >= 2, count <= 6, !best.hasFrameEvents else { return }
    for first in 0..<count where !outOfBudget {
      for second in (first + 1)..<count where !outOfBudget {
        var swapped = best
        swapped.configuration.frames.swapAt(first, second)
        if attempt(swapped.relaidOut(centering: false, firstRow: ShrinkValues.firstRow)) { return }
      }
    }
  }

  /// Puts an item where another is (the touches on it moving with it) and drops a move of the
  /// finger, together: a drag from one item onto another may be a touch on both at once, one event
  /// fewer. Only for repros of 2 or 3 items and at most 4 events, with no `frame` event.
  mutating func stackForMove() {
    let count = best.configuration.frames.count
    guard (2...3).contains(count), best.eventCount <= 4, !best.hasFrameEvents else { return }
    for item in (1..<count).reversed() where !outOfBudget {
      for below in 0..<item where !outOfBudget {
        let from = best.configuration.frames[item]
        let to = best.configuration.frames[below]
        var stacked = best
        stacked.configuration.frames[item] = to
        // The touches on the item move with it.
        stacked.timeline = best.timeline.map { line in
          line.mapTouch { point in
            guard from.contains(point) else { return point }
            return Point(x: point.x - from.minX + to.minX, y: point.y - from.minY + to.minY)
          }
        }
        for index in stacked.timeline.indices where !outOfBudget {
          guard case .move = stacked.timeline[index].event else { continue }
          var candidate = stacked
          candidate.timeline.remove(at: index)
          if attempt(candidate) { return }
        }
      }
    }
  }

  /// Moves the items and the touches together down the viewport, so that the first item's top is
  /// on a row of 100, the offset as it was: a drag in the bottom hotspot toward an item 6 points
  /// below the touch meets the one toward an item at 800, whose touch ``touchLadder()`` then moves
  /// to the hotspot's middle. (Up as well parted more repros than it joined.) Not with `frame` or
  /// `scroll` events.
  mutating func shiftToRow() {
    guard let top = best.configuration.frames.map(\.minY).min(), !best.hasFrameEvents,
      !best.hasScrollEvents
    else { return }
    let shift = (top / 100).rounded(.up) * 100 - top
    if shift != 0 && attempt(best.shiftedDown(by: shift)) { return }
    // Or up, with the first item at the top of the content.
    if top != ShrinkValues.firstRow { attempt(best.shiftedDown(by: ShrinkValues.firstRow - top)) }
  }

  /// Moves the touches and the `frame` events up or down together, the items' initial frames
  /// left in place, so that the first `frame` event's rectangle starts at 0, else at the first
  /// row (each tried when it is not there already; the order decides): of one bug found where a
  /// `frame` event moves an item under a finger at 700 and where it moves one under a finger at
  /// 0, the second.
  mutating func frameEventsToTop() {
    let first = best.timeline.lazy.compactMap { line -> Double? in
      guard case .frame(_, let frame) = line.event else { return nil }
      return frame.y
    }.first
    guard let top = first, !best.hasScrollEvents else { return }
    for target in [0, ShrinkValues.firstRow] where target != top && !outOfBudget {
      if attempt(best.timelineShiftedDown(by: target - top)) { return }
    }
  }
}
