extension RuledEngine {
  /// Starts a paint drag: the items under the finger are touched, in the order the rules give
  /// (ascending index).
  mutating func beginPaint(at time: Double) {
    guard let finger else { return }
    if dragNumber == UInt32.max {
      dragNumber = 0
      for item in considered.indices { considered[item] = 0 }
    }
    dragNumber += 1
    paint = PaintDrag(selects: rules.paintModeAtStart(), number: dragNumber)
    for item in items(at: finger.content) { touch(item, at: time) }
    track(y: finger.viewport.y, at: time)
  }

  /// Touches every item the closed segment from `start` to `end` reaches, in order of first
  /// contact (SPEC 3.1, 3.5), so that no fast move skips an item.
  ///
  /// - Complexity: that of ``SpatialIndex/sweep(from:to:)``.
  mutating func sweep(from start: Point, to end: Point, at time: Double) {
    // The sweep mutates the index (its query stamps), so it runs before anything reads `self`:
    // a read of `self` around it would copy the index.
    for item in rules.sweep(from: start, to: end, in: &layout) { touch(item, at: time) }
  }

  /// The drag's once-per-drag memory is forgotten: a new drag number, the same drag.
  mutating func forgetPaintMemory() {
    dragNumber += 1
    paint?.number = dragNumber
  }

  /// Considers `item` once per drag: the first touch fixes the drag's mode, and an item not yet in
  /// the mode's state changes when the veto and the limit allow.
  private mutating func touch(_ item: Int, at time: Double) {
    let identity = state.identity(at: item)
    guard let drag = paint, considered[identity] != drag.number else { return }
    considered[identity] = drag.number
    let isSelected = state.contains(item)
    let selects = rules.paintMode(fixed: drag.selects, itemIsSelected: isSelected)
    paint?.selects = selects
    if selects {
      if !isSelected && state.canSelect(item) && !state.isFull {
        change(item, selected: true, cause: .drag, at: time)
      }
    } else if isSelected && state.canDeselect(item) {
      change(item, selected: false, cause: .drag, at: time)
    }
  }
}
