/// A range drag's rectangle under `range-shape` `rect` (SPEC 3.2): from the press point, fixed in
/// the content for the touch, to the finger.
struct RectRange: Sendable {
  /// The content point of the touch's `down`.
  let press: Point
  /// The viewport point of the touch's `down`.
  let pressInViewport: Point
  /// The drag's number, which marks the items of its extent (``RuledEngine/rectExtent``).
  let number: UInt32
  /// The rectangle at the finger's last sample: the items whose frames meet it are `R` (a sample
  /// that leaves them as they were runs no update).
  var box: Box
  /// The rectangle of the update before the last (`range-revert-scope` `passed` reverts the
  /// items that meet it and not the last one).
  var previousBox: Box
  /// The rectangle of the last update.
  var updatedBox: Box
  /// Items a `frame` event moved since the last update, each with whether it was in `R` then:
  /// they may enter or leave `R` without the rectangle moving.
  var moved: [(item: Int, wasInRange: Bool)] = []

  init(press: Point, inViewport: Point, number: UInt32) {
    self.press = press
    pressInViewport = inViewport
    self.number = number
    box = Box(spanning: press, press)
    previousBox = box
    updatedBox = box
  }

  /// Carries the items noted since the last update through a change of the list (SPEC 2.7); an
  /// inserted item is noted as out of the range, so that the next update judges it by its frame.
  mutating func carry(through change: ListChange) {
    moved = moved.compactMap { entry in
      change.newIndex(of: entry.item).map { (item: $0, wasInRange: entry.wasInRange) }
    }
    if case .insert(let index) = change { moved.append((index, false)) }
  }
}
