package import SelectCore

/// One call the runner made to an engine, with what the engine reported back, or the share of a
/// call that one auto-scroll step made.
///
/// The runner calls the engine once per timeline line, and delivers the steps due before it
/// (SPEC 3.4) as its ``CallPlan`` says: each in an `idle` call of its own, or within the line's
/// call. There, the call's entries are shared out among the steps (by their times) and the line,
/// and each share is judged as a call of its own: a step delivered this way ``isLate``.
package struct Call: Sendable {
  /// Why the runner made the call.
  package enum Kind: Hashable, Sendable {
    /// An auto-scroll step is due at this time (SPEC 3.4).
    case step
    /// A timeline event.
    case event(Event)
    /// A timeline event that is out of place on purpose (SPEC 2.4, 5): the engine must ignore it.
    case stray(Event)
    /// A timed `expect` line: the engine gets `idle` and the state is checked.
    case expectation
  }

  /// The call's position in the run, from 0.
  package var index: Int
  /// The timeline line being played, or about to be played for a step.
  package var timelineIndex: Int
  /// The call's virtual time.
  package var time: Double
  /// What the call was: a timeline line, a step or an expectation.
  package var kind: Kind
  /// The entries the engine returned.
  package var entries: [Entry]
  /// The offset the engine reported after the call.
  package var reportedOffset: Double
  /// The selection the engine reported after the call, ascending (empty when no check reads it).
  package var reportedSelection: [Int]
  /// Whether this is a step the engine applied within the next line's call: its entries are its
  /// share of that call, and the reported offset and selection are those after the whole call.
  package var isLate = false

  /// The event sent to the engine: the timeline event, or `idle`.
  package var event: Event {
    switch kind {
    case .event(let event), .stray(let event): event
    case .step, .expectation: .idle
    }
  }

  /// Whether the call is an auto-scroll step.
  package var isStep: Bool { kind == .step }

  /// What the call was, in a script's words: `move 10,20`, `an auto-scroll step`, `expect`.
  package var what: String {
    switch kind {
    case .step: "an auto-scroll step"
    case .expectation: "expect"
    case .event(let event): ScriptPrinter.statement(event)
    case .stray(let event): "stray " + ScriptPrinter.statement(event)
    }
  }
}
