import SelectCore

/// Plays a scenario through an engine, checking the chosen invariants after every call and the
/// scenario's `expect` lines in timeline order.
///
/// Before each timeline line at time `t` the runner makes one `idle` call at every auto-scroll step
/// time `<= t` that the harness's own clock expects (SPEC 3.4), so that each call has one cause and
/// each step's entries can be checked on their own. A correct engine behaves the same whether or
/// not those calls are made.
///
/// What an engine reports is validated once, before any check reads it (SPEC 9): entries must name
/// items in `0..<n` with finite times and offsets, and the reported selection must be ascending
/// without repeats. An in-process engine that breaks this fails `log-consistent`.
public enum Runner {
  /// Runs `scenario` on a new engine of `kind`, checking `invariants`.
  ///
  /// - Parameters:
  ///   - scenario: What to play.
  ///   - kind: The engine to play it on.
  ///   - invariants: The invariants to check after every call.
  ///   - observe: Called with every call, after its checks; `selfuzz replay --trace` prints them.
  /// - Returns: The first failure, if any, with the run's size, trace hash and coverage.
  /// - Throws: ``ScenarioError`` for a scenario no valid script could describe (SPEC 2.4, 5, 9);
  ///   no engine sees it.
  /// - Complexity: O(*c* · (*e* + *n*)) for *c* calls on *n* items: the harness's own hit tests are
  ///   scans.
  public static func run(
    _ scenario: Scenario, on kind: EngineKind, checking invariants: Set<Invariant>,
    observe: ((Call) -> Void)? = nil
  ) throws(ScenarioError) -> RunResult {
    try scenario.validate()
    return play(scenario, on: kind, checking: invariants, observe: observe)
  }

  /// Runs a scenario already known to be valid (``Scenario/validate()``).
  package static func play(
    _ scenario: Scenario, on kind: EngineKind, checking invariants: Set<Invariant>,
    determinism: DeterminismPlan = .inProcess, heartbeat: Heartbeat? = nil,
    observe: ((Call) -> Void)? = nil
  ) -> RunResult {
    let engine: any DragSelectEngine
    let checks: CheckSuite
    do {
      engine = try kind.makeEngine(scenario.configuration)
      checks = try CheckSuite(
        invariants, kind: kind, scenario: scenario, configuration: scenario.configuration,
        determinism: determinism)
    } catch {
      var result = RunResult()
      result.failure = .fault(
        .refused, message: "the engine refused the setup: \(error.description)", at: nil)
      return result
    }
    if let fault = (engine as? any FaultReporting)?.fault {
      var result = RunResult()
      result.failure = .fault(fault.fault, message: fault.message, at: nil)
      return result
    }
    return play(
      scenario, engine: engine, checks: checks, reportsFaults: kind.reportsFaults,
      heartbeat: heartbeat, observe: observe)
  }

  private static func play<Engine: DragSelectEngine>(
    _ scenario: Scenario, engine: Engine, checks: CheckSuite, reportsFaults: Bool,
    heartbeat: Heartbeat?, observe: ((Call) -> Void)?
  ) -> RunResult {
    var session = RunSession(
      engine: engine, checks: checks, configuration: scenario.configuration,
      reportsFaults: reportsFaults, heartbeat: heartbeat, observe: observe)
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
  let reportsFaults: Bool
  let heartbeat: Heartbeat?
  let observe: ((Call) -> Void)?

  init(
    engine: Engine, checks: CheckSuite, configuration: Configuration, reportsFaults: Bool,
    heartbeat: Heartbeat?, observe: ((Call) -> Void)?
  ) {
    self.engine = engine
    self.checks = checks
    self.state = RunState(configuration: configuration)
    self.reportsFaults = reportsFaults
    self.heartbeat = heartbeat
    self.observe = observe
  }

  /// The index of the call that failed, when one did.
  private var failingCall: Int?

  mutating func play(_ scenario: Scenario) -> RunResult {
    for (position, scheduled) in scenario.timeline.enumerated() {
      let time = scheduled.time
      while let stepTime = state.nextStepTime, stepTime <= time {
        state.beginStep()
        let place = CallPlace(timelineIndex: position, time: stepTime, isStep: true)
        if let failure = call(.step, at: place) { return finish(failure) }
        if state.analysis.stepIsIdle {
          state.skipSteps(through: time)
          break
        }
      }
      let place = CallPlace(timelineIndex: position, time: time, isStep: false)
      switch scheduled.action {
      case .event(let event):
        result.events += 1
        if let failure = call(.event(event), at: place) { return finish(failure) }
      case .expect(let expectation):
        if let failure = call(.expectation, at: place) { return finish(failure) }
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

  /// Makes one engine call, validates what the engine reported and checks it.
  private mutating func call(_ kind: Call.Kind, at place: CallPlace) -> RunFailure? {
    let event: Event
    if case .event(let timelineEvent) = kind { event = timelineEvent } else { event = .idle }
    heartbeat?.enterEngine(
      timelineIndex: place.timelineIndex, time: place.time, isStep: place.isStep)
    let entries = engine.apply(event, at: place.time)
    heartbeat?.leaveEngine()
    if reportsFaults, let fault = (engine as? any FaultReporting)?.fault {
      return .fault(fault.fault, message: fault.message, at: place)
    }
    let call = Call(
      index: result.calls, timelineIndex: place.timelineIndex, time: place.time, kind: kind,
      entries: entries, reportedOffset: engine.offset,
      reportedSelection: checks.readsReportedSelection ? engine.selection : [])
    result.calls += 1
    result.trace.add(result.calls)
    for entry in entries { result.trace.add(entry) }
    if let problem = OutputValidation.problem(
      in: call, itemCount: state.itemCount, selectionRead: checks.readsReportedSelection)
    {
      observe?(call)
      failingCall = call.index
      return .invariant(Violation(.logConsistent, problem), at: place)
    }
    state.advance(with: call)
    let violation = checks.check(call, state)
    state.commit()
    observe?(call)
    if violation != nil { failingCall = call.index }
    return violation.map { .invariant($0, at: place) }
  }

  private mutating func finish(_ failure: RunFailure?) -> RunResult {
    state.finish()
    result.failure = failure
    if let found = checks.compareInFreshProcess(),
      failingCall.map({ found.call.index < $0 }) ?? true
    {
      let call = found.call
      result.failure = .invariant(
        found.violation,
        at: CallPlace(timelineIndex: call.timelineIndex, time: call.time, isStep: call.isStep))
    }
    if reportsFaults, var reporting = engine as? any FaultReporting,
      let fault = reporting.finish(), failure == nil
    {
      result.failure = .fault(fault.fault, message: fault.message, at: nil)
    }
    result.coverage = state.coverage
    return result
  }
}
