/// A shrink pass: a name, what it does in a line, and its work: from the best scenario so far, it
/// makes candidates and offers each to the session, which keeps one that is smaller and fails
/// the same way. Passes are values, listed in tables in the order they run, so that each can be
/// named in the statistics (`selfuzz shrink --stats`), run alone in a test, or reordered; the
/// model is Hypothesis's shrinker (`@defines_shrink_pass`, `fixate_shrink_passes`) and
/// libFuzzer's table of named mutators.
package struct ShrinkPass: Sendable {
  /// The name the statistics print: words joined by hyphens.
  package let name: String
  /// What the pass tries, in a line.
  package let summary: String
  /// Offers the pass's candidates for the session's best scenario to the session.
  let run: @Sendable (inout ShrinkSession) -> Void

  init(_ name: String, _ summary: String, run: @escaping @Sendable (inout ShrinkSession) -> Void) {
    self.name = name
    self.summary = summary
    self.run = run
  }

  /// What one pass did in one shrink.
  package struct Statistics: Hashable, Sendable, Codable {
    /// The pass's name.
    package var name: String
    /// How many times it ran.
    package var calls = 0
    /// The candidates it offered.
    package var tried = 0
    /// The candidates the session kept.
    package var kept = 0
    /// The candidates it played: those not refused before a run (not smaller, not valid).
    package var evaluations = 0

    package init(name: String) { self.name = name }
  }
}

extension ShrinkPass {
  /// Every pass, by name: the tables' passes and the ones that run once, first.
  package static var all: [ShrinkPass] {
    [.dropPolicy, .truncateAfterFailure, .dropUntouched] + reducing + [.swapBulkDroppingOne]
      + canonical
  }

  /// The pass called `name`, if there is one.
  package static func named(_ name: String) -> ShrinkPass? { all.first { $0.name == name } }

  /// The passes that make the scenario smaller, run in this order until none keeps anything:
  /// what comes out of the timeline first (whole touches, then single events), then what the
  /// timeline leaves in the setup, then the items, then the settings and numbers.
  static let reducing: [ShrinkPass] = [
    .optionsToDefaults, .dropTouches, .dropEvents, .laterDowns, .idleEvents, .fastForward,
    .bulkChangesIntoSetup,
    .dropItems, .dropRowsAbove, .dropRowsBetween, .mergeItems, .itemsToContentHeight,
    .simplifySetup, .simplifyLimit,
    .translateContent, .snapNumbers, .gridFrames,
  ]

  /// The passes that put a shrunk repro in its canonical form (``ShrinkSession/canonicalize``'s
  /// steps; docs/DECISIONS.md, "Canonical repros"), in the order they run.
  static let canonical: [ShrinkPass] = [
    .mode, .scrollsToMoves, .stepToMove, .viewport, .rowsOfAList,
    .countedTimes, .zeroTimes, .mergeTimes, .touchesAtMiddle, .wideFrames, .rowPerItem,
    .swapRows, .stackForMove, .roundContentHeight, .offsetKeepingContent, .offsetWithContent,
    .offsetZeroOrMirror,
    .mirrorToLowerHalf, .roundOffset, .hotspotHeight, .hotspotTop, .hotspotBottom, .velocity,
    .interval, .topInset, .bottomInset, .roundScrolls, .frameEventItems, .frameEventsAsRows,
    .shiftToRow, .frameEventsToTop, .insertsAsRows,
    .eventLadder, .touchLadder, .cancelToUp, .lastUpToMove, .sameTimeOrder, .shortestGaps,
    .mirrorSortsFirst, .reversedTouches,
  ]
}
