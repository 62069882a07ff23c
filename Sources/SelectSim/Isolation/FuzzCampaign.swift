import Foundation
import SelectCore

/// A fuzz run across worker processes (SPEC 9; libFuzzer's fork mode is the model): whatever the
/// number of jobs, cases run in long-lived `selfuzz worker` children, so an engine that traps,
/// aborts or hangs costs a worker, never the run. Blocks of iterations are handed out on demand;
/// the lowest failing iteration is the run's, the same with any number of jobs; it is then
/// confirmed in a fresh process, which becomes the evaluator its shrinking uses.
package final class FuzzCampaign {
  package let settings: CampaignSettings
  /// The fresh worker that confirmed the failure, kept to shrink it with.
  package private(set) var evaluator: ChildEvaluator?
  /// Called with the failing iteration before a fresh process confirms it (a slow or hanging
  /// case takes as long again there).
  package var onConfirming: ((Int) -> Void)?
  /// Whether the failure of an iteration is one the run already knows (a run against known
  /// findings): such a case is counted as the workers report it, and the run reads on; `nil`
  /// stops at every failure.
  package var isKnown: ((Int, RunFailure) -> Bool)?
  private var ledger: BlockLedger
  private let generator: ScenarioGenerator

  /// One job: its worker, the block it runs, and what it said last before dying.
  private struct Slot {
    var worker: WorkerProcess?
    var block: BlockLedger.Block?
    var lastWord: WorkerReply?
    var started = 0
  }

  package init(_ settings: CampaignSettings) {
    self.settings = settings
    ledger = BlockLedger(
      first: settings.first, count: settings.count, blockSize: settings.blockSize,
      shard: settings.shard)
    generator = ScenarioGenerator(modes: settings.worker.modes, profile: settings.worker.profile)
  }

  /// Runs the campaign.
  ///
  /// - Parameters:
  ///   - progress: Called now and then with the cases known to have passed.
  ///   - interrupted: Polled between reads; once it says so, the workers are stopped and the run
  ///     reports what it finished.
  /// - Returns: The totals, and the lowest failure, confirmed.
  /// - Throws: ``SpawnError`` when no worker can be started at all.
  package func run(progress: (Int) -> Void, interrupted: () -> Bool) throws(SpawnError)
    -> CampaignOutcome
  {
    var slots = Array(repeating: Slot(), count: max(1, settings.jobs))
    let stopAt = settings.duration.map { ContinuousClock.now + .seconds($0) }
    var passed = 0
    var wasInterrupted = false
    var interruptedTotals = FuzzTotals()
    loop: while true {
      if interrupted() {
        wasInterrupted = true
        ledger.stopAssigning()
        passed += drain(&slots)
        interruptedTotals = ledger.passedPrefix
        for index in slots.indices where slots[index].block != nil {
          if let block = slots[index].block { ledger.abandon(block: block.index) }
          slots[index] = Slot(started: slots[index].started)
        }
        break loop
      }
      if let stopAt, ContinuousClock.now >= stopAt { ledger.stopAssigning() }
      for index in slots.indices where slots[index].block == nil {
        guard let block = ledger.nextBlock() else { break }
        try start(&slots[index], index: index)
        slots[index].worker?.send(
          .block(
            index: block.index, first: block.first, count: block.count, verbose: false,
            goesOn: isKnown != nil))
        slots[index].block = block
      }
      for index in slots.indices {
        if let block = slots[index].block, ledger.isMoot(block) {
          ledger.abandon(block: block.index)
          slots[index] = Slot(started: slots[index].started)
        }
      }
      if ledger.isSettled { break loop }
      wait(for: slots)
      for index in slots.indices where slots[index].block != nil {
        passed += read(&slots[index])
      }
      progress(passed)
    }
    for index in slots.indices { slots[index].worker?.child.closeInput() }
    slots.removeAll()
    var outcome = CampaignOutcome(
      totals: ledger.totals(failingCase: nil),
      nextIteration: ledger.nextUncounted(failingCase: nil),
      failure: nil, interrupted: wasInterrupted)
    if wasInterrupted {
      outcome.totals = interruptedTotals
      outcome.nextIteration = settings.first + interruptedTotals.cases
    }
    if let failure = ledger.lowestFailure {
      if wasInterrupted {
        outcome.failure = unconfirmed(failure)
      } else {
        confirm(failure, into: &outcome)
      }
    }
    return outcome
  }

  /// Reads what the busy workers report for a little longer (a worker's watchdog sends what it
  /// holds a fifth of a second at the most), so that an interrupted run counts every case that
  /// finished.
  ///
  /// - Returns: How many cases they reported passed.
  private func drain(_ slots: inout [Slot]) -> Int {
    var passed = 0
    let until = ContinuousClock.now + .milliseconds(300)
    repeat {
      wait(for: slots)
      for index in slots.indices where slots[index].block != nil {
        passed += read(&slots[index])
      }
    } while ContinuousClock.now < until && slots.contains { $0.block != nil }
    return passed
  }

  /// A failure a worker found, reported as found when the run is stopped before a fresh process
  /// could confirm it: nothing found is lost.
  private func unconfirmed(_ found: BlockLedger.Failure) -> CampaignFailure {
    let failure =
      found.failure
      ?? .fault(
        .crash,
        message:
          "a worker process died while running cases from \((found.lastPassed ?? found.block.first - 1) + 1) on; the run was stopped before a fresh process could say which",
        at: nil)
    return CampaignFailure(
      iteration: found.iteration, failure: failure, shrinkTarget: nil, log: "", confirmed: false)
  }

  // MARK: Workers

  private func start(_ slot: inout Slot, index: Int) throws(SpawnError) {
    guard slot.worker == nil else { return }
    slot.started += 1
    slot.worker = try WorkerProcess(settings.launch, name: "worker-\(index)-\(slot.started)")
    slot.lastWord = nil
  }

  /// Waits until a busy worker has output, at most a tenth of a second.
  private func wait(for slots: [Slot]) {
    var entries = slots.compactMap { slot -> pollfd? in
      guard slot.block != nil, let worker = slot.worker else { return nil }
      return pollfd(fd: worker.child.output.descriptor, events: Int16(POLLIN), revents: 0)
    }
    guard !entries.isEmpty else { return }
    _ = poll(&entries, nfds_t(entries.count), 100)
  }

  /// Reads what `slot`'s worker wrote and tells the ledger.
  ///
  /// - Returns: How many cases it reported passed.
  private func read(_ slot: inout Slot) -> Int {
    guard let worker = slot.worker, let block = slot.block else { return 0 }
    worker.child.output.fill()
    var passedNow = 0
    while let reply = worker.takeReply() {
      switch reply {
      case .success(.ok(let record)):
        ledger.passed(record, block: block.index)
        passedNow += 1
      case .success(.fail(let record, let failure)):
        if let isKnown, isKnown(record.iteration, failure) {
          ledger.passed(record, block: block.index)
          passedNow += 1
          continue
        }
        ledger.failed(block: block.index, at: record.iteration, failure: failure, record: record)
        if isKnown != nil {
          // A worker that goes on past failures is done with its block at one it does not know.
          worker.child.terminate()
          slot = Slot(started: slot.started)
          return passedNow
        }
      case .success(.end(let index)):
        ledger.ended(block: index)
        slot.block = nil
        return passedNow
      case .success(let word):
        slot.lastWord = word
      case .failure:
        worker.child.terminate()
      }
    }
    if worker.child.output.sawEnd {
      died(&slot, block: block, termination: worker.child.waitForExit(deadline: .now + .seconds(5)))
    }
    return passedNow
  }

  /// A worker died in `block`: the case it named (a crash or a hang it reported), or the first
  /// case not known to pass, fails; the confirmation finds out which.
  private func died(_ slot: inout Slot, block: BlockLedger.Block, termination: Termination) {
    let firstUnknown = (ledger.lastPassed(inBlock: block.index) ?? (block.first - 1)) + 1
    switch slot.lastWord {
    case .hang(let iteration, _, _, _), .crash(let iteration, _, _, _):
      let scenario = generator.scenario(seed: settings.worker.seed, iteration: iteration)
      let failure = ChildEvaluator.fault(
        lastWord: slot.lastWord, termination: termination, scenario: scenario)
      ledger.failed(block: block.index, at: iteration, failure: failure, record: nil)
    default:
      ledger.failed(block: block.index, at: firstUnknown, failure: nil, record: nil)
    }
    slot.worker = nil
    slot.block = nil
    slot.lastWord = nil
  }

  // MARK: Confirmation

  /// Reruns the failing block from its first case not known to pass, in a fresh worker, one case
  /// at a time: the first failure there is compared with the worker's. The same failure is
  /// confirmed; anything else is `flaky`, with both outcomes (SPEC 9), never a pass.
  private func confirm(_ found: BlockLedger.Failure, into outcome: inout CampaignOutcome) {
    onConfirming?(found.iteration)
    let from = (found.lastPassed ?? (found.block.first - 1)) + 1
    let scenarioOf = { (iteration: Int) in
      self.generator.scenario(seed: self.settings.worker.seed, iteration: iteration)
    }
    var missing: [CaseRecord] = []
    var fresh: (iteration: Int, failure: RunFailure, record: CaseRecord?)?
    var log = ""
    let confirming = try? WorkerProcess(settings.launch, name: "confirm")
    if let confirming {
      confirming.send(
        .block(index: found.block.index, first: from, count: found.block.end - from, verbose: true))
      var lastWord: WorkerReply?
      reading: while true {
        switch confirming.nextReply(deadline: .now + .seconds(timeLimit(for: found.block))) {
        case .success(.ok(let record)):
          missing.append(record)
        case .success(.fail(let record, let failure)):
          fresh = (record.iteration, failure, record)
        case .success(.end):
          break reading
        case .success(let word):
          lastWord = word
        case .failure(.died(let termination, let tail)):
          let iteration: Int
          switch lastWord {
          case .hang(let named, _, _, _), .crash(let named, _, _, _): iteration = named
          default: iteration = (missing.last?.iteration ?? (from - 1)) + 1
          }
          fresh = (
            iteration,
            ChildEvaluator.fault(
              lastWord: lastWord, termination: termination, scenario: scenarioOf(iteration)), nil
          )
          log = tail
          break reading
        case .failure(.stopped):
          outcome.interrupted = true
          outcome.failure = unconfirmed(found)
          return
        case .failure(.timeout), .failure(.garbled):
          let iteration = (missing.last?.iteration ?? (from - 1)) + 1
          fresh = (
            iteration,
            .fault(
              .hang,
              message: FaultMessage.hang(
                call: false, seconds: settings.worker.caseTimeout, place: nil,
                scenario: scenarioOf(iteration)), at: nil), nil
          )
          break reading
        }
      }
      if log.isEmpty { log = confirming.logTail }
    }
    let reported: CampaignFailure
    var failingRecord: CaseRecord?
    if let worker = found.failure, let fresh, fresh.iteration == found.iteration,
      fresh.failure.isSame(as: worker)
    {
      reported = CampaignFailure(
        iteration: fresh.iteration, failure: fresh.failure, shrinkTarget: fresh.failure, log: log)
      failingRecord = fresh.record ?? found.record
      evaluator = shrinkingEvaluator(adopting: confirming)
    } else if found.failure == nil, let fresh {
      // A worker died without a word; the fresh process found the failure.
      reported = CampaignFailure(
        iteration: fresh.iteration, failure: fresh.failure, shrinkTarget: fresh.failure, log: log)
      failingRecord = fresh.record
      evaluator = shrinkingEvaluator(adopting: confirming)
    } else {
      reported = flaky(found, fresh: fresh, from: from, scenarioOf: scenarioOf)
      failingRecord =
        fresh.flatMap { $0.iteration == reported.iteration ? $0.record : nil }
        ?? found.record
    }
    if failingRecord == nil {
      failingRecord = FuzzCampaign.faultRecord(
        iteration: reported.iteration, scenario: scenarioOf(reported.iteration),
        failure: reported.failure)
    }
    let counted = missing.filter { $0.iteration < reported.iteration }
    if let target = reported.shrinkTarget {
      evaluator?.choosePlans(
        toShrink: scenarioOf(reported.iteration), failing: target,
        found: CallPlan.forCase(seed: settings.worker.seed, iteration: reported.iteration))
    }
    outcome.failure = reported
    outcome.totals = ledger.totals(failingCase: failingRecord, filling: counted)
    outcome.nextIteration = settings.first + outcome.totals.cases
  }

  /// The report of a failure a fresh process did not reproduce, and an evaluator that does, if
  /// one of three more fresh processes shows it (to shrink with).
  private func flaky(
    _ found: BlockLedger.Failure,
    fresh: (iteration: Int, failure: RunFailure, record: CaseRecord?)?,
    from: Int, scenarioOf: (Int) -> Scenario
  ) -> CampaignFailure {
    if let fresh, fresh.iteration < found.iteration {
      // The worker passed this case; a fresh process failed it.
      return CampaignFailure(
        iteration: fresh.iteration,
        failure: .fault(
          .flaky,
          message:
            "in a worker the case passed; in a fresh process: \(fresh.failure.name): \(fresh.failure.message)",
          at: fresh.failure.place),
        shrinkTarget: nil, log: "")
    }
    let freshText =
      fresh.map {
        $0.iteration == found.iteration ? "\($0.failure.name): \($0.failure.message)" : "it passed"
      }
      ?? "it passed"
    guard let worker = found.failure else {
      return CampaignFailure(
        iteration: from,
        failure: .fault(
          .flaky,
          message:
            "a worker process died while running cases \(from)..<\(found.block.end); in a fresh process every one of them passed",
          at: nil),
        shrinkTarget: nil, log: "")
    }
    let message = "in a worker: \(worker.name): \(worker.message); in a fresh process: \(freshText)"
    var target: RunFailure?
    let scenario = scenarioOf(found.iteration)
    for attempt in 1...3 {
      let candidate = ChildEvaluator(
        settings.launch, name: "reproduce-\(attempt)", callTimeout: settings.worker.callTimeout,
        caseTimeout: settings.worker.caseTimeout)
      candidate.plans = [CallPlan.forCase(seed: settings.worker.seed, iteration: found.iteration)]
      if let again = candidate.evaluate(scenario), again.isSame(as: worker) {
        evaluator = candidate
        target = again
        break
      }
    }
    return CampaignFailure(
      iteration: found.iteration, failure: .fault(.flaky, message: message, at: worker.place),
      shrinkTarget: target, log: "")
  }

  /// The evaluator to shrink with: the confirming worker while it lives (it reproduced the
  /// failure, which matters when a failure depends on the process), else a fresh one.
  private func shrinkingEvaluator(adopting worker: WorkerProcess?) -> ChildEvaluator {
    if let worker, !worker.child.output.sawEnd, worker.child.termination == nil {
      return ChildEvaluator(
        adopting: worker, launch: settings.launch, name: "shrink",
        callTimeout: settings.worker.callTimeout, caseTimeout: settings.worker.caseTimeout)
    }
    return ChildEvaluator(
      settings.launch, name: "shrink", callTimeout: settings.worker.callTimeout,
      caseTimeout: settings.worker.caseTimeout)
  }

  /// Seconds to wait for a confirmation block: every case at its deadline, with room to spare.
  private func timeLimit(for block: BlockLedger.Block) -> Double {
    Double(block.count) * (settings.worker.caseTimeout + 1) + 10
  }

  /// The record of a case that has no trace to hash (its engine crashed or hung): its iteration,
  /// its scenario and the failure's name, so the fingerprint is the same with any number of jobs.
  static func faultRecord(iteration: Int, scenario: Scenario, failure: RunFailure) -> CaseRecord {
    var fingerprint = Fingerprint()
    fingerprint.add(iteration)
    fingerprint.add(scenario)
    for byte in failure.name.utf8 { fingerprint.add(UInt64(byte)) }
    var coverage = CaseCoverage()
    coverage.mode = scenario.configuration.mode
    return CaseRecord(
      iteration: iteration, fingerprint: fingerprint.value, events: 0, calls: 0, coverage: coverage)
  }
}
