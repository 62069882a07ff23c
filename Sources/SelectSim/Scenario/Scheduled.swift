public import SelectCore

/// One line of a timeline: something that happens, or is checked, at a time.
public struct Scheduled: Hashable, Sendable {
  /// What happens at ``time``.
  public enum Action: Hashable, Sendable {
    case event(Event)
    /// A check of the state after the steps due by this time (SPEC 5).
    case expect(Expectation)
  }

  /// The virtual time of the line.
  public var time: Double
  /// The event or expectation.
  public var action: Action
  /// Whether the event is out of place on purpose (SPEC 2.4, 5: `TIME stray EVENT`): a `down`
  /// while the finger is down, a `move`, `up` or `cancel` while it is up, a `frame` for a missing
  /// item. The engine must ignore it, apart from the steps due by its time.
  public var isStray: Bool

  /// A line at `time`.
  public init(time: Double, action: Action, isStray: Bool = false) {
    self.time = time
    self.action = action
    self.isStray = isStray
  }

  /// An event that is out of place on purpose, which the engine must ignore.
  public static func stray(_ event: Event, at time: Double) -> Scheduled {
    Scheduled(time: time, action: .event(event), isStray: true)
  }

  /// An event at `time`, in place.
  public static func event(_ event: Event, at time: Double) -> Scheduled {
    Scheduled(time: time, action: .event(event))
  }

  /// The event, when this line is one.
  public var event: Event? {
    if case .event(let event) = action { event } else { nil }
  }
}

extension Scheduled {
  /// The same line at `time`, stray or not as it was.
  func moved(to time: Double) -> Scheduled {
    Scheduled(time: time, action: action, isStray: isStray)
  }

  /// The same line with its event changed by `change` (an expectation stays as it is).
  func mapEvent(_ change: (Event) -> Event) -> Scheduled {
    guard case .event(let event) = action else { return self }
    return Scheduled(time: time, action: .event(change(event)), isStray: isStray)
  }

  /// The same line with the point of its `down` or `move` changed by `change` (any other line
  /// stays as it is).
  func mapTouch(_ change: (Point) -> Point) -> Scheduled {
    mapEvent { event in
      switch event {
      case .down(let point): .down(change(point))
      case .move(let point): .move(change(point))
      default: event
      }
    }
  }
}
