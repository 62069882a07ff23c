import SelectCore

/// Evaluates a range update against SPEC 3.2 once the call's entries are known.
struct RangeEvaluation {
  var mismatch: String?
  var limitRefused = false
  var vetoRefused = false

  /// - Complexity: O(|E| + entries).
  init(_ call: Call, _ state: RunState) {
    var nearestRefused: (key: Int, item: Int)?
    for item in state.extentLow...state.extentHigh {
      let wanted = state.desired(item)
      let has = state.isSelectedAfter(item)
      if has == wanted { continue }
      let role = state.inRange(item) ? "in R (target)" : "in E \\ R (revert)"
      if wanted {
        if !state.canSelect[item] {
          vetoRefused = true
        } else if state.countAfter >= state.capacity {
          limitRefused = true
          let key = state.distanceKey(item)
          if key < (nearestRefused?.key ?? Int.max) { nearestRefused = (key, item) }
        } else if mismatch == nil {
          mismatch =
            "after c became \(state.current) (anchor \(state.anchor)), item \(item) \(role) should be selected but is not (count \(state.countAfter) under capacity \(state.capacity))"
        }
      } else if !state.canDeselect[item] {
        vetoRefused = true
      } else if mismatch == nil {
        mismatch =
          "after c became \(state.current) (anchor \(state.anchor)), item \(item) \(role) should be unselected but is selected"
      }
    }
    guard mismatch == nil, let refused = nearestRefused else { return }
    for change in itemChanges(call.entries, cause: .drag) where change.selected {
      if state.distanceKey(change.item) > refused.key {
        mismatch =
          "item \(change.item) was selected though it lies farther from anchor \(state.anchor) than item \(refused.item), which the limit refused"
        return
      }
    }
  }
}
