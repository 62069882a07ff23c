public import SelectCore

/// One complete test case: the engine's configuration, a timeline of events and timed
/// expectations, and expectations about the final state.
///
/// The one currency of the harness (ARCHITECTURE.md): generators make it, the parser reads it,
/// the printer writes it, the shrinker transforms it and the runner plays it.
public struct Scenario: Hashable, Sendable {
  public var configuration: Configuration
  /// Events and timed expectations, in time order (times never decrease).
  public var timeline: [Scheduled]
  /// Untimed expectations: checked right after the last event.
  public var expectations: [Expectation]

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

/// One line of a timeline: something that happens, or is checked, at a time.
public struct Scheduled: Hashable, Sendable {
  /// What happens at ``time``.
  public enum Action: Hashable, Sendable {
    case event(Event)
    /// A check of the state after the steps due by this time (SPEC 5).
    case expect(Expectation)
  }

  public var time: Double
  public var action: Action

  public init(time: Double, action: Action) {
    self.time = time
    self.action = action
  }

  public static func event(_ event: Event, at time: Double) -> Scheduled {
    Scheduled(time: time, action: .event(event))
  }

  /// The event, when this line is one.
  public var event: Event? {
    if case .event(let event) = action { event } else { nil }
  }
}

/// A claim about the engine's state, written `expect …` in a script (SPEC 5).
public enum Expectation: Hashable, Sendable {
  /// Exactly these items are selected (ascending, no repeats).
  case selected([Int])
  /// The offset is exactly this value.
  case offset(Double)
  /// This many items are selected.
  case count(Int)
}
