package import SelectCore

/// The minimum-jerk path between two points, the smooth bell-shaped speed profile of a human
/// reaching movement (Flash and Hogan): `x0 + (x1 - x0)(10τ³ - 15τ⁴ + 6τ⁵)` for `τ` in `[0, 1]`,
/// peaking at 1.875 times the mean speed halfway.
package struct MinimumJerk: Sendable {
  package var start: Point
  package var end: Point

  package init(from start: Point, to end: Point) {
    self.start = start
    self.end = end
  }

  /// The share of the way covered at normalized time `tau`.
  package static func progress(_ tau: Double) -> Double {
    let t = min(max(tau, 0), 1)
    let t3 = t * t * t
    return t3 * (10 - 15 * t + 6 * t * t)
  }

  /// The point at normalized time `tau`.
  package func point(at tau: Double) -> Point {
    let s = MinimumJerk.progress(tau)
    return Point(x: start.x + (end.x - start.x) * s, y: start.y + (end.y - start.y) * s)
  }
}
