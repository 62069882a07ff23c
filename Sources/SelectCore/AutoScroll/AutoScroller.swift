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
  /// Steps taken since `enteredAt`: an integer, kept as a `Double` so that an hour-long dwell
  /// at a nanosecond interval still counts exactly up to ``lastStep``.
  private(set) var stepsTaken = 0.0

  /// The highest step index of one stay in a hotspot (2⁵²); past it a stay takes no more steps,
  /// since `k + 1` would no longer be exact.
  static let lastStep = 0x1p52

  init(settings: AutoScrollSettings, viewportHeight: Double) {
    self.settings = settings
    self.viewportHeight = viewportHeight
  }

  /// Notes that the finger of the active drag is in hotspot `now` (or none) at `time`; a change
  /// of hotspot (from none or from the other one) restarts the clock.
  mutating func track(_ now: Hotspot?, at time: Double) {
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
    guard hotspot != nil, stepsTaken < AutoScroller.lastStep else { return nil }
    return enteredAt + (stepsTaken + 1) * settings.interval
  }

  mutating func recordStep() { stepsTaken += 1 }

  /// Counts as taken every step due at or before `time`; for steps that would change nothing.
  ///
  /// - Complexity: O(log *k*) for *k* steps skipped: a galloping search for the last step due.
  mutating func skipSteps(through time: Double) {
    stepsTaken = Swift.max(
      stepsTaken,
      AutoScroller.lastDueStep(enteredAt: enteredAt, interval: settings.interval, through: time))
  }

  /// The largest integer `k` in `0...lastStep` with `enteredAt + k * interval <= time`, or 0.
  ///
  /// `enteredAt + k * interval` never decreases as `k` grows, so the answer is one number; a
  /// first guess from the division is corrected by galloping, then bisection.
  static func lastDueStep(enteredAt: Double, interval: Double, through time: Double) -> Double {
    func isDue(_ k: Double) -> Bool { enteredAt + k * interval <= time }
    var guess = ((time - enteredAt) / interval).rounded(.down)
    if !(guess >= 0) { guess = 0 }
    guess = Swift.min(guess, lastStep)
    var low = -1.0  // due, or -1
    var high = lastStep + 1  // not due, or past the last step
    var stride = 1.0
    if isDue(guess) {
      low = guess
      while low + stride <= lastStep {
        if !isDue(low + stride) {
          high = low + stride
          break
        }
        low += stride
        stride *= 2
      }
    } else {
      high = guess
      while high - stride >= 0 {
        if isDue(high - stride) {
          low = high - stride
          break
        }
        high -= stride
        stride *= 2
      }
    }
    while high - low > 1 {
      let middle = ((low + high) / 2).rounded(.down)
      if isDue(middle) { low = middle } else { high = middle }
    }
    return Swift.max(low, 0)
  }
}
