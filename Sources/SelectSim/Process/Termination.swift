/// How a child process ended.
package enum Termination: Hashable, Sendable, CustomStringConvertible {
  /// It exited with this status.
  case exited(Int32)
  /// A signal killed it.
  case signaled(Int32)

  /// Decodes a `waitpid` status.
  package init(waitStatus status: Int32) {
    let signal = status & 0x7F
    if signal == 0 {
      self = .exited((status >> 8) & 0xFF)
    } else {
      self = .signaled(signal)
    }
  }

  package var description: String {
    switch self {
    case .exited(let status): "exited with status \(status)"
    case .signaled(let signal):
      "was killed by signal \(signal)\(Termination.signalNames[signal].map { " (\($0))" } ?? "")"
    }
  }

  /// The names of the signals a crash usually ends with (Linux numbering).
  static let signalNames: [Int32: String] = [
    1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL, a Swift trap", 5: "SIGTRAP, a Swift trap",
    6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE",
    14: "SIGALRM", 15: "SIGTERM", 24: "SIGXCPU", 25: "SIGXFSZ",
  ]
}
