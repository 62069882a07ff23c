import SelectCore

/// `only-touched`: paint: no `drag` entry for an item the path never touched; range: none
/// outside `E ∪ R` but those the anchor's update clears (`range-start` `clear`), and under
/// `range-revert-scope` `passed` none outside `R` and the update's span; single: no tap
/// selects an item its down point was not on, no press or follow one its own point was not on
/// (SPEC 3.1-3.3).
struct OnlyTouchedCheck: InvariantCheck {
  static let invariant = Invariant.onlyTouched
  private var touchedStamp: [Int]
  private var stamp = 0

  init(itemCount: Int) { touchedStamp = Array(repeating: 0, count: itemCount) }

  /// Each item keeps its stamp through a change of the list (SPEC 2.7).
  mutating func carry(through change: ListChange) {
    touchedStamp = change.carry(touchedStamp, inserting: 0)
  }

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    switch state.mode {
    case .paint:
      stamp += 1
      for item in state.analysis.touched { touchedStamp[item] = stamp }
      for entry in call.entries {
        guard let change = entry.itemChange, change.cause == .drag else { continue }
        if touchedStamp[change.item] != stamp {
          let reason =
            state.analysis.moved
            ? "the path from \(CheckWording.point(state.analysis.from)) to \(CheckWording.point(state.analysis.to)) never touched it"
            : "the finger did not move"
          return "item \(change.item) changed by the drag, but \(reason)"
        }
      }
    case .range:
      let wants = state.rangeWants
      for entry in call.entries {
        guard let change = entry.itemChange, change.cause == .drag else { continue }
        // The release of a put-off press is range-state's to judge (SPEC 3.2, range-start defer).
        if state.analysis.expectedRelease != nil { continue }
        if state.rangePhase != .anchored && !state.analysis.rangeUpdated {
          return "item \(change.item) changed by a range drag that has no anchor"
        }
        // Under range-revert-scope all, every item outside R may revert.
        if state.configuration.rangeRevertScope == .all { continue }
        if !state.inExtent(change.item) && !state.analysis.clears(change.item) {
          return
            "item \(change.item) changed by the drag, outside E ∪ R = \(state.extentWords)"
        }
        if !wants.reaches(change.item) && !state.analysis.clears(change.item) {
          let span = state.analysis.rangeSpan
          let passed =
            state.rect == nil
            ? "\(span.lowerBound)...\(span.upperBound)" : "(those the rectangle met before)"
          return
            "item \(change.item) changed by the drag, outside R and the items passed \(passed) (range-revert-scope passed)"
        }
      }
    case .single:
      // A tap selects the item under its down point (SPEC 3.3), which the finger touched, on
      // the frames of its down; a press or a follow the item under the point of its own call,
      // on the frames of that moment (under hit-test nearest, "under" is SPEC 2.1's).
      guard let point = state.analysis.commitPoint else { return nil }
      let atDown = state.configuration.singleCommit == .tap
      for change in call.entries.itemChanges(cause: .tap) where change.selected {
        let hit =
          atDown
          ? SpecGeometry.contains(state.frameAtDown(change.item), point)
            || change.item == state.downLowest
          : state.isHit(change.item, at: point)
        if !hit {
          return
            "item \(change.item) selected by \(SingleSelectCheck.commit(call, state)), but its point \(CheckWording.point(point)) (in the content) was not on it"
        }
      }
    }
    return nil
  }
}
