import SelectCore

/// One shrink in progress.
struct ShrinkSession<Evaluator: CaseEvaluator> {
  let shrinker: Shrinker
  var evaluator: Evaluator
  let target: RunFailure
  private(set) var best: Scenario
  private(set) var bestFailure: RunFailure
  private var bestSize: Size
  private(set) var evaluations = 0
  /// What stopped the shrink before it was done, if anything.
  private(set) var stop: ShrinkResult.Stop?
  private let start = ContinuousClock.now

  /// The order candidates must improve on: events, then items, then the script's length, then
  /// the sum of the magnitudes of its numbers (so that 120 beats 980).
  struct Size: Comparable {
    var events: Int
    var items: Int
    var length: Int
    var magnitude: Double
    static func < (a: Size, b: Size) -> Bool {
      (a.events, a.items, a.length, a.magnitude) < (b.events, b.items, b.length, b.magnitude)
    }
  }

  init(shrinker: Shrinker, evaluator: Evaluator, scenario: Scenario, failure: RunFailure) {
    self.shrinker = shrinker
    self.evaluator = evaluator
    target = failure
    best = scenario
    bestFailure = failure
    bestSize = ShrinkSession.size(of: scenario)
  }

  var elapsed: Double { (ContinuousClock.now - start).seconds }

  static func size(of scenario: Scenario) -> Size {
    let configuration = scenario.configuration
    var magnitude =
      abs(configuration.initialOffset) + abs(configuration.contentHeight ?? 0)
      + Double((configuration.limit ?? 0).magnitude)
    for frame in configuration.frames {
      magnitude += abs(frame.x) + abs(frame.y) + frame.width + frame.height
    }
    for scheduled in scenario.timeline {
      magnitude += abs(scheduled.time)
      switch scheduled.event {
      case .down(let point), .move(let point): magnitude += abs(point.x) + abs(point.y)
      case .scroll(let offset): magnitude += abs(offset)
      case .frame(_, let frame):
        magnitude += abs(frame.x) + abs(frame.y) + frame.width + frame.height
      case .limit(let limit): magnitude += Double((limit ?? 0).magnitude)
      default: break
      }
    }
    return Size(
      events: scenario.eventCount, items: configuration.frames.count,
      length: ScriptPrinter.print(scenario).utf8.count, magnitude: magnitude)
  }

  /// Whether the time or evaluation cap has been reached, or the evaluator stopped (Ctrl-C);
  /// once it has, it stays reached.
  var outOfBudget: Bool {
    mutating get {
      if stop == nil {
        if evaluations >= shrinker.evaluationLimit {
          stop = .budget
        } else if elapsed >= shrinker.timeLimit {
          stop = .timeCap
        } else if evaluator.isStopped {
          stop = .interrupted
        }
      }
      return stop != nil
    }
  }

  /// Keeps `candidate` if it is smaller, well formed and still fails the same way.
  @discardableResult
  mutating func attempt(_ candidate: Scenario) -> Bool {
    guard !outOfBudget else { return false }
    // Most candidates drop events or items, which decides the order without printing them.
    let counts = (candidate.eventCount, candidate.configuration.frames.count)
    guard counts <= (bestSize.events, bestSize.items) else { return false }
    guard candidate != best, candidate.isWellFormed else { return false }
    var size: Size?
    if counts == (bestSize.events, bestSize.items) {
      let full = ShrinkSession.size(of: candidate)
      guard full < bestSize else { return false }
      size = full
    }
    return keep(candidate, size: size)
  }

  /// Keeps `candidate` if it fails the same way and has no more events and items (or one event
  /// more, when `addingOneEvent`), whatever its script's length: for putting a repro in its
  /// canonical form, done once, after shrinking.
  @discardableResult
  mutating func attemptCanonical(_ candidate: Scenario, addingOneEvent: Bool = false) -> Bool {
    guard !outOfBudget, candidate != best, candidate.isWellFormed,
      (candidate.eventCount - (addingOneEvent ? 1 : 0), candidate.configuration.frames.count) <= (
        bestSize.events, bestSize.items
      )
    else { return false }
    return keep(candidate, size: nil)
  }

  /// Plays `candidate` (one evaluation) and makes it the best when it fails the same way;
  /// `size` is its size when already known.
  private mutating func keep(_ candidate: Scenario, size: Size?) -> Bool {
    evaluations += 1
    defer { shrinker.onEvaluation?(evaluations, best) }
    let failure = evaluator.evaluate(candidate)
    // A run abandoned at the time cap or by Ctrl-C found nothing; the next check stops the shrink.
    guard let failure, !evaluator.isStopped, failure.sharesSymptom(with: target) else {
      return false
    }
    best = candidate
    bestFailure = failure
    bestSize = size ?? ShrinkSession.size(of: candidate)
    return true
  }

  mutating func run() {
    dropPolicy()
    truncateAfterFailure()
    // Every run costs in proportion to the items (the harness scans them), so a large layout is
    // cut down before anything else: the items nothing came near in one step, then halves.
    if best.configuration.frames.count > 6 { _ = dropUntouched() }
    if best.configuration.frames.count > 64 { _ = dropItems() }
    shrinkUntilStuck()
    // The canonical form, then shrinking again from it, until neither changes anything (a
    // canonical step can open a way to a smaller script, as moving a touch onto an item can).
    for _ in 0..<6 where !outOfBudget {
      let before = best
      canonicalize()
      if best == before { break }
      shrinkUntilStuck()
    }
  }

  private mutating func shrinkUntilStuck() {
    var progress = true
    while progress && !outOfBudget {
      progress = false
      progress = dropTouches() || progress
      progress = dropEvents() || progress
      progress = laterDowns() || progress
      progress = idleEvents() || progress
      progress = fastForward() || progress
      progress = bulkChangesIntoSetup() || progress
      progress = dropItems() || progress
      progress = mergeItems() || progress
      progress = itemsToContentHeight() || progress
      progress = simplifySetup() || progress
      progress = simplifyLimit() || progress
      progress = translateContent() || progress
      progress = snapNumbers() || progress
      progress = gridFrames() || progress
      // Two edits at once only where one at a time is stuck.
      if !progress { progress = swapBulkDroppingOne() }
    }
  }

  // MARK: Passes

  /// Everything after the failing call is irrelevant: drop it, and the untimed expectations.
  /// For a failed `expect` line, every other expectation goes, so that the one left is the one
  /// that must keep failing the same way.
  private mutating func truncateAfterFailure() {
    var candidate = best
    switch bestFailure {
    case .expectation(.timed(let index), _, _):
      candidate.timeline = best.timeline.prefix(index + 1).enumerated().filter { position, line in
        position == index || line.event != nil
      }.map(\.element)
      candidate.expectations = []
    case .expectation(.final(let index), _, _):
      candidate.timeline = best.timeline.filter { $0.event != nil }
      candidate.expectations = [best.expectations[index]]
    case .invariant(_, let place), .fault(_, _, let place?):
      candidate.timeline = Array(best.timeline.prefix(place.timelineIndex + 1))
      candidate.expectations = []
    case .fault(_, _, nil):
      candidate.timeline = best.timeline.filter { $0.event != nil }
      candidate.expectations = []
    }
    attempt(candidate)
  }

  /// The spans of whole touches: from a `down` to its `up` or `cancel` (or the end).
  private func touches() -> [ClosedRange<Int>] {
    var spans: [ClosedRange<Int>] = []
    var start: Int?
    for (index, scheduled) in best.timeline.enumerated() where !scheduled.isStray {
      switch scheduled.event {
      case .down: start = index
      case .up, .cancel:
        if let first = start { spans.append(first...index) }
        start = nil
      default: break
      }
    }
    if let first = start { spans.append(first...(best.timeline.count - 1)) }
    return spans
  }

  /// Drops whole touches, last first: the span entirely, or only its finger events.
  private mutating func dropTouches() -> Bool {
    var progress = false
    var position = touches().count - 1
    while position >= 0 && !outOfBudget {
      let spans = touches()
      guard position < spans.count else {
        position -= 1
        continue
      }
      let span = spans[position]
      var whole = best
      whole.timeline.removeSubrange(span)
      if attempt(whole) {
        progress = true
      } else {
        var fingerOnly = best
        fingerOnly.timeline = best.timeline.enumerated().filter { index, scheduled in
          !(span.contains(index) && Self.isFingerEvent(scheduled))
        }.map(\.element)
        if attempt(fingerOnly) { progress = true }
      }
      position -= 1
    }
    return progress
  }

  /// Starts each touch at its first move instead: the `down` goes and that move becomes the
  /// `down`, so that a drag from the top into the bottom hotspot comes out as a touch that begins
  /// in the hotspot.
  private mutating func laterDowns() -> Bool {
    var progress = false
    var index = best.timeline.count - 1
    while index >= 0 && !outOfBudget {
      defer { index -= 1 }
      guard case .down = best.timeline[index].event, !best.timeline[index].isStray,
        let candidate = Self.dropping(index, from: best)
      else { continue }
      if attempt(candidate) { progress = true }
    }
    return progress
  }

  /// Two edits at once, for a short timeline (at most 8 lines): a `select-all` becomes a
  /// `deselect-all` (or the other way) and the initial selection goes, or another line does, a
  /// `down` by starting its touch at its next move. Neither edit alone keeps the failure when the
  /// bulk event only matters for what the drag is then: a range drag that reaches the far side
  /// after a `select-all` has the shorter form that starts there and comes back after a
  /// `deselect-all`.
  ///
  /// - Complexity: at most one evaluation per line, and one more, for each bulk event.
  private mutating func swapBulkDroppingOne() -> Bool {
    guard best.timeline.count <= 8 else { return false }
    var progress = false
    var bulk = best.timeline.count - 1
    while bulk >= 0 && !outOfBudget {
      defer { bulk -= 1 }
      let line = best.timeline[bulk]
      let other: Event
      switch line.event {
      case .selectAll: other = .deselectAll
      case .deselectAll: other = .selectAll
      default: continue
      }
      guard !line.isStray else { continue }
      var swapped = best
      swapped.timeline[bulk] = line.mapEvent { _ in other }
      if !swapped.configuration.initialSelection.isEmpty {
        var unselected = swapped
        unselected.configuration.initialSelection = []
        if attempt(unselected) {
          progress = true
          continue
        }
      }
      for index in swapped.timeline.indices.reversed() where index != bulk && !outOfBudget {
        guard let candidate = Self.dropping(index, from: swapped) else { continue }
        if attempt(candidate) {
          progress = true
          break
        }
      }
    }
    return progress
  }

  /// `scenario` without timeline line `index`: a `down` by starting its touch at the touch's next
  /// move (none when the touch has no move next), another line when it can go alone
  /// (``canDropAlone(_:)``); `nil` otherwise.
  private static func dropping(_ index: Int, from scenario: Scenario) -> Scenario? {
    var candidate = scenario
    let line = scenario.timeline[index]
    if case .down = line.event, !line.isStray {
      guard
        let next = scenario.timeline[(index + 1)...].firstIndex(where: { isFingerEvent($0) }),
        case .move(let point) = scenario.timeline[next].event
      else { return nil }
      candidate.timeline[next] = scenario.timeline[next].mapEvent { _ in .down(point) }
    } else if !canDropAlone(line) {
      return nil
    }
    candidate.timeline.remove(at: index)
    return candidate
  }

  static func isFingerEvent(_ scheduled: Scheduled) -> Bool {
    if scheduled.isStray { return false }
    return switch scheduled.event {
    case .down, .move, .up, .cancel: true
    default: false
    }
  }

  /// Drops events that can go alone (moves, idles, scrolls, frames, limit, selectAll,
  /// deselectAll, timed expectations): runs of them first, halving, then one at a time.
  private mutating func dropEvents() -> Bool {
    removeInChunks(count: \.timeline.count) { scenario, range in
      guard scenario.timeline[range].allSatisfy({ Self.canDropAlone($0) }) else { return nil }
      var candidate = scenario
      candidate.timeline.removeSubrange(range)
      return candidate
    }
  }

  /// Replaces events that only need to let time pass (a scroll, limit, selectAll, deselectAll or
  /// frame whose own effect does not matter) with `idle`.
  private mutating func idleEvents() -> Bool {
    var progress = false
    for index in best.timeline.indices.reversed() where !outOfBudget {
      switch best.timeline[index].event {
      case .scroll, .limit, .selectAll, .deselectAll, .frame:
        var candidate = best
        candidate.timeline[index] = .event(.idle, at: best.timeline[index].time)
        if attempt(candidate) { progress = true }
      default:
        break
      }
    }
    return progress
  }

  /// Replaces a beginning of the timeline, up to a moment the finger is up, with the state it
  /// leads to: the selection as the initial selection, the offset as the initial offset, the
  /// frames and the limit as they are then. `select-all` then `deselect-all` becomes `selected 0`
  /// then `deselect-all`. Then the same with the finger down at the cut, the rest of that touch
  /// dropped: a drag that only selected items for a later `limit` event becomes those items
  /// selected from the start. The state is SelectCore's engine's: a guess, kept only if the
  /// failure stays the same. The longest beginning is tried first; at most 16 of each are tried.
  private mutating func fastForward() -> Bool {
    var cuts: [Int] = []
    var touchCuts: [Int] = []
    var fingerIsDown = false
    for (index, scheduled) in best.timeline.enumerated() {
      if !scheduled.isStray {
        switch scheduled.event {
        case .down: fingerIsDown = true
        case .up, .cancel: fingerIsDown = false
        default: break
        }
      }
      if index + 1 < best.timeline.count && scheduled.event != nil {
        if fingerIsDown { touchCuts.append(index + 1) } else { cuts.append(index + 1) }
      }
    }
    for cut in cuts.reversed().prefix(16) where !outOfBudget {
      if let candidate = Self.fastForwarded(best, past: cut), attempt(candidate) { return true }
    }
    // A failed expectation is about what the touches did: they stay.
    if case .expectation = target { return false }
    for cut in touchCuts.reversed().prefix(16) where !outOfBudget {
      if let candidate = Self.fastForwarded(best, past: cut).map({ Self.droppingOpenTouch($0) }),
        attempt(candidate)
      {
        return true
      }
    }
    return false
  }

  /// Drops a `select-all` or `deselect-all` that comes while the finger is down, and selects
  /// from the start what it selected: the items the touch had changed by then keep their state
  /// from before the touch, the others start as they were after the event. Only when nothing
  /// before the touch changed the selection. The states are SelectCore's engine's: a guess, kept
  /// only if the failure stays the same.
  private mutating func bulkChangesIntoSetup() -> Bool {
    if case .expectation = target { return false }
    for index in best.timeline.indices.reversed() where !outOfBudget {
      guard let initial = Self.selectionMovedIntoSetup(best, dropping: index) else { continue }
      var candidate = best
      candidate.timeline.remove(at: index)
      candidate.configuration.initialSelection = initial
      if attempt(candidate) { return true }
    }
    return false
  }

  /// The initial selection ``bulkChangesIntoSetup()`` tries for timeline line `index`, or `nil`
  /// when that line is not a bulk change within a touch whose beginning kept the initial
  /// selection.
  static func selectionMovedIntoSetup(_ scenario: Scenario, dropping index: Int) -> Set<Int>? {
    let line = scenario.timeline[index]
    guard !line.isStray, let bulk = line.event, bulk == .selectAll || bulk == .deselectAll
    else { return nil }
    var beforeTouch: Set<Int>?
    let core = onCore(scenario, through: index) { scheduled, engine in
      guard !scheduled.isStray else { return }
      switch scheduled.event {
      case .down: beforeTouch = Set(engine.selection)
      case .up, .cancel: beforeTouch = nil
      default: break
      }
    }
    guard var engine = core, let start = beforeTouch,
      start == scenario.configuration.initialSelection
    else { return nil }
    let beforeEvent = Set(engine.selection)
    _ = engine.apply(bulk, at: line.time)
    let touched = beforeEvent.symmetricDifference(start)
    return Set(engine.selection).subtracting(touched).union(start.intersection(touched))
  }

  /// `scenario` without the finger events at its beginning that belong to a touch begun before
  /// it (moves, and the `up` or `cancel` that ends it).
  static func droppingOpenTouch(_ scenario: Scenario) -> Scenario {
    var result = scenario
    var open = true
    result.timeline = scenario.timeline.filter { scheduled in
      guard open, !scheduled.isStray else { return true }
      switch scheduled.event {
      case .down:
        open = false
        return true
      case .move: return false
      case .up, .cancel:
        open = false
        return false
      default: return true
      }
    }
    return result
  }

  /// `scenario` with its first `cut` lines replaced by the state they lead to on SelectCore's
  /// engine, or `nil` when the engine refuses the configuration.
  static func fastForwarded(_ scenario: Scenario, past cut: Int) -> Scenario? {
    var configuration = scenario.configuration
    let core = onCore(scenario, through: cut) { scheduled, _ in
      guard !scheduled.isStray else { return }
      switch scheduled.event {
      case .limit(let limit): configuration.limit = limit
      case .frame(let item, let frame) where configuration.frames.indices.contains(item):
        configuration.frames[item] = frame
      default: break
      }
    }
    guard let engine = core else { return nil }
    configuration.initialSelection = Set(engine.selection)
    configuration.initialOffset = engine.offset
    var result = scenario
    result.configuration = configuration
    result.timeline = Array(scenario.timeline.dropFirst(cut))
    return result
  }

  /// SelectCore's engine after the first `count` lines of `scenario` (stray ones included, as an
  /// engine gets them), each line shown to `visit` with the engine just before it is applied; the
  /// state the shrinker's guesses start from. `nil` when the engine refuses the setup.
  static func onCore(
    _ scenario: Scenario, through count: Int,
    visit: (Scheduled, SelectionEngine) -> Void = { _, _ in }
  ) -> SelectionEngine? {
    guard var engine = try? SelectionEngine(configuration: scenario.configuration) else {
      return nil
    }
    for scheduled in scenario.timeline.prefix(count) {
      visit(scheduled, engine)
      if let event = scheduled.event { _ = engine.apply(event, at: scheduled.time) }
    }
    return engine
  }

  /// Whether a `frame` event moves an item in `scenario`.
  static func hasFrameEvents(_ scenario: Scenario) -> Bool {
    scenario.timeline.contains { if case .frame = $0.event { true } else { false } }
  }

  /// Whether a `scroll` event moves the content in `scenario`.
  static func hasScrollEvents(_ scenario: Scenario) -> Bool {
    scenario.timeline.contains { if case .scroll = $0.event { true } else { false } }
  }

  static func canDropAlone(_ scheduled: Scheduled) -> Bool {
    if scheduled.isStray { return true }
    return switch scheduled.event {
    case .down, .up, .cancel: false
    default: true
    }
  }

  /// Drops items, last first, re-indexing everything that refers to them; halves first.
  private mutating func dropItems() -> Bool {
    removeInChunks(count: \.configuration.frames.count) { scenario, range in
      scenario.removingItems { range.contains($0) }
    }
  }

  /// Drops every item, keeping the content as tall as it was: a repro whose items only made the
  /// content tall enough to scroll needs none.
  private mutating func itemsToContentHeight() -> Bool {
    let configuration = best.configuration
    guard !configuration.frames.isEmpty else { return false }
    var candidate = best.removingItems { _ in true }
    candidate.configuration.contentHeight =
      configuration.contentHeight ?? configuration.frames.map(\.maxY).max()
    return attempt(candidate)
  }

  /// Drops, in one step, every item the run never came near (``TouchedItems``): on a large
  /// layout most are, and one candidate removes them all.
  private mutating func dropUntouched() -> Bool {
    let touched = TouchedItems(best)
    guard touched.count < best.configuration.frames.count else { return false }
    return attempt(best.removingItems { !touched.contains($0) })
  }

  /// Tries removing runs of the elements counted by `count`: halves first, then quarters, down to
  /// single elements, from the end; `remove` builds the candidate (or `nil` to skip a run).
  private mutating func removeInChunks(
    count: KeyPath<Scenario, Int>, remove: (Scenario, Range<Int>) -> Scenario?
  ) -> Bool {
    var progress = false
    var chunk = max(1, best[keyPath: count] / 2)
    while chunk >= 1 && !outOfBudget {
      var index = best[keyPath: count] - chunk
      while index >= 0 && !outOfBudget {
        if let candidate = remove(best, index..<min(index + chunk, best[keyPath: count])),
          attempt(candidate)
        {
          progress = true
        }
        index -= chunk
      }
      chunk /= 2
    }
    return progress
  }

  /// Moves settings back to their defaults and drops the policy: vetoes, the initial selection,
  /// the limit, content height, insets, offset, hotspot settings, mode options, the viewport.
  private mutating func simplifySetup() -> Bool {
    var progress = false
    let defaults = Configuration(viewport: best.configuration.viewport)
    let edits: [(inout Configuration) -> Void] = [
      { $0.vetoSelect = [] }, { $0.vetoDeselect = [] }, { $0.initialSelection = [] },
      { $0.limit = nil },
      { $0.contentHeight = nil }, { $0.viewport.insetTop = 0 }, { $0.viewport.insetBottom = 0 },
      { $0.initialOffset = 0 }, { $0.autoScroll = defaults.autoScroll },
      { $0.autoScroll.hotspotHeight = defaults.autoScroll.hotspotHeight },
      { $0.autoScroll.topOffset = 0 }, { $0.autoScroll.bottomOffset = 0 },
      { $0.autoScroll.velocity = defaults.autoScroll.velocity },
      { $0.autoScroll.interval = defaults.autoScroll.interval }, { $0.rangeTarget = .anchor },
      { $0.rangeRevert = .restore }, { $0.tapSlop = 10 },
      { $0.viewport.width = 390 }, { $0.viewport.height = 844 },
      { if let limit = $0.limit, limit < 0 { $0.limit = 0 } },
    ]
    for edit in edits where !outOfBudget {
      var candidate = best
      edit(&candidate.configuration)
      if attempt(candidate) { progress = true }
    }
    let sets: [WritableKeyPath<Configuration, Set<Int>>] = [
      \.vetoSelect, \.vetoDeselect, \.initialSelection,
    ]
    for keyPath in sets {
      for item in best.configuration[keyPath: keyPath].sorted().reversed() where !outOfBudget {
        var candidate = best
        candidate.configuration[keyPath: keyPath].remove(item)
        if attempt(candidate) { progress = true }
      }
    }
    return progress
  }

  /// The whole policy back to its defaults at once, before anything else (one evaluation): no
  /// limit, vetoes or initial selection, the range options SPEC 3.2 starts from. A bug that shows
  /// with and without a policy then shrinks along the form without it, which every seed can reach
  /// (a limit cannot be added back); dropped one by one later, the lines would go only after the
  /// shrink had settled on what needs them.
  private mutating func dropPolicy() {
    var candidate = best
    candidate.configuration.limit = nil
    candidate.configuration.vetoSelect = []
    candidate.configuration.vetoDeselect = []
    candidate.configuration.initialSelection = []
    candidate.configuration.rangeTarget = .anchor
    candidate.configuration.rangeRevert = .restore
    attempt(candidate)
  }

  /// Lowers the limit toward 0, keeping as much of the initial selection as the new limit allows;
  /// and moves the timeline's limit changes toward 0 and 1.
  private mutating func simplifyLimit() -> Bool {
    var progress = false
    if let limit = best.configuration.limit, limit > 0 {
      for lower in [0, 1, 2, limit / 2, limit - 1] where lower < limit && !outOfBudget {
        var candidate = best
        candidate.configuration.limit = lower
        candidate.configuration.initialSelection = Set(
          best.configuration.initialSelection.sorted().prefix(lower))
        if attempt(candidate) {
          progress = true
          break
        }
      }
    }
    for index in best.timeline.indices where !outOfBudget {
      guard case .limit(let limit) = best.timeline[index].event else { continue }
      for simpler in [nil, 0, 1] as [Int?] where simpler != limit {
        var candidate = best
        candidate.timeline[index] = .event(.limit(simpler), at: best.timeline[index].time)
        if attempt(candidate) {
          progress = true
          break
        }
      }
    }
    return progress
  }

  /// Moves the content (frames, offsets, scrolls and touches) so that the frames start near the
  /// origin, and writes the initial offset as the value it clamps to.
  private mutating func translateContent() -> Bool {
    var progress = false
    let effective = Self.effectiveOffset(best.configuration)
    var clamped = best
    clamped.configuration.initialOffset = effective
    if attempt(clamped) { progress = true }
    let exactTop = best.configuration.frames.map(\.minY).min() ?? 0
    let exactLeft = best.configuration.frames.map(\.minX).min() ?? 0
    let top = Self.round(exactTop, 10)
    let left = Self.round(exactLeft, 10)
    // Moving the content up by the effective offset makes the initial offset 0 with the finger
    // over the same items.
    let moves = [
      (left, top), (0, top), (left, 0), (exactLeft, exactTop), (exactLeft, 0), (0, effective),
    ]
    for (dx, dy) in moves where (dx != 0 || dy != 0) && !outOfBudget {
      if attempt(Self.translated(best, dx: dx, dy: dy)) { progress = true }
    }
    return progress
  }

  /// The offset `configuration` starts at: its initial offset clamped to the scroll range
  /// (SPEC 2.2).
  static func effectiveOffset(_ configuration: Configuration) -> Double {
    let content = configuration.contentHeight ?? (configuration.frames.map(\.maxY).max() ?? 0)
    let minOffset = -configuration.viewport.insetTop
    let maxOffset = max(
      minOffset, content + configuration.viewport.insetBottom - configuration.viewport.height)
    return min(max(configuration.initialOffset, minOffset), maxOffset)
  }

  /// `scenario` with its content moved up by `dy` and left by `dx`: frames, offsets and scrolls
  /// by `dy`, touches by `dx`, so that the finger meets the same items.
  static func translated(_ scenario: Scenario, dx: Double, dy: Double) -> Scenario {
    var result = scenario
    let shift = { (frame: Rect) in
      Rect(x: frame.x - dx, y: frame.y - dy, width: frame.width, height: frame.height)
    }
    result.configuration.frames = scenario.configuration.frames.map(shift)
    result.configuration.initialOffset -= dy
    if let height = scenario.configuration.contentHeight {
      result.configuration.contentHeight = max(0, height - dy)
    }
    let move = { (point: Point) in Point(x: point.x - dx, y: point.y) }
    result.timeline = scenario.timeline.map { scheduled in
      scheduled.mapEvent { event in
        switch event {
        case .down(let point): .down(move(point))
        case .move(let point): .move(move(point))
        case .scroll(let offset): .scroll(offset - dy)
        case .frame(let item, let frame): .frame(item: item, shift(frame))
        default: event
        }
      }
    }
    result.expectations = scenario.expectations.map { expectation in
      if case .offset(let offset) = expectation { return .offset(offset - dy) }
      return expectation
    }
    return result
  }

  /// Snaps times and coordinates to round numbers: all at once, then one line at a time.
  private mutating func snapNumbers() -> Bool {
    var progress = false
    if let first = best.timeline.first?.time, first != 0 {
      var shifted = best
      shifted.timeline = best.timeline.map { $0.moved(to: $0.time - first) }
      if attempt(shifted) { progress = true }
    }
    for step in [100.0, 10.0, 1.0] {
      for grain in [1.0, 10.0] where !outOfBudget {
        var candidate = best
        candidate.timeline = best.timeline.map { Self.snapped($0, timeStep: step, grain: grain) }
        candidate.configuration.frames = best.configuration.frames.map { Self.snapped($0, grain) }
        candidate.configuration.initialOffset = Self.round(best.configuration.initialOffset, grain)
        if attempt(candidate) { progress = true }
      }
    }
    for index in best.timeline.indices.reversed() where !outOfBudget {
      for grain in [10.0, 1.0] {
        var candidate = best
        candidate.timeline[index] = Self.snapped(best.timeline[index], timeStep: 10, grain: grain)
        if attempt(candidate) {
          progress = true
          break
        }
      }
    }
    for index in best.configuration.frames.indices.reversed() where !outOfBudget {
      for grain in [10.0, 1.0] {
        var candidate = best
        candidate.configuration.frames[index] = Self.snapped(
          best.configuration.frames[index], grain)
        if attempt(candidate) {
          progress = true
          break
        }
      }
    }
    return progress
  }

  static func round(_ value: Double, _ grain: Double) -> Double {
    (value / grain).rounded() * grain
  }

  /// A line with its time rounded to `1 / timeStep` and its coordinates to `grain`.
  static func snapped(_ scheduled: Scheduled, timeStep: Double, grain: Double) -> Scheduled {
    let time = (scheduled.time * timeStep).rounded() / timeStep
    let snap = { (p: Point) in Point(x: round(p.x, grain), y: round(p.y, grain)) }
    return scheduled.moved(to: time).mapEvent { event in
      switch event {
      case .down(let point): .down(snap(point))
      case .move(let point): .move(snap(point))
      case .scroll(let offset): .scroll(round(offset, grain))
      case .frame(let item, let frame): .frame(item: item, snapped(frame, grain))
      default: event
      }
    }
  }

  static func snapped(_ frame: Rect, _ grain: Double) -> Rect {
    Rect(
      x: round(frame.x, grain), y: round(frame.y, grain), width: round(frame.width, grain),
      height: round(frame.height, grain))
  }

  /// Puts frames on a grid: all at once as rows of a list, then one at a time.
  private mutating func gridFrames() -> Bool {
    var progress = false
    let width = best.configuration.viewport.width
    let rows = best.configuration.frames.indices.map {
      Rect(x: 0, y: Double($0) * 100, width: width, height: 100)
    }
    var all = best
    all.configuration.frames = rows
    if attempt(all) { progress = true }
    for index in best.configuration.frames.indices where !outOfBudget && index < rows.count {
      var candidate = best
      candidate.configuration.frames[index] = rows[index]
      if attempt(candidate) { progress = true }
    }
    return progress
  }
}
