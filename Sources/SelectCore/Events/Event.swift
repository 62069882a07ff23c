/// Something that happens to the engine at a moment of virtual time (SPEC 2.4).
public enum Event: Hashable, Sendable {
  /// The finger touches down at a viewport point.
  case down(Point)
  /// The finger moves to a viewport point.
  case move(Point)
  /// The finger lifts.
  case up
  /// The system cancels the touch: it ends like `up`, but never taps.
  case cancel
  /// Time passes; due auto-scroll steps apply.
  case idle
  /// The offset is set to this value, then clamped.
  case scroll(Double)
  /// Item `item` gets a new frame.
  case frame(item: Int, Rect)
  /// The limit changes; `nil` removes it.
  case limit(Int?)
  /// Select every allowed item, in index order, up to the limit.
  case selectAll
  /// Deselect every item, whatever the vetoes say.
  case deselectAll
  /// A new item is put at index `at` with this frame (SPEC 2.7).
  case insert(at: Int, Rect)
  /// The item at index `at` leaves the list (SPEC 2.7).
  case remove(at: Int)
  /// The item at index `from` moves so that it is at index `to` afterwards (SPEC 2.7).
  case reorder(from: Int, to: Int)
}

extension Event: CustomStringConvertible {
  /// The event as a script line names it: `move 10,20`, `frame 3 0,0 10x10`.
  public var description: String {
    switch self {
    case .down(let point): "down \(point.x),\(point.y)"
    case .move(let point): "move \(point.x),\(point.y)"
    case .up: "up"
    case .cancel: "cancel"
    case .idle: "idle"
    case .scroll(let offset): "scroll \(offset)"
    case .frame(let item, let frame): "frame \(item) \(frame)"
    case .limit(let limit): "limit \(limit.map(String.init) ?? "none")"
    case .selectAll: "select-all"
    case .deselectAll: "deselect-all"
    case .insert(let index, let frame): "insert \(index) \(frame)"
    case .remove(let index): "remove \(index)"
    case .reorder(let from, let to): "reorder \(from) \(to)"
    }
  }
}
