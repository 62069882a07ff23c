import SelectCore

/// The geometry the harness judges with, written from the SPEC on its own: it shares no code with
/// SelectCore's engine (nor with the reference model), so that a slip in the engine's geometry
/// shows as a broken invariant rather than being agreed with. Only the plain value types (`Point`,
/// `Rect`, `Box`, `AutoScrollSettings`, `Hotspot` as a name) are shared.
///
/// The formulas are the SPEC's, in its order, so that a correct engine agrees to the bit.
enum SpecGeometry {
  /// SPEC 2.1: a frame contains `point` when `x <= p.x < x + width` and `y <= p.y < y + height`;
  /// an empty frame contains nothing.
  static func contains(_ frame: Rect, _ point: Point) -> Bool {
    guard frame.width > 0, frame.height > 0 else { return false }
    let right = frame.x + frame.width
    let bottom = frame.y + frame.height
    return frame.x <= point.x && point.x < right && frame.y <= point.y && point.y < bottom
  }

  /// SPEC 3.2 (`range-shape` `rect`): a frame meets a closed box when they share a point, the
  /// frame's max edges open and the box's closed; an empty frame meets nothing.
  static func meets(_ frame: Rect, _ box: Box) -> Bool {
    let right = frame.x + frame.width
    let bottom = frame.y + frame.height
    return frame.width > 0 && frame.height > 0 && frame.x <= box.maxX && box.minX < right
      && frame.y <= box.maxY && box.minY < bottom
  }

  /// SPEC 2.1: the content point of viewport point `point`: `(x, y + offset)`.
  static func contentPoint(_ point: Point, offset: Double) -> Point {
    Point(x: point.x, y: point.y + offset)
  }

  /// SPEC 3.5: where the closed segment from `start` to `end` first reaches `frame`: the smallest
  /// parameter `t` in `[0, 1]` whose point `start + t * (end - start)` lies inside, or the limit
  /// of those where the segment enters through an open max edge; `nil` when it misses.
  ///
  /// Per axis, the parameters inside are the interval between `(low - start) / delta` (closed: the
  /// min edge belongs to the frame) and `(high - start) / delta` (open), in the order the segment
  /// meets them; the frame is reached where both axes' intervals and `[0, 1]` overlap.
  static func contactTime(_ frame: Rect, from start: Point, to end: Point) -> Double? {
    guard frame.width > 0, frame.height > 0 else { return nil }
    // A segment wholly beyond one side of the frame cannot meet it: most frames, cheaply.
    if max(start.x, end.x) < frame.x || min(start.x, end.x) > frame.x + frame.width
      || max(start.y, end.y) < frame.y || min(start.y, end.y) > frame.y + frame.height
    {
      return nil
    }
    var entry = (t: 0.0, open: false)
    var exit = (t: 1.0, open: false)
    guard
      confine(
        from: start.x, delta: end.x - start.x, low: frame.x, high: frame.x + frame.width,
        &entry, &exit),
      confine(
        from: start.y, delta: end.y - start.y, low: frame.y, high: frame.y + frame.height,
        &entry, &exit)
    else { return nil }
    let overlaps = entry.t < exit.t || (entry.t == exit.t && !entry.open && !exit.open)
    return overlaps ? entry.t : nil
  }

  /// One axis of ``contactTime(_:from:to:)``: narrows the entry and exit parameters to where
  /// `from + t * delta` lies in `[low, high)`; `false` when a still coordinate lies outside.
  private static func confine(
    from: Double, delta: Double, low: Double, high: Double,
    _ entry: inout (t: Double, open: Bool), _ exit: inout (t: Double, open: Bool)
  ) -> Bool {
    if delta == 0 { return low <= from && from < high }
    let lowEdge = (t: (low - from) / delta, open: false)
    let highEdge = (t: (high - from) / delta, open: true)
    let (enters, leaves) = delta > 0 ? (lowEdge, highEdge) : (highEdge, lowEdge)
    if enters.t > entry.t || (enters.t == entry.t && enters.open) { entry = enters }
    if leaves.t < exit.t || (leaves.t == exit.t && leaves.open) { exit = leaves }
    return true
  }

  /// SPEC 3.4: the hotspot at viewport `y`: the top one `[ot, ot + h]` first, then the bottom
  /// one `[H - ob - h, H - ob]`, both closed; none when `h <= 0`.
  static func hotspot(atY y: Double, _ settings: AutoScrollSettings, viewportHeight: Double)
    -> Hotspot?
  {
    let h = settings.hotspotHeight
    guard h > 0 else { return nil }
    let ot = settings.topOffset
    if ot <= y && y <= ot + h { return .top }
    let ob = settings.bottomOffset
    if viewportHeight - ob - h <= y && y <= viewportHeight - ob { return .bottom }
    return nil
  }

  /// SPEC 3.4: the depth of viewport `y` in `hotspot`: `ot + h - y` at the top, `y - (H - ob - h)`
  /// at the bottom.
  static func depth(
    in hotspot: Hotspot, y: Double, _ settings: AutoScrollSettings, viewportHeight: Double
  ) -> Double {
    let h = settings.hotspotHeight
    switch hotspot {
    case .top: return settings.topOffset + h - y
    case .bottom: return y - (viewportHeight - settings.bottomOffset - h)
    }
  }
}
