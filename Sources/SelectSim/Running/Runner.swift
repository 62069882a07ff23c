package import SelectCore

/// Plays a scenario through an engine, checking the chosen invariants after every call and the
/// scenario's `expect` lines in timeline order.
///
/// The harness keeps its own auto-scroll clock (SPEC 3.4). The steps due before a timeline line
/// reach the engine as the run's ``CallPlan`` says: each in an `idle` call of its own, or only
/// with the line's call, which the engine must begin by applying them; a correct engine behaves
/// the same either way. A call that holds steps is shared out by entry times, and each step's
/// share is judged on its own before the line's.
///
/// What an engine reports is validated once, before any check reads it (SPEC 9): entries must name
/// items in `0..<n` with finite times and offsets, and the reported selection must be ascending
/// without repeats. An in-process engine that breaks this fails `log-consistent`.
package enum Runner {
  /// Runs `scenario` on a new engine of `kind`, checking `invariants`.
  ///
  /// - Parameters:
  ///   - scenario: What to play.
  ///   - kind: The engine to play it on.
  ///   - invariants: The invariants to check after every call.
  ///   - plan: How the steps due before each line reach the engine.
  ///   - observe: Called with every call, after its checks; `selfuzz replay --trace` prints them.
  /// - Returns: The first failure, if any, with the run's size, trace hash and coverage.
  /// - Throws: ``ScenarioError`` for a scenario no valid script could describe (SPEC 2.4, 5, 9);
  ///   no engine sees it.
  /// - Complexity: O(*c* · (*e* + *n*)) for *c* calls on *n* items: the harness's own hit tests are
  ///   scans.
  package static func run(
    _ scenario: Scenario, on kind: EngineKind, checking invariants: Set<Invariant>,
    plan: CallPlan = .early, observe: ((Call) -> Void)? = nil
  ) throws(ScenarioError) -> RunResult {
    try scenario.validate()
    return play(scenario, on: kind, checking: invariants, plan: plan, observe: observe)
  }

  /// Runs a scenario already known to be valid (``Scenario/validate()``). Besides the parameters
  /// of ``run(_:on:checking:plan:observe:)``, the determinism plan, a heartbeat for a worker, and
  /// `engineSetup`: the setup the engine is given, when it is not the scenario's own; the run then
  /// judges the engine, built as `engineSetup` says, by the SPEC under the scenario's setup
  /// (``OptionHints``: would another value of an option explain a failure?).
  package static func play(
    _ scenario: Scenario, on kind: EngineKind, checking invariants: Set<Invariant>,
    plan: CallPlan = .early, determinism: DeterminismPlan = .inProcess,
    heartbeat: Heartbeat? = nil, engineSetup: Configuration? = nil,
    observe: ((Call) -> Void)? = nil
  ) -> RunResult {
    let engine: any DragSelectEngine
    let checks: CheckSuite
    do {
      engine = try kind.makeEngine(engineSetup ?? scenario.configuration)
      checks = try CheckSuite(
        invariants, kind: kind, scenario: scenario, configuration: scenario.configuration,
        determinism: determinism)
    } catch {
      var result = RunResult()
      result.coverage.mode = scenario.configuration.mode
      if case .outsideProfile(let reason) = error {
        result.skipped = reason
        result.coverage.skipped = true
      } else {
        result.failure = .fault(
          .refused, message: "the engine refused the setup: \(error.description)", at: nil)
      }
      return result
    }
    if let fault = (engine as? any FaultReporting)?.fault {
      var result = RunResult()
      result.failure = .fault(fault.fault, message: fault.message, at: nil)
      return result
    }
    return play(
      scenario, engine: engine, checks: checks, plan: plan, reportsFaults: kind.reportsFaults,
      heartbeat: heartbeat, observe: observe)
  }

  private static func play<Engine: DragSelectEngine>(
    _ scenario: Scenario, engine: Engine, checks: CheckSuite, plan: CallPlan, reportsFaults: Bool,
    heartbeat: Heartbeat?, observe: ((Call) -> Void)?
  ) -> RunResult {
    var session = RunSession(
      engine: engine, checks: checks, configuration: scenario.configuration, plan: plan,
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
  var coverage: CoverageTracker
  var result = RunResult()
  let plan: CallPlan
  let reportsFaults: Bool
  let heartbeat: Heartbeat?
  let observe: ((Call) -> Void)?
  /// The index of the call that failed, when one did.
  private var failingCall: Int?
  /// Where the engine's selection is read after each call.
  private var selectionBuffer: [Int] = []
  /// The timeline line before which the calls announced to the engine end (``CallLookahead``).
  private var announcedEnd = 0

  init(
    engine: Engine, checks: CheckSuite, configuration: Configuration, plan: CallPlan,
    reportsFaults: Bool, heartbeat: Heartbeat?, observe: ((Call) -> Void)?
  ) {
    self.engine = engine
    self.checks = checks
    self.state = RunState(configuration: configuration)
    self.coverage = CoverageTracker(configuration: configuration)
    self.plan = plan
    self.reportsFaults = reportsFaults
    self.heartbeat = heartbeat
    self.observe = observe
  }

  mutating func play(_ scenario: Scenario) -> RunResult {
    let lookahead = engine as? any CallLookahead
    for (position, scheduled) in scenario.timeline.enumerated() {
      if let lookahead, position >= announcedEnd {
        announceCalls(of: scenario, from: position, to: lookahead)
      }
      let time = scheduled.time
      let late = plan.deliversLate(line: position) && state.stepsCanComeLate(before: time)
      if !late {
        while let stepTime = state.nextStepTime, stepTime <= time {
          state.beginStep()
          let place = CallPlace(timelineIndex: position, time: stepTime, isStep: true)
          if let failure = call(.step, at: place) { return finish(failure) }
          if state.analysis.stepIsIdle {
            state.skipSteps(through: time)
            break
          }
        }
      }
      let place = CallPlace(timelineIndex: position, time: time, isStep: false)
      let kind: Call.Kind
      switch scheduled.action {
      case .event(let event):
        result.events += 1
        kind = scheduled.isStray ? .stray(event) : .event(event)
      case .expect:
        kind = .expectation
      }
      if let failure = call(kind, at: place) { return finish(failure) }
      if case .expect(let expectation) = scheduled.action,
        let actual = Replay.mismatch(expectation, engine)
      {
        return finish(
          .expectation(.timed(timelineIndex: position), expected: expectation, actual: actual))
      }
    }
    for (position, expectation) in scenario.expectations.enumerated() {
      if let actual = Replay.mismatch(expectation, engine) {
        return finish(.expectation(.final(index: position), expected: expectation, actual: actual))
      }
    }
    return finish(nil)
  }

  /// Tells an engine in another process the calls the case makes from timeline line `start` on,
  /// as far as none can depend on a reply: the lines' own calls (an event each, an `idle` for
  /// each `expect`), up to and including the first line after which a finger is down inside a
  /// hotspot. Auto-scroll steps (SPEC 3.4) come only while one is, at times the harness's state
  /// decides; until the finger is up or out of the hotspots again the calls are made one by one,
  /// and the next line announces the rest.
  ///
  /// - Complexity: O(*k*) for the *k* lines announced.
  private mutating func announceCalls(
    of scenario: Scenario, from start: Int, to lookahead: any CallLookahead
  ) {
    announcedEnd = start + 1
    let configuration = scenario.configuration
    var fingerIsDown = state.fingerIsDown
    var point = state.viewportPoint
    // A hotspot the state still holds may bring steps before the next line.
    guard !fingerIsDown || (state.hotspot == nil && !Self.inHotspot(point, configuration)) else {
      return
    }
    var calls: [RequestPipeline.Call] = []
    for scheduled in scenario.timeline[start...] {
      switch scheduled.action {
      case .event(let event):
        calls.append(RequestPipeline.Call(event: event, time: scheduled.time))
        if !scheduled.isStray {
          switch event {
          case .down(let at): (fingerIsDown, point) = (true, at)
          case .move(let at): point = at
          case .up, .cancel: fingerIsDown = false
          default: break
          }
        }
      case .expect:
        calls.append(RequestPipeline.Call(event: .idle, time: scheduled.time))
      }
      if fingerIsDown && Self.inHotspot(point, configuration) { break }
    }
    announcedEnd = start + calls.count
    lookahead.announce(calls)
  }

  /// Whether viewport `point` lies in a hotspot of `configuration` (SPEC 3.4).
  private static func inHotspot(_ point: Point, _ configuration: Configuration) -> Bool {
    SpecGeometry.hotspot(
      atY: point.y, configuration.autoScroll, viewportHeight: configuration.viewport.height) != nil
  }

  /// Makes one engine call for the timeline line or step at `place`, validates what the engine
  /// reported, shares its entries out among the steps due before the line (when they came with
  /// it) and the line, and checks each share.
  private mutating func call(_ kind: Call.Kind, at place: CallPlace) -> RunFailure? {
    let event: Event
    switch kind {
    case .event(let timelineEvent), .stray(let timelineEvent): event = timelineEvent
    case .step, .expectation: event = .idle
    }
    heartbeat?.enterEngine(
      timelineIndex: place.timelineIndex, time: place.time, isStep: place.isStep)
    let entries = engine.apply(event, at: place.time)
    heartbeat?.leaveEngine()
    if reportsFaults, let fault = (engine as? any FaultReporting)?.fault {
      return .fault(fault.fault, message: fault.message, at: place)
    }
    // The selection is read into one buffer for the whole run: the call holds it while it is
    // judged and lets go before the next call, so the buffer is filled in place again.
    var reported: [Int] = []
    if checks.readsReportedSelection {
      engine.readSelection(into: &selectionBuffer)
      reported = selectionBuffer
    }
    let whole = Call(
      index: result.calls, timelineIndex: place.timelineIndex, time: place.time, kind: kind,
      entries: entries, reportedOffset: engine.offset, reportedSelection: reported)
    result.calls += 1
    result.trace.add(result.calls)
    for entry in entries { result.trace.add(entry) }
    if let problem = OutputValidation.problem(
      in: whole, itemCount: state.itemCount,
      countAfter: whole.event.itemCount(after: state.itemCount),
      selectionRead: checks.readsReportedSelection)
    {
      observe?(whole)
      failingCall = whole.index
      return .invariant(Violation(.logConsistent, problem), at: place)
    }
    // The steps the engine applied within this call, each judged on its share of the entries.
    var remaining = entries[...]
    if !place.isStep {
      while let stepTime = state.nextStepTime, stepTime <= place.time {
        state.beginStep()
        var share: [Entry] = []
        while let next = remaining.first, next.time == stepTime, stepTime < place.time {
          share.append(next)
          remaining.removeFirst()
        }
        var step = whole
        step.kind = .step
        step.time = stepTime
        step.entries = share
        step.isLate = true
        let stepPlace = CallPlace(timelineIndex: place.timelineIndex, time: stepTime, isStep: true)
        if let violation = judge(step) {
          failingCall = whole.index
          observe?(whole)
          return .invariant(violation, at: stepPlace)
        }
        coverage.noteLateStep()
        if state.analysis.stepIsIdle {
          state.skipSteps(through: place.time)
          break
        }
      }
    }
    let judged: Violation?
    if remaining.count == entries.count {
      judged = judge(whole)
    } else {
      var line = whole
      line.entries = Array(remaining)
      judged = judge(line)
    }
    let violation = judged ?? checks.checkWholeCall(whole)
    observe?(whole)
    if violation != nil { failingCall = whole.index }
    return violation.map { .invariant($0, at: place) }
  }

  /// Judges one call, or one step's share of one: the harness works out what the SPEC expects
  /// of it, and the invariants compare.
  private mutating func judge(_ call: Call) -> Violation? {
    state.advance(with: call)
    if let (change, _) = state.analysis.listChange { checks.carry(through: change) }
    coverage.note(call, state)
    let violation = checks.check(call, state)
    state.commit()
    return violation
  }

  private mutating func finish(_ failure: RunFailure?) -> RunResult {
    state.finish()
    coverage.finish(state)
    result.failure = failure
    if let found = checks.compareInFreshProcess(),
      failingCall.map({ found.call.index < $0 }) ?? true
    {
      let call = found.call
      result.failure = .invariant(
        found.violation,
        at: CallPlace(timelineIndex: call.timelineIndex, time: call.time, isStep: call.isStep))
    }
    // A line no request asked for, found as the case ends, outranks a failure judged on the
    // replies before it: they may have been read for the wrong requests.
    if reportsFaults, var reporting = engine as? any FaultReporting,
      let fault = reporting.finish(), failure == nil || fault.misframed
    {
      result.failure = .fault(fault.fault, message: fault.message, at: nil)
    }
    result.coverage = coverage.coverage
    return result
  }
}
