package import SelectCore

/// Plays parsed scripts through an engine, checking every invariant after every call and the
/// `expect` lines in timeline order (SPEC 5, 6): a timed expectation after the steps due by its
/// time, the untimed ones right after the last event. A script plays both ways of delivering the
/// auto-scroll steps (``CallPlan``): each in a call of its own, then each with the next event's
/// call; a failure either way is the script's.
package enum Replay {
  /// Replays `script` on new engines of `kind`, both ways of delivering the steps.
  ///
  /// - Parameters:
  ///   - script: The parsed script.
  ///   - kind: The engine to run.
  ///   - profile: What the engine takes; by default its own (``EngineKind/profile``). A script
  ///     outside it is skipped, not run.
  ///   - invariants: The invariants to check; all of them unless told otherwise.
  ///   - observe: Called with each call and the script line it belongs to, for the first way;
  ///     `--trace` prints them.
  /// - Returns: Whether everything held, or the first failure with its script line.
  /// - Complexity: Twice that of ``Runner/run(_:on:checking:plan:observe:)``.
  package static func run(
    _ script: ParsedScript, on kind: EngineKind, profile: EngineProfile? = nil,
    checking invariants: Set<Invariant> = Set(Invariant.allCases),
    observe: ((_ line: Int, _ call: Call) -> Void)? = nil
  ) -> ReplayResult {
    if let outside = (profile ?? kind.profile).mismatch(script.scenario) {
      return .skipped(outsideProfile(outside))
    }
    let lines = script.timelineLines
    var outcome = ReplayResult.passed(events: 0)
    for plan in Replay.plans {
      let result: RunResult
      do {
        result = try Runner.run(script.scenario, on: kind, checking: invariants, plan: plan) {
          call in
          if plan == .early { observe?(lines[call.timelineIndex], call) }
        }
      } catch {
        return .invalid(line: error.timelineIndex.map { lines[$0] }, message: error.message)
      }
      if let reason = result.skipped { return .skipped(skippedByEngine(reason)) }
      outcome = Replay.outcome(of: result.failure, events: result.events, in: script, plan: plan)
      if !outcome.passed { return outcome }
    }
    return outcome
  }

  /// The words for a script outside the profile: the part it leaves.
  package static func outsideProfile(_ part: String) -> String {
    "outside the profile: \(part)"
  }

  /// The words for a script the engine skipped, with its reason.
  package static func skippedByEngine(_ reason: String) -> String {
    "skipped by the engine: \(reason)"
  }

  /// The ways a script is replayed, in order.
  package static let plans: [CallPlan] = [.early, .late]

  /// Plays a valid `scenario` each of ``plans`` in turn, in this process, until one fails or is
  /// skipped: that way's result, or the last's when every way held. `engineSetup` as for
  /// ``Runner/play(_:on:checking:plan:determinism:heartbeat:engineSetup:observe:)``.
  ///
  /// - Complexity: At most one run of the scenario per way.
  package static func play(
    _ scenario: Scenario, on kind: EngineKind, checking invariants: Set<Invariant>,
    engineSetup: Configuration? = nil
  ) -> RunResult {
    var result = RunResult()
    for plan in plans {
      result = Runner.play(
        scenario, on: kind, checking: invariants, plan: plan, engineSetup: engineSetup)
      if result.failure != nil || result.skipped != nil { break }
    }
    return result
  }

  /// What a run's failure means for `script`: its script line and its words.
  package static func outcome(
    of failure: RunFailure?, events: Int, in script: ParsedScript, plan: CallPlan = .early
  ) -> ReplayResult {
    let lines = script.timelineLines
    // A failure that only the steps delivered with the next event show says so.
    let way =
      plan == .early
      ? "" : " (with the steps delivered \(plan == .late ? "with the next event" : "line by line"))"
    switch failure {
    case nil:
      return .passed(events: events)
    case .fault(let fault, let message, let place):
      return .fault(fault, message: message + way, line: place.map { lines[$0.timelineIndex] })
    case .invariant(var violation, let place):
      violation.message += way
      return .violation(
        line: lines[place.timelineIndex], violation, time: place.time, isStep: place.isStep)
    case .expectation(let place, let expected, let actual):
      let line =
        switch place {
        case .timed(let index): lines[index]
        case .final(let index): script.expectationLines[index]
        }
      return .mismatch(
        line: line, expected: ScriptPrinter.statement(expected), actual: actual + way)
    }
  }

  /// What the engine reports instead, when `expectation` does not hold.
  static func mismatch(_ expectation: Expectation, _ engine: some DragSelectEngine) -> String? {
    switch expectation {
    case .selected(let items):
      let actual = engine.selection
      return actual == items
        ? nil
        : "selected " + (actual.isEmpty ? "none" : actual.map(String.init).joined(separator: " "))
    case .offset(let offset):
      return engine.offset == offset ? nil : "offset \(ScriptPrinter.number(engine.offset))"
    case .count(let count):
      let actual = engine.selection.count
      return actual == count ? nil : "count \(actual)"
    }
  }
}
