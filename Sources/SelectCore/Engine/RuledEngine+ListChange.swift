extension RuledEngine {
  /// Applies a change of the list (SPEC 2.7): a removed selected item's entry first, then every
  /// item keeps its state, its frame (restacked under `list-frames restack`) and what a drag
  /// remembers of it, under its new index; the content height is computed again and the offset
  /// moved with the content above the viewport (`list-offset content`) and clamped. No movement
  /// logic runs.
  ///
  /// - Parameters:
  ///   - change: The change.
  ///   - frame: The inserted item's frame (ignored for a removal or a move).
  ///   - time: The event's time.
  /// - Complexity: O(log *n*) expected, plus O(log *n*) for each item the change restacks and
  ///   O(*r* + *e*) for a range drag of *r* items and an extent of *e* marked by item; O(*n*)
  ///   once, at the list's first change, to number the items, and for a restack of a large share
  ///   of the rows, which builds the spatial index anew.
  mutating func changeList(_ change: ListChange, frame: Rect? = nil, at time: Double) {
    if case .remove(let index) = change, state.contains(index) {
      log.append(.item(index, selected: false, cause: .remove, at: time))
    }
    let count = change.count(after: itemCount)
    let inserted = frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    let restacks = rules.listChangesRestackTheRows && listFrames == .restack
    let shift =
      restacks && listOffset == .content && rules.restackedOffsetKeepsTheView
      ? change.offsetShift(
        top: layout.topItem(seenFrom: offset), inserting: inserted,
        height: { layout.frame(of: $0).height }) : 0
    let removed = change.removal.map(state.identity(at:))
    let moved = layout.apply(change, inserting: inserted, restacking: restacks)
    if rules.listChangesRebuildTheLayout { layout = SpatialIndex(frames: layout.framesInOrder) }
    // Marked by the indices before the change; every other per-item array is kept by identity.
    if rules.extentFollowsItsItems {
      range = markingExtent(of: range)
      endedRange = markingExtent(of: endedRange)
    }
    state.carry(through: change, selectionByItem: rules.listChangesCarryTheSelection)
    if case .insert(let index) = change {
      considered.append(0)
      if rangeShape != .index || !rectExtent.isEmpty { rectExtent.append(0) }
      noteFrames(of: [index])
    }
    if let removed {
      extent.update(item: removed, frame: nil)
      bottoms?.update(item: removed, frame: nil)
    }
    noteFrames(of: moved.map(\.index))
    if fixedContentHeight == nil { contentHeight = extent.height }
    if rangeShape != .index || !rectExtentItems.isEmpty {
      rectExtentItems = rectExtentItems.compactMap(change.newIndex(of:))
    }
    carry(&range, through: change, count: count)
    carry(&endedRange, through: change, count: count)
    noteRestacked(moved)
    // A drag the change left inert (an emptied list) is no longer active: no more steps.
    if finger != nil && !isDragActive { scroller.stop() }
    tap?.carry(through: change)
    lastTapItem = lastTapItem.flatMap(change.newIndex(of:))
    activeItem = activeItem.flatMap { Self.successor(of: $0, through: change, count: count) }
    let lostCurrent = currentItem.map { change.newIndex(of: $0) == nil } ?? false
    currentItem = currentItem.flatMap { Self.successor(of: $0, through: change, count: count) }
    // single-remove successor: the item that takes the current one's place is tapped.
    if mode == .single && singleRemove == .successor && lostCurrent
      && rules.removedCurrentTapsItsSuccessor, let current = currentItem
    {
      performTap(on: current, at: time)
    }
    // list-offset content: the items shown stay where they are, and the finger over its
    // content: its last content point moves with the offset (SPEC 2.7).
    let offsetBefore = offset
    setOffset(clamp(offset + shift), at: time)
    if shift != 0, var moved = finger {
      moved.content.y += offset - offsetBefore
      finger = moved
    }
  }

  /// Gives the content extents the frames of the items at `indices` (ascending) after a list
  /// change.
  ///
  /// - Complexity: O(*s* + *k* log *n*) for *k* items spanning *s* indices; O(*n*) at most.
  private mutating func noteFrames(of indices: [Int]) {
    guard let first = indices.first, let last = indices.last else { return }
    let identities = state.identities(in: first..<(last + 1))
    let updates = indices.map { (item: identities[$0 - first], frame: layout.frame(of: $0)) }
    extent.update(updates)
    bottoms?.update(updates)
  }

  /// The index of the item at `index` after `change`, or, for the item removed, of the item that
  /// now has its index, clamped to the last (`nil` when the list is empty): Tk's rule for its
  /// anchor and active element (`generic/tkListbox.c`, `ListboxDeleteSubCmd`).
  static func successor(of index: Int, through change: ListChange, count: Int) -> Int? {
    if let new = change.newIndex(of: index) { return new }
    return count == 0 ? nil : Swift.min(index, count - 1)
  }

  /// Carries a range drag through `change` (SPEC 2.7): its anchor and `c` follow their items (a
  /// removed one gives way to its successor), its extent keeps its items, the selections it owes
  /// keep theirs, and its next sample updates, examining the items that joined or left `R` and
  /// the item inserted or moved.
  ///
  /// - Complexity: O(*o* log *o* + *r*) for *o* selections owed and a range of *r* items.
  private func carry(_ drag: inout RangeDrag?, through change: ListChange, count: Int) {
    guard var moved = drag, moved.phase == .anchored else { return }
    guard count > 0 else {
      // Inert: nothing more until up or cancel, a put-off anchor's update included.
      drag?.phase = .inert
      drag?.pending = false
      return
    }
    let (oldAnchor, oldCurrent) = (moved.anchor, moved.current)
    let owed = moved.owedSelections.drained().map { rules.rangeItem(ofRank: $0, anchor: oldAnchor) }
    moved.arrivals = moved.arrivals.compactMap(change.newIndex(of:))
    if oldAnchor >= 0 {
      moved.anchor = Self.successor(of: oldAnchor, through: change, count: count) ?? 0
      moved.current = Self.successor(of: oldCurrent, through: change, count: count) ?? 0
      if !rules.anchorFollowsItsItem { moved.anchor = Swift.min(oldAnchor, count - 1) }
      if !rules.removedAnchorGoesToItsSuccessor && change.newIndex(of: oldAnchor) == nil {
        moved.anchor = 0
      }
    }
    if let arrival = change.arrival { moved.arrivals.append(arrival) }
    if moved.rect == nil {
      moved.arrivals += Self.rangeDifference(
        from: Swift.min(oldAnchor, oldCurrent)...Swift.max(oldAnchor, oldCurrent),
        to: moved.rangeItems, through: change)
      moved.listChanged = true
    }
    for item in owed {
      if let new = change.newIndex(of: item) {
        moved.owedSelections.insert(rules.rangeRank(of: new, anchor: moved.anchor))
      }
    }
    moved.changedOutside = moved.changedOutside.compactMap(change.newIndex(of:))
    moved.rect?.carry(through: change)
    drag = moved
  }

  /// Marks the extent of a range drag by index the first time the list changes under it: from
  /// then on it is the items that have been in `R` at an update, kept by item (SPEC 2.7).
  ///
  /// - Complexity: O(*e*) for an extent of *e* items, once per drag.
  private mutating func markingExtent(of drag: RangeDrag?) -> RangeDrag? {
    guard var drag, drag.phase == .anchored, drag.extentMark == nil else { return drag }
    if rectExtent.isEmpty { rectExtent = Array(repeating: 0, count: state.identityCount) }
    let number = nextExtentNumber()
    let identities = state.identities(in: drag.low..<(drag.high + 1))
    for (offset, identity) in identities.enumerated() {
      joinExtent(drag.low + offset, identity: identity, number)
    }
    drag.extentNumber = number
    drag.notesEveryChange = true
    return drag
  }

  /// The items, by their new indices, that are in one of `old` (before `change`) and `new` (after
  /// it) but not in the other.
  ///
  /// - Complexity: O(*r*) for ranges of *r* items.
  static func rangeDifference(
    from old: ClosedRange<Int>, to new: ClosedRange<Int>, through change: ListChange
  ) -> [Int] {
    var items: [Int] = []
    for index in old {
      if let moved = change.newIndex(of: index), !new.contains(moved) { items.append(moved) }
    }
    for index in new {
      if let before = change.oldIndex(of: index), old.contains(before) { continue }
      items.append(index)
    }
    return items
  }
}
