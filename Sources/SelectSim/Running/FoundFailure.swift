/// A case that failed: enough to print it, save it and replay it.
public struct FoundFailure: Sendable {
  /// The failing case's iteration: `selfuzz --seed S --iteration N` runs it alone.
  public var iteration: Int
  /// The failing case's scenario, as generated.
  public var scenario: Scenario
  /// How it failed.
  public var failure: RunFailure
  /// How the steps reached the engine in the failing run: a shrink replays the case the same way.
  public var plan: CallPlan

  /// A failure found at `iteration`.
  public init(iteration: Int, scenario: Scenario, failure: RunFailure, plan: CallPlan = .early) {
    self.iteration = iteration
    self.scenario = scenario
    self.failure = failure
    self.plan = plan
  }
}
