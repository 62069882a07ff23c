#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A worker's last word when its engine traps (SPEC 9): a signal handler that writes which case
/// and which call were running (read from the ``Heartbeat``) to the parent, then lets the signal
/// kill the process as it would have.
///
/// Process-wide by nature (a signal handler has no context), so it keeps its state in statics set
/// once at start-up; it writes with `write(2)` into a buffer made beforehand, as a signal handler
/// must.
package enum CrashReporter {
  nonisolated(unsafe) private static var heartbeat: Heartbeat?
  nonisolated(unsafe) private static var text = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)

  /// The signals a trap, an abort or a bad access raise.
  static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

  /// Installs the handler for the life of the process; `heartbeat` says where the runner is.
  package static func install(_ heartbeat: Heartbeat) {
    CrashReporter.heartbeat = heartbeat
    // An alternate stack, so that a stack overflow can still be reported.
    let size = 1 << 16
    var stack = stack_t()
    stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    stack.ss_size = size
    stack.ss_flags = 0
    sigaltstack(&stack, nil)
    for signal in signals {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { number in CrashReporter.report(number) }
      #else
        action.__sigaction_u.__sa_handler = { number in CrashReporter.report(number) }
      #endif
      action.sa_flags = Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND))
      sigemptyset(&action.sa_mask)
      sigaction(signal, &action, nil)
    }
  }

  /// `crash ITERATION TIMELINE-INDEX TIME-BITS STEP IN-ENGINE SIGNAL`, then the signal again.
  private static func report(_ signal: Int32) {
    if let reading = heartbeat?.reading {
      var length = 0
      func put(_ byte: UInt8) {
        if length < 255 {
          text[length] = byte
          length += 1
        }
      }
      func put(_ word: StaticString) {
        word.withUTF8Buffer { for byte in $0 { put(byte) } }
      }
      func put(_ value: UInt64) {
        var divisor: UInt64 = 1
        while value / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
          put(UInt8(48 + (value / divisor) % 10))
          divisor /= 10
        }
      }
      func put(_ value: Int) {
        if value < 0 {
          put(UInt8(ascii: "-"))
          put(UInt64(-value))
        } else {
          put(UInt64(value))
        }
      }
      put("crash ")
      put(reading.iteration)
      put(" ")
      put(reading.place.timelineIndex)
      put(" ")
      put(reading.place.time.bitPattern)
      put(reading.place.isStep ? " 1" : " 0")
      put(reading.inEngine ? " 1 " : " 0 ")
      put(Int(signal))
      put(UInt8(10))
      _ = write(1, text, length)
    }
    raise(signal)
  }
}
