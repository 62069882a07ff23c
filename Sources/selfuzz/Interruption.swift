import Foundation
import Synchronization

/// The signal that asked the run to stop (SIGINT from Ctrl-C, or SIGTERM), or 0.
let interruptSignal = Atomic<Int32>(0)

/// Ctrl-C and SIGTERM: the first asks the run to stop and print what it finished (workers lead
/// their own process groups, so the terminal's Ctrl-C reaches only this process); a second one
/// ends the process at once.
enum Interruption {
  static func install() {
    // A parent may have started us with these signals blocked (some test runners do).
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, SIGINT)
    sigaddset(&unblock, SIGTERM)
    sigprocmask(SIG_UNBLOCK, &unblock, nil)
    for number in [SIGINT, SIGTERM] {
      signal(number) { caught in
        interruptSignal.store(caught, ordering: .relaxed)
        signal(caught, SIG_DFL)
      }
    }
  }

  static var requested: Bool { interruptSignal.load(ordering: .relaxed) != 0 }

  /// The exit status of a run stopped by a signal: 128 + the signal, as shells report it.
  static var status: Int32 { 128 + interruptSignal.load(ordering: .relaxed) }

  /// The signal's name, for the summary.
  static var name: String {
    interruptSignal.load(ordering: .relaxed) == SIGTERM ? "SIGTERM" : "Ctrl-C"
  }

  /// Says that the command was stopped, with `what` (what was kept), and returns its status.
  static func stopped(_ what: String) -> ExitStatus {
    say("interrupted by \(name): \(what)")
    return ExitStatus(rawValue: status) ?? .interrupted
  }
}
