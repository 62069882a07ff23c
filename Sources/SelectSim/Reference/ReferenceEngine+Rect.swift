import SelectCore

/// The reference model's range mode under `range-shape rect` and `rect-on-items` (SPEC 3.2).
extension ReferenceEngine {
  /// range-shape rect: the touch anchors at its down, on the item under the press point or on
  /// none, and updates whenever the items the rectangle from there to the finger meets change;
  /// rect-on-items looks only where an item is under the finger.
  mutating func rectLook(again: Bool, _ time: Double) {
    let finger = Point(x: fingerAt.x, y: fingerAt.y + offset)
    let under = byTop.topmost(atY: finger.y, where: { contains(frames[$0], finger) })
    switch rangePhase {
    case .waiting:
      target = setup.rangeTarget == .select || under.map { !isSelected[$0] } ?? true
      if let under, target != isSelected[under],
        target ? selectVetoed[under] : deselectVetoed[under]
      {
        rangePhase = .inert
        return
      }
      rangePhase = .active
      anchor = under ?? -1
      current = anchor
      press = finger
      inRect = Array(repeating: false, count: frames.count)
      inRectExtent = inRect
      rectMembers = []
      rectExtent = []
      beforeAnchor =
        setup.rangeStart == .keep ? isSelected : Array(repeating: false, count: frames.count)
      // range-start defer: a press on no item or on a selected one waits; rect-on-items: one on
      // no item does.
      pending =
        (setup.rangeStart == .defer && under.map { isSelected[$0] } ?? true)
        || (setup.rangeShape == .rectOnItems && under == nil)
      if !pending { rectAnchorUpdate(finger, time) }
    case .active:
      if setup.rangeShape == .rectOnItems && under == nil { return }
      if pending { return rectAnchorUpdate(finger, time) }
      let now = meetingRect(finger)
      guard now != rectMembers || again else { return }
      cornerBefore = corner
      corner = finger
      for item in rectMembers { inRect[item] = false }
      for item in now {
        inRect[item] = true
        if !inRectExtent[item] { rectExtent.append(item) }
        inRectExtent[item] = true
      }
      rectMembers = now
      rangeUpdate(time, from: current)
    default:
      break
    }
  }

  /// The anchor's update of a rect drag, with the finger at content point `finger`.
  mutating func rectAnchorUpdate(_ finger: Point, _ time: Double) {
    pending = false
    corner = finger
    cornerBefore = finger
    rectMembers = meetingRect(finger)
    for item in rectMembers {
      inRect[item] = true
      inRectExtent[item] = true
    }
    rectExtent = rectMembers
    rangeUpdate(time, from: anchor, anchoring: true, clearing: setup.rangeStart != .keep)
  }

  /// The items whose frames meet the closed rectangle from the press point to `finger` (they
  /// share a point, the frame's max edges open), ascending.
  func meetingRect(_ finger: Point) -> [Int] {
    let (left, right) = (min(press.x, finger.x), max(press.x, finger.x))
    let (top, bottom) = (min(press.y, finger.y), max(press.y, finger.y))
    var items: [Int] = []
    byTop.forEachCandidate(fromY: top, toY: bottom) { item in
      let frame = frames[item]
      if frame.width > 0 && frame.height > 0 && frame.x <= right && left < frame.x + frame.width
        && frame.y <= bottom && top < frame.y + frame.height
      {
        items.append(item)
      }
    }
    return items.sorted()
  }
}
