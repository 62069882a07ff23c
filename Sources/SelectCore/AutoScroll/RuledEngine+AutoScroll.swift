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
    // No `??` or `&&` below: their autoclosures would capture a copy of the whole engine.
    while let stepTime = scroller.nextStepTime, stepTime <= time {
      var point = finger?.viewport
      if point == nil, rules.stepsOutliveTheTouch { point = lastViewportPoint }
      guard let viewportPoint = point else { return }
      scroller.recordStep()
      let entriesBefore = log.count
      let offsetBefore = offset
      let contentBefore = finger?.content
      let moved = offset + stepDelta(y: viewportPoint.y)
      // Not ``offsetBounds``: that getter, called through `inout self`, copies the whole engine
      // around the lookup of item 0.
      let bounds = OffsetBounds(
        viewport: viewport, contentHeight: contentHeight, maxOffset: maxOffset,
        firstRowHeight: layout.firstFrameHeight, roundsUp: rules.maxOffsetRoundsUp)
      setOffset(rules.stepOffset(moved, clamp: bounds.clamp), at: stepTime)
      if rules.stepsRunMovementLogic { fingerMoved(at: stepTime, by: .step) }
      let contentAfter = finger?.content
      let idle = log.count == entriesBefore ? offset == offsetBefore : false
      if idle, contentAfter == contentBefore {
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
