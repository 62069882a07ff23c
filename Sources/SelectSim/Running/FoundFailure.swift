/// A case that failed: enough to print it, save it and replay it.
public struct FoundFailure: Sendable {
  public var iteration: Int
  public var scenario: Scenario
  public var failure: RunFailure

  public init(iteration: Int, scenario: Scenario, failure: RunFailure) {
    self.iteration = iteration
    self.scenario = scenario
    self.failure = failure
  }
}
