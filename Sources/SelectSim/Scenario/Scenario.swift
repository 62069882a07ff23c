public import SelectCore

/// One complete test case: the engine's configuration, a timeline of events and timed
/// expectations, and expectations about the final state.
///
/// The one currency of the harness (ARCHITECTURE.md): generators make it, the parser reads it,
/// the printer writes it, the shrinker transforms it and the runner plays it.
public struct Scenario: Hashable, Sendable {
  /// The setup: viewport, layout, options, policy and initial state.
  public var configuration: Configuration
  /// Events and timed expectations, in time order (times never decrease).
  public var timeline: [Scheduled]
  /// Untimed expectations: checked right after the last event.
  public var expectations: [Expectation]

  /// A scenario with the given setup, timeline and final expectations.
  public init(
    configuration: Configuration, timeline: [Scheduled] = [], expectations: [Expectation] = []
  ) {
    self.configuration = configuration
    self.timeline = timeline
    self.expectations = expectations
  }

  /// The number of events in the timeline (expectations not counted).
  public var eventCount: Int {
    timeline.count { if case .event = $0.action { true } else { false } }
  }
}
