public import SelectCore

/// One call the runner made to an engine, with what the engine reported back.
///
/// The runner calls the engine once per timeline line, and once more (with `idle`) at every time
/// the harness expects an auto-scroll step, so that each call has one cause.
public struct Call: Sendable {
  /// Why the runner made the call.
  public enum Kind: Hashable, Sendable {
    /// An auto-scroll step is due at this time (SPEC 3.4).
    case step
    /// A timeline event.
    case event(Event)
    /// A timed `expect` line: the engine gets `idle` and the state is checked.
    case expectation
  }

  /// The call's position in the run, from 0.
  public var index: Int
  /// The timeline line being played, or about to be played for a step.
  public var timelineIndex: Int
  public var time: Double
  public var kind: Kind
  /// The entries the engine returned.
  public var entries: [Entry]
  /// The offset the engine reported after the call.
  public var reportedOffset: Double
  /// The selection the engine reported after the call, ascending (empty when no check reads it).
  public var reportedSelection: [Int]

  /// The event sent to the engine: the timeline event, or `idle`.
  public var event: Event {
    if case .event(let event) = kind { event } else { .idle }
  }

  public var isStep: Bool { kind == .step }

  /// What the call was, in a script's words: `move 10,20`, `an auto-scroll step`, `expect`.
  public var what: String {
    switch kind {
    case .step: "an auto-scroll step"
    case .expectation: "expect"
    case .event(let event): ScriptPrinter.statement(event)
    }
  }
}
