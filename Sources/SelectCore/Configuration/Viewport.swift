/// The visible window onto the content (SPEC 2.2).
public struct Viewport: Hashable, Sendable {
  /// The width `W`, in points.
  public var width: Double
  /// The height `H`, in points.
  public var height: Double
  /// The top inset `it`: how far above the content's top the offset may go.
  public var insetTop: Double
  /// The bottom inset `ib`: how far below the content's bottom the offset may go.
  public var insetBottom: Double

  /// A viewport of `width` by `height` points, with insets at the top and bottom.
  public init(width: Double, height: Double, insetTop: Double = 0, insetBottom: Double = 0) {
    self.width = width
    self.height = height
    self.insetTop = insetTop
    self.insetBottom = insetBottom
  }
}
