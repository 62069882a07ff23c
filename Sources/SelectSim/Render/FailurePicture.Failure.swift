extension FailurePicture {
  /// What failed, for the banner; `nil` for a passing run.
  package struct Failure: Sendable, Hashable {
    /// A short title: `invariant range-state`, `expectation`, `fault crash`.
    package var title: String
    /// The full message.
    package var message: String
    /// The index (into the calls) of the failing call, if any.
    package var callIndex: Int?

    /// A failure titled `title`, explained by `message`, at call `callIndex`.
    package init(title: String, message: String, callIndex: Int?) {
      self.title = title
      self.message = message
      self.callIndex = callIndex
    }

    /// The banner for `failure` of a run whose calls were `calls`: a failure at a call (an
    /// invariant, a timed expectation, a fault in a call) points at the last call made; an untimed
    /// expectation or a fault before any call names none.
    package init(_ failure: RunFailure, scenario: Scenario, calls: [Call], engine: String) {
      let report = FailureReport(scenario: scenario, failure: failure, engine: engine, foundBy: "")
      let atCall: Bool =
        switch failure {
        case .invariant: true
        case .expectation(.timed, _, _): true
        case .expectation(.final, _, _): false
        case .fault(_, _, let place): place != nil
        }
      self.init(
        title: report.title, message: failure.message, callIndex: atCall ? calls.indices.last : nil)
    }
  }
}
