/// The box around a finger's segment, for passing over frames a sweep cannot meet without the
/// divisions of ``Rect/contactTime(from:to:)``: a frame clear of the box by more than rounding
/// could bridge has no contact with the segment, and every other frame gets the exact test, so
/// the sweep's answer is the exact test's.
struct SegmentBounds {
  private let lowX: Double
  private let highX: Double
  private let lowY: Double
  private let highY: Double
  /// The segment's largest coordinate magnitude, plus one: the scale of its rounding.
  private let scale: Double

  @inline(__always) init(_ start: Point, _ end: Point) {
    lowX = Swift.min(start.x, end.x)
    highX = Swift.max(start.x, end.x)
    lowY = Swift.min(start.y, end.y)
    highY = Swift.max(start.y, end.y)
    scale =
      1
      + Swift.max(
        Swift.max(lowX.magnitude, highX.magnitude), Swift.max(lowY.magnitude, highY.magnitude))
  }

  /// Whether `frame` lies clear of the box by more than a margin: the contact parameter's
  /// rounding moves a contact by a few units in the last place of the coordinates involved, and
  /// the margin is 10^-12 of them, some ten thousand times that.
  ///
  /// - Complexity: O(1), no division.
  @inline(__always) func isClear(of frame: Rect) -> Bool {
    let margin =
      1e-12 * (scale + frame.x.magnitude + frame.y.magnitude + frame.width + frame.height)
    return frame.x - highX > margin || lowX - (frame.x + frame.width) > margin
      || frame.y - highY > margin || lowY - (frame.y + frame.height) > margin
  }
}
