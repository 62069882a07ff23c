import SelectSim
import Synchronization

/// The progress line `selfuzz` keeps rewriting while it runs on a terminal (none in a pipe).
final class ProgressLine: Sendable {
  private let enabled: Bool
  private let total: Int?
  private let start = ContinuousClock.now
  /// When the line was last printed, and whether it shows.
  private let printed = Mutex((at: ContinuousClock.now, shown: false))

  init(enabled: Bool, total: Int?) {
    self.enabled = enabled
    self.total = total
  }

  /// Shows `done` cases, at most four times a second.
  func update(_ done: Int) {
    guard enabled else { return }
    printed.withLock { printed in
      let now = ContinuousClock.now
      guard (now - printed.at).seconds >= 0.25 else { return }
      printed.at = now
      let rate = Int(Double(done) / max((now - start).seconds, 0.001))
      let of = total.map { " of \($0)" } ?? ""
      sayInPlace("\r\u{1B}[K\(done)\(of) cases, \(rate)/s")
      printed.shown = true
    }
  }

  /// Erases the line before the summary.
  func clear() {
    guard enabled, printed.withLock({ $0.shown }) else { return }
    sayInPlace("\r\u{1B}[K")
  }
}
