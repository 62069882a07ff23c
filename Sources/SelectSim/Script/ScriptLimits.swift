import SelectCore

/// Bounds the script format puts on values.
enum ScriptLimits {
  /// The largest magnitude of any number (the engine's ``Configuration/magnitudeLimit``).
  static let magnitude = Configuration.magnitudeLimit
  /// The most items a script may declare.
  static let items = 1_000_000
}
