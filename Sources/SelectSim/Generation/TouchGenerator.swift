package import SelectCore

/// Touch timelines that look like a person's: minimum-jerk movements between waypoints sampled
/// at 60 or 120 Hz with about 1 ms of timing jitter and a physiological tremor of 8-12 Hz, speeds
/// from 50 to 2,500 points a second, fast flicks that cross whole items between two samples,
/// scrubbing back and forth, reversals across the anchor, items as far on each side of it, dwells
/// in the hotspots, excursions past the viewport's edge, taps within and beyond the slop, drags
/// that start in a gap (with a policy event before the first item), cancels, limit changes,
/// selectAll, deselectAll, frame changes and scrolls in the middle of drags and under a still
/// finger, the content shrunk under the offset, and now and then an out-of-place (`stray`) event.
package struct TouchGenerator: Sendable {
  /// The kinds of gesture a scenario strings together.
  package enum Gesture: String, CaseIterable, Sendable {
    case drag, flick, scrub, reversal, dwell, tap, excursion, gapStart, aroundAnchor
  }

  /// The generator of touch timelines.
  package init() {}

  /// A timeline of 1-4 gestures and the events between them, for `configuration`.
  package func timeline(
    for configuration: Configuration, profile: EngineProfile = .wholeSpec,
    using random: inout some RandomSource
  ) -> [Scheduled] {
    var builder = TimelineBuilder(configuration: configuration, profile: profile, random: &random)
    let gestures =
      configuration.frames.count > 5_000 ? 1 : random.weighted([(4, 1), (4, 2), (2, 3), (1, 4)])
    for _ in 0..<gestures {
      if random.chance(0.25) { builder.policyEvent(&random) }
      builder.gesture(gesture(for: configuration.mode, &random), &random)
      builder.pause(random.double(in: 0.05..<0.8))
    }
    if random.chance(0.1) { builder.idle() }
    return builder.timeline
  }

  private func gesture(for mode: SelectionMode, _ random: inout some RandomSource) -> Gesture {
    switch mode {
    case .single:
      random.weighted([(70, .tap), (15, .drag), (8, .flick), (7, .dwell)])
    case .paint:
      random.weighted([
        (20, .drag), (10, .flick), (10, .scrub), (10, .reversal), (18, .dwell), (9, .tap),
        (6, .excursion), (10, .gapStart), (7, .aroundAnchor),
      ])
    case .range:
      random.weighted([
        (18, .drag), (9, .flick), (9, .scrub), (10, .reversal), (16, .dwell), (6, .tap),
        (6, .excursion), (18, .gapStart), (20, .aroundAnchor),
      ])
    }
  }
}
