import SelectCore

/// Canonical passes for how the finger gets where it fails: the mode first (paint, then range,
/// each also with a limit of 1 for single mode's "at most one"), then finger moves in place of
/// scrolls and of auto-scroll steps.
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

  static let stepsToMove = ShrinkPass(
    "steps-to-move", "steps that changed the selection before the failing line as a move"
  ) { $0.stepsToMove() }
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
      attemptCanonical(candidate)
    }
  }

  /// A failure at an auto-scroll step tried as one on a move: every time 0, so that no step falls
  /// due, and the line the step fell before replaced by a move onto each item in turn (the index
  /// order). A step that carried the finger back to the anchor becomes a move back to it, and the
  /// repro meets the one whose finger moved there (the step's failure carries the rule of its
  /// mode, ``Violation/stepRule``). Only for a few items (at most 8) that no `frame` or `scroll`
  /// event moves.
  mutating func stepToMove() {
    guard let place = bestFailure.place, place.isStep, place.timelineIndex < best.timeline.count,
      best.configuration.frames.count <= 8, !best.hasFrameEvents, !best.hasScrollEvents
    else { return }
    let flat = best.zeroTimes
    let offset = best.configuration.effectiveInitialOffset
    for frame in best.configuration.frames where !outOfBudget {
      let point = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 - offset)
      if attemptCanonical(flat.replacing(place.timelineIndex, with: .move(point))) {
        return
      }
    }
  }

  /// Auto-scroll steps that changed the selection before the failing line, tried as a move of the
  /// finger: every time 0, so that no step falls due, and the failing line's touch moved by as much
  /// as the steps scrolled, so that it meets the same place in the content; that alone first, then
  /// with a move just before the line onto each item the steps changed (in index order). A repro
  /// whose steps carried the finger over an item meets the one whose finger moved there. The one
  /// canonical step that adds a line: a step that changed the selection is an event the script
  /// does not show. Only while the finger is down, for a few items (at most 8) that no `frame` or
  /// `scroll` event moves.
  mutating func stepsToMove() {
    guard let place = bestFailure.place, !place.isStep, place.timelineIndex > 0,
      place.timelineIndex < best.timeline.count, best.configuration.frames.count <= 8,
      !best.hasFrameEvents, !best.hasScrollEvents,
      best.fingerIsDownAfter[place.timelineIndex - 1]
    else { return }
    let index = place.timelineIndex
    let flat = best.zeroTimes
    guard var stepped = best.onCore(through: index), let still = flat.onCore(through: index)
    else { return }
    _ = stepped.apply(.idle, at: best.timeline[index].time)
    // The items the steps changed, in index order: the move goes onto one of them.
    let changed = Set(stepped.selection).symmetricDifference(still.selection).sorted()
    guard !changed.isEmpty else { return }
    let shift = stepped.offset - still.offset
    var shifted = flat
    shifted.timeline[index] = flat.timeline[index].mapTouch { Point(x: $0.x, y: $0.y + shift) }
    if attemptCanonical(shifted) { return }
    for item in changed where !outOfBudget {
      let frame = best.configuration.frames[item]
      let point = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 - still.offset)
      var candidate = shifted
      candidate.timeline.insert(.event(.move(point), at: 0), at: index)
      if attemptCanonical(candidate, addingOneEvent: true) { return }
    }
  }
}
