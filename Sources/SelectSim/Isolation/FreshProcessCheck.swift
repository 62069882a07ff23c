import SelectCore

/// The fresh-process half of `determinism` in a worker (SPEC 4, 9): a case is played again, whole,
/// in a worker process of its own (the engine started afresh there), and the two traces (every
/// call's entries, hashed) must be equal. It finds what differs from process to process: a hash
/// seed (`Set` and `Dictionary` order), the address of an object, state a process keeps.
///
/// One round trip per case checked, where replaying the calls to a twin one by one over the engine
/// protocol costs one per call; a fuzz case is not even sent, but generated again there from its
/// iteration (the fresh worker has the run's seed). Only when the traces differ is the case played
/// again in both processes, call by call, to name the first call that differs.
package final class FreshProcessCheck {
  private let evaluator: ChildEvaluator
  private let launch: WorkerProcess.Launch
  private let caseTimeout: Double
  /// The fresh worker for fuzz cases, started on first use.
  private var worker: WorkerProcess?
  /// The fuzz case the fresh worker was asked for and has not answered yet.
  private var pending: Int?

  /// A check whose fresh worker `launch` starts (with `determinism` off there, and the run's seed
  /// and modes).
  package init(_ launch: WorkerProcess.Launch, callTimeout: Double, caseTimeout: Double) {
    self.launch = launch
    self.caseTimeout = caseTimeout + callTimeout + 10
    evaluator = ChildEvaluator(
      launch, name: "fresh", callTimeout: callTimeout, caseTimeout: caseTimeout)
  }

  /// Asks the fresh worker for fuzz case `iteration` before this process plays it, so that both
  /// play it at once (the answer is read by ``check(_:plan:kind:)``): on a machine with a core to
  /// spare, the round trip costs no waiting.
  package func begin(_ iteration: Int) {
    if worker == nil { worker = try? WorkerProcess(launch, name: "fresh-cases") }
    if let worker, worker.send(.block(index: 0, first: iteration, count: 1, verbose: false)) {
      pending = iteration
    }
  }

  /// Reads the fresh worker's answer for the case asked for by ``begin(_:)``, if any, without
  /// judging it: for a case that failed here already.
  package func abandon() {
    if pending != nil { _ = freshFingerprint() }
  }

  /// Runs fuzz case `found.iteration` again in the fresh worker (or reads the answer to
  /// ``begin(_:)``) and compares fingerprints (the iteration, the scenario and the trace, hashed).
  ///
  /// - Returns: `nil` when the fresh process agrees, else the `determinism` failure to report.
  package func check(_ found: FuzzCase, plan: CallPlan, kind: EngineKind) -> RunFailure? {
    if pending != found.iteration {
      abandon()
      begin(found.iteration)
    }
    if let fingerprint = freshFingerprint(), fingerprint == found.fingerprint {
      return nil
    }
    return locate(found.scenario, plan: plan, kind: kind, freshFailure: nil)
  }

  /// The fingerprint the fresh worker gives the pending case, or `nil` when it failed or died.
  private func freshFingerprint() -> UInt64? {
    guard let worker, pending != nil else { return nil }
    pending = nil
    let deadline = ContinuousClock.now + .seconds(caseTimeout)
    var fingerprint: UInt64?
    while true {
      switch worker.nextReply(deadline: deadline) {
      case .success(.ok(let record)): fingerprint = record.fingerprint
      case .success(.end): return fingerprint
      case .success: continue
      case .failure:
        self.worker = nil
        return nil
      }
    }
  }

  /// Plays `scenario` in the fresh worker and compares its trace with `result`'s, this process's
  /// run of it on `kind` with the steps delivered as `plan`.
  ///
  /// - Returns: `nil` when the fresh process agrees, else the `determinism` failure to report.
  package func check(
    _ scenario: Scenario, plan: CallPlan, result: RunResult, kind: EngineKind
  ) -> RunFailure? {
    let fresh = evaluator.play(ScriptPrinter.print(scenario), scenario: scenario, plan: plan)
    if fresh.failure == nil && fresh.trace == result.trace.value { return nil }
    return locate(scenario, plan: plan, kind: kind, freshFailure: fresh.failure)
  }

  /// Plays `scenario` again here and in the fresh worker, call by call, and names the first call
  /// that differs.
  private func locate(
    _ scenario: Scenario, plan: CallPlan, kind: EngineKind, freshFailure: RunFailure?
  ) -> RunFailure {
    let script = ScriptPrinter.print(scenario)
    var ours: [Call] = []
    _ = Runner.play(scenario, on: kind, checking: [], plan: plan) { ours.append($0) }
    var theirs: [Call] = []
    let again = evaluator.play(script, scenario: scenario, plan: plan) { theirs.append($0) }
    for (mine, other) in zip(ours, theirs) {
      if let message = EngineComparison.compare(
        mine, other.entries, other.reportedOffset, "the same case in a fresh process")
      {
        return failure(message, at: mine)
      }
    }
    if let fault = again.failure ?? freshFailure, case .fault(let kind, let message, _) = fault {
      return failure(
        "in a fresh process the engine failed: \(kind.rawValue): \(message)", at: ours.last)
    }
    return failure(
      "a fresh process played the same case to a different trace (\(ours.count) calls here, "
        + "\(theirs.count) there)", at: ours.last)
  }

  private func failure(_ message: String, at call: Call?) -> RunFailure {
    .invariant(
      Violation(.determinism, message),
      at: CallPlace(
        timelineIndex: call?.timelineIndex ?? 0, time: call?.time ?? 0,
        isStep: call?.isStep ?? false))
  }
}
