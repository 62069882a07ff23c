/// Which auto-scroll hotspot applies to a finger (SPEC 3.4).
public enum Hotspot: Hashable, Sendable {
  /// The top hotspot `[ot, ot + h]`: steps scroll up.
  case top
  /// The bottom hotspot `[H - ob - h, H - ob]`: steps scroll down.
  case bottom

  /// The hotspot that contains viewport `y`, the top one where they overlap, or `nil`.
  ///
  /// Both are closed intervals of viewport y; x never counts, and a height of 0 or less disables
  /// both.
  public static func containing(
    y: Double, settings: AutoScrollSettings, viewportHeight: Double
  ) -> Hotspot? {
    let height = settings.hotspotHeight
    guard height > 0 else { return nil }
    let top = settings.topOffset
    if top <= y && y <= top + height { return .top }
    let bottomEdge = viewportHeight - settings.bottomOffset
    if bottomEdge - height <= y && y <= bottomEdge { return .bottom }
    return nil
  }

  /// How deep viewport `y` lies in this hotspot: 0 at its inner edge, `h` at its outer edge.
  public func depth(y: Double, settings: AutoScrollSettings, viewportHeight: Double) -> Double {
    switch self {
    case .top: settings.topOffset + settings.hotspotHeight - y
    case .bottom: y - (viewportHeight - settings.bottomOffset - settings.hotspotHeight)
    }
  }
}
