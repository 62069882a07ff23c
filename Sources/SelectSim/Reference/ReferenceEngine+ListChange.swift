import SelectCore

/// The reference model's list changes (SPEC 2.7).
extension ReferenceEngine {
  // MARK: List changes

  /// A change of the list (SPEC 2.7), given as the new list: for each new index, the old index of
  /// the item there, or `nil` for the inserted one, which gets `frame`.
  /// Everything kept per item moves with it; a removed selected item's entry comes first; no
  /// movement logic runs. Under `list-frames restack`, `restack` then moves the rows the change
  /// passed. The offset then goes to `kept`, clamped.
  mutating func changeList(
    _ order: [Int?], _ frame: Rect?, _ time: Double, offset kept: Double,
    restacking restack: (inout [Rect]) -> Void
  ) {
    var newIndex: [Int?] = Array(repeating: nil, count: frames.count)
    for (new, old) in order.enumerated() { if let old { newIndex[old] = new } }
    if let removed = newIndex.indices.first(where: { newIndex[$0] == nil }), isSelected[removed] {
      setItem(removed, false, .remove, time)
    }
    func carried<T>(_ values: [T], _ inserted: T) -> [T] {
      order.map { old in old.map { values[$0] } ?? inserted }
    }
    // The drag of the touch that ended last counts only while the finger is up.
    let endedDrag = !fingerIsDown && endedRangePhase == .active
    let dragging = rangePhase == .active || endedDrag
    if setup.rangeShape == .index && dragging && extentSet == nil {
      extentSet = frames.indices.map { extentLow <= $0 && $0 <= extentHigh }
    }
    extentSet = extentSet.map { carried($0, false) }
    frames = order.map { old in
      old.map { frames[$0] } ?? frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }
    if setup.listFrames == .restack { restack(&frames) }
    byTop = FramesByTop(frames)
    framesBottom = Self.bottom(of: frames)
    isSelected = carried(isSelected, false)
    selectVetoed = carried(selectVetoed, false)
    deselectVetoed = carried(deselectVetoed, false)
    paintConsidered = carried(paintConsidered, false)
    // A drag's arrays, where a drag has made them (for the items as they were then).
    let count = newIndex.count
    if beforeAnchor.count == count { beforeAnchor = carried(beforeAnchor, false) }
    if inRect.count == count {
      inRect = carried(inRect, false)
      inRectExtent = carried(inRectExtent, false)
    }
    rectMembers = rectMembers.compactMap { newIndex[$0] }.sorted()
    rectExtent = rectExtent.compactMap { newIndex[$0] }
    if dragging {
      carryDrag(newIndex)
    }
    tapItem = tapItem.flatMap { newIndex[$0] }
    lastTapped = lastTapped.flatMap { newIndex[$0] }
    active = active.flatMap { newIndex[$0] ?? (frames.isEmpty ? nil : min($0, frames.count - 1)) }
    // single-remove successor: the item now in the current one's place is tapped.
    if let old = singleCurrent, newIndex[old] == nil {
      singleCurrent = frames.isEmpty ? nil : min(old, frames.count - 1)
      if setup.mode == .single && setup.singleRemove == .successor, let item = singleCurrent {
        tap(item, time)
      }
    } else {
      singleCurrent = singleCurrent.flatMap { newIndex[$0] }
    }
    // list-offset content: the finger's last content point goes with the items shown.
    let before = offset
    setOffset(clamped(kept), time)
    if kept != before { fingerContent.y += offset - before }
  }

  /// Where a change leaves the offset before the clamp (SPEC 2.7): where it is, but under
  /// `list-frames restack` and `list-offset content` moved as a Tk listbox moves its top index:
  /// the top item is the first reaching below the offset; an item leaving from before it takes
  /// its height off (and the top item is one index lower), and one arriving before it then adds
  /// its height.
  func offsetKeepingView(leaving: Int?, arriving: Int?, height: Double) -> Double {
    guard setup.listFrames == .restack && setup.listOffset == .content else { return offset }
    var top = 0
    while top < frames.count && frames[top].maxY <= offset { top += 1 }
    // The heights are summed first: a move within the rows above gives exactly 0.
    var shift = 0.0
    if let leaving, leaving < top {
      shift -= height
      top -= 1
    }
    if let arriving, arriving < top { shift += height }
    return offset + shift
  }

  /// A range drag through a change of the list (SPEC 2.7): the anchor and c follow their items,
  /// a removed one giving way to the item now at its index (or the last); by index, the next
  /// sample updates.
  mutating func carryDrag(_ newIndex: [Int?]) {
    if frames.isEmpty {
      if rangePhase == .active { rangePhase = .inert }
      if !fingerIsDown && endedRangePhase == .active { endedRangePhase = .inert }
      return
    }
    if anchor >= 0 {
      anchor = newIndex[anchor] ?? min(anchor, frames.count - 1)
      current = newIndex[current] ?? min(current, frames.count - 1)
    }
    if setup.rangeShape == .index { listChanged = true }
  }
}
