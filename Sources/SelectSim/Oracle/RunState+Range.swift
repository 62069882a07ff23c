import SelectCore

/// Range mode by index (SPEC 3.2): anchoring, `c`, the deferred anchor, the target's direction.
extension RunState {
  /// Range: the point sample of SPEC 3.5: anchoring, or a new `c`.
  /// Range's look at the finger at viewport point `point` (SPEC 3.5).
  mutating func rangeLook(_ point: Point, again: Bool = false, _ analysis: inout CallAnalysis) {
    if rect != nil { return rectLook(point, again: again, &analysis) }
    guard var item = hitItem(at: point) else { return }
    // range-current anchor: c stays at the anchor (SPEC 3.2).
    if rangePhase == .anchored && configuration.rangeCurrent == .anchor { item = current }
    switch rangePhase {
    case .seeking:
      target = configuration.rangeTarget == .select || !selected[item]
      if target != selected[item] && !(target ? canSelect[item] : canDeselect[item]) {
        rangePhase = .inert
        analysis.refusedByVeto = true
        return
      }
      rangePhase = .anchored
      anchor = item
      current = item
      if configuration.rangeStart == .keep { beforeAnchor = selected }
      // range-start defer: a press on a selected item puts the anchor's update off (SPEC 3.2).
      pending = configuration.rangeStart == .defer && selected[item]
      if !pending { anchorUpdate(reaching: item, &analysis) }
    case .anchored where pending:
      anchorUpdate(reaching: item, &analysis)
    case .anchored where item != current:
      listChanged = false
      retarget()
      analysis.rangeSpan = min(current, item)...max(current, item)
      current = item
      extentLow = min(extentLow, item)
      extentHigh = max(extentHigh, item)
      joinRange()
      analysis.rangeUpdated = true
    case .anchored where again || listChanged:
      // A list change since the last update makes the update run (SPEC 2.7).
      listChanged = false
      retarget()
      joinRange()
      analysis.rangeSpan = item...item
      analysis.rangeUpdated = true
      analysis.rangeRepeated = true
    default:
      break
    }
  }

  /// Range by index: the anchor's update, with `c` at `item` (SPEC 3.2): under `range-start`
  /// `clear` and `defer`, every other selected item outside `R` is to be deselected (S0 is empty).
  mutating func anchorUpdate(reaching item: Int, _ analysis: inout CallAnalysis) {
    pending = false
    listChanged = false
    extentSet = nil
    current = item
    extentLow = min(anchor, item)
    extentHigh = max(anchor, item)
    analysis.rangeSpan = extentLow...extentHigh
    // Under range-revert-scope all, every item outside R reverts: the clear adds nothing.
    if configuration.rangeStart != .keep && configuration.rangeRevertScope != .all {
      analysis.rangeCleared = selected.indices.filter { selected[$0] && !inRange($0) }
    }
    analysis.rangeUpdated = true
  }

  /// After a list change, `E` by index is the items that have been in `R` at an update: an update
  /// adds `R` (SPEC 2.7).
  mutating func joinRange() {
    guard extentSet != nil else { return }
    for item in min(anchor, current)...max(anchor, current) { extentSet?[item] = true }
  }

  /// `range-start defer` (SPEC 3.2): the `up` of a touch whose anchor's update is still put off
  /// deselects, over the anchor, every other item, and over no item every item (vetoes apply;
  /// nearest the anchor first); over another item, nothing.
  mutating func releaseDeferred(_ analysis: inout CallAnalysis) {
    guard rangePhase == .anchored, pending, configuration.rangeStart == .defer else { return }
    let under = topmost(at: SpecGeometry.contentPoint(viewportPoint, offset: offset))
    guard under == nil || under == anchor else { return }
    analysis.expectedRelease = selected.indices.filter {
      selected[$0] && $0 != under && canDeselect[$0]
    }.sorted { distanceKey($0) < distanceKey($1) }.map { ItemChange(item: $0, selected: false) }
  }

  /// Under `range-direction anchor`, an update after the anchor's takes its target from the
  /// anchor's state before the call (SPEC 3.2); under `rect` with no item at the press point,
  /// there is none to read.
  mutating func retarget() {
    if configuration.rangeDirection == .anchor && anchor >= 0 { target = selected[anchor] }
  }
}
