/// A touch in single mode, which becomes a tap if it ends with `up` inside the slop (SPEC 3.3).
struct SingleTap: Sendable {
  /// The viewport point of the `down`.
  let origin: Point
  /// The topmost item under the `down`, with the offset and frames of that moment.
  private(set) var item: Int?
  /// Whether the `down` was on no item or on an item selected at that moment: a press that
  /// selects nothing, after which `single-release` `retap` taps at the `up`.
  let pressIsIdle: Bool
  /// Whether the touch may tap at all: not after a double press under `double-press` `ignore`.
  let taps: Bool
  /// Whether the finger has stayed within the slop so far.
  private(set) var isTap = true

  init(origin: Point, item: Int?, pressIsIdle: Bool, taps: Bool = true) {
    self.origin = origin
    self.item = item
    self.pressIsIdle = pressIsIdle
    self.taps = taps
    isTap = taps
  }

  /// Notes a move: a finger farther than `slop` from the origin (Euclidean, inclusive) is no tap.
  mutating func note(_ point: Point, slop: Double) {
    let dx = point.x - origin.x
    let dy = point.y - origin.y
    if (dx * dx + dy * dy).squareRoot() > slop { isTap = false }
  }

  /// Carries the tapped item through a change of the list (SPEC 2.7): a removed item leaves the
  /// touch tapping nothing.
  mutating func carry(through change: ListChange) {
    item = item.flatMap(change.newIndex(of:))
  }
}
