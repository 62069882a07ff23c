extension RuledEngine {
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
          ?? (rules.stepsOutliveTheTouch ? lastViewportPoint : nil)
      else { return }
      scroller.recordStep()
      let entriesBefore = log.count
      let offsetBefore = offset
      let contentBefore = finger?.content
      let moved = offset + stepDelta(y: viewportPoint.y)
      let bounds = offsetBounds
      setOffset(rules.stepOffset(moved, clamp: bounds.clamp), at: stepTime)
      if rules.stepsRunMovementLogic { fingerMoved(at: stepTime, by: .step) }
      let idle =
        log.count == entriesBefore && offset == offsetBefore && finger?.content == contentBefore
      if idle {
        scroller.skipSteps(through: time)
        break
      }
    }
  }

  /// The signed offset change of a step for a finger at viewport `y`: `velocity * depth`, negative
  /// in the top hotspot.
  @inline(__always) private func stepDelta(y: Double) -> Double {
    guard let hotspot = scroller.hotspot else { return 0 }
    let amount =
      scroller.settings.velocity
      * rules.depth(
        in: hotspot, y: y, settings: scroller.settings, viewportHeight: viewport.height)
    return hotspot == .top ? -amount : amount
  }
}
