/// An invariant that did not hold, and why.
public struct Violation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The invariant that failed.
  public var invariant: Invariant
  /// What was seen, in words a person can act on.
  public var message: String

  /// A violation of `invariant`, explained by `message`.
  public init(_ invariant: Invariant, _ message: String) {
    self.invariant = invariant
    self.message = message
  }

  /// `invariant: message`.
  public var description: String { "\(invariant.rawValue): \(message)" }
}
