/// Where the finger is: its viewport point now, and its content point after its last movement.
struct Finger: Sendable {
  var viewport: Point
  /// The content point as of the last movement logic; a `frame` event or a re-clamp leaves it,
  /// so the next movement sweeps from here (SPEC 3.5).
  var content: Point
}
