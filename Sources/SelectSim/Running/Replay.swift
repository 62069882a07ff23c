public import SelectCore

/// What replaying a script found.
public enum ReplayResult: Hashable, Sendable {
  /// Every expectation held.
  case passed(events: Int)
  /// An `expect` line did not match: its line, what it said, and what the engine reported.
  case mismatch(line: Int, expected: String, actual: String)
  /// The script's configuration was refused by the engine.
  case refused(String)

  public var passed: Bool { if case .passed = self { true } else { false } }
}

/// Plays parsed scripts through an engine and checks their `expect` lines in timeline order
/// (SPEC 5): a timed expectation after the steps due by its time, the untimed ones right after
/// the last event.
public enum Replay {
  /// Replays `script` on a new engine of `kind`.
  ///
  /// - Parameters:
  ///   - script: The parsed script.
  ///   - kind: The engine to run.
  ///   - observe: Called after each timeline line with its script line, the line and the entries
  ///     it produced; `selfuzz replay --trace` prints them.
  /// - Returns: Whether every expectation held, or the first mismatch.
  /// - Complexity: O(*e*) engine events for *e* timeline lines.
  public static func run(
    _ script: ParsedScript, on kind: EngineKind,
    observe: ((_ line: Int, _ scheduled: Scheduled, _ entries: [Entry]) -> Void)? = nil
  ) -> ReplayResult {
    let engine: any DragSelectEngine
    do {
      engine = try kind.makeEngine(script.scenario.configuration)
    } catch {
      return .refused(error.description)
    }
    return run(script, engine: engine, observe: observe)
  }

  private static func run<Engine: DragSelectEngine>(
    _ script: ParsedScript, engine: Engine,
    observe: ((_ line: Int, _ scheduled: Scheduled, _ entries: [Entry]) -> Void)?
  ) -> ReplayResult {
    var engine = engine
    var events = 0
    for (position, scheduled) in script.scenario.timeline.enumerated() {
      switch scheduled.action {
      case .event(let event):
        let entries = engine.apply(event, at: scheduled.time)
        observe?(script.timelineLines[position], scheduled, entries)
        events += 1
      case .expect(let expectation):
        let entries = engine.apply(.idle, at: scheduled.time)
        observe?(script.timelineLines[position], scheduled, entries)
        if let actual = mismatch(expectation, engine) {
          return .mismatch(
            line: script.timelineLines[position], expected: ScriptPrinter.statement(expectation),
            actual: actual)
        }
      }
    }
    for (position, expectation) in script.scenario.expectations.enumerated() {
      if let actual = mismatch(expectation, engine) {
        return .mismatch(
          line: script.expectationLines[position], expected: ScriptPrinter.statement(expectation),
          actual: actual)
      }
    }
    return .passed(events: events)
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
