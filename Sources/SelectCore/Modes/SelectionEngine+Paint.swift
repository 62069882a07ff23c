extension SelectionEngine {
  /// Starts a paint drag: the items under the finger are touched, in ascending index order.
  mutating func beginPaint(at time: Double) {
    guard let finger else { return }
    if dragNumber == UInt32.max {
      dragNumber = 0
      for item in considered.indices { considered[item] = 0 }
    }
    dragNumber += 1
    paint = PaintDrag(
      selects: variation == .paintModeKeptAfterUp ? lastPaintMode : nil, number: dragNumber)
    for item in hashOrdered(items(at: finger.content).map { (0.0, $0) }) { touch(item, at: time) }
    scroller.track(y: finger.viewport.y, at: time)
  }

  /// Touches every item the closed segment from `start` to `end` reaches, in order of first
  /// contact (SPEC 3.1, 3.5), so that no fast move skips an item.
  ///
  /// - Complexity: that of ``SpatialIndex/sweep(from:to:)``.
  mutating func sweep(from start: Point, to end: Point, at time: Double) {
    if variation == .noSweep {
      for item in items(at: end) { touch(item, at: time) }
      return
    }
    // The sweep mutates the index (its query stamps), so it runs before anything reads `self`:
    // a read of `self` around it would copy the index.
    let contacts = layout.sweep(from: start, to: end).map { ($0.time, $0.item) }
    for item in hashOrdered(contacts) {
      touch(item, at: time)
    }
  }

  /// The items of `contacts` in contact order; ties by index, or in an order that varies per
  /// process under ``Variation/hashOrderedTies(_:)``.
  private func hashOrdered(_ contacts: [(Double, Int)]) -> [Int] {
    guard case .hashOrderedTies(let seed) = variation else { return contacts.map(\.1) }
    func rank(_ item: Int) -> UInt64 { (UInt64(item) &+ seed) &* 0x9E37_79B9_7F4A_7C15 }
    return contacts.sorted { $0.0 < $1.0 || ($0.0 == $1.0 && rank($0.1) < rank($1.1)) }.map(\.1)
  }

  /// Considers `item` once per drag: the first touch fixes the drag's mode, and an item not yet in
  /// the mode's state changes when the veto and the limit allow.
  private mutating func touch(_ item: Int, at time: Double) {
    guard let drag = paint, considered[item] != drag.number else { return }
    considered[item] = drag.number
    let isSelected = state.contains(item)
    let selects = variation == .paintModePerItem ? !isSelected : drag.selects ?? !isSelected
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
