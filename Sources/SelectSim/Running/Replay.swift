import SelectCore

/// Plays parsed scripts through an engine, checking every invariant after every call and the
/// `expect` lines in timeline order (SPEC 5, 6): a timed expectation after the steps due by its
/// time, the untimed ones right after the last event.
public enum Replay {
  /// Replays `script` on a new engine of `kind`.
  ///
  /// - Parameters:
  ///   - script: The parsed script.
  ///   - kind: The engine to run.
  ///   - invariants: The invariants to check; all of them unless told otherwise.
  ///   - observe: Called with each call and the script line it belongs to; `--trace` prints them.
  /// - Returns: Whether everything held, or the first failure with its script line.
  /// - Complexity: That of ``Runner/run(_:on:checking:observe:)``.
  public static func run(
    _ script: ParsedScript, on kind: EngineKind,
    checking invariants: Set<Invariant> = Set(Invariant.allCases),
    observe: ((_ line: Int, _ call: Call) -> Void)? = nil
  ) -> ReplayResult {
    let lines = script.timelineLines
    let result: RunResult
    do {
      result = try Runner.run(script.scenario, on: kind, checking: invariants) { call in
        observe?(lines[call.timelineIndex], call)
      }
    } catch {
      return .invalid(line: error.timelineIndex.map { lines[$0] }, message: error.message)
    }
    return outcome(of: result.failure, events: result.events, in: script)
  }

  /// What a run's failure means for `script`: its script line and its words.
  package static func outcome(of failure: RunFailure?, events: Int, in script: ParsedScript)
    -> ReplayResult
  {
    let lines = script.timelineLines
    switch failure {
    case nil:
      return .passed(events: events)
    case .fault(let fault, let message, let place):
      return .fault(fault, message: message, line: place.map { lines[$0.timelineIndex] })
    case .invariant(let violation, let place):
      return .violation(
        line: lines[place.timelineIndex], violation, time: place.time, isStep: place.isStep)
    case .expectation(let place, let expected, let actual):
      let line =
        switch place {
        case .timed(let index): lines[index]
        case .final(let index): script.expectationLines[index]
        }
      return .mismatch(line: line, expected: ScriptPrinter.statement(expected), actual: actual)
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
