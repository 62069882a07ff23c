/// The exit statuses of SPEC 6, and those of a run stopped by a signal.
enum ExitStatus: Int32 {
  /// Every invariant and expectation held.
  case success = 0
  /// An invariant failed, an expectation did not match, or the engine had a fault.
  case failure = 1
  /// The command line was wrong.
  case usage = 64
  /// An input file was invalid, or the profile an engine command states in its `hello`.
  case invalidInput = 65
  /// Nothing to do: no input was found.
  case noInput = 66
  /// The engine command cannot be used: it cannot be started, or it ends or answers `hello` in
  /// anything but this protocol (sysexits' `EX_UNAVAILABLE`).
  case unavailable = 69
  /// Something went wrong inside selfuzz.
  case internalError = 70
  /// Ctrl-C stopped the run (128 + SIGINT).
  case interrupted = 130
  /// SIGTERM stopped the run (128 + SIGTERM).
  case terminated = 143
}
