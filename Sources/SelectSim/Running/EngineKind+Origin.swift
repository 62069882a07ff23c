extension EngineKind {
  /// The engine kind `origin` names: a built-in engine by name, or an engine command (SPEC 8).
  ///
  /// - Parameters:
  ///   - origin: A built-in name or an engine command.
  ///   - callTimeout: For an engine command, the most one call may take, in seconds.
  ///   - inWorker: Whether this process is a worker, whose engine processes share its process
  ///     group so that they die with it.
  /// - Returns: `nil` for a built-in name that names no engine.
  package static func make(
    _ origin: EngineOrigin, callTimeout: Double = 5, inWorker: Bool = false
  ) -> EngineKind? {
    switch origin {
    case .builtIn(let name):
      return BuiltInEngines.named(name)
    case .command(let command):
      return EngineKind.command(command, callTimeout: callTimeout, ownProcessGroup: !inWorker)
    }
  }
}
