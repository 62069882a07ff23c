/// An invariant that did not hold, and why.
public struct Violation: Hashable, Sendable, Codable, CustomStringConvertible {
  public var invariant: Invariant
  /// What was seen, in words a person can act on.
  public var message: String

  public init(_ invariant: Invariant, _ message: String) {
    self.invariant = invariant
    self.message = message
  }

  public var description: String { "\(invariant.rawValue): \(message)" }
}
