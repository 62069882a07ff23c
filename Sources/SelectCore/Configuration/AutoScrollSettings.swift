/// The hotspots and the stepping of auto-scroll (SPEC 3.4).
public struct AutoScrollSettings: Hashable, Sendable {
  /// The height `h` of each hotspot; 0 or less disables auto-scroll.
  public var hotspotHeight: Double
  /// `ot`: how far below the viewport's top edge the top hotspot starts (negative reaches past it).
  public var topOffset: Double
  /// `ob`: how far above the viewport's bottom edge the bottom hotspot ends.
  public var bottomOffset: Double
  /// Points scrolled per step for each point of depth.
  public var velocity: Double
  /// Seconds between steps; must be positive.
  public var interval: Double

  /// Settings with the SPEC 3.4 defaults for whatever is not given.
  public init(
    hotspotHeight: Double = 100, topOffset: Double = 0, bottomOffset: Double = 0,
    velocity: Double = 0.5, interval: Double = 0.025
  ) {
    self.hotspotHeight = hotspotHeight
    self.topOffset = topOffset
    self.bottomOffset = bottomOffset
    self.velocity = velocity
    self.interval = interval
  }
}
