/// A child process that could not be started.
package struct SpawnError: Error, CustomStringConvertible, Sendable {
  package var command: String
  package var reason: String
  package var description: String { "cannot start \(command): \(reason)" }
}
