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
