import Synchronization

/// The engine processes of one engine command, kept between cases: an engine takes a healthy
/// idle one (or starts one) and gives it back when its case ends, so a process serves many
/// cases and a fault costs only the process it happened in.
package final class EnginePool: Sendable {
  package let command: String
  package let callTimeout: Double
  private let ownProcessGroup: Bool
  private let standardError: ChildProcess.StandardError
  private let idle = Mutex<[EngineConnection]>([])

  package init(
    command: String, callTimeout: Double, ownProcessGroup: Bool,
    standardError: ChildProcess.StandardError
  ) {
    self.standardError = standardError
    self.command = command
    self.callTimeout = callTimeout
    self.ownProcessGroup = ownProcessGroup
  }

  /// An idle healthy connection, or a new one.
  package func take() throws(EngineFault) -> EngineConnection {
    if let connection = idle.withLock({ $0.popLast() }) { return connection }
    return try EngineConnection(
      command: command, callTimeout: callTimeout, ownProcessGroup: ownProcessGroup,
      standardError: standardError)
  }

  /// Takes `connection` back if it can serve another case; otherwise it goes.
  package func giveBack(_ connection: EngineConnection) {
    guard connection.isHealthy else {
      connection.kill()
      return
    }
    idle.withLock { $0.append(connection) }
  }
}
