public import SelectCore

/// What one generated case covered: the rows of the statistics table `selfuzz` prints.
public struct CaseCoverage: Hashable, Sendable {
  /// The case's mode, for the per-mode columns.
  public var mode = SelectionMode.paint
  /// A finger stayed 250 ms or more in one hotspot during an active drag.
  public var hotspotDwells = false
  /// Two frames with area overlap.
  public var overlappingFrames = false
  /// A finger's content point lay exactly on a frame's edge.
  public var edgeExactPoints = false
  /// A drag's finger (its moves, not scrolling) went at least 20 points one way, then 20 back.
  public var reversals = false
  /// The limit refused a selection the SPEC would otherwise make.
  public var limitRefusals = false
  /// A veto refused a change the SPEC would otherwise make.
  public var vetoRefusals = false
  /// A frame changed during a paint or range drag.
  public var midDragFrameChanges = false
  /// A touch ended with `cancel`.
  public var cancels = false
  /// A real tap: single mode's `up` within the slop, or a paint touch that never moved.
  public var taps = false
  /// Range: one update changed two items at equal distance from the anchor, one on each side.
  public var rangeTies = false
  /// Range: the limit refused a selection inside the range.
  public var rangeLimitRefusals = false
  /// An auto-scroll step whose move the clamp cut short.
  public var clampedSteps = false
  /// An event out of place on purpose (SPEC 2.4), which the engine had to ignore.
  public var strayEvents = false
  /// Steps that reached the engine only with the next event's call (a replay plays both ways).
  public var lateSteps = false
  /// An `insert`, `remove` or `reorder` in place (SPEC 2.7).
  public var listChanges = false
  /// A list change while a paint or range touch was down.
  public var midDragListChanges = false
  /// A touch met an item: a `down` on one, or a finger's path across one while down. A case
  /// that touches none tests little (issue 23: at most 2% of cases).
  public var touchedItem = false
  /// The engine skipped the case: outside what it takes (SPEC 8, "Profiles").
  public var skipped = false

  /// A case that covered nothing yet.
  public init() {}

  /// The case as an integer, for passing between processes: the mode in the low two bits, then
  /// one bit per row of ``rows``.
  package var bits: Int {
    var value = SelectionMode.allCases.firstIndex(of: mode) ?? 0
    for (row, entry) in CaseCoverage.rows.enumerated() where self[keyPath: entry.keyPath] {
      value |= 1 << (row + 2)
    }
    if touchedItem { value |= 1 << (CaseCoverage.rows.count + 2) }
    if skipped { value |= 1 << (CaseCoverage.rows.count + 3) }
    return value
  }

  /// Rebuilds a case's coverage from ``bits``.
  package init?(bits: Int) {
    let modes = SelectionMode.allCases
    guard bits >= 0, bits & 3 < modes.count, bits >> (CaseCoverage.rows.count + 4) == 0 else {
      return nil
    }
    touchedItem = bits & (1 << (CaseCoverage.rows.count + 2)) != 0
    skipped = bits & (1 << (CaseCoverage.rows.count + 3)) != 0
    mode = modes[bits & 3]
    for (row, entry) in CaseCoverage.rows.enumerated() where bits & (1 << (row + 2)) != 0 {
      guard let writable = entry.keyPath as? WritableKeyPath<CaseCoverage, Bool> else {
        return nil
      }
      self[keyPath: writable] = true
    }
  }

  /// Every statistic, in the order of the table, with its label and the modes in which a case
  /// can cover it (single mode has no drags, no auto-scroll and no range).
  public static let rows:
    [(
      label: String, keyPath: any KeyPath<CaseCoverage, Bool> & Sendable,
      modes: Set<SelectionMode>
    )] = [
      ("hotspot dwell >= 250 ms", \.hotspotDwells, drags),
      ("overlapping frames", \.overlappingFrames, every),
      ("edge-exact points", \.edgeExactPoints, drags),
      ("reversals", \.reversals, drags),
      ("limit refusals", \.limitRefusals, every),
      ("veto refusals", \.vetoRefusals, every),
      ("mid-drag frame changes", \.midDragFrameChanges, drags),
      ("cancels", \.cancels, every),
      ("taps", \.taps, [.paint, .single]),
      ("ties around the anchor", \.rangeTies, [.range]),
      ("limit refusals in a range", \.rangeLimitRefusals, [.range]),
      ("clamped steps", \.clampedSteps, drags),
      ("stray events", \.strayEvents, every),
      ("steps with the next event", \.lateSteps, drags),
      ("list changes", \.listChanges, every),
      ("mid-drag list changes", \.midDragListChanges, drags),
    ]

  private static let drags: Set<SelectionMode> = [.paint, .range]
  private static let every = Set(SelectionMode.allCases)
}
