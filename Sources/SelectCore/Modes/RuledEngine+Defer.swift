extension RuledEngine {
  /// An `up` that ends a range touch whose anchor's update `range-start` `defer` (or
  /// `range-shape` `rect-on-items`) still puts off (SPEC 3.2): under `defer`, over the anchor it
  /// deselects every other item, over no item every item (the anchor too), over another item
  /// nothing; under `rect-on-items` with `range-start` other than `defer`, nothing. Qt's release
  /// of a click: `ClearAndSelect` on the pressed item, `Clear` over empty space.
  mutating func releaseDeferred(at time: Double) {
    guard let drag = range, drag.pending, rangeStart == .defer, let finger else { return }
    let item = layout.topmost(at: contentPoint(finger.viewport))
    guard item == nil || item == drag.anchor else { return }
    var deselections: [Int] = []
    var cursor = -1
    while let selected = state.selected(after: cursor) {
      if selected != item { deselections.append(rank(of: selected, drag)) }
      cursor = selected
    }
    deselect(deselections, drag, at: time)
  }
}
