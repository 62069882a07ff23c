/// An invariant that did not hold, and why.
public struct Violation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The invariant that failed.
  public var invariant: Invariant
  /// What was seen, in words a person can act on.
  public var message: String
  /// The other invariants of SPEC 4's table that the same call broke, in the table's order
  /// (`invariant` is the first): one misstep seen through several invariants. The comparisons of
  /// whole calls (`model-agreement`, `determinism`) are never among them.
  public var alsoViolated: [Invariant]

  /// A violation of `invariant`, explained by `message`; `alsoViolated` lists the other
  /// invariants the same call broke.
  public init(_ invariant: Invariant, _ message: String, alsoViolated: [Invariant] = []) {
    self.invariant = invariant
    self.message = message
    self.alsoViolated = alsoViolated
  }

  /// Every invariant the call broke: `invariant`, then `alsoViolated`.
  public var invariants: [Invariant] { [invariant] + alsoViolated }

  /// `invariant: message`.
  public var description: String { "\(invariant.rawValue): \(message)" }

  private enum CodingKeys: String, CodingKey { case invariant, message, alsoViolated }

  /// Decodes a violation; one written without `alsoViolated` broke only its own invariant.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    invariant = try container.decode(Invariant.self, forKey: .invariant)
    message = try container.decode(String.self, forKey: .message)
    alsoViolated = try container.decodeIfPresent([Invariant].self, forKey: .alsoViolated) ?? []
  }
}
