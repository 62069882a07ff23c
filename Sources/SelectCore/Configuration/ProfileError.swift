/// A profile that cannot be used (SPEC 8, "Profiles"): the part at fault and what is wrong with
/// it.
public struct ProfileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The profile's key.
  public var place: String
  /// What is wrong with it.
  public var problem: String

  /// The error of key `place`, saying `problem`.
  public init(place: String, problem: String) {
    self.place = place
    self.problem = problem
  }

  /// `profile "KEY": PROBLEM`.
  public var description: String { "profile \"\(place)\": \(problem)" }
}
