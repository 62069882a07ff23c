/// A case that failed: enough to print it, save it and replay it.
public struct FoundFailure: Sendable {
  public var iteration: Int
  public var scenario: Scenario
  public var failure: RunFailure
  /// How the steps reached the engine in the failing run: a shrink replays the case the same way.
  public var plan: CallPlan

  public init(iteration: Int, scenario: Scenario, failure: RunFailure, plan: CallPlan = .early) {
    self.iteration = iteration
    self.scenario = scenario
    self.failure = failure
    self.plan = plan
  }
}
