/// A closed rectangle between two points, in content coordinates: the rectangle of a range drag
/// under `range-shape` `rect`, from the press point to the finger (SPEC 3.2).
///
/// Unlike a frame (``Rect``), a box holds its edges: a box of one point holds that point, and a
/// frame meets a box when they share a point under the frame's half-open rule.
public struct Box: Hashable, Sendable {
  /// The left edge, which belongs to the box.
  public var minX: Double
  /// The top edge, which belongs to the box.
  public var minY: Double
  /// The right edge, which belongs to the box.
  public var maxX: Double
  /// The bottom edge, which belongs to the box.
  public var maxY: Double

  /// The box with `a` and `b` at opposite corners.
  public init(spanning a: Point, _ b: Point) {
    minX = Swift.min(a.x, b.x)
    maxX = Swift.max(a.x, b.x)
    minY = Swift.min(a.y, b.y)
    maxY = Swift.max(a.y, b.y)
  }

  /// The box with the given edges (`minX <= maxX`, `minY <= maxY`).
  public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  /// The parts of this box outside `other`, as boxes that may overlap `other`'s edges: every
  /// frame that meets this box and not `other` meets one of them.
  ///
  /// - Complexity: O(1): at most four boxes.
  public func strips(outside other: Box) -> [Box] {
    var strips: [Box] = []
    if minY < other.minY {
      strips.append(Box(minX: minX, minY: minY, maxX: maxX, maxY: Swift.min(maxY, other.minY)))
    }
    if maxY > other.maxY {
      strips.append(Box(minX: minX, minY: Swift.max(minY, other.maxY), maxX: maxX, maxY: maxY))
    }
    let top = Swift.max(minY, other.minY)
    let bottom = Swift.min(maxY, other.maxY)
    if top <= bottom {
      if minX < other.minX {
        strips.append(Box(minX: minX, minY: top, maxX: Swift.min(maxX, other.minX), maxY: bottom))
      }
      if maxX > other.maxX {
        strips.append(Box(minX: Swift.max(minX, other.maxX), minY: top, maxX: maxX, maxY: bottom))
      }
    }
    return strips
  }
}

extension Rect {
  /// Whether the frame and the closed `box` share a point: `minX <= box.maxX`, `box.minX < maxX`,
  /// and the same in y (SPEC 3.2, `range-shape` `rect`). A frame of no area meets nothing.
  ///
  /// - Complexity: O(1).
  public func meets(_ box: Box) -> Bool {
    !isEmpty && minX <= box.maxX && box.minX < maxX && minY <= box.maxY && box.minY < maxY
  }
}
