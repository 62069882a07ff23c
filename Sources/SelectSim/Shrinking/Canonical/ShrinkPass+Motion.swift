import SelectCore

/// Canonical passes for how the finger gets where it fails: the mode first (paint, then range,
/// each also with a limit of 1 for single mode's "at most one"), then finger moves in place of
/// scrolls and of a failing auto-scroll step.
extension ShrinkPass {
  static let mode = ShrinkPass(
    "mode", "paint, then range (each also with limit 1), then single mode"
  ) { session in
    session.prefer { scenario in
      [SelectionMode.paint, .range].flatMap { mode in
        [scenario.inMode(mode), scenario.inMode(mode, limitOne: true)]
      } + [scenario.inMode(.single)]
    }
  }

  static let scrollsToMoves = ShrinkPass(
    "scrolls-to-moves", "a scroll while the finger is down as the move that meets the same content"
  ) { $0.scrollsToMoves() }

  static let stepToMove = ShrinkPass(
    "step-to-move", "a failure at an auto-scroll step as one on a move onto an item, times 0"
  ) { $0.stepToMove() }
}

extension ShrinkSession {
  /// Replaces each `scroll` that comes while the finger is down with a move of the finger that
  /// takes it to the same place in the content (the offsets are SelectCore's engine's): a repro
  /// whose finger was carried over an item by a scroll comes out as one whose finger moved over
  /// it.
  mutating func scrollsToMoves() {
    var index = 0
    while index < best.timeline.count, !outOfBudget {
      defer { index += 1 }
      guard case .scroll = best.timeline[index].event, !best.timeline[index].isStray,
        let move = best.moveReplacingScroll(at: index)
      else { continue }
      var candidate = best
      candidate.timeline[index] = best.timeline[index].mapEvent { _ in move }
      attempt(candidate)
    }
  }

  /// A failure at an auto-scroll step tried as one on a move: every time 0, so that no step falls
  /// due, and the line the step fell before replaced by a move onto each item in turn (the index
  /// order). A step that carried the finger back to the anchor becomes a move back to it, and the
  /// repro meets the one whose finger moved there (the step's failure carries the rule of its
  /// mode, ``Violation/stepRule``). The same for a failure at a move that comes after steps could
  /// fall due (a later time, auto-scroll on): the steps carried the content, the move found the
  /// item there. Only for a few items (at most 8) that no `frame` or `scroll` event moves.
  mutating func stepToMove() {
    guard let place = bestFailure.place, place.timelineIndex < best.timeline.count,
      place.isStep || afterSteps(place.timelineIndex),
      best.configuration.frames.count <= 8, !best.hasFrameEvents, !best.hasScrollEvents
    else { return }
    let flat = best.zeroTimes
    let offset = best.configuration.effectiveInitialOffset
    for frame in best.configuration.frames where !outOfBudget {
      let point = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 - offset)
      if attempt(flat.replacing(place.timelineIndex, with: .move(point))) {
        return
      }
    }
  }

  /// Whether line `index` is a move at a time after the first line's with auto-scroll on: steps
  /// may have carried the content under the finger before it.
  private func afterSteps(_ index: Int) -> Bool {
    guard case .move = best.timeline[index].event, best.configuration.autoScroll.hotspotHeight > 0
    else { return false }
    return best.timeline[index].time > (best.timeline.first?.time ?? 0)
  }
}
