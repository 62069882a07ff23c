/// A touch in single mode, which becomes a tap if it ends with `up` inside the slop (SPEC 3.3).
struct SingleTap: Sendable {
  /// The viewport point of the `down`.
  let origin: Point
  /// The topmost item under the `down`, with the offset and frames of that moment.
  let item: Int?
  /// Whether the finger has stayed within the slop so far.
  private(set) var isTap = true

  init(origin: Point, item: Int?) {
    self.origin = origin
    self.item = item
  }

  /// Notes a move: a finger farther than `slop` from the origin (Euclidean, inclusive) is no tap.
  mutating func note(_ point: Point, slop: Double) {
    let dx = point.x - origin.x
    let dy = point.y - origin.y
    if (dx * dx + dy * dy).squareRoot() > slop { isTap = false }
  }
}

extension SelectionEngine {
  /// Taps `item` (SPEC 3.3): an unselected item that `canSelect` allows becomes the only
  /// selected one, provided `canDeselect` lets the previous one go and the limit allows one.
  mutating func performTap(on item: Int, at time: Double) {
    guard !state.contains(item), state.canSelect(item), state.capacity >= 1 else { return }
    if let previous = state.selected(after: -1) {
      guard state.canDeselect(previous) || variation == .tapIgnoresDeselectVeto else { return }
      change(previous, selected: false, cause: .tap, at: time)
    }
    change(item, selected: true, cause: .tap, at: time)
  }
}
