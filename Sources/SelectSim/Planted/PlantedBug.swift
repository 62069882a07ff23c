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
  public let expected: Set<FailureKind>
  let plant: Plant

  enum Plant: Sendable {
    case variation(Variation)
    /// The determinism bug: ties ordered by a hash seeded per engine instance.
    case hashOrderedTies
    /// The reported selection is a cache that only drags and taps refresh.
    case staleSelectionCache
    /// A fault rather than a wrong answer (SPEC 9).
    case fault(PlantedFault)
  }

  /// An engine with this bug.
  public var kind: EngineKind {
    EngineKind(
      name: name, summary: "planted bug: \(summary)", origin: .builtIn(name), reportsFaults: false
    ) { configuration throws(ConfigurationError) in
      switch plant {
      case .fault(let fault): try FaultyEngine(configuration: configuration, fault: fault)
      default: try PlantedEngine(configuration: configuration, bug: self)
      }
    }
  }

  /// Every planted bug, in the order `selfuzz engines` and `selfuzz mutants` list them.
  public static let all: [PlantedBug] = [
    PlantedBug(
      name: "paint-mode-per-item", summary: "paint recomputes select/deselect for every item",
      expected: [.invariant(.consistentMode)], plant: .variation(.paintModePerItem)),
    PlantedBug(
      name: "paint-mode-kept-after-up",
      summary: "paint's mode is not cleared at up, so the next drag inherits it",
      expected: [.invariant(.consistentMode), .invariant(.noSkip)],
      plant: .variation(.paintModeKeptAfterUp)),
    PlantedBug(
      name: "frame-clears-memory", summary: "a frame event resets the once-per-drag memory",
      expected: [.invariant(.oneChangePerDrag)], plant: .variation(.frameClearsMemory)),
    PlantedBug(
      name: "no-sweep",
      summary: "paint hit-tests the sampled points only, so fast moves skip items",
      expected: [.invariant(.noSkip)], plant: .variation(.noSweep)),
    PlantedBug(
      name: "closed-hit-test", summary: "hit tests include the max edges (closed rectangles)",
      expected: [
        .invariant(.onlyTouched), .invariant(.noSkip), .invariant(.consistentMode),
        .invariant(.singleSelect), .invariant(.rangeState),
      ],
      plant: .variation(.closedHitTest)),
    PlantedBug(
      name: "viewport-hit-test", summary: "hit tests use the viewport point without the offset",
      expected: [
        .invariant(.onlyTouched), .invariant(.noSkip), .invariant(.consistentMode),
        .invariant(.singleSelect), .invariant(.rangeState),
      ],
      plant: .variation(.viewportHitTest)),
    PlantedBug(
      name: "limit-off-by-one", summary: "the limit lets one item too many in",
      expected: [.invariant(.limit)], plant: .variation(.limitOffByOne)),
    PlantedBug(
      name: "limit-deselects-from-start",
      summary: "a lowered limit deselects from the start of the list",
      expected: [.invariant(.deselectFromEnd)], plant: .variation(.limitDeselectsFromStart)),
    PlantedBug(
      name: "select-all-ignores-limit", summary: "selectAll ignores the limit",
      expected: [.invariant(.limit), .invariant(.selectAll), .invariant(.singleSelect)],
      plant: .variation(.selectAllIgnoresLimit)),
    PlantedBug(
      name: "select-all-ignores-veto", summary: "selectAll selects vetoed items",
      expected: [.invariant(.selectAll), .invariant(.veto)],
      plant: .variation(.selectAllIgnoresVeto)),
    PlantedBug(
      name: "deselect-all-honours-veto", summary: "deselectAll skips items canDeselect refuses",
      expected: [.invariant(.deselectAll)], plant: .variation(.deselectAllHonoursVeto)),
    PlantedBug(
      name: "veto-only-at-anchor", summary: "range asks canSelect only for the anchor",
      expected: [.invariant(.veto)], plant: .variation(.vetoOnlyAtAnchor)),
    PlantedBug(
      name: "select-before-deselect",
      summary: "range selects before deselecting, so a full limit refuses the range",
      expected: [.invariant(.rangeState)], plant: .variation(.selectBeforeDeselect)),
    PlantedBug(
      name: "far-end-fill",
      summary: "range changes go in index order, so a backward range fills from the far end",
      expected: [.invariant(.rangeState)], plant: .variation(.indexOrderFill)),
    PlantedBug(
      name: "restore-deselect-swapped", summary: "range-revert restore and deselect are swapped",
      expected: [.invariant(.rangeState)], plant: .variation(.revertSwapped)),
    PlantedBug(
      name: "cancel-keeps-drag", summary: "cancel does not end the drag",
      expected: [
        .invariant(.consistentMode), .invariant(.onlyTouched), .invariant(.noSkip),
        .invariant(.oneChangePerDrag), .invariant(.rangeState), .invariant(.scrollSteps),
        .invariant(.singleSelect),
      ],
      plant: .variation(.cancelKeepsDrag)),
    PlantedBug(
      name: "scrolls-after-up", summary: "auto-scroll keeps stepping after up",
      expected: [.invariant(.scrollSteps)], plant: .variation(.scrollsAfterUp)),
    PlantedBug(
      name: "unclamped-steps", summary: "auto-scroll steps are not clamped",
      expected: [.invariant(.scrollBounds)], plant: .variation(.unclampedSteps)),
    PlantedBug(
      name: "no-hit-test-after-step",
      summary: "after an auto-scroll step the movement logic does not run",
      expected: [.invariant(.scrollSelects)], plant: .variation(.noHitTestAfterStep)),
    PlantedBug(
      name: "zero-height-hotspot",
      summary: "a hotspot height of 0 or less falls back to the default instead of disabling",
      expected: [.invariant(.scrollSteps)], plant: .variation(.zeroHeightFallsBack)),
    PlantedBug(
      name: "uncapped-depth",
      summary: "beyond the viewport's edge the finger stays in the hotspot, deeper than h",
      expected: [.invariant(.scrollSteps)], plant: .variation(.uncappedDepth)),
    PlantedBug(
      name: "tap-ignores-deselect-veto",
      summary: "a switching tap deselects the previous item despite canDeselect",
      expected: [.invariant(.singleSelect), .invariant(.veto)],
      plant: .variation(.tapIgnoresDeselectVeto)),
    PlantedBug(
      name: "cancel-taps", summary: "single mode taps on cancel as on up",
      expected: [.invariant(.singleSelect)], plant: .variation(.cancelTaps)),
    PlantedBug(
      name: "hash-ordered-ties",
      summary: "paint takes items touched together in an order that varies per process",
      expected: [
        .invariant(.determinism), .invariant(.consistentMode), .invariant(.limit),
        .invariant(.noSkip), .invariant(.modelAgreement), .fault(.flaky),
      ], plant: .hashOrderedTies),
    PlantedBug(
      name: "stale-selection-cache",
      summary:
        "the reported selection is a cache that selectAll, deselectAll and limit leave stale",
      expected: [.invariant(.logConsistent)], plant: .staleSelectionCache),
  ]

  /// The planted faults (SPEC 9), each with the failure it must be found as: a trap is a
  /// `crash`, a loop or a slow call a `hang`, a stale process-wide cache `flaky`, a bad index or
  /// an unsorted selection `log-consistent` in process and `protocol` over the engine protocol.
  public static let faults: [PlantedBug] = [
    PlantedBug(
      name: PlantedFault.trapOnRareEvent.rawValue,
      summary: "traps (an index out of range) when a frame becomes empty while the finger is down",
      expected: [.fault(.crash)], plant: .fault(.trapOnRareEvent)),
    PlantedBug(
      name: PlantedFault.trapInInit.rawValue,
      summary: "traps in init when a frame has zero width (columns from the narrowest frame)",
      expected: [.fault(.crash)], plant: .fault(.trapInInit)),
    PlantedBug(
      name: PlantedFault.infiniteLoop.rawValue,
      summary:
        "selectAll loops until the limit is met, for ever when vetoes or too few items stop it",
      expected: [.fault(.hang)], plant: .fault(.infiniteLoop)),
    PlantedBug(
      name: PlantedFault.slowCalls.rawValue,
      summary: "deselectAll takes two seconds, over a short call deadline",
      expected: [.fault(.hang)], plant: .fault(.slowCalls)),
    PlantedBug(
      name: PlantedFault.warmCache.rawValue,
      summary: "a process-wide hit-test cache answers wrongly once 200 engines have used it",
      expected: [.fault(.flaky)], plant: .fault(.warmCache)),
    PlantedBug(
      name: PlantedFault.outOfRangeIndex.rawValue,
      summary: "reports the last item's changes as item n, one past the end",
      expected: [.invariant(.logConsistent), .fault(.protocol)], plant: .fault(.outOfRangeIndex)),
    PlantedBug(
      name: PlantedFault.unsortedSelection.rawValue,
      summary: "reports the selection in the order items were selected, not ascending",
      expected: [.invariant(.logConsistent), .fault(.protocol)], plant: .fault(.unsortedSelection)),
  ]

  /// Every planted bug and fault.
  public static var everything: [PlantedBug] { all + faults }

  /// Whether it is a planted fault rather than a wrong answer.
  public var isFault: Bool { if case .fault = plant { true } else { false } }

  /// The planted bug called `name`.
  public static func named(_ name: String) -> PlantedBug? {
    everything.first { $0.name == name }
  }
}
