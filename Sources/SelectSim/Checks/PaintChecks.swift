import SelectCore

/// `one-change-per-drag`: paint: each item has at most one `drag` entry per drag (SPEC 3.1).
struct OneChangePerDragCheck: InvariantCheck {
  static let invariant = Invariant.oneChangePerDrag
  /// The drag of each item's last `drag` entry.
  private var lastDrag: [Int]

  init(itemCount: Int) { lastDrag = Array(repeating: 0, count: itemCount) }

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    guard state.mode == .paint else { return nil }
    for entry in call.entries {
      guard let change = entry.itemChange, change.cause == .drag, change.item < lastDrag.count
      else { continue }
      if lastDrag[change.item] == state.dragNumber {
        return
          "item \(change.item) changed a second time in drag \(state.dragNumber) (now \(change.selected ? "selected" : "deselected"))"
      }
      lastDrag[change.item] = state.dragNumber
    }
    return nil
  }
}

/// `consistent-mode`: paint: every `drag` entry goes the way the first touched item fixed.
struct ConsistentModeCheck: InvariantCheck {
  static let invariant = Invariant.consistentMode

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    guard state.mode == .paint else { return nil }
    for entry in call.entries {
      guard let change = entry.itemChange, change.cause == .drag else { continue }
      guard let selects = state.paintSelects else {
        return
          "item \(change.item) \(change.selected ? "selected" : "deselected") by a drag that has touched no item"
      }
      if change.selected != selects {
        return
          "item \(change.item) \(change.selected ? "selected" : "deselected") in a drag whose first item fixed \(selects ? "select" : "deselect")"
      }
    }
    return nil
  }
}

/// `no-skip`: paint: every item the finger's path crossed was considered; those not in the mode's
/// state and allowed did change (SPEC 3.1). Steps are `scroll-selects`'s to check.
struct NoSkipCheck: InvariantCheck {
  static let invariant = Invariant.noSkip

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    guard state.mode == .paint, !call.isStep, state.analysis.moved else { return nil }
    return missingPaintChange(call, state)
  }
}

/// The first change a paint movement owed but did not make.
func missingPaintChange(_ call: Call, _ state: RunState) -> String? {
  let made = itemChanges(call.entries, cause: .drag)
  for expected in state.analysis.expectedPaint where !made.contains(where: { $0 == expected }) {
    let analysis = state.analysis
    return
      "the path from \(point(analysis.from)) to \(point(analysis.to)) crossed item \(expected.item), "
      + "which was \(expected.selected ? "unselected and allowed" : "selected and allowed to go"), "
      + "but it was not \(expected.selected ? "selected" : "deselected") (expected: \(describe(analysis.expectedPaint)); "
      + "got: \(describe(made)))"
  }
  return nil
}

/// `only-touched`: paint: no `drag` entry for an item the path never touched; range: none
/// outside `E ∪ R` (SPEC 3.1, 3.2).
struct OnlyTouchedCheck: InvariantCheck {
  static let invariant = Invariant.onlyTouched
  private var touchedStamp: [Int]
  private var stamp = 0

  init(itemCount: Int) { touchedStamp = Array(repeating: 0, count: itemCount) }

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    switch state.mode {
    case .paint:
      stamp += 1
      for item in state.analysis.touched { touchedStamp[item] = stamp }
      for entry in call.entries {
        guard let change = entry.itemChange, change.cause == .drag, change.item < touchedStamp.count
        else { continue }
        if touchedStamp[change.item] != stamp {
          let reason =
            state.analysis.moved
            ? "the path from \(point(state.analysis.from)) to \(point(state.analysis.to)) never touched it"
            : "the finger did not move"
          return "item \(change.item) changed by the drag, but \(reason)"
        }
      }
    case .range:
      for entry in call.entries {
        guard let change = entry.itemChange, change.cause == .drag else { continue }
        if state.rangePhase != .anchored && !state.analysis.rangeUpdated {
          return "item \(change.item) changed by a range drag that has no anchor"
        }
        if !state.inExtent(change.item) {
          return
            "item \(change.item) changed by the drag, outside E ∪ R = \(state.extentLow)...\(state.extentHigh)"
        }
      }
    case .single:
      break
    }
    return nil
  }
}
