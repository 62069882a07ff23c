/// The clock of auto-scroll: which hotspot the finger is in during an active drag, since when,
/// and how many steps have run since then (SPEC 3.4).
///
/// Step `k` is due at `enteredAt + k * interval`, computed as a product so that no rounding
/// accumulates over long dwells.
struct AutoScroller: Sendable {
  let settings: AutoScrollSettings
  let viewportHeight: Double
  /// The hotspot that applies to the finger of the active drag, if any.
  private(set) var hotspot: Hotspot?
  /// `t_enter`: when the finger entered `hotspot`, or when the drag became active inside it.
  private(set) var enteredAt = 0.0
  /// Steps taken since `enteredAt`.
  private(set) var stepsTaken = 0

  /// Whether the hotspots wrongly extend past the viewport's edges (a planted bug).
  let uncappedDepth: Bool

  init(settings: AutoScrollSettings, viewportHeight: Double, uncappedDepth: Bool = false) {
    self.settings = settings
    self.viewportHeight = viewportHeight
    self.uncappedDepth = uncappedDepth
  }

  /// Notes the finger at viewport `y` at `time` during an active drag; a change of hotspot (from
  /// none or from the other one) restarts the clock.
  mutating func track(y: Double, at time: Double) {
    var now = Hotspot.containing(y: y, settings: settings, viewportHeight: viewportHeight)
    if uncappedDepth && now == nil && settings.hotspotHeight > 0 {
      if y < settings.topOffset { now = .top }
      if y > viewportHeight - settings.bottomOffset { now = .bottom }
    }
    if now != hotspot {
      hotspot = now
      enteredAt = time
      stepsTaken = 0
    }
  }

  /// Stops stepping: the drag ended.
  mutating func stop() { hotspot = nil }

  /// When the next step is due, or `nil` when the finger is in no hotspot.
  var nextStepTime: Double? {
    guard hotspot != nil else { return nil }
    return enteredAt + Double(stepsTaken + 1) * settings.interval
  }

  /// The signed offset change of a step for a finger at viewport `y`: `velocity * depth`, negative
  /// in the top hotspot.
  func stepDelta(y: Double) -> Double {
    guard let hotspot else { return 0 }
    let amount =
      settings.velocity
      * hotspot.depth(y: y, settings: settings, viewportHeight: viewportHeight)
    return hotspot == .top ? -amount : amount
  }

  mutating func recordStep() { stepsTaken += 1 }

  /// Counts as taken every step due at or before `time`; for steps that would change nothing.
  ///
  /// - Complexity: O(1).
  mutating func skipSteps(through time: Double) {
    let interval = settings.interval
    var last = Swift.max(
      stepsTaken, Int(Swift.min(((time - enteredAt) / interval).rounded(.down), 1e15)))
    while last > stepsTaken && enteredAt + Double(last) * interval > time { last -= 1 }
    while enteredAt + Double(last + 1) * interval <= time { last += 1 }
    stepsTaken = last
  }
}
