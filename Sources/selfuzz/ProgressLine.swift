import Foundation
import SelectSim

/// The progress line `selfuzz` keeps rewriting while it runs on a terminal (none in a pipe).
final class ProgressLine: @unchecked Sendable {
  private let enabled: Bool
  private let total: Int?
  private let start = ContinuousClock.now
  private var lastPrint = ContinuousClock.now
  private let lock = NSLock()
  private var shown = false

  init(enabled: Bool, total: Int?) {
    self.enabled = enabled
    self.total = total
  }

  /// Shows `done` cases, at most four times a second.
  func update(_ done: Int) {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    let now = ContinuousClock.now
    guard (now - lastPrint).seconds >= 0.25 else { return }
    lastPrint = now
    let rate = Int(Double(done) / max((now - start).seconds, 0.001))
    let of = total.map { " of \($0)" } ?? ""
    sayInPlace("\r\u{1B}[K\(done)\(of) cases, \(rate)/s")
    shown = true
  }

  /// Erases the line before the summary.
  func clear() {
    guard enabled, shown else { return }
    sayInPlace("\r\u{1B}[K")
  }
}
