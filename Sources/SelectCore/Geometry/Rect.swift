/// An item's frame in content coordinates: origin `(x, y)` and size `width x height`.
///
/// Containment is half-open (SPEC 2.1): a frame contains `p` when `minX <= p.x < maxX` and
/// `minY <= p.y < maxY`, so two frames that share an edge never both contain a point on it, and a
/// frame with zero width or height contains nothing. `maxX` is `x + width` and `maxY` is
/// `y + height`, computed in `Double`.
public struct Rect: Hashable, Sendable {
  /// The left edge (content coordinates for a frame).
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width; 0 or less means the frame contains nothing.
  public var width: Double
  /// The height; 0 or less means the frame contains nothing.
  public var height: Double

  /// The rectangle with origin (`x`, `y`) and the given size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The left edge, which belongs to the frame (SPEC 2.1).
  public var minX: Double { x }
  /// The top edge, which belongs to the frame (SPEC 2.1).
  public var minY: Double { y }
  /// The right edge, which does not belong to the frame (SPEC 2.1).
  public var maxX: Double { x + width }
  /// The bottom edge, which does not belong to the frame (SPEC 2.1).
  public var maxY: Double { y + height }

  /// Whether the frame has no area and therefore contains no point.
  public var isEmpty: Bool { !(width > 0) || !(height > 0) }

  /// Whether the frame contains `point` under the half-open rule of SPEC 2.1.
  ///
  /// - Complexity: O(1).
  public func contains(_ point: Point) -> Bool {
    !isEmpty && minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
  }

  /// The parameter at which the closed segment from `start` to `end` first reaches this frame.
  ///
  /// The segment is `start + t * (end - start)` for `t` in `[0, 1]`. The result is the smallest
  /// `t` whose point lies inside the frame, or the limit of those parameters where the segment
  /// enters through an open max edge (SPEC 3.5). Each axis confines `t` to an interval whose ends
  /// are `(edge - start) / delta`, closed at the min edge and open at the max edge; the frame is
  /// touched when the intersection of both intervals with `[0, 1]` is not empty. A zero-length
  /// segment touches the frame exactly when the frame contains its point.
  ///
  /// - Returns: The contact parameter in `[0, 1]`, or `nil` when the segment misses the frame.
  /// - Complexity: O(1).
  public func contactTime(from start: Point, to end: Point) -> Double? {
    if isEmpty { return nil }
    var window = ParameterWindow()
    guard window.confine(start: start.x, delta: end.x - start.x, min: minX, max: maxX),
      window.confine(start: start.y, delta: end.y - start.y, min: minY, max: maxY)
    else { return nil }
    return window.isEmpty ? nil : window.lower
  }
}

extension Rect: CustomStringConvertible {
  /// The frame as a script writes it: `X,Y WxH`.
  public var description: String { "\(x),\(y) \(width)x\(height)" }
}

/// The set of segment parameters still possible, an interval inside `[0, 1]` whose ends may be
/// open.
private struct ParameterWindow {
  var lower = 0.0
  var lowerOpen = false
  var upper = 1.0
  var upperOpen = false

  var isEmpty: Bool { lower > upper || (lower == upper && (lowerOpen || upperOpen)) }

  /// Narrows the window to the parameters whose coordinate lies in `[min, max)`.
  ///
  /// - Returns: `false` when no parameter can qualify (a still axis outside the range).
  mutating func confine(start: Double, delta: Double, min: Double, max: Double) -> Bool {
    if delta == 0 { return min <= start && start < max }
    if delta > 0 {
      raiseLower(to: (min - start) / delta, open: false)
      lowerUpper(to: (max - start) / delta, open: true)
    } else {
      raiseLower(to: (max - start) / delta, open: true)
      lowerUpper(to: (min - start) / delta, open: false)
    }
    return true
  }

  private mutating func raiseLower(to value: Double, open: Bool) {
    if value > lower || (value == lower && open) {
      lower = value
      lowerOpen = open
    }
  }

  private mutating func lowerUpper(to value: Double, open: Bool) {
    if value < upper || (value == upper && open) {
      upper = value
      upperOpen = open
    }
  }
}
