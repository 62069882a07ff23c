/// A position in points; y grows downward (SPEC 2.1).
///
/// The same type carries viewport points (where touches arrive) and content points (where item
/// frames live); `content point = (x, y + offset)`.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate, growing to the right.
  public var x: Double
  /// The vertical coordinate, growing downward.
  public var y: Double

  /// The point at (`x`, `y`).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Whether both coordinates are finite numbers.
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// This point moved down by `dy` (up when negative).
  public func shifted(by dy: Double) -> Point { Point(x: x, y: y + dy) }
}

extension Point: CustomStringConvertible {
  /// The point written `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}
