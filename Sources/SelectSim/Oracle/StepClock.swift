/// The harness's own arithmetic for auto-scroll step times (SPEC 3.4), written apart from the
/// engine's: step `k` of a stay is due at `t_enter + k * interval`, a product.
enum StepClock {
  /// The highest step index of one stay (2⁵²): past it `k + 1` would not be exact, so a stay
  /// takes no more steps (docs/DECISIONS.md).
  static let lastStep = 0x1p52

  /// The last step due by `time`, counting on from `taken` (already due): the largest integer
  /// `k >= taken`, at most ``lastStep``, with `enteredAt + k * interval <= time`.
  ///
  /// `enteredAt + k * interval` never decreases as `k` grows, so a gallop up from `taken` and a
  /// bisection find it.
  ///
  /// - Complexity: O(log (*k* − *taken*)).
  static func lastDue(
    after taken: Double, enteredAt: Double, interval: Double, through time: Double
  )
    -> Double
  {
    var due = taken
    var jump = 1.0
    var notDue = lastStep + 1
    while due + jump <= lastStep {
      if enteredAt + (due + jump) * interval > time {
        notDue = due + jump
        break
      }
      due += jump
      jump *= 2
    }
    while notDue - due > 1 {
      let middle = ((due + notDue) / 2).rounded(.down)
      if enteredAt + middle * interval <= time { due = middle } else { notDue = middle }
    }
    return due
  }
}
