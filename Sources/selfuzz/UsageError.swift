/// A command line that was not understood; it names the problem and points at the help.
struct UsageError: Error, CustomStringConvertible {
  var message: String
  var command: String
  var description: String {
    "\(message)\nRun 'selfuzz \(command.isEmpty ? "" : command + " ")--help' for usage."
  }
}
