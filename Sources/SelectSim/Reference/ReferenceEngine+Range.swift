import SelectCore

/// The reference model's range mode by index (SPEC 3.2).
extension ReferenceEngine {
  // MARK: Range

  /// Range's look at the finger, at viewport point `point` (SPEC 3.5).
  mutating func rangeLook(at point: Point, again: Bool = false, _ time: Double) {
    if setup.rangeShape != .index { return rectLook(again: again, time) }
    guard var topmost = itemUnder(point) else { return }
    // range-current anchor: c stays at the anchor.
    if rangePhase == .active && setup.rangeCurrent == .anchor { topmost = current }
    switch rangePhase {
    case .waiting:
      target = setup.rangeTarget == .select ? true : !isSelected[topmost]
      let refusedByVeto =
        target != isSelected[topmost]
        && (target ? selectVetoed[topmost] : deselectVetoed[topmost])
      if refusedByVeto {
        rangePhase = .inert
        return
      }
      rangePhase = .active
      anchor = topmost
      current = topmost
      extentLow = topmost
      extentHigh = topmost
      // range-start clear and defer: S0 is empty, and every other selected item goes in the
      // anchor's update; defer puts that update off after a press on a selected item.
      beforeAnchor =
        setup.rangeStart == .keep ? isSelected : Array(repeating: false, count: frames.count)
      pending = setup.rangeStart == .defer && isSelected[topmost]
      if !pending {
        rangeUpdate(time, from: topmost, anchoring: true, clearing: setup.rangeStart != .keep)
      }
    case .active where pending:
      pending = false
      current = topmost
      extentLow = min(anchor, topmost)
      extentHigh = max(anchor, topmost)
      rangeUpdate(time, from: anchor, anchoring: true, clearing: true)
    case .active where topmost != current:
      let previous = current
      current = topmost
      extentLow = min(extentLow, topmost)
      extentHigh = max(extentHigh, topmost)
      rangeUpdate(time, from: previous)
    case .active where again || listChanged:
      rangeUpdate(time, from: current)
    default:
      break
    }
  }

  /// range-start defer: the up of a touch whose anchor's update is still put off deselects, over
  /// the anchor, every other item, and over no item every item; over another, nothing.
  mutating func releaseDeferred(_ time: Double) {
    guard setup.mode == .range, rangePhase == .active, pending, setup.rangeStart == .defer
    else { return }
    let finger = Point(x: fingerAt.x, y: fingerAt.y + offset)
    let under = byTop.topmost(atY: finger.y, where: { contains(frames[$0], finger) })
    guard under == nil || under == anchor else { return }
    // Over the anchor, every other item; over no item, every item.
    let victims = frames.indices.filter { isSelected[$0] && $0 != under }
    for item in nearestFirst(victims) where !deselectVetoed[item] {
      setItem(item, false, .drag, time)
    }
  }

  /// `items` in 3.2's order of changes: nearest the anchor first, the lower index on a tie.
  func nearestFirst(_ items: [Int]) -> [Int] {
    let anchor = self.anchor
    return items.sorted { a, b in
      let (da, db) = (abs(a - anchor), abs(b - anchor))
      return da != db ? da < db : a < b
    }
  }

  /// The update of SPEC 3.2, after `c` went from `previous` to `current` (under rect, after the
  /// rectangle's items changed).
  mutating func rangeUpdate(
    _ time: Double, from previous: Int, anchoring: Bool = false, clearing: Bool = false
  ) {
    // range-direction anchor: every later update takes its target from the anchor's state now.
    if setup.rangeDirection == .anchor && !anchoring && anchor >= 0 {
      target = isSelected[anchor]
    }
    let rect = setup.rangeShape != .index
    listChanged = false
    let rangeLow = min(anchor, current)
    let rangeHigh = max(anchor, current)
    var toDeselect: [Int] = []
    var toSelect: [Int] = []
    // range-revert-scope all: every item outside R reverts, which leaves the clear nothing.
    if clearing && setup.rangeRevertScope != .all {
      // Every selected item outside R: under rect, R may hold more than the anchor, and may have
      // lost it (a frame moved away from the press point).
      for item in frames.indices where isSelected[item] && (rect || item != anchor) {
        if !(rect ? inRect[item] : rangeLow <= item && item <= rangeHigh) {
          toDeselect.append(item)
        }
      }
    }
    // range-revert-scope all: every item, in E or not.
    // After a list change, E by index is the items that have been in R at an update.
    if var set = extentSet {
      for item in rangeLow...rangeHigh { set[item] = true }
      extentSet = set
    }
    let byIndex = extentSet.map { set in frames.indices.filter { set[$0] } }
    let extent =
      setup.rangeRevertScope == .all
      ? Array(frames.indices)
      : rect ? rectExtent.sorted() : byIndex ?? Array(extentLow...extentHigh)
    // range-revert-scope passed under rect: the items that meet the rectangle before.
    var before = Array(repeating: false, count: rect ? frames.count : 0)
    if rect { for item in meetingRect(cornerBefore) { before[item] = true } }
    // Read once: the setup is large, and copied at every read in a debug build.
    let toggles = setup.rangeTarget == .toggle
    let scopePassed = setup.rangeRevertScope == .passed
    let revert = setup.rangeRevert
    for item in extent {
      let wanted: Bool
      let inRange = rect ? inRect[item] : rangeLow <= item && item <= rangeHigh
      let passed =
        rect ? before[item] : min(previous, current) <= item && item <= max(previous, current)
      if inRange {
        // range-target toggle: each item the opposite of its state in S0.
        wanted = toggles ? !beforeAnchor[item] : target
      } else if scopePassed && !passed {
        // range-revert-scope passed: only the items the finger passed revert.
        continue
      } else {
        switch revert {
        case .restore: wanted = beforeAnchor[item]
        case .deselect: wanted = false
        // range-revert opposite: against the target (under toggle, S0's state again).
        case .opposite: wanted = toggles ? beforeAnchor[item] : !target
        }
      }
      if isSelected[item] && !wanted { toDeselect.append(item) }
      if !isSelected[item] && wanted { toSelect.append(item) }
    }
    for item in nearestFirst(toDeselect) where !deselectVetoed[item] {
      setItem(item, false, .drag, time)
    }
    let capacity = capacity
    for item in nearestFirst(toSelect) {
      if !selectVetoed[item] && count < capacity { setItem(item, true, .drag, time) }
    }
  }
}
