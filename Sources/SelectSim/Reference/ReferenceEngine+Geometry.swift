import SelectCore

/// The reference model's geometry, written out here rather than borrowed (SPEC 2.1, 3.5).
extension ReferenceEngine {
  // MARK: Geometry, written out here rather than borrowed

  /// The items whose frames may reach content y between `a` and `b`, ascending.
  func near(_ a: Double, _ b: Double) -> [Int] {
    byTop.candidates(fromY: min(a, b), toY: max(a, b))
  }

  func contains(_ frame: Rect, _ point: Point) -> Bool {
    frame.width > 0 && frame.height > 0 && point.x >= frame.x && point.x < frame.x + frame.width
      && point.y >= frame.y && point.y < frame.y + frame.height
  }

  /// One end of the parameters an axis allows.
  struct Bound {
    var t: Double
    var open: Bool
  }

  /// When the closed segment `from`-`to` first meets the half-open frame, as a parameter in
  /// `[0, 1]`: the larger of the axes' entry parameters, provided it comes before both exits.
  func entryTime(_ frame: Rect, _ from: Point, _ to: Point) -> Double? {
    if !(frame.width > 0 && frame.height > 0) { return nil }
    // Wholly to one side: no contact (only a shortcut; the slabs below say the same).
    if max(from.x, to.x) < frame.x || min(from.x, to.x) > frame.x + frame.width
      || max(from.y, to.y) < frame.y || min(from.y, to.y) > frame.y + frame.height
    {
      return nil
    }
    guard let x = slab(from.x, to.x - from.x, frame.x, frame.x + frame.width),
      let y = slab(from.y, to.y - from.y, frame.y, frame.y + frame.height)
    else { return nil }
    // Entry: the latest; where two are equal, an open one excludes the point itself.
    func later(_ a: Bound, _ b: Bound) -> Bound { b.t > a.t || (b.t == a.t && b.open) ? b : a }
    func earlier(_ a: Bound, _ b: Bound) -> Bound { b.t < a.t || (b.t == a.t && b.open) ? b : a }
    let enter = later(later(Bound(t: 0, open: false), x.enter), y.enter)
    let exit = earlier(earlier(Bound(t: 1, open: false), x.exit), y.exit)
    if enter.t < exit.t || (enter.t == exit.t && !enter.open && !exit.open) { return enter.t }
    return nil
  }

  /// The parameters where `start + t * delta` lies in `[low, high)`, as an entry and an exit;
  /// `nil` when a still coordinate lies outside.
  func slab(_ start: Double, _ delta: Double, _ low: Double, _ high: Double) -> (
    enter: Bound, exit: Bound
  )? {
    if delta == 0 {
      guard start >= low && start < high else { return nil }
      return (Bound(t: -Double.infinity, open: false), Bound(t: Double.infinity, open: false))
    }
    if delta > 0 {
      return (
        Bound(t: (low - start) / delta, open: false), Bound(t: (high - start) / delta, open: true)
      )
    }
    return (
      Bound(t: (high - start) / delta, open: true), Bound(t: (low - start) / delta, open: false)
    )
  }

  func fits(_ point: Point) -> Bool {
    point.x.isFinite && point.y.isFinite && abs(point.x) <= Configuration.magnitudeLimit
      && abs(point.y) <= Configuration.magnitudeLimit
  }

  func validFrame(_ frame: Rect) -> Bool {
    [frame.x, frame.y, frame.width, frame.height].allSatisfy {
      $0.isFinite && abs($0) <= Configuration.magnitudeLimit
    }
      && frame.width >= 0 && frame.height >= 0
  }
}
