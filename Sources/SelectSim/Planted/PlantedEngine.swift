import SelectCore

/// SelectCore's engine behind a wrapper that plants a bug a wrapper can express: it changes the
/// events the engine gets, the configuration it starts from, or what the engine reports.
struct PlantedEngine: DragSelectEngine {
  /// The bugs a wrapper plants.
  enum Twist: Sendable {
    /// `cancel` does not end the drag: the engine never gets it.
    case cancelKeepsDrag
    /// Single mode taps on `cancel` as on `up`.
    case cancelTaps
    /// The limit lets one item too many in: the engine gets every limit one higher.
    case limitOffByOne
    /// The reported selection is a cache that only drags and taps refresh.
    case staleSelectionCache
    /// Single mode takes an `up` while the finger is up for the end of a tap where the last
    /// touch began (a touch handler that does not check that a touch is in progress).
    case strayUpTaps
    /// A `frame` for an item past the end moves the last item (an index clamped instead of
    /// checked).
    case missingFrameClamped
  }

  private var engine: SelectionEngine
  private let twist: Twist
  private let mode: SelectionMode
  private var cachedSelection: [Int]
  private let itemCount: Int
  /// Where the last touch began, and whether the finger is down.
  private var lastDown: Point?
  private var fingerIsDown = false

  /// SelectCore's engine untouched; the harness uses ``init(configuration:twist:)``.
  init(configuration: Configuration) throws(ConfigurationError) {
    try self.init(configuration: configuration, twist: .staleSelectionCache)
  }

  init(configuration: Configuration, twist: Twist) throws(ConfigurationError) {
    var configuration = configuration
    if twist == .limitOffByOne, let limit = configuration.limit {
      try configuration.validate()
      configuration.limit = limit + 1
    }
    engine = try SelectionEngine(configuration: configuration)
    self.twist = twist
    mode = configuration.mode
    cachedSelection = engine.selection
    itemCount = configuration.frames.count
  }

  mutating func apply(_ event: Event, at time: Double) -> [Entry] {
    var event = event
    switch (twist, event) {
    case (.cancelKeepsDrag, .cancel): event = .idle
    case (.cancelTaps, .cancel) where mode == .single: event = .up
    case (.limitOffByOne, .limit(let limit?)): event = .limit(limit + 1)
    case (.missingFrameClamped, .frame(let item, let frame))
    where item >= itemCount && itemCount > 0:
      event = .frame(item: itemCount - 1, frame)
    default: break
    }
    var entries: [Entry] = []
    if twist == .strayUpTaps, mode == .single, event == .up, !fingerIsDown, let point = lastDown {
      entries = engine.apply(.down(point), at: time)
    }
    switch event {
    case .down(let point) where !fingerIsDown:
      lastDown = point
      fingerIsDown = true
    case .up, .cancel: fingerIsDown = false
    default: break
    }
    entries += engine.apply(event, at: time)
    let refreshes = entries.contains { entry in
      if case .item(_, _, let cause) = entry.change {
        cause == .drag || cause == .tap
      } else {
        false
      }
    }
    if twist != .staleSelectionCache || refreshes { cachedSelection = engine.selection }
    return entries
  }

  var offset: Double { engine.offset }
  var selection: [Int] { cachedSelection }
}
