public import SelectCore

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
