import SelectCore

/// The passes that make numbers round: the content moved to the origin, and times and
/// coordinates snapped to round values.
extension ShrinkPass {
  static let translateContent = ShrinkPass(
    "translate-content", "the content moved to the origin, the initial offset as it clamps"
  ) { _ = $0.translateContent() }

  static let snapNumbers = ShrinkPass(
    "snap-numbers", "times and coordinates rounded: all at once, then line by line"
  ) { _ = $0.snapNumbers() }
}

extension ShrinkSession {
  /// Moves the content (frames, offsets, scrolls and touches) so that the frames start near the
  /// origin, and writes the initial offset as the value it clamps to.
  mutating func translateContent() -> Bool {
    var progress = false
    let effective = best.configuration.effectiveInitialOffset
    var clamped = best
    clamped.configuration.initialOffset = effective
    if attempt(clamped) { progress = true }
    let exactTop = best.configuration.frames.map(\.minY).min() ?? 0
    let exactLeft = best.configuration.frames.map(\.minX).min() ?? 0
    let top = exactTop.rounded(toMultipleOf: 10)
    let left = exactLeft.rounded(toMultipleOf: 10)
    // Moving the content up by the effective offset makes the initial offset 0 with the finger
    // over the same items.
    let moves = [
      (left, top), (0, top), (left, 0), (exactLeft, exactTop), (exactLeft, 0), (0, effective),
    ]
    for (dx, dy) in moves where (dx != 0 || dy != 0) && !outOfBudget {
      if attempt(best.translated(dx: dx, dy: dy)) { progress = true }
    }
    return progress
  }

  /// Snaps times and coordinates to round numbers: all at once, then one line at a time.
  mutating func snapNumbers() -> Bool {
    var progress = false
    if !best.startsAtZero, attempt(best.startingAtZero) {
      progress = true
    }
    for step in [100.0, 10.0, 1.0] {
      for grain in [1.0, 10.0] where !outOfBudget {
        var candidate = best
        candidate.timeline = best.timeline.map { $0.snapped(timeStep: step, grain: grain) }
        candidate.configuration.frames = best.configuration.frames.map { $0.snapped(to: grain) }
        candidate.configuration.initialOffset = best.configuration.initialOffset.rounded(
          toMultipleOf: grain)
        if attempt(candidate) { progress = true }
      }
    }
    for index in best.timeline.indices.reversed() where !outOfBudget {
      for grain in [10.0, 1.0] {
        var candidate = best
        candidate.timeline[index] = best.timeline[index].snapped(timeStep: 10, grain: grain)
        if attempt(candidate) {
          progress = true
          break
        }
      }
    }
    for index in best.configuration.frames.indices.reversed() where !outOfBudget {
      for grain in [10.0, 1.0] {
        var candidate = best
        candidate.configuration.frames[index] = best.configuration.frames[index].snapped(
          to: grain)
        if attempt(candidate) {
          progress = true
          break
        }
      }
    }
    return progress
  }
}
