import SelectCore

/// Inserts, removals and moves of the list (SPEC 2.7): frames, offset, selection and drag carried
/// through.
extension RunState {
  // MARK: List changes

  /// How far `change` moves the offset before the clamp (SPEC 2.7): not at all, but under
  /// `list-frames restack` and `list-offset content` with the items above the viewport.
  func offsetShift(through change: ListChange, inserting frame: Rect?) -> Double {
    guard configuration.listFrames == .restack && configuration.listOffset == .content else {
      return 0
    }
    let inserted = frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    return change.offsetShift(of: frames, inserting: inserted, from: analysis.offsetBefore)
  }

  /// Carries the state through a change of the list (SPEC 2.7): every item keeps its state, its
  /// vetoes, its frame (restacked under `list-frames restack`) and what the drag remembers of it; an inserted item is unselected and may
  /// be selected and deselected; a drag's anchor or `c` that leaves gives way to the item that
  /// now has its index, or the last; `E` keeps its items, those between its first and last.
  ///
  /// - Complexity: O(*n*).
  mutating func carry(through change: ListChange, inserting frame: Rect?) {
    let empty = Rect(x: 0, y: 0, width: 0, height: 0)
    let oldCount = itemCount
    // E by index becomes E by item, marked by the indices before the change.
    // The drag of the touch that ended last counts only while the finger is up.
    let dragging = rangePhase == .anchored || (!fingerIsDown && endedRangePhase == .anchored)
    if rect == nil && dragging && extentSet == nil {
      extentSet = (0..<itemCount).map { extentLow <= $0 && $0 <= extentHigh }
    }
    let framesBefore = frames
    frames = change.carry(frames, inserting: frame ?? empty, configuration.listFrames)
    byTop = FramesByTop(frames)
    if configuration.contentHeight == nil { contentHeight = RunState.maxY(frames) }
    canSelect = change.carry(canSelect, inserting: true)
    canDeselect = change.carry(canDeselect, inserting: true)
    selected = change.carry(selected, inserting: false)
    afterStamp = change.carry(afterStamp, inserting: 0)
    afterValue = change.carry(afterValue, inserting: false)
    considered = change.carry(considered, inserting: 0)
    consideredStamp = change.carry(consideredStamp, inserting: 0)
    if beforeAnchor.count == oldCount {
      beforeAnchor = change.carry(beforeAnchor, inserting: false)
    }
    extentSet = extentSet.map { change.carry($0, inserting: false) }
    rect?.carry(through: change)
    if dragging { carryDrag(through: change) }
    tapItem = tapItem.flatMap(change.newIndex(of:))
    downLowest = downLowest.flatMap(change.newIndex(of:))
    lastTapItem = lastTapItem.flatMap(change.newIndex(of:))
    activeItem = activeItem.flatMap { successor(of: $0, through: change) }
    currentItem = currentItem.flatMap { successor(of: $0, through: change) }
    movedSinceDown = movedSinceDown.compactMap { moved in
      change.newIndex(of: moved.item).map { (item: $0, frame: moved.frame) }
    }
    if configuration.mode == .single && fingerIsDown && configuration.listFrames == .restack {
      noteRestackedSinceDown(framesBefore, through: change)
    }
  }

  /// Remembers the frame at the down of every item a restacking change moved (SPEC 2.7), as a
  /// `frame` event's is: a tap selects the item under its down point on the frames of its down.
  ///
  /// - Complexity: O(*n* + *m*) for *m* items moved since the down.
  mutating func noteRestackedSinceDown(_ before: [Rect], through change: ListChange) {
    let known = Set(movedSinceDown.map(\.item))
    for (item, frame) in frames.enumerated() {
      guard let old = change.oldIndex(of: item), before[old] != frame, !known.contains(item)
      else { continue }
      movedSinceDown.append((item, before[old]))
    }
  }

  /// The index after `change` of the item at `item`, or of the item that now has its index,
  /// clamped to the last; `nil` for an empty list.
  func successor(of item: Int, through change: ListChange) -> Int? {
    change.newIndex(of: item) ?? (itemCount == 0 ? nil : min(item, itemCount - 1))
  }

  /// The range drag through a change (SPEC 2.7); a list left empty leaves it inert.
  mutating func carryDrag(through change: ListChange) {
    guard itemCount > 0 else {
      if rangePhase == .anchored { rangePhase = .inert }
      if !fingerIsDown && endedRangePhase == .anchored { endedRangePhase = .inert }
      return
    }
    if anchor >= 0 {
      anchor = successor(of: anchor, through: change) ?? 0
      current = successor(of: current, through: change) ?? 0
    }
    if rect == nil { listChanged = true }
  }
}
