/// Canonical passes for the times: 0, 1, 2, … (or tenths) for the distinct times, or all 0;
/// lines merged with the line before; and the shortest round gaps between lines.
extension ShrinkPass {
  static let countedTimes = ShrinkPass(
    "counted-times", "the distinct times as 0, 1, 2, …, else 0, 0.1, 0.2, …"
  ) { $0.prefer { [$0.countedTimes(), $0.countedTimes(step: 0.1)] } }

  static let zeroTimes = ShrinkPass("zero-times", "every time 0") { session in
    session.attempt(session.best.zeroTimes)
  }

  static let mergeTimes = ShrinkPass(
    "merge-times", "each line at the time of the line before, the later lines moved as much"
  ) { $0.mergeTimes() }

  static let shortestGaps = ShrinkPass(
    "shortest-gaps",
    "each gap between lines the shortest round gap (0.01 to 1) that keeps it, from 0 first"
  ) { $0.shortestGaps() }
}

extension ShrinkSession {
  /// Gives each line, first to last, the time of the line before it where the failure stays the
  /// same, the later lines moving as much earlier: of two repros that differ only in whether two
  /// lines came at once, the one where they do.
  mutating func mergeTimes() {
    var index = 1
    while index < best.timeline.count, !outOfBudget {
      defer { index += 1 }
      let previous = best.timeline[index - 1].time
      guard best.timeline[index].time > previous else { continue }
      attempt(best.retimed(from: index, to: previous))
    }
  }

  /// Gives each gap between lines, first to last, the smallest of a fixed list of round gaps that
  /// keeps the failure (only those shorter than its own), the later lines moving with it: a
  /// step that must come due between two lines comes due at the same round time from any start.
  /// (Once the rest has its form: a shorter gap leaves fewer steps for the geometry to be
  /// simplified with.) A timeline that does not start at 0 tries each gap from 0 first: a step
  /// due a round time after the down may keep the failure only when both move at once.
  mutating func shortestGaps() {
    let gaps = [0.01, 0.02, 0.03, 0.05, 0.1, 0.2, 0.3, 0.5, 1]
    var index = 1
    while index < best.timeline.count, !outOfBudget {
      defer { index += 1 }
      let previous = best.timeline[index - 1].time
      let gap = best.timeline[index].time - previous
      for shorter in gaps where shorter < gap && !outOfBudget {
        let candidate = best.retimed(from: index, to: (previous + shorter).roundedTime)
        let fromZero = !best.startsAtZero && attempt(candidate.startingAtZero)
        if fromZero || attempt(candidate) { break }
      }
    }
  }
}
