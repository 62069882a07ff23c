/// The exit statuses of SPEC 6.
enum ExitStatus: Int32 {
  /// Every invariant and expectation held.
  case success = 0
  /// An invariant failed or an expectation did not match.
  case failure = 1
  /// The command line was wrong.
  case usage = 64
  /// An input file was invalid.
  case invalidInput = 65
  /// Something went wrong inside selfuzz.
  case internalError = 70
}
