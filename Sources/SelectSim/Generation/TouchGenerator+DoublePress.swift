package import SelectCore

extension TouchGenerator {
  /// `timeline` with double presses added (SPEC 2.4, `double-press`): after a touch that lasted
  /// at most 0.45 s (a tap, a short drag), now and then a second one at the same time, its `down`
  /// within 5 points of the first's, as a person's double click is; a move or two then shows
  /// whether the touch took up the one before. What the harness draws for `double-press`
  /// `ignore`, where natural timelines hold few such presses (about 0.7% of cases).
  ///
  /// - Complexity: O(*e*) for *e* timeline lines.
  package func doublingPresses(
    in scenario: Scenario, profile: EngineProfile, using random: inout some RandomSource
  ) -> [Scheduled] {
    var timeline = scenario.timeline
    let viewport = scenario.configuration.viewport
    guard viewport.width > 0 && viewport.height > 0 else { return timeline }
    let whole = profile.coordinates == .whole
    // The largest coordinate inside the viewport, a whole one where the profile asks.
    let right = whole ? max(0, viewport.width - 1) : viewport.width.nextDown
    let bottom = whole ? max(0, viewport.height - 1) : viewport.height.nextDown
    let short = scenario.touches.filter { touch in
      guard let end = touch.end else { return false }
      return timeline[end].time - timeline[touch.down].time <= 0.45
    }
    // From the last, so that the lines of earlier touches keep their places.
    for touch in short.reversed() where random.chance(0.5) {
      guard let end = touch.end, let point = timeline[touch.down].touchPoint else { continue }
      let time = timeline[end].time
      let x = min(max(point.x + Double(random.int(in: -5...5)), 0), right)
      let y = min(max(point.y + Double(random.int(in: -5...5)), 0), bottom)
      var lines = [Scheduled.event(.down(Point(x: x, y: y)), at: time)]
      for _ in 0..<random.int(in: 0...2) {
        let moved = min(max(point.y + Double(random.int(in: -150...150)), 0), bottom)
        lines.append(.event(.move(Point(x: x, y: moved)), at: time))
      }
      lines.append(.event(.up, at: time))
      timeline.insert(contentsOf: lines, at: end + 1)
    }
    return timeline
  }
}
