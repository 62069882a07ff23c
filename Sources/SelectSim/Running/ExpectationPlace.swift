/// Which expectation failed: a timed one (by timeline index) or an untimed one.
public enum ExpectationPlace: Hashable, Sendable, Codable {
  case timed(timelineIndex: Int)
  case final(index: Int)

  /// Whether the expectation is a timed line of the timeline.
  public var isTimed: Bool { if case .timed = self { true } else { false } }
}
