extension SelectionEngine {
  /// Applies, in time order, every auto-scroll step due at or before `time` (SPEC 3.4).
  ///
  /// A step moves the offset by `velocity * depth` toward its hotspot, clamps it, then runs the
  /// movement logic for the finger's new content point. Once a step changes nothing at all (the
  /// offset is clamped or the depth is 0, and the finger's content point is where the last step
  /// left it), every later step before `time` would change nothing either, so they are counted
  /// without being run.
  ///
  /// - Complexity: O(*s*) for *s* steps that change something.
  mutating func applyDueSteps(through time: Double) {
    while let stepTime = scroller.nextStepTime, stepTime <= time {
      guard
        let viewportPoint = finger?.viewport
          ?? (variation == .scrollsAfterUp ? lastViewportPoint : nil)
      else { return }
      scroller.recordStep()
      let entriesBefore = log.count
      let offsetBefore = offset
      let contentBefore = finger?.content
      let moved = offset + scroller.stepDelta(y: viewportPoint.y)
      setOffset(variation == .unclampedSteps ? moved : clamp(moved), at: stepTime)
      if variation != .noHitTestAfterStep { fingerMoved(at: stepTime) }
      let idle =
        log.count == entriesBefore && offset == offsetBefore && finger?.content == contentBefore
      if idle {
        scroller.skipSteps(through: time)
        break
      }
    }
  }
}
