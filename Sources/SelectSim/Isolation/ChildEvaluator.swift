import Foundation

/// Plays scenarios in a worker process, so that an engine that traps or hangs costs a process,
/// not the harness (SPEC 9): replay, the confirmation of a failure and shrinking all use it. A
/// dead worker is replaced at the next evaluation.
package final class ChildEvaluator: CaseEvaluator {
  /// What playing one script found.
  package struct Evaluation: Sendable {
    package var failure: RunFailure?
    /// The hash of the calls' entries (the trace), when the script ran to its end or a failure.
    package var trace: UInt64
    package var events: Int
    package var calls: Int
    /// The end of the worker's log after the script: what the engine wrote.
    package var log: String
    /// Whether the play was abandoned, unfinished, because the launch said to stop or the
    /// evaluator's ``ChildEvaluator/deadline`` passed: it found nothing either way.
    package var stopped = false
    /// Why the engine skipped the script (outside what it takes, SPEC 8), when it did: neither
    /// a pass nor a failure.
    package var skipped: String?
  }

  private let launch: WorkerProcess.Launch
  private let name: String
  private let callTimeout: Double
  private let caseTimeout: Double
  private var worker: WorkerProcess?
  private var started = 0
  /// When plays still running are abandoned (as stopped, not as a hang): a shrink's time cap.
  package var deadline: ContinuousClock.Instant?
  /// How ``evaluate(_:)`` and ``replay(_:scenario:plans:trace:)`` deliver the steps: each way in
  /// turn until one fails, as `selfuzz replay` does (``Replay/plans``), unless a shrink chose
  /// otherwise (``CaseEvaluator/choosePlans(toShrink:failing:found:)``).
  package var plans = Replay.plans

  package init(
    _ launch: WorkerProcess.Launch, name: String, callTimeout: Double, caseTimeout: Double
  ) {
    self.launch = launch
    self.name = name
    self.callTimeout = callTimeout
    self.caseTimeout = caseTimeout
  }

  /// Adopts a worker that is already running (the one that confirmed a failure).
  package init(
    adopting worker: WorkerProcess, launch: WorkerProcess.Launch, name: String,
    callTimeout: Double, caseTimeout: Double
  ) {
    self.launch = launch
    self.name = name
    self.callTimeout = callTimeout
    self.caseTimeout = caseTimeout
    self.worker = worker
  }

  /// The path of the current worker's log, if one runs.
  package var logPath: String? { worker?.logPath }

  package func evaluate(_ scenario: Scenario) -> RunFailure? {
    replay(ScriptPrinter.print(scenario), scenario: scenario).evaluation.failure
  }

  /// Whether the launch says to stop (Ctrl-C): an evaluation now finds nothing.
  package var isStopped: Bool { launch.stop() }

  /// Plays `script` each of ``plans`` in turn until one fails, as `selfuzz replay` does.
  ///
  /// - Parameters:
  ///   - script: The script's text.
  ///   - scenario: The scenario the script describes, for naming calls in fault messages.
  ///   - trace: Called with every call of the failing way, or of the first when none fails.
  /// - Returns: What the failing way found (or the first, when none failed), and that way.
  package func replay(_ script: String, scenario: Scenario?, trace: ((Call) -> Void)? = nil)
    -> (evaluation: Evaluation, plan: CallPlan)
  {
    var chosen: (evaluation: Evaluation, plan: CallPlan, calls: [Call])?
    for plan in plans.isEmpty ? [.early] : plans {
      var calls: [Call] = []
      let evaluation = play(
        script, scenario: scenario, plan: plan, trace: trace == nil ? nil : { calls.append($0) })
      if chosen == nil || evaluation.failure != nil || evaluation.stopped {
        chosen = (evaluation, plan, calls)
      }
      if evaluation.failure != nil || evaluation.stopped || evaluation.skipped != nil { break }
    }
    guard let chosen else { preconditionFailure("at least one way was played") }
    if let trace { chosen.calls.forEach(trace) }
    return (chosen.evaluation, chosen.plan)
  }

  /// Plays `script` (a script's text, as written) in the worker.
  ///
  /// - Parameters:
  ///   - script: The script's text.
  ///   - scenario: The scenario the script describes, for naming calls in fault messages.
  ///   - plan: How the steps reach the engine.
  ///   - trace: Called with every call, in order, when given.
  /// - Returns: What the run found, a fault of the worker included.
  package func play(
    _ script: String, scenario: Scenario?, plan: CallPlan = .early, trace: ((Call) -> Void)? = nil
  ) -> Evaluation {
    if isStopped || deadline.map({ ContinuousClock.now >= $0 }) == true {
      worker = nil
      return Evaluation(failure: nil, trace: 0, events: 0, calls: 0, log: "", stopped: true)
    }
    let worker: WorkerProcess
    do {
      worker = try current()
    } catch {
      return Evaluation(
        failure: .fault(.crash, message: "cannot start a worker: \(error)", at: nil), trace: 0,
        events: 0, calls: 0, log: "")
    }
    worker.send(.script(script, trace: trace != nil, plan: plan))
    let caseDeadline = ContinuousClock.now + .seconds(caseTimeout + callTimeout + 10)
    let wait = deadline.map { min($0, caseDeadline) } ?? caseDeadline
    var lastWord: WorkerReply?
    while true {
      switch worker.nextReply(deadline: wait) {
      case .success(.result(let failure, let hash, let events, let calls)):
        return Evaluation(
          failure: failure, trace: hash, events: events, calls: calls, log: worker.logTail)
      case .success(.call(let call)):
        trace?(call)
      case .success(.skipped(let reason)):
        var evaluation = Evaluation(
          failure: nil, trace: 0, events: 0, calls: 0, log: worker.logTail)
        evaluation.skipped = reason
        return evaluation
      case .success(let other):
        lastWord = other
      case .failure(.died(let termination, let log)):
        self.worker = nil
        return Evaluation(
          failure: ChildEvaluator.fault(
            lastWord: lastWord, termination: termination, scenario: scenario),
          trace: 0, events: 0, calls: 0, log: log)
      case .failure(.timeout) where ContinuousClock.now < caseDeadline, .failure(.stopped):
        // Stopped from outside, or past the evaluator's deadline: the case is abandoned.
        let log = worker.logTail
        self.worker = nil
        return Evaluation(failure: nil, trace: 0, events: 0, calls: 0, log: log, stopped: true)
      case .failure(.timeout):
        let log = worker.logTail
        self.worker = nil
        return Evaluation(
          failure: .fault(
            .hang,
            message: FaultMessage.hang(
              call: false, seconds: caseTimeout, place: nil, scenario: scenario), at: nil),
          trace: 0, events: 0, calls: 0, log: log)
      case .failure(.garbled(let text)):
        self.worker = nil
        return Evaluation(
          failure: .fault(.crash, message: "the worker wrote '\(text)', not a reply", at: nil),
          trace: 0, events: 0, calls: 0, log: "")
      }
    }
  }

  /// The fault a worker's death stands for: a hang or crash it reported, or its termination.
  static func fault(
    lastWord: WorkerReply?, termination: Termination, scenario: Scenario?
  ) -> RunFailure {
    switch lastWord {
    case .hang(_, let place, let call, let seconds):
      return .fault(
        .hang,
        message: FaultMessage.hang(call: call, seconds: seconds, place: place, scenario: scenario),
        at: place)
    case .crash(_, let place, let inEngine, _):
      return .fault(
        .crash,
        message: FaultMessage.crash(
          termination, place: place, inEngine: inEngine, scenario: scenario), at: place)
    default:
      return .fault(
        .crash,
        message: FaultMessage.crash(
          termination, place: nil, inEngine: true, scenario: scenario), at: nil)
    }
  }

  private func current() throws(SpawnError) -> WorkerProcess {
    if let worker { return worker }
    started += 1
    let fresh = try WorkerProcess(launch, name: "\(name)-\(started)")
    worker = fresh
    return fresh
  }
}
