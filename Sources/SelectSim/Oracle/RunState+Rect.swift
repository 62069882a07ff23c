import SelectCore

/// Range mode under `range-shape rect` and `rect-on-items` (SPEC 3.2): the rectangle from the
/// press point to the finger.
extension RunState {
  /// Range under `range-shape rect` (SPEC 3.2): the touch anchors at its `down`, on the item
  /// there or on none; afterwards the drag updates when the items the rectangle from the press
  /// point to the finger meets change (or anyway, `again`, under `range-update move`).
  mutating func rectLook(_ point: Point, again: Bool, _ analysis: inout CallAnalysis) {
    let finger = SpecGeometry.contentPoint(point, offset: offset)
    switch rangePhase {
    case .seeking:
      let item = topmost(at: finger)
      target = configuration.rangeTarget == .select || item.map { !selected[$0] } ?? true
      if let item, target != selected[item], !(target ? canSelect[item] : canDeselect[item]) {
        rangePhase = .inert
        analysis.refusedByVeto = true
        return
      }
      rangePhase = .anchored
      anchor = item ?? -1
      current = anchor
      if configuration.rangeStart == .keep { beforeAnchor = selected }
      rect?.begin(at: finger, meeting: [])
      // range-start defer: a press on no item or on a selected one waits; rect-on-items: a
      // press on no item does (SPEC 3.2).
      pending =
        (configuration.rangeStart == .defer && item.map { selected[$0] } ?? true)
        || (configuration.rangeShape == .rectOnItems && item == nil)
      if !pending { rectAnchorUpdate(finger, &analysis) }
    case .anchored:
      // rect-on-items: a sample over no item changes nothing.
      if configuration.rangeShape == .rectOnItems && topmost(at: finger) == nil { return }
      if pending { return rectAnchorUpdate(finger, &analysis) }
      guard let press = rect?.press else { return }
      let box = Box(spanning: press, finger)
      let meeting = items(meeting: box)
      let changed = rect?.differs(from: meeting) ?? false
      guard changed || again else { return }
      retarget()
      rect?.move(to: meeting, box: box)
      analysis.rangeUpdated = true
      analysis.rangeRepeated = !changed
    default:
      break
    }
  }

  /// The anchor's update of a rect drag, with the finger at content point `finger`: under
  /// `range-start` `clear` and `defer`, every selected item outside `R` is to be deselected.
  mutating func rectAnchorUpdate(_ finger: Point, _ analysis: inout CallAnalysis) {
    pending = false
    guard let press = rect?.press else { return }
    let box = Box(spanning: press, finger)
    let meeting = items(meeting: box)
    rect?.begin(at: press, meeting: [])
    rect?.move(to: meeting, box: box)
    if configuration.rangeStart != .keep && configuration.rangeRevertScope != .all {
      let inRect = rect?.inRange ?? []
      analysis.rangeCleared = selected.indices.filter { selected[$0] && !inRect[$0] }
    }
    analysis.rangeUpdated = true
  }

  /// The items whose frames meet the closed `box`, ascending (brute force over the candidates
  /// of its band of content y).
  func items(meeting box: Box) -> [Int] {
    byTop.unorderedCandidates(fromY: box.minY, toY: box.maxY).filter {
      SpecGeometry.meets(frames[$0], box)
    }.sorted()
  }
}
