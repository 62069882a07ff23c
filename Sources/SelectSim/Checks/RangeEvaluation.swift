import SelectCore

/// Evaluates a range update against SPEC 3.2 once the call's entries are known: the desired
/// states of `E`, the items `range-start` `clear` deselects, and the order of the changes.
struct RangeEvaluation {
  var mismatch: String?
  var limitRefused = false
  var vetoRefused = false
  /// Two changes at equal distance from the anchor, one on each side.
  var tie = false

  /// Under `range-revert-scope` `passed`, the items of `E \ R` outside the update's span keep
  /// whatever state they have.
  ///
  /// - Complexity: O(|E| + entries), and the items cleared at an anchor.
  init(_ call: Call, _ state: borrowing RunState) {
    var nearestRefused: (key: Int, item: Int)?
    let wants = state.rangeWants
    let capacity = state.capacity
    for item in state.extentItems where wants.reaches(item) {
      let wanted = wants.desired(item)
      let has = state.isSelectedAfter(item)
      if has == wanted { continue }
      let role = wants.inRange(item) ? "in R (target)" : "in E \\ R (revert)"
      if wanted {
        if state.selected[item] {
          // Selected before the call and wanted so: no veto or limit excuses a deselection.
          if mismatch == nil {
            mismatch =
              "\(state.updateWords), item \(item) \(role) should stay selected but the drag deselected it"
          }
        } else if !state.canSelect[item] {
          vetoRefused = true
        } else if state.countAfter >= capacity {
          limitRefused = true
          let key = state.distanceKey(item)
          if key < (nearestRefused?.key ?? Int.max) { nearestRefused = (key, item) }
        } else if mismatch == nil {
          mismatch =
            "\(state.updateWords), item \(item) \(role) should be selected but is not (count \(state.countAfter) \(capacity == Int.max ? "and no limit" : "under capacity \(capacity)"))"
        }
      } else if !state.canDeselect[item] {
        vetoRefused = true
      } else if mismatch == nil {
        mismatch =
          "\(state.updateWords), item \(item) \(role) should be unselected but is selected"
      }
    }
    // Under range-start clear, the anchor's update deselects every other selected item.
    for item in state.analysis.rangeCleared where state.isSelectedAfter(item) {
      if !state.canDeselect[item] {
        vetoRefused = true
      } else if mismatch == nil {
        mismatch =
          "the drag anchored at \(state.anchor) under range-start clear, but item \(item), selected before, is still selected"
      }
    }
    let changes = call.entries.itemChanges(cause: .drag)
    // Two changes the same way at the same distance: sorted, they lie side by side.
    var distances = changes.map { abs($0.item - state.anchor) * 2 + ($0.selected ? 1 : 0) }
    distances.sort()
    tie = distances.indices.dropFirst().contains { distances[$0] == distances[$0 - 1] }
    guard mismatch == nil else { return }
    // SPEC 3.2's order: deselections first, then selections; each group nearest the anchor
    // first, the lower index on a tie (the distance key).
    var previous: (selected: Bool, key: Int)?
    for change in changes {
      let key = state.distanceKey(change.item)
      if let previous, previous.selected && !change.selected {
        mismatch =
          "item \(change.item) was deselected after a selection in the same update; deselections come first"
        return
      }
      if let previous, previous.selected == change.selected, key < previous.key {
        let other = changes.first { state.distanceKey($0.item) == previous.key }?.item ?? 0
        mismatch =
          "item \(change.item) was \(change.selected ? "selected" : "deselected") after item \(other), "
          + "but it lies nearer anchor \(state.anchor) (or as near, with a lower index): nearest first"
        return
      }
      previous = (change.selected, key)
    }
    guard let refused = nearestRefused else { return }
    for change in changes where change.selected {
      if state.distanceKey(change.item) > refused.key {
        mismatch =
          "item \(change.item) was selected though it lies farther from anchor \(state.anchor) than item \(refused.item), which the limit refused"
        return
      }
    }
  }
}
