import Foundation
import SelectCore

/// A realistic drag-to-select bug planted in SelectCore's engine, to prove the harness finds it.
public struct PlantedBug: Sendable {
  /// The engine name `--engine` takes.
  public let name: String
  /// The bug, in one line.
  public let summary: String
  /// The invariants expected to catch it (any of them; `model-agreement` may always catch it
  /// first when the model is on).
  public let expected: Set<Invariant>
  let plant: Plant

  enum Plant: Sendable {
    case variation(Variation)
    /// The determinism bug: ties ordered by a hash seeded per engine instance.
    case hashOrderedTies
    /// The reported selection is a cache that only drags and taps refresh.
    case staleSelectionCache
  }

  /// An engine with this bug.
  public var kind: EngineKind {
    EngineKind(name: name, summary: "planted bug: \(summary)") {
      configuration throws(ConfigurationError) in
      try PlantedEngine(configuration: configuration, bug: self)
    }
  }

  /// Every planted bug, in the order `selfuzz engines` and `selfuzz mutants` list them.
  public static let all: [PlantedBug] = [
    PlantedBug(
      name: "paint-mode-per-item", summary: "paint recomputes select/deselect for every item",
      expected: [.consistentMode], plant: .variation(.paintModePerItem)),
    PlantedBug(
      name: "paint-mode-kept-after-up",
      summary: "paint's mode is not cleared at up, so the next drag inherits it",
      expected: [.consistentMode, .noSkip], plant: .variation(.paintModeKeptAfterUp)),
    PlantedBug(
      name: "frame-clears-memory", summary: "a frame event resets the once-per-drag memory",
      expected: [.oneChangePerDrag], plant: .variation(.frameClearsMemory)),
    PlantedBug(
      name: "no-sweep",
      summary: "paint hit-tests the sampled points only, so fast moves skip items",
      expected: [.noSkip], plant: .variation(.noSweep)),
    PlantedBug(
      name: "closed-hit-test", summary: "hit tests include the max edges (closed rectangles)",
      expected: [.onlyTouched, .noSkip, .consistentMode, .singleSelect, .rangeState],
      plant: .variation(.closedHitTest)),
    PlantedBug(
      name: "viewport-hit-test", summary: "hit tests use the viewport point without the offset",
      expected: [.onlyTouched, .noSkip, .consistentMode, .singleSelect, .rangeState],
      plant: .variation(.viewportHitTest)),
    PlantedBug(
      name: "limit-off-by-one", summary: "the limit lets one item too many in",
      expected: [.limit], plant: .variation(.limitOffByOne)),
    PlantedBug(
      name: "limit-deselects-from-start",
      summary: "a lowered limit deselects from the start of the list",
      expected: [.deselectFromEnd], plant: .variation(.limitDeselectsFromStart)),
    PlantedBug(
      name: "select-all-ignores-limit", summary: "selectAll ignores the limit",
      expected: [.limit, .selectAll, .singleSelect], plant: .variation(.selectAllIgnoresLimit)),
    PlantedBug(
      name: "select-all-ignores-veto", summary: "selectAll selects vetoed items",
      expected: [.selectAll, .veto], plant: .variation(.selectAllIgnoresVeto)),
    PlantedBug(
      name: "deselect-all-honours-veto", summary: "deselectAll skips items canDeselect refuses",
      expected: [.deselectAll], plant: .variation(.deselectAllHonoursVeto)),
    PlantedBug(
      name: "veto-only-at-anchor", summary: "range asks canSelect only for the anchor",
      expected: [.veto], plant: .variation(.vetoOnlyAtAnchor)),
    PlantedBug(
      name: "select-before-deselect",
      summary: "range selects before deselecting, so a full limit refuses the range",
      expected: [.rangeState], plant: .variation(.selectBeforeDeselect)),
    PlantedBug(
      name: "far-end-fill",
      summary: "range changes go in index order, so a backward range fills from the far end",
      expected: [.rangeState], plant: .variation(.indexOrderFill)),
    PlantedBug(
      name: "restore-deselect-swapped", summary: "range-revert restore and deselect are swapped",
      expected: [.rangeState], plant: .variation(.revertSwapped)),
    PlantedBug(
      name: "cancel-keeps-drag", summary: "cancel does not end the drag",
      expected: [
        .consistentMode, .onlyTouched, .noSkip, .oneChangePerDrag, .rangeState, .scrollSteps,
        .singleSelect,
      ],
      plant: .variation(.cancelKeepsDrag)),
    PlantedBug(
      name: "scrolls-after-up", summary: "auto-scroll keeps stepping after up",
      expected: [.scrollSteps], plant: .variation(.scrollsAfterUp)),
    PlantedBug(
      name: "unclamped-steps", summary: "auto-scroll steps are not clamped",
      expected: [.scrollBounds], plant: .variation(.unclampedSteps)),
    PlantedBug(
      name: "no-hit-test-after-step",
      summary: "after an auto-scroll step the movement logic does not run",
      expected: [.scrollSelects], plant: .variation(.noHitTestAfterStep)),
    PlantedBug(
      name: "zero-height-hotspot",
      summary: "a hotspot height of 0 or less falls back to the default instead of disabling",
      expected: [.scrollSteps], plant: .variation(.zeroHeightFallsBack)),
    PlantedBug(
      name: "uncapped-depth",
      summary: "beyond the viewport's edge the finger stays in the hotspot, deeper than h",
      expected: [.scrollSteps], plant: .variation(.uncappedDepth)),
    PlantedBug(
      name: "tap-ignores-deselect-veto",
      summary: "a switching tap deselects the previous item despite canDeselect",
      expected: [.singleSelect, .veto], plant: .variation(.tapIgnoresDeselectVeto)),
    PlantedBug(
      name: "cancel-taps", summary: "single mode taps on cancel as on up",
      expected: [.singleSelect], plant: .variation(.cancelTaps)),
    PlantedBug(
      name: "hash-ordered-ties",
      summary: "paint takes items touched together in an order that varies per instance",
      expected: [.determinism, .consistentMode, .limit, .modelAgreement], plant: .hashOrderedTies),
    PlantedBug(
      name: "stale-selection-cache",
      summary:
        "the reported selection is a cache that selectAll, deselectAll and limit leave stale",
      expected: [.logConsistent], plant: .staleSelectionCache),
  ]

  /// The planted bug called `name`.
  public static func named(_ name: String) -> PlantedBug? { all.first { $0.name == name } }
}
