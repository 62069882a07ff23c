/// Where in a run a call happened.
public struct CallPlace: Hashable, Sendable, Codable {
  /// The timeline line being played (for a step: the one it falls before).
  public var timelineIndex: Int
  /// The call's virtual time.
  public var time: Double
  /// Whether the call was an auto-scroll step rather than the timeline line itself.
  public var isStep: Bool

  /// The place of a call.
  public init(timelineIndex: Int, time: Double, isStep: Bool) {
    self.timelineIndex = timelineIndex
    self.time = time
    self.isStep = isStep
  }
}
