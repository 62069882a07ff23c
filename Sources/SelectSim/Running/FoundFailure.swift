/// A case that failed: enough to print it, save it and replay it.
package struct FoundFailure: Sendable {
  /// The failing case's iteration: `selfuzz --seed S --iteration N` runs it alone.
  package var iteration: Int
  /// The failing case's scenario, as generated.
  package var scenario: Scenario
  /// How it failed.
  package var failure: RunFailure
  /// How the steps reached the engine in the failing run: a shrink replays the case the same way.
  package var plan: CallPlan

  /// A failure found at `iteration`.
  package init(iteration: Int, scenario: Scenario, failure: RunFailure, plan: CallPlan = .early) {
    self.iteration = iteration
    self.scenario = scenario
    self.failure = failure
    self.plan = plan
  }
}
