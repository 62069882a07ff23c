import SelectCore

/// Single mode (SPEC 3.3): taps, commits at the press and following the finger, select-all's
/// active item.
extension RunState {
  /// A `move` under `single-commit follow` (SPEC 3.3): it taps the item under the finger; under
  /// `single-follow change`, only an item other than the last press's or tapping move's.
  mutating func followMove(to point: Point, _ analysis: inout CallAnalysis) {
    let item = hitItem(at: point)
    if let item { currentItem = item }
    if configuration.singleFollow == .change, let item, item == lastTapItem {
      analysis.expectedTap = []
      return
    }
    if item != nil { lastTapItem = item }
    commitSingle(at: point, &analysis)
  }

  /// Single mode's `up` (SPEC 3.3): the tap's commit under `single-commit tap`, else a retap
  /// after a press that selected nothing under `single-release retap`; and the active item
  /// under `single-select-all active`.
  mutating func singleUp(_ analysis: inout CallAnalysis) {
    if configuration.singleCommit == .tap {
      // Whatever the tap does, it may select only an item under its down point.
      analysis.commitPoint = downHitPoint
      if tapStillPossible, let item = tapItem {
        analysis.expectedTap = expectedTap(on: item, &analysis)
      }
    } else if configuration.singleRelease == .retap && pressSelectedNothing {
      commitSingle(at: viewportPoint, &analysis)
    }
    if configuration.singleSelectAll == .active, let item = hitItem(at: viewportPoint) {
      activeItem = item
    }
  }

  /// Single mode under `single-commit` `press` or `follow`: the item under viewport point
  /// `point` (in the content, on the frames of this moment) is tapped now (SPEC 3.3); where none
  /// is, nothing changes.
  mutating func commitSingle(at point: Point, _ analysis: inout CallAnalysis) {
    analysis.commitPoint = hitPoint(point)
    guard let item = hitItem(at: point) else {
      analysis.expectedTap = []
      return
    }
    analysis.expectedTap = expectedTap(on: item, &analysis)
  }

  /// `selectAll` under `single-select-all active` (SPEC 3.3): the other selected items go where
  /// `canDeselect` permits, descending, then the active item comes where `canSelect` and the
  /// capacity permit.
  func expectedActive(_ analysis: inout CallAnalysis) -> [ItemChange] {
    guard let active = activeItem else { return [] }
    var changes: [ItemChange] = []
    var total = count
    for item in (0..<itemCount).reversed() where selected[item] && item != active {
      if canDeselect[item] {
        changes.append(ItemChange(item: item, selected: false))
        total -= 1
      } else {
        analysis.refusedByVeto = true
      }
    }
    guard !selected[active] else { return changes }
    if !canSelect[active] {
      analysis.refusedByVeto = true
    } else if total >= capacity {
      analysis.refusedByLimit = true
    } else {
      changes.append(ItemChange(item: active, selected: true))
    }
    return changes
  }

  func expectedTap(on item: Int, _ analysis: inout CallAnalysis)
    -> [ItemChange]
  {
    if selected[item] { return [] }
    if !canSelect[item] {
      analysis.refusedByVeto = true
      return []
    }
    if capacity < 1 {
      analysis.refusedByLimit = true
      return []
    }
    if let previous = selected.firstIndex(of: true) {
      if !canDeselect[previous] {
        analysis.refusedByVeto = true
        return []
      }
      return [ItemChange(item: previous, selected: false), ItemChange(item: item, selected: true)]
    }
    return [ItemChange(item: item, selected: true)]
  }
}
