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
  /// For an auto-scroll step that broke `scroll-selects`: the invariant whose rule of its mode
  /// the step broke there (`range-state` in range mode, `no-skip` in paint mode), which the table
  /// leaves to `scroll-selects` at steps. SPEC 4 ("The same failure") counts it among the call's
  /// symptoms (``invariants``); a repro saved before is matched on ``checked`` alone.
  public var stepRule: Invariant?

  /// A violation of `invariant`, explained by `message`; `alsoViolated` lists the other
  /// invariants the same call broke, and `stepRule` the rule a step broke.
  public init(
    _ invariant: Invariant, _ message: String, alsoViolated: [Invariant] = [],
    stepRule: Invariant? = nil
  ) {
    self.invariant = invariant
    self.message = message
    self.alsoViolated = alsoViolated
    self.stepRule = stepRule
  }

  /// Every invariant the call broke by its own check: `invariant`, then `alsoViolated`.
  public var checked: [Invariant] { [invariant] + alsoViolated }

  /// Every symptom of the call's misstep: ``checked``, then the ``stepRule``, if any.
  public var invariants: [Invariant] { checked + (stepRule.map { [$0] } ?? []) }

  /// `invariant: message`.
  public var description: String { "\(invariant.rawValue): \(message)" }

  private enum CodingKeys: String, CodingKey { case invariant, message, alsoViolated, stepRule }

  /// Decodes a violation; one written without `alsoViolated` broke only its own invariant, and
  /// one without `stepRule` no rule at a step.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    invariant = try container.decode(Invariant.self, forKey: .invariant)
    message = try container.decode(String.self, forKey: .message)
    alsoViolated = try container.decodeIfPresent([Invariant].self, forKey: .alsoViolated) ?? []
    stepRule = try container.decodeIfPresent(Invariant.self, forKey: .stepRule)
  }
}
