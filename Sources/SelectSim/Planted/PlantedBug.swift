import Foundation
import SelectCore

/// A realistic drag-to-select bug, or a fault, planted in SelectCore's engine (as one of its
/// decisions changed, or by a wrapper), to prove the harness finds it.
package struct PlantedBug: Sendable {
  /// The engine name `--engine` takes.
  package let name: String
  /// The bug, in one line.
  package let summary: String
  /// The invariants expected to catch it (any of them; `model-agreement` may always catch it
  /// first when the model is on).
  package let expected: Set<FailureKind>
  private let make: @Sendable (Configuration) throws(ConfigurationError) -> any DragSelectEngine
  /// Whether it is a planted fault (SPEC 9) rather than a wrong answer.
  package let isFault: Bool

  private init(
    name: String, summary: String, expected: Set<FailureKind>, isFault: Bool = false,
    make: @escaping @Sendable (Configuration) throws(ConfigurationError) -> any DragSelectEngine
  ) {
    self.name = name
    self.summary = summary
    self.expected = expected
    self.isFault = isFault
    self.make = make
  }

  /// A bug planted as one decision of SelectCore's engine changed (``PlantedRules``).
  private init<Rules: SelectionRules>(
    name: String, summary: String, expected: Set<FailureKind>, rules: Rules.Type
  ) {
    self.init(name: name, summary: summary, expected: expected) {
      configuration throws(ConfigurationError) in
      try RuledEngine<Rules>(configuration: configuration)
    }
  }

  /// A bug planted by a wrapper around SelectCore's engine (``PlantedEngine``).
  private init(
    name: String, summary: String, expected: Set<FailureKind>, twist: PlantedEngine.Twist
  ) {
    self.init(name: name, summary: summary, expected: expected) {
      configuration throws(ConfigurationError) in
      try PlantedEngine(configuration: configuration, twist: twist)
    }
  }

  /// A planted fault (``FaultyEngine``).
  private init(name: String, summary: String, expected: Set<FailureKind>, fault: PlantedFault) {
    self.init(name: name, summary: summary, expected: expected, isFault: true) {
      configuration throws(ConfigurationError) in
      try FaultyEngine(configuration: configuration, fault: fault)
    }
  }

  /// An engine with this bug.
  package var kind: EngineKind {
    EngineKind(
      name: name, summary: "planted \(isFault ? "fault" : "bug"): \(summary)",
      origin: .builtIn(name),
      reportsFaults: false, make: make)
  }

  /// Every planted bug, in the order `selfuzz engines` and `selfuzz mutants` list them.
  package static let all: [PlantedBug] = [
    PlantedBug(
      name: "paint-mode-per-item", summary: "paint recomputes select/deselect for every item",
      expected: [.invariant(.consistentMode)], rules: PlantedRules.PaintModePerItem.self),
    PlantedBug(
      name: "paint-mode-kept-after-up",
      summary: "paint's mode is not cleared at up, so the next drag inherits it",
      expected: [.invariant(.consistentMode), .invariant(.noSkip)],
      rules: PlantedRules.PaintModeKeptAfterUp.self),
    PlantedBug(
      name: "frame-clears-memory", summary: "a frame event resets the once-per-drag memory",
      expected: [.invariant(.oneChangePerDrag)], rules: PlantedRules.FrameClearsMemory.self),
    PlantedBug(
      name: "no-sweep",
      summary: "paint hit-tests the sampled points only, so fast moves skip items",
      expected: [.invariant(.noSkip)], rules: PlantedRules.NoSweep.self),
    PlantedBug(
      name: "closed-hit-test", summary: "hit tests include the max edges (closed rectangles)",
      expected: [
        .invariant(.onlyTouched), .invariant(.noSkip), .invariant(.consistentMode),
        .invariant(.singleSelect), .invariant(.rangeState),
      ],
      rules: PlantedRules.ClosedHitTest.self),
    PlantedBug(
      name: "viewport-hit-test", summary: "hit tests use the viewport point without the offset",
      expected: [
        .invariant(.onlyTouched), .invariant(.noSkip), .invariant(.consistentMode),
        .invariant(.singleSelect), .invariant(.rangeState),
      ],
      rules: PlantedRules.ViewportHitTest.self),
    PlantedBug(
      name: "limit-off-by-one", summary: "the limit lets one item too many in",
      expected: [.invariant(.limit)], twist: .limitOffByOne),
    PlantedBug(
      name: "limit-deselects-from-start",
      summary: "a lowered limit deselects from the start of the list",
      expected: [.invariant(.deselectFromEnd)], rules: PlantedRules.LimitDeselectsFromStart.self),
    PlantedBug(
      name: "select-all-ignores-limit", summary: "selectAll ignores the limit",
      expected: [.invariant(.limit), .invariant(.selectAll), .invariant(.singleSelect)],
      rules: PlantedRules.SelectAllIgnoresLimit.self),
    PlantedBug(
      name: "select-all-ignores-veto", summary: "selectAll selects vetoed items",
      expected: [.invariant(.selectAll), .invariant(.veto)],
      rules: PlantedRules.SelectAllIgnoresVeto.self),
    PlantedBug(
      name: "deselect-all-honours-veto", summary: "deselectAll skips items canDeselect refuses",
      expected: [.invariant(.deselectAll)], rules: PlantedRules.DeselectAllHonoursVeto.self),
    PlantedBug(
      name: "veto-only-at-anchor", summary: "range asks canSelect only for the anchor",
      expected: [.invariant(.veto)], rules: PlantedRules.VetoOnlyAtAnchor.self),
    PlantedBug(
      name: "select-before-deselect",
      summary: "range selects before deselecting, so a full limit refuses the range",
      // At an auto-scroll step, range-state's rule is scroll-selects's to check (SPEC 4).
      expected: [.invariant(.rangeState), .invariant(.scrollSelects)],
      rules: PlantedRules.SelectBeforeDeselect.self),
    PlantedBug(
      name: "far-end-fill",
      summary: "range changes go in index order, so a backward range fills from the far end",
      expected: [.invariant(.rangeState), .invariant(.scrollSelects)],
      rules: PlantedRules.FarEndFill.self),
    PlantedBug(
      name: "restore-deselect-swapped", summary: "range-revert restore and deselect are swapped",
      expected: [.invariant(.rangeState)], rules: PlantedRules.RestoreDeselectSwapped.self),
    PlantedBug(
      name: "ties-to-the-higher-index",
      summary: "range changes the higher index first when two lie as near the anchor",
      expected: [.invariant(.rangeState)], rules: PlantedRules.TiesToTheHigherIndex.self),
    PlantedBug(
      name: "remembered-from-down",
      summary: "range takes S0 at the down, not at the anchor, so restore undoes what came between",
      expected: [.invariant(.rangeState)], rules: PlantedRules.RememberedFromDown.self),
    PlantedBug(
      name: "incremental-extent",
      summary:
        "range updates only the items between the old and new c, never those changed mid-drag",
      expected: [.invariant(.rangeState)], rules: PlantedRules.IncrementalExtent.self),
    PlantedBug(
      name: "lazy-restore-snapshot",
      summary: "S0 remembers only the drag's own changes, so restore keeps a mid-drag selectAll",
      expected: [.invariant(.rangeState)], rules: PlantedRules.LazyRestoreSnapshot.self),
    PlantedBug(
      name: "still-finger-skips-hit-test",
      summary: "a move to the finger's own point is skipped though a frame moved under it",
      expected: [
        .invariant(.noSkip), .invariant(.rangeState), .invariant(.consistentMode),
      ], rules: PlantedRules.StillFingerSkipsHitTest.self),
    PlantedBug(
      name: "no-clamp-after-frame",
      summary: "a frame event that shrinks the content leaves the offset past the end",
      expected: [.invariant(.scrollBounds)], rules: PlantedRules.NoClampAfterFrame.self),
    PlantedBug(
      name: "height-skips-empty-frames",
      summary: "the content height leaves out zero-size frames",
      expected: [
        .invariant(.scrollBounds), .invariant(.scrollSteps), .invariant(.logConsistent),
        .invariant(.consistentMode), .invariant(.noSkip), .invariant(.onlyTouched),
      ], rules: PlantedRules.HeightSkipsEmptyFrames.self),
    PlantedBug(
      name: "steps-only-on-idle",
      summary: "due auto-scroll steps are applied by idle only, not before other events",
      expected: [.invariant(.scrollSteps), .invariant(.scrollSelects)],
      rules: PlantedRules.StepsOnlyOnIdle.self),
    PlantedBug(
      name: "cancel-keeps-drag", summary: "cancel does not end the drag",
      expected: [
        .invariant(.consistentMode), .invariant(.onlyTouched), .invariant(.noSkip),
        .invariant(.oneChangePerDrag), .invariant(.rangeState), .invariant(.scrollSteps),
        .invariant(.singleSelect), .invariant(.strayIgnored),
        // Under single-remove successor: the ignored down leaves the current item where it was,
        // and a removal of that item taps its successor.
        .invariant(.listChange),
      ],
      twist: .cancelKeepsDrag),
    PlantedBug(
      name: "scrolls-after-up", summary: "auto-scroll keeps stepping after up",
      expected: [.invariant(.scrollSteps), .invariant(.strayIgnored)],
      rules: PlantedRules.ScrollsAfterUp.self),
    PlantedBug(
      name: "unclamped-steps", summary: "auto-scroll steps are not clamped",
      expected: [.invariant(.scrollBounds)], rules: PlantedRules.UnclampedSteps.self),
    PlantedBug(
      name: "no-hit-test-after-step",
      summary: "after an auto-scroll step the movement logic does not run",
      // An item the step should have dealt with, dealt with by a later move of the same paint
      // drag, breaks one-change-per-drag there.
      expected: [.invariant(.scrollSelects), .invariant(.oneChangePerDrag)],
      rules: PlantedRules.NoHitTestAfterStep.self),
    PlantedBug(
      name: "zero-height-hotspot",
      summary: "a hotspot height of 0 or less falls back to the default instead of disabling",
      expected: [.invariant(.scrollSteps)], rules: PlantedRules.ZeroHeightHotspot.self),
    PlantedBug(
      name: "uncapped-depth",
      summary: "beyond the viewport's edge the finger stays in the hotspot, deeper than h",
      expected: [.invariant(.scrollSteps)], rules: PlantedRules.UncappedDepth.self),
    PlantedBug(
      name: "tap-ignores-deselect-veto",
      summary: "a switching tap deselects the previous item despite canDeselect",
      expected: [.invariant(.singleSelect), .invariant(.veto)],
      rules: PlantedRules.TapIgnoresDeselectVeto.self),
    PlantedBug(
      name: "cancel-taps", summary: "single mode taps on cancel as on up",
      expected: [.invariant(.singleSelect)], twist: .cancelTaps),
    PlantedBug(
      name: "shifted-the-wrong-way",
      summary: "the content point is the viewport point minus the offset, not plus",
      expected: [
        .invariant(.onlyTouched), .invariant(.noSkip), .invariant(.consistentMode),
        .invariant(.singleSelect), .invariant(.rangeState), .invariant(.scrollSelects),
        .invariant(.oneChangePerDrag),
        // Under single-remove successor: a down on the wrong item makes it current, and a
        // removal of the item that should not be current taps its successor.
        .invariant(.listChange),
      ], rules: PlantedRules.ShiftedTheWrongWay.self),
    PlantedBug(
      name: "open-hotspot-edges",
      summary: "the hotspots are open intervals: a finger on an edge is in none",
      expected: [.invariant(.scrollSteps), .invariant(.scrollSelects)],
      rules: PlantedRules.OpenHotspotEdges.self),
    PlantedBug(
      name: "depth-ignores-offsets", summary: "the depth leaves out the hotspot offsets",
      expected: [.invariant(.scrollSteps), .invariant(.scrollBounds)],
      rules: PlantedRules.DepthIgnoresOffsets.self),
    PlantedBug(
      name: "contact-at-max-edge",
      summary: "a sweep touches items its path only grazes at their right or bottom edge",
      expected: [
        .invariant(.onlyTouched), .invariant(.noSkip), .invariant(.consistentMode),
        .invariant(.oneChangePerDrag), .invariant(.limit),
      ], rules: PlantedRules.ContactAtMaxEdge.self),
    PlantedBug(
      name: "hash-ordered-ties",
      summary: "paint takes items touched together in an order that varies per process",
      expected: [
        .invariant(.determinism), .invariant(.consistentMode), .invariant(.limit),
        .invariant(.noSkip), .invariant(.modelAgreement), .fault(.flaky),
      ], rules: PlantedRules.HashOrderedTies.self),
    PlantedBug(
      name: "stale-selection-cache",
      summary:
        "the reported selection is a cache that selectAll, deselectAll and limit leave stale",
      expected: [.invariant(.logConsistent)], twist: .staleSelectionCache),
    PlantedBug(
      name: "stray-up-taps",
      summary:
        "single mode takes an up while the finger is up for a tap where the last touch began",
      expected: [.invariant(.strayIgnored)], twist: .strayUpTaps),
    PlantedBug(
      name: "missing-frame-clamped",
      summary: "a frame for an item past the end moves the last item (the index clamped)",
      expected: [
        .invariant(.strayIgnored), .invariant(.scrollBounds), .invariant(.onlyTouched),
        .invariant(.noSkip), .invariant(.consistentMode), .invariant(.singleSelect),
        .invariant(.rangeState),
      ], twist: .missingFrameClamped),
    PlantedBug(
      name: "clear-restores-cleared",
      summary:
        "range-start clear remembers the selection from before the clear, so a cleared item that leaves the range comes back",
      expected: [.invariant(.rangeState)], rules: PlantedRules.ClearRestoresCleared.self),
    PlantedBug(
      name: "press-commits-at-up",
      summary: "single-commit press and follow select at a tap's up, not at the press",
      expected: [.invariant(.singleSelect)], rules: PlantedRules.PressCommitsAtUp.self),
    PlantedBug(
      name: "follow-ignores-moves",
      summary: "single-commit follow selects at the press, then ignores the finger's moves",
      expected: [.invariant(.singleSelect)], rules: PlantedRules.FollowIgnoresMoves.self),
    PlantedBug(
      name: "move-updates-on-change",
      summary:
        "range-update move updates only when c changes, so a change from outside the drag stays until c moves",
      expected: [.invariant(.rangeState)], rules: PlantedRules.MoveUpdatesOnChange.self),
    PlantedBug(
      name: "scroll-samples-under-wait",
      summary: "range-scroll wait updates the range at a scroll all the same",
      expected: [.invariant(.rangeState), .invariant(.onlyTouched)],
      rules: PlantedRules.ScrollSamplesUnderWait.self),
    PlantedBug(
      name: "single-select-all-selects",
      summary: "single-select-all ignore selects the first item all the same",
      expected: [.invariant(.selectAll)],
      rules: PlantedRules.SingleSelectAllSelects.self),
    PlantedBug(
      name: "retap-after-every-press",
      summary: "single-release retap taps at the up after a press that selected an item too",
      expected: [.invariant(.singleSelect)],
      rules: PlantedRules.RetapAfterEveryPress.self),
    PlantedBug(
      name: "nearest-hit-tests-exactly",
      summary: "hit-test nearest finds only an item whose frame holds the finger's point",
      expected: [.invariant(.onlyTouched), .invariant(.rangeState), .invariant(.singleSelect)],
      rules: PlantedRules.NearestHitTestsExactly.self),
    PlantedBug(
      name: "select-all-ignores-active",
      summary: "single-select-all active selects the first allowed item, as first does",
      expected: [.invariant(.selectAll)],
      rules: PlantedRules.SelectAllIgnoresActive.self),
    PlantedBug(
      name: "max-offset-rounds-down",
      summary: "max-offset rows lowers the largest offset to a whole row instead of raising it",
      expected: [.invariant(.scrollBounds), .invariant(.logConsistent)],
      rules: PlantedRules.MaxOffsetRoundsDown.self),
    PlantedBug(
      name: "double-press-forgets-the-drag",
      summary: "a double press (double-press ignore) starts a range drag afresh",
      expected: [.invariant(.rangeState), .invariant(.onlyTouched)],
      rules: PlantedRules.DoublePressForgetsTheDrag.self),
    PlantedBug(
      name: "direction-fixed-at-anchor",
      summary: "range-direction anchor keeps the target it fixed at the anchoring",
      expected: [.invariant(.rangeState)], rules: PlantedRules.DirectionFixedAtAnchor.self),
    PlantedBug(
      name: "passed-skips-previous-current",
      summary: "range-revert-scope passed leaves the previous c out of the items passed",
      expected: [.invariant(.rangeState)], rules: PlantedRules.PassedSkipsPreviousCurrent.self),
    PlantedBug(
      name: "anchor-current-follows-scroll",
      summary: "range-current anchor lets a scroll move c",
      expected: [.invariant(.rangeState), .invariant(.onlyTouched)],
      rules: PlantedRules.AnchorCurrentFollowsScroll.self),
    PlantedBug(
      name: "follow-change-compares-with-press",
      summary: "single-follow change compares with the press's item only, not the last move's",
      expected: [.invariant(.singleSelect)],
      rules: PlantedRules.FollowChangeComparesWithPress.self),
    PlantedBug(
      name: "toggle-follows-the-anchor",
      summary: "range-target toggle gives every item of the range the anchor's target",
      expected: [.invariant(.rangeState)], rules: PlantedRules.ToggleFollowsTheAnchor.self),
    PlantedBug(
      name: "opposite-reverts-to-unselected",
      summary: "range-revert opposite deselects items leaving the range, as deselect does",
      // An auto-scroll step's update is judged by scroll-selects (SPEC 4).
      expected: [.invariant(.rangeState), .invariant(.scrollSelects)],
      rules: PlantedRules.OppositeRevertsToUnselected.self),
    PlantedBug(
      name: "rect-press-in-the-viewport",
      summary: "range-shape rect keeps the press point in the viewport, so a scroll moves it",
      expected: [.invariant(.rangeState), .invariant(.onlyTouched), .invariant(.scrollSelects)],
      rules: PlantedRules.RectPressInTheViewport.self),
    PlantedBug(
      name: "defer-anchors-at-the-press",
      summary: "range-start defer anchors a press on a selected item at once, as clear does",
      expected: [.invariant(.rangeState), .invariant(.onlyTouched)],
      rules: PlantedRules.DeferAnchorsAtThePress.self),
    PlantedBug(
      name: "all-reverts-only-the-extent",
      summary: "range-revert-scope all reverts the items of E only, as extent does",
      expected: [.invariant(.rangeState), .invariant(.scrollSelects)],
      rules: PlantedRules.AllRevertsOnlyTheExtent.self),
    PlantedBug(
      name: "rect-on-items-updates-over-space",
      summary: "range-shape rect-on-items updates at a sample over no item, as rect does",
      expected: [.invariant(.rangeState), .invariant(.onlyTouched), .invariant(.scrollSelects)],
      rules: PlantedRules.RectOnItemsUpdatesOverSpace.self),
    PlantedBug(
      name: "selection-kept-by-index",
      summary: "a list change leaves the selection by index, not with its items",
      expected: [.invariant(.logConsistent)],
      rules: PlantedRules.SelectionKeptByIndex.self),
    PlantedBug(
      name: "stale-anchor-position",
      summary: "a range drag keeps its anchor's index when items come or go before it",
      expected: [.invariant(.rangeState), .invariant(.onlyTouched)],
      rules: PlantedRules.StaleAnchorPosition.self),
    PlantedBug(
      name: "removed-anchor-no-position",
      summary: "a removed anchor becomes no position, and the range runs from item 0",
      expected: [.invariant(.rangeState), .invariant(.onlyTouched)],
      rules: PlantedRules.RemovedAnchorIsNoPosition.self),
    PlantedBug(
      name: "extent-not-shifted",
      summary: "a range drag's extent keeps its indices when items come, go or move",
      expected: [.invariant(.rangeState), .invariant(.onlyTouched)],
      rules: PlantedRules.ExtentNotShifted.self),
    PlantedBug(
      name: "rows-not-restacked",
      summary: "under list-frames restack, a list change leaves the other rows where they were",
      expected: [
        .invariant(.onlyTouched), .invariant(.noSkip), .invariant(.rangeState),
        .invariant(.singleSelect), .invariant(.modelAgreement),
        // Under list-offset content, rows that do not restack do not move the offset either.
        .invariant(.scrollSteps),
      ],
      rules: PlantedRules.RowsNotRestacked.self),
    PlantedBug(
      name: "successor-not-tapped",
      summary: "under single-remove successor, a removal of the current item taps nothing",
      expected: [.invariant(.listChange), .invariant(.modelAgreement)],
      rules: PlantedRules.SuccessorNotTapped.self),
    PlantedBug(
      name: "offset-not-kept",
      summary: "under list-offset content, a change above the viewport leaves the offset",
      expected: [.invariant(.scrollSteps), .invariant(.modelAgreement)],
      rules: PlantedRules.OffsetNotKept.self),
  ]

  /// The planted faults (SPEC 9), each with the failure it must be found as: a trap is a
  /// `crash`, a loop or a slow call a `hang`, a stale process-wide cache `flaky`, a bad index or
  /// an unsorted selection `log-consistent` in process and `protocol` over the engine protocol.
  package static let faults: [PlantedBug] = [
    PlantedBug(
      name: PlantedFault.trapOnRareEvent.rawValue,
      summary: "traps (an index out of range) when a frame becomes empty while the finger is down",
      expected: [.fault(.crash)], fault: .trapOnRareEvent),
    PlantedBug(
      name: PlantedFault.trapInInit.rawValue,
      summary: "traps in init when a frame has zero width (columns from the narrowest frame)",
      expected: [.fault(.crash)], fault: .trapInInit),
    PlantedBug(
      name: PlantedFault.infiniteLoop.rawValue,
      summary:
        "selectAll loops until the limit is met, for ever when vetoes or too few items stop it",
      expected: [.fault(.hang)], fault: .infiniteLoop),
    PlantedBug(
      name: PlantedFault.slowCalls.rawValue,
      summary: "deselectAll takes two seconds, over a short call deadline",
      expected: [.fault(.hang)], fault: .slowCalls),
    PlantedBug(
      name: PlantedFault.warmCache.rawValue,
      summary: "a process-wide hit-test cache answers wrongly once 200 engines have used it",
      expected: [.fault(.flaky)], fault: .warmCache),
    PlantedBug(
      name: PlantedFault.outOfRangeIndex.rawValue,
      summary: "reports the last item's changes as item n, one past the end",
      expected: [.invariant(.logConsistent), .fault(.protocol)], fault: .outOfRangeIndex),
    PlantedBug(
      name: PlantedFault.unsortedSelection.rawValue,
      summary: "reports the selection in the order items were selected, not ascending",
      expected: [.invariant(.logConsistent), .fault(.protocol)], fault: .unsortedSelection),
  ]

  /// The planted cost bugs: right answers at a cost per event that grows with the number of
  /// items. Every invariant holds for them; `selfuzz scale` (``ScalingCheck``) finds them.
  package static let costly: [PlantedBug] = [
    PlantedBug(
      name: "scanning-hit-test",
      summary: "hit tests and sweeps scan every frame (right answers, O(n) per event)",
      expected: [], rules: PlantedRules.ScanningHitTest.self),
    PlantedBug(
      name: "rebuilding-list-changes",
      summary: "every list change indexes every frame again (right answers, O(n) per change)",
      expected: [], rules: PlantedRules.RebuildingListChanges.self),
  ]

  /// Every planted bug and fault.
  package static var everything: [PlantedBug] { all + faults + costly }

  /// The planted bug called `name`.
  package static func named(_ name: String) -> PlantedBug? {
    everything.first { $0.name == name }
  }
}
