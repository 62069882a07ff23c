/// Where an engine kind comes from, so that another `selfuzz` process can make the same kind.
package enum EngineOrigin: Hashable, Sendable {
  /// A built-in engine: `core`, `reference`, a planted bug or a planted fault.
  case builtIn(String)
  /// An engine in a child process that speaks the engine protocol (SPEC 8), started with
  /// `/bin/sh -c COMMAND`.
  case command(String)
}
