import SelectCore

/// Plays a scenario through an engine, checking the chosen invariants after every call and the
/// scenario's `expect` lines in timeline order.
///
/// Before each timeline line at time `t` the runner makes one `idle` call at every auto-scroll step
/// time `<= t` that the harness's own clock expects (SPEC 3.4), so that each call has one cause and
/// each step's entries can be checked on their own. A correct engine behaves the same whether or
/// not those calls are made.
public enum Runner {
  /// Runs `scenario` on a new engine of `kind`, checking `invariants`.
  ///
  /// - Complexity: O(*c* · (*e* + *n*)) for *c* calls on *n* items: the harness's own hit tests are
  ///   scans.
  /// - Parameters:
  ///   - scenario: What to play.
  ///   - kind: The engine to play it on.
  ///   - invariants: The invariants to check after every call.
  ///   - observe: Called with every call, after its checks; `selfuzz replay --trace` prints them.
  /// - Returns: The first failure, if any, with the run's size, trace hash and coverage.
  public static func run(
    _ scenario: Scenario, on kind: EngineKind, checking invariants: Set<Invariant>,
    observe: ((Call) -> Void)? = nil
  ) -> RunResult {
    do {
      let engine = try kind.makeEngine(scenario.configuration)
      let checks = try CheckSuite(invariants, kind: kind, configuration: scenario.configuration)
      return run(scenario, engine: engine, checks: checks, observe: observe)
    } catch {
      var result = RunResult()
      result.failure = .refused(error.description)
      return result
    }
  }

  private static func run<Engine: DragSelectEngine>(
    _ scenario: Scenario, engine: Engine, checks: CheckSuite, observe: ((Call) -> Void)?
  ) -> RunResult {
    var session = RunSession(
      engine: engine, checks: checks, configuration: scenario.configuration, observe: observe)
    return session.play(scenario)
  }

}

/// One run in progress: the engine, the checks and the harness's state, as stored properties so
/// that every call works on them in place.
private struct RunSession<Engine: DragSelectEngine> {
  var engine: Engine
  var checks: CheckSuite
  var state: RunState
  var result = RunResult()
  let observe: ((Call) -> Void)?

  init(engine: Engine, checks: CheckSuite, configuration: Configuration, observe: ((Call) -> Void)?)
  {
    self.engine = engine
    self.checks = checks
    self.state = RunState(configuration: configuration)
    self.observe = observe
  }

  mutating func play(_ scenario: Scenario) -> RunResult {
    for (position, scheduled) in scenario.timeline.enumerated() {
      let time = scheduled.time
      while let stepTime = state.nextStepTime, stepTime <= time {
        state.beginStep()
        if let violation = call(.step, at: stepTime, timelineIndex: position) {
          return finish(
            .invariant(
              violation, at: CallPlace(timelineIndex: position, time: stepTime, isStep: true)))
        }
        if state.analysis.stepIsIdle {
          state.skipSteps(through: time)
          break
        }
      }
      let place = CallPlace(timelineIndex: position, time: time, isStep: false)
      switch scheduled.action {
      case .event(let event):
        result.events += 1
        if let violation = call(.event(event), at: time, timelineIndex: position) {
          return finish(.invariant(violation, at: place))
        }
      case .expect(let expectation):
        if let violation = call(.expectation, at: time, timelineIndex: position) {
          return finish(.invariant(violation, at: place))
        }
        if let actual = Replay.mismatch(expectation, engine) {
          return finish(
            .expectation(.timed(timelineIndex: position), expected: expectation, actual: actual))
        }
      }
    }
    for (position, expectation) in scenario.expectations.enumerated() {
      if let actual = Replay.mismatch(expectation, engine) {
        return finish(.expectation(.final(index: position), expected: expectation, actual: actual))
      }
    }
    return finish(nil)
  }

  /// Makes one engine call and checks it.
  private mutating func call(_ kind: Call.Kind, at time: Double, timelineIndex: Int) -> Violation? {
    let event: Event
    if case .event(let timelineEvent) = kind { event = timelineEvent } else { event = .idle }
    let entries = engine.apply(event, at: time)
    let call = Call(
      index: result.calls, timelineIndex: timelineIndex, time: time, kind: kind, entries: entries,
      reportedOffset: engine.offset,
      reportedSelection: checks.readsReportedSelection ? engine.selection : [])
    result.calls += 1
    result.trace.add(result.calls)
    for entry in entries { result.trace.add(entry) }
    state.advance(with: call)
    let violation = checks.check(call, state)
    state.commit()
    observe?(call)
    return violation
  }

  private mutating func finish(_ failure: RunFailure?) -> RunResult {
    state.finish()
    result.failure = failure
    result.coverage = state.coverage
    return result
  }
}
