import SelectCore

/// The words of a fault (SPEC 9), naming the call where the scenario says what it was.
package enum FaultMessage {
  /// A call in a script's words: the timeline line's statement, or an auto-scroll step.
  package static func what(_ place: CallPlace, in scenario: Scenario?) -> String {
    guard !place.isStep else {
      return "the auto-scroll step at time \(ScriptPrinter.number(place.time))"
    }
    guard let scenario, scenario.timeline.indices.contains(place.timelineIndex) else {
      return "the call at time \(ScriptPrinter.number(place.time))"
    }
    let line = scenario.timeline[place.timelineIndex]
    let statement =
      switch line.action {
      case .event(let event): ScriptPrinter.statement(event)
      case .expect: "expect"
      }
    return "'\(ScriptPrinter.number(place.time)) \(statement)'"
  }

  /// A crash: how the process ended, and where. What it wrote last goes under the report
  /// (``FailureReport/engineLog``), not into this one line.
  package static func crash(
    _ termination: Termination, place: CallPlace?, inEngine: Bool, scenario: Scenario?
  ) -> String {
    var text = "the engine's process \(termination)"
    if let place {
      text +=
        inEngine
        ? " in \(what(place, in: scenario))"
        : " while the harness checked \(what(place, in: scenario))"
    }
    return text
  }

  /// A hang: a call or a case past its deadline.
  package static func hang(call: Bool, seconds: Double, place: CallPlace?, scenario: Scenario?)
    -> String
  {
    let limit = ScriptPrinter.number(seconds)
    guard let place else {
      return call
        ? "an engine call took longer than the call deadline of \(limit) s"
        : "the case ran past its deadline of \(limit) s"
    }
    return call
      ? "the engine did not return from \(what(place, in: scenario)) within the call deadline of \(limit) s (--call-timeout)"
      : "the case ran past its deadline of \(limit) s (--case-timeout); it was at \(what(place, in: scenario))"
  }
}
