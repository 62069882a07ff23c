public import SelectCore

/// What one generated case covered: the rows of the statistics table `selfuzz` prints.
public struct CaseCoverage: Hashable, Sendable {
  public var mode = SelectionMode.paint
  /// A finger stayed 250 ms or more in one hotspot during an active drag.
  public var hotspotDwells = false
  /// Two frames with area overlap.
  public var overlappingFrames = false
  /// A finger's content point lay exactly on a frame's edge.
  public var edgeExactPoints = false
  /// A drag's finger went at least 20 points one way, then 20 back.
  public var reversals = false
  /// The limit refused a selection.
  public var limitRefusals = false
  /// A veto refused a change.
  public var vetoRefusals = false
  /// A frame changed while the finger was down.
  public var midDragFrameChanges = false
  /// A touch ended with `cancel`.
  public var cancels = false
  /// A touch ended within 10 points of its `down`.
  public var taps = false

  public init() {}

  /// The case as an integer, for passing between processes: the mode in the low two bits, then
  /// one bit per row of ``rows``.
  package var bits: Int {
    var value = SelectionMode.allCases.firstIndex(of: mode) ?? 0
    for (row, entry) in CaseCoverage.rows.enumerated() where self[keyPath: entry.keyPath] {
      value |= 1 << (row + 2)
    }
    return value
  }

  /// Rebuilds a case's coverage from ``bits``.
  package init?(bits: Int) {
    let modes = SelectionMode.allCases
    guard bits >= 0, bits & 3 < modes.count, bits >> (CaseCoverage.rows.count + 2) == 0 else {
      return nil
    }
    mode = modes[bits & 3]
    for (row, entry) in CaseCoverage.rows.enumerated() where bits & (1 << (row + 2)) != 0 {
      guard let writable = entry.keyPath as? WritableKeyPath<CaseCoverage, Bool> else {
        return nil
      }
      self[keyPath: writable] = true
    }
  }

  /// Every statistic, in the order of the table, with its label.
  public static let rows: [(label: String, keyPath: any KeyPath<CaseCoverage, Bool> & Sendable)] = [
    ("hotspot dwell >= 250 ms", \.hotspotDwells),
    ("overlapping frames", \.overlappingFrames),
    ("edge-exact points", \.edgeExactPoints),
    ("reversals", \.reversals),
    ("limit refusals", \.limitRefusals),
    ("veto refusals", \.vetoRefusals),
    ("mid-drag frame changes", \.midDragFrameChanges),
    ("cancels", \.cancels),
    ("taps", \.taps),
  ]
}
