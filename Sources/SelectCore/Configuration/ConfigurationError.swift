/// Why a configuration is invalid (SPEC 2.1, 2.4); engines throw it instead of trapping.
public enum ConfigurationError: Error, Hashable, Sendable {
  /// A number is NaN or infinite.
  case notFinite(field: String)
  /// A number's magnitude exceeds ``Configuration/magnitudeLimit``.
  case tooLarge(field: String, value: Double)
  /// A size, inset, slop, velocity or interval is negative.
  case negative(field: String, value: Double)
  /// The auto-scroll interval is zero (it must be positive).
  case nonPositiveInterval(Double)
  /// An index names no item.
  case indexOutOfRange(field: String, index: Int, itemCount: Int)
  /// The initial selection holds more items than the limit allows.
  case selectionOverLimit(count: Int, limit: Int)
  /// Single mode starts with more than one item selected.
  case singleModeSelection(count: Int)
  /// The configuration is valid, but outside what the engine takes (its
  /// ``DragSelectEngine/profile``): a harness skips the case rather than failing it.
  case outsideProfile(String)
}

extension ConfigurationError: CustomStringConvertible {
  /// A sentence naming the field and the problem.
  public var description: String {
    switch self {
    case .notFinite(let field):
      "\(field) is not a finite number"
    case .tooLarge(let field, let value):
      "\(field) is \(value), beyond the largest magnitude accepted (\(Configuration.magnitudeLimit))"
    case .negative(let field, let value):
      "\(field) is \(value); it must not be negative"
    case .nonPositiveInterval(let value):
      "hotspot interval is \(value); it must be positive"
    case .indexOutOfRange(let field, let index, let itemCount):
      "\(field) names item \(index), but the items are 0..<\(itemCount)"
    case .selectionOverLimit(let count, let limit):
      "the initial selection holds \(count) items, more than limit \(limit) allows"
    case .singleModeSelection(let count):
      "single mode allows at most one selected item; the initial selection holds \(count)"
    case .outsideProfile(let reason):
      "outside what the engine takes: \(reason)"
    }
  }
}
