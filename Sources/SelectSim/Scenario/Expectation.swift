/// A claim about the engine's state, written `expect …` in a script (SPEC 5).
public enum Expectation: Hashable, Sendable, Codable {
  /// Exactly these items are selected (ascending, no repeats).
  case selected([Int])
  /// The offset is exactly this value.
  case offset(Double)
  /// This many items are selected.
  case count(Int)
}
