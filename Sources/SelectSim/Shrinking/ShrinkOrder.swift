import SelectCore

/// The one order a shrink improves on: a candidate is kept only when it comes before the best
/// scenario so far in this order (and fails the same way), so a shrink always ends, and ends on
/// the same scenario from the same start, with no cap on rounds.
///
/// Why this order (Hypothesis's `sort_key` is the model: shortlex, because what a person reads
/// first is how much there is, then how regular it is):
/// 0. The SPEC's default behaviour first: fewer of the options for real widgets (`range-start`,
///    `single-commit`) away from their defaults. A repro then reads in the behaviour every reader
///    knows and names an option only when the bug needs it; and a bug of the tap logic found in a
///    `press` case (one event fewer: no `up`) meets the one found in a tap.
/// 1. Fewer timeline events, then fewer items: the size of what a person must follow.
/// 2. Then the canonical form (docs/DECISIONS.md, "Canonical repros"): feature by feature
///    (``features``, most significant first), how far the scenario is from the form one bug
///    found from many seeds should share. The settings that decide where the content is come
///    before the layout (paint before range before single; fewer scrolls; the 400 by 800
///    viewport; a first touch in the lower half of a fixed content; round content heights and
///    offsets), then the layout (rows of a list 100 tall), fewer distinct times, touches at the
///    middle of the width, round hotspot settings and insets, `frame` events that put rows, the
///    first item on a row of 100, a smaller policy, the simplest events, touches at fixed
///    heights. The order was measured: over the planted bugs and seeds 1-10 it joins the most
///    repros (`scripts/canonical-repros.sh`).
/// 3. Then a shorter script: round values are short.
/// 4. Then the script's text: of two forms equal in all else (a repro and its mirror image, a
///    touch and the same touch backwards, `120` and `980`), the one that sorts first.
struct ShrinkOrder {
  /// A scenario's place in the order, computed in parts, cheapest first, so that most
  /// comparisons stop before the script is printed.
  struct Key {
    let scenario: Scenario
    let options: Int
    let events: Int
    let items: Int
    private var computedRanks: [Double]?
    private var computedText: String?

    init(_ scenario: Scenario) {
      self.scenario = scenario
      options = ShrinkOrder.optionsAwayFromDefaults(scenario.configuration)
      events = scenario.eventCount
      items = scenario.configuration.frames.count
    }

    mutating func ranks() -> [Double] {
      if let computedRanks { return computedRanks }
      let value = ShrinkOrder.ranks(of: scenario)
      computedRanks = value
      return value
    }

    mutating func text() -> String {
      if let computedText { return computedText }
      let value = ScriptPrinter.print(scenario)
      computedText = value
      return value
    }

    /// Whether this key comes before `other`.
    mutating func precedes(_ other: inout Key) -> Bool {
      if (options, events, items) != (other.options, other.events, other.items) {
        return (options, events, items) < (other.options, other.events, other.items)
      }
      let (mine, theirs) = (ranks(), other.ranks())
      if mine != theirs { return mine.lexicographicallyPrecedes(theirs) }
      let (a, b) = (text(), other.text())
      if a.utf8.count != b.utf8.count { return a.utf8.count < b.utf8.count }
      return a < b
    }
  }

  /// Range mode's options for real widgets, each back at its default (SPEC 3.2), in their
  /// shrink ranks' order (``SpecOption/shrinkRank``); `range-target` and `range-revert` only
  /// from their later values.
  static let rangeOptionResets = resets(SpecOptions.shrinkOrder.filter { $0.scope == .range })

  /// The other options for real widgets but `single-commit`, each back at its default (SPEC 2,
  /// 3.3); `single-commit` goes back with its own edits to the timeline.
  static let otherOptionResets = resets(SpecOptions.shrinkOrder.filter { $0.scope != .range })

  private static func resets(_ options: [SpecOption])
    -> [@Sendable (inout Configuration) -> Void]
  {
    options.map { option in { option.resetToOlder(&$0) } }
  }

  /// How many of the options for real widgets differ from their defaults (`range-target` and
  /// `range-revert`: have a later value).
  static func optionsAwayFromDefaults(_ configuration: Configuration) -> Int {
    SpecOptions.all.count { !$0.isOlder(in: configuration) }
  }

  /// A canonical feature: its name, and how far a scenario is from its canonical form (0 there).
  typealias Feature = (name: String, rank: @Sendable (Scenario) -> Double)

  /// The features, most significant first.
  static let features: [Feature] = [
    ("mode", { Double(SelectionMode.allCases.firstIndex(of: $0.configuration.mode) ?? 0) }),
    ("scrolls", { scenario in Double(scenario.timeline.count { $0.isScroll }) }),
    ("viewport", { isCanonicalSize($0.configuration.viewport) ? 0 : 1 }),
    ("upper-half", { firstTouchInUpperHalf($0) ? 1 : 0 }),
    ("content-height", { rank($0.configuration.contentHeight, in: ShrinkValues.contentHeights) }),
    ("offset", { rank($0.configuration.initialOffset, in: ShrinkValues.offsets) }),
    ("layout", { layoutRank($0.configuration) }),
    ("distinct-times", { Double(distinctTimes($0)) }),
    ("off-middle", { offMiddle($0) }),
    ("hotspot-height", { rank($0.configuration.autoScroll.hotspotHeight, in: [100, 0, 50, 200]) }),
    (
      "hotspot-top",
      { rank($0.configuration.autoScroll.topOffset, in: ShrinkValues.hotspotOffsets) }
    ),
    (
      "hotspot-bottom",
      { rank($0.configuration.autoScroll.bottomOffset, in: ShrinkValues.hotspotOffsets) }
    ),
    ("velocity", { rank($0.configuration.autoScroll.velocity, in: [0.5, 1, 0.1]) }),
    ("interval", { rank($0.configuration.autoScroll.interval, in: [0.025, 0.1, 0.5]) }),
    ("inset-top", { rank($0.configuration.viewport.insetTop, in: [0, 100]) }),
    ("inset-bottom", { rank($0.configuration.viewport.insetBottom, in: [0, 100]) }),
    ("scroll-offsets", { scrollOffsets($0) }),
    ("frame-events", { frameEvents($0) }),
    ("first-row", { firstRowRank($0.configuration) }),
    ("policy", { policySize($0.configuration) }),
    ("events", { $0.timeline.reduce(0) { $0 + eventRank($1) } }),
    ("places", { scenario in scenario.timeline.reduce(0) { $0 + placeRank($1, scenario) } }),
  ]

  /// The viewport every canonical repro tries first.
  static let canonicalViewport = Viewport(width: 400, height: 800)

  /// Whether the viewport is the canonical one's size (its insets aside).
  static func isCanonicalSize(_ viewport: Viewport) -> Bool {
    viewport.width == canonicalViewport.width && viewport.height == canonicalViewport.height
  }

  /// How many touch points are off the middle of the viewport's width.
  static func offMiddle(_ scenario: Scenario) -> Double {
    let middle = (scenario.configuration.viewport.width / 2).rounded()
    return Double(scenario.timeline.count { $0.touchPoint.map { $0.x != middle } ?? false })
  }

  /// How far the `scroll` events' offsets are from round ones, added up.
  static func scrollOffsets(_ scenario: Scenario) -> Double {
    scenario.timeline.reduce(0) { sum, line in
      guard case .scroll(let offset) = line.event else { return sum }
      return sum + rank(offset, in: ShrinkValues.offsets)
    }
  }

  /// How far the `frame` events' rectangles are from rows, added up (``frameEventRank``).
  static func frameEvents(_ scenario: Scenario) -> Double {
    let width = scenario.configuration.viewport.width
    return scenario.timeline.reduce(0) { $0 + frameEventRank($1, width: width) }
  }

  /// 0 when the first item's top is the first row's (a free row above it), 1 when it is another
  /// multiple of 100, 2 else: of one bug found with the items from 0 and from 100, the second.
  static func firstRowRank(_ configuration: Configuration) -> Double {
    let top = configuration.frames.map(\.minY).min() ?? ShrinkValues.firstRow
    return top == ShrinkValues.firstRow ? 0 : top.isMultiple100 ? 1 : 2
  }

  /// The policy's size: vetoes, the initial selection, and a limit.
  static func policySize(_ configuration: Configuration) -> Double {
    Double(
      configuration.vetoSelect.count + configuration.vetoDeselect.count
        + configuration.initialSelection.count + (configuration.limit == nil ? 0 : 1))
  }

  /// The canonical features of `scenario`, each 0 where it has the canonical form.
  static func ranks(of scenario: Scenario) -> [Double] { features.map { $0.rank(scenario) } }

  /// How far a `frame` event's rectangle is from a row: one for each of its left edge off 0, its
  /// width off the viewport's, its top off a multiple of 100, its height neither 100 nor 0.
  static func frameEventRank(_ line: Scheduled, width: Double) -> Double {
    guard case .frame(_, let frame) = line.event else { return 0 }
    let misses = [
      frame.x != 0, frame.width != width, frame.y.isMultiple100 == false,
      frame.height != 100 && frame.height != 0,
    ]
    return Double(misses.count { $0 })
  }

  /// Whether, in a content of fixed height (where a repro has a mirror image), the first touch
  /// is in the top half of the viewport: a drag toward the top hotspot is the mirror of one toward
  /// the bottom, and the bottom one is the canonical form.
  static func firstTouchInUpperHalf(_ scenario: Scenario) -> Bool {
    guard scenario.configuration.contentHeight != nil,
      let y = scenario.timeline.lazy.compactMap({ $0.touchPoint?.y }).first
    else { return false }
    return y < scenario.configuration.viewport.height / 2
  }

  /// `value`'s place in `values`, or one past the last when it is not there.
  static func rank<Value: Equatable>(_ value: Value, in values: [Value]) -> Double {
    Double(values.firstIndex(of: value) ?? values.count)
  }

  /// 0: rows of a list 100 tall from the first row (100), one after another; 1: the same 200
  /// apart; otherwise 2 and for each frame 0 when it is a row 100 tall at a multiple of 100, 1
  /// when it is as wide as the viewport from its left edge, 2 else: each item put on a row comes
  /// closer.
  static func layoutRank(_ configuration: Configuration) -> Double {
    let frames = configuration.frames
    let width = configuration.viewport.width
    if frames.enumerated().allSatisfy({
      $1 == Rect(x: 0, y: ShrinkValues.firstRow + Double($0) * 100, width: width, height: 100)
    }) {
      return 0
    }
    if frames.enumerated().allSatisfy({
      $1 == Rect(x: 0, y: ShrinkValues.firstRow + Double($0) * 200, width: width, height: 100)
    }) {
      return 1
    }
    return frames.reduce(2) { sum, frame in
      let wide = frame.x == 0 && frame.width == width
      let row = wide && frame.height == 100 && frame.y.isMultiple100
      return sum + (row ? 0 : wide ? 1 : 2)
    }
  }

  /// How simple a line's event is: a touch, a move, `up`, `select-all`, `deselect-all`,
  /// `limit 0`, `idle`, `cancel`, then the rest; a stray line after every line in place.
  static func eventRank(_ line: Scheduled) -> Double {
    guard let event = line.event else { return 0 }
    let rank: Double =
      switch event {
      case .down: 0
      case .move: 1
      case .up: 2
      case .selectAll: 3
      case .deselectAll: 4
      case .limit(0): 5
      case .idle: 6
      case .cancel: 7
      case .limit: 8
      case .scroll: 9
      case .frame: 10
      case .reorder: 11
      case .remove: 12
      case .insert: 13
      }
    return line.isStray ? rank + 20 : rank
  }

  /// How far a touch point is from the fixed heights the canonical form prefers: the middles of
  /// rows 100 tall, then around the content and the viewport, then the rows' bottom edges.
  static func placeRank(_ line: Scheduled, _ scenario: Scenario) -> Double {
    guard let point = line.touchPoint else { return 0 }
    let rows = min(scenario.configuration.frames.count, 8)
    let height = scenario.configuration.viewport.height
    let middles: [Double] = (0...rows).map { Double($0) * 100 + 50 }
    let around: [Double] = [-50, height - 50, height + 50, -150, height + 150]
    let edges: [Double] = (0...rows).map { Double($0) * 100 + 100 }
    return rank(point.y, in: middles + around + edges)
  }

  /// How many different times the timeline's lines have (times never go back, so a count of
  /// changes).
  static func distinctTimes(_ scenario: Scenario) -> Int {
    zip(scenario.timeline.dropFirst(), scenario.timeline).count { $0.time != $1.time }
      + (scenario.timeline.isEmpty ? 0 : 1)
  }
}

extension Double {
  /// Whether the value is a whole multiple of 100 (a row's edge).
  var isMultiple100: Bool { remainder(dividingBy: 100) == 0 }
}

extension Scheduled {
  /// Whether the line is a `scroll` event.
  fileprivate var isScroll: Bool { if case .scroll = event { true } else { false } }
}

/// The round values the canonical passes try and the order ranks, in order of preference.
enum ShrinkValues {
  static let contentHeights: [Double?] = [nil, 1000, 2000, 4000, 8000, 16000]
  static let offsets: [Double] = [0, 100, 200, 400, 800, 1600, 3200]
  static let hotspotOffsets: [Double] = [0, 50, -50, 100, -100]
  /// The top of the first row of a canonical list: one free row of 100 above it, where a touch
  /// that begins above the items begins in the viewport.
  static let firstRow: Double = 100
}
