extension RuledEngine {
  /// Starts a range touch under `range-shape` `rect` (SPEC 3.2): it anchors at once at the press
  /// point, on the item there or on none, and the first update gives the items the point meets
  /// the target.
  mutating func beginRect(at time: Double) {
    guard let finger, var drag = range else { return }
    let item = layout.topmost(at: finger.content)
    let isSelected = item.map(state.contains) ?? false
    let selects = rangeTarget == .select || item == nil || !isSelected
    if let item, selects != isSelected,
      !(selects ? state.canSelect(item) : state.canDeselect(item))
    {
      drag.phase = .inert
      range = drag
      return
    }
    drag.phase = .anchored
    drag.anchor = item ?? -1
    drag.current = drag.anchor
    drag.selects = selects
    let rect = RectRange(
      press: finger.content, inViewport: finger.viewport, number: nextRectDrag())
    drag.rect = rect
    // range-start defer and rect-on-items: a press that selects nothing waits (SPEC 3.2).
    drag.pending =
      (rangeStart == .defer && (item == nil || (isSelected && rules.deferWaitsForTheNextSample)))
      || (skipsEmptySamples && item == nil)
    range = drag
    if !rules.rangeRemembersFromDown { state.openJournal() }
    track(y: finger.viewport.y, at: time)
    if drag.pending { return }
    let members = layout.items(meeting: rect.box)
    join(members)
    update(
      span: drag.anchor...drag.anchor, examining: members, anchoring: true,
      clearing: rangeStart != .keep, at: time)
  }

  /// The finger's content point is now `point`: the rectangle follows it, and the drag updates
  /// when `R` changed (an item met the rectangle that did not, or the other way round), or
  /// anyway under `range-update` `move` (`updatingAnyway`).
  ///
  /// - Complexity: O(*L* + *c* + *k*) for the strips between the old rectangle and the new one
  ///   (``SpatialIndex/items(meeting:)``), plus the update's cost for the *k* items found there
  ///   and the items `frame` events moved.
  mutating func rectMoved(to point: Point, updatingAnyway: Bool, at time: Double) {
    guard let drag = range, drag.phase == .anchored, var rect = drag.rect else { return }
    // rect-on-items: a sample over no item changes nothing (SPEC 3.2).
    if skipsEmptySamples && layout.topmost(at: point) == nil { return }
    if drag.pending { return runDeferredRect(to: point, at: time) }
    let box = Box(spanning: pressPoint(of: rect), point)
    var candidates: [Int] = []
    for strip in box.strips(outside: rect.box) + rect.box.strips(outside: box) {
      candidates += layout.items(meeting: strip)
    }
    func frame(_ item: Int) -> Rect { layout.frame(of: item) }
    // An item a frame event moved is judged by where it was at the last update, not by its new
    // frame against the old rectangle.
    var changed = candidates.contains { item in
      frame(item).meets(box) != frame(item).meets(rect.box)
        && !rect.moved.contains { $0.item == item }
    }
    for moved in rect.moved {
      candidates.append(moved.item)
      if frame(moved.item).meets(box) != moved.wasInRange { changed = true }
    }
    rect.moved.removeAll()
    if changed || updatingAnyway {
      rect.previousBox = rect.updatedBox
      rect.updatedBox = box
      rect.box = box
      range?.rect = rect
      join(candidates.filter { frame($0).meets(box) })
      update(span: drag.anchor...drag.anchor, examining: candidates, at: time)
    } else {
      rect.box = box
      range?.rect = rect
    }
  }

  /// The press point of `rect` in the content now: fixed there (SPEC 3.2).
  @inline(__always) private func pressPoint(of rect: RectRange) -> Point {
    rules.rectPressStaysInContent ? rect.press : contentPoint(rect.pressInViewport)
  }

  /// Whether `range-shape` `rect-on-items` is in force: samples over no item change nothing.
  private var skipsEmptySamples: Bool {
    rangeShape == .rectOnItems && rules.rectOnItemsSkipsEmptySamples
  }

  /// Runs the anchor's update that `range-start` `defer` or `rect-on-items` put off, with the
  /// finger at content point `point` now.
  private mutating func runDeferredRect(to point: Point, at time: Double) {
    guard var rect = range?.rect, let anchor = range?.anchor else { return }
    let box = Box(spanning: pressPoint(of: rect), point)
    rect.box = box
    rect.updatedBox = box
    rect.previousBox = box
    rect.moved.removeAll()
    range?.rect = rect
    range?.pending = false
    let members = layout.items(meeting: box)
    join(members)
    update(
      span: anchor...anchor, examining: members, anchoring: true,
      clearing: rangeStart != .keep, at: time)
  }

  /// Notes, before `item` gets a new frame, whether it was in a `rect` drag's range: it may enter
  /// or leave `R` at the next update without the rectangle moving (SPEC 3.5). So does the drag a
  /// double press may take up (SPEC 2.4).
  mutating func noteMovedFrame(_ item: Int) {
    Self.noteMoved(item, before: layout.frame(of: item), in: &range)
    Self.noteMoved(item, before: layout.frame(of: item), in: &endedRange)
  }

  /// Notes `item`, whose frame was `frame` before it moved, in `drag`, unless it is noted already.
  private static func noteMoved(_ item: Int, before frame: Rect, in drag: inout RangeDrag?) {
    guard let rect = drag?.rect, drag?.phase == .anchored,
      !rect.moved.contains(where: { $0.item == item })
    else { return }
    drag?.rect?.moved.append((item, frame.meets(rect.box)))
  }

  /// Notes every item a restacking list change moved (SPEC 2.7, `list-frames restack`), as a
  /// `frame` event's item is: from its frame before the change, whether it was in `R`.
  ///
  /// - Parameter moved: The items moved, by their indices after the change, with their frames
  ///   before it.
  /// - Complexity: O(*p* + *m*) for *p* items moved and *m* noted since the last update.
  mutating func noteRestacked(_ moved: [(index: Int, before: Rect)]) {
    Self.noteRestacked(moved, in: &range)
    Self.noteRestacked(moved, in: &endedRange)
  }

  private static func noteRestacked(
    _ moved: [(index: Int, before: Rect)], in drag: inout RangeDrag?
  ) {
    guard !moved.isEmpty, var rect = drag?.rect, drag?.phase == .anchored else { return }
    let known = Set(rect.moved.map(\.item))
    for (item, before) in moved where !known.contains(item) {
      rect.moved.append((item, before.meets(rect.box)))
    }
    drag?.rect = rect
  }

  /// Adds `items` to the extent of the `rect` drag in progress.
  private mutating func join(_ items: [Int]) {
    guard let number = range?.rect?.number else { return }
    for item in items { joinExtent(item, number) }
  }

  /// Adds `item` to the extent marked `number`.
  mutating func joinExtent(_ item: Int, _ number: UInt32) {
    joinExtent(item, identity: state.identity(at: item), number)
  }

  /// Adds `item`, whose identity is `identity`, to the extent marked `number`.
  mutating func joinExtent(_ item: Int, identity: Int, _ number: UInt32) {
    guard rectExtent[identity] != number else { return }
    rectExtent[identity] = number
    rectExtentItems.append(item)
  }

  /// The number of a new `rect` drag, whose extent starts empty.
  private mutating func nextRectDrag() -> UInt32 { nextExtentNumber() }

  /// The number of a new extent marked by item (a `rect` drag's, or a drag by index's after a list
  /// change), which starts empty.
  mutating func nextExtentNumber() -> UInt32 {
    if rectDrags == UInt32.max {
      rectDrags = 0
      for item in rectExtent.indices { rectExtent[item] = 0 }
    }
    rectDrags += 1
    rectExtentItems.removeAll(keepingCapacity: true)
    return rectDrags
  }
}
