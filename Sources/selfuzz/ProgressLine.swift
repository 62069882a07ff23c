import Foundation
import SelectSim
import Synchronization

/// How far a long run has got, while it runs: on a terminal, one line on standard output rewritten
/// in place at most four times a second; into a pipe or a file (a CI log, `selfuzz … | tee`), a
/// whole line on standard error every few seconds, so that a log never shows the seed and then
/// nothing for minutes.
final class ProgressLine: Sendable {
  /// Where the progress goes.
  enum Style: Sendable {
    /// Rewritten in place on standard output (a terminal).
    case inPlace
    /// A line on standard error every `every` seconds.
    case lines(every: Double)
    /// Nowhere.
    case off
  }

  private let style: Style
  private let total: Int?
  private let start = ContinuousClock.now
  /// When the line was last printed, and whether it shows.
  private let printed = Mutex((at: ContinuousClock.now, shown: false))

  init(style: Style, total: Int?) {
    self.style = style
    self.total = total
  }

  /// The style for a command whose output goes to standard output: in place on a terminal, else
  /// a line on standard error every five seconds.
  static var styleForThisProcess: Style {
    isatty(STDOUT_FILENO) == 1 ? .inPlace : .lines(every: 5)
  }

  /// Shows `done` cases, and what the run is `doing` beside fuzzing when it says.
  func update(_ done: Int, doing: String? = nil) {
    let of = total.map { " of \($0)" } ?? ""
    let beside = doing.map { "; \($0)" } ?? ""
    show { seconds in
      "\(done)\(of) cases, \(Int(Double(done) / max(seconds, 0.001)))/s\(beside)"
    }
  }

  /// Shows `text`, whose closure gets the seconds since the start.
  func show(_ text: (Double) -> String) {
    printed.withLock { printed in
      let now = ContinuousClock.now
      switch style {
      case .off:
        return
      case .inPlace:
        guard (now - printed.at).seconds >= 0.25 else { return }
        sayInPlace("\r\u{1B}[K" + text((now - start).seconds))
        printed.shown = true
      case .lines(let every):
        guard (now - printed.at).seconds >= every else { return }
        printError("progress: " + text((now - start).seconds))
      }
      printed.at = now
    }
  }

  /// Erases the line before the summary.
  func clear() {
    guard case .inPlace = style, printed.withLock({ $0.shown }) else { return }
    sayInPlace("\r\u{1B}[K")
    printed.withLock { $0.shown = false }
  }
}
