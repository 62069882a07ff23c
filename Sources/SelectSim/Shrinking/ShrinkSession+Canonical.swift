import SelectCore

/// The canonical form of a shrunk repro (issue 12): one bug found from many seeds should shrink to
/// one script, so that a soak that finds it a hundred times saves it once. After shrinking, each
/// step below replaces the repro with a more regular one that fails the same way (never with more
/// events or items, but for one move in place of steps), trying values from a fixed list in order
/// of preference: the mode (with a limit of 1 in place of single mode's "at most one"); finger
/// moves for scrolls, and a move in place of an auto-scroll step that failed or of the steps that
/// changed the selection before the failing line (every time 0, so no step falls due); a 400 by 800
/// viewport (the content moved or grown with it when it scrolls); the items as rows of a list,
/// each touch moved to the same kind of place; each item on a row of its own; two items' rows
/// swapped, when the script sorts first; an item stacked on another with a move dropped (a drag
/// from one onto the other becomes a touch on both); times 0, 1, 2, … or all 0, and lines at the
/// same time; touches at the middle of the width; frames as wide as the viewport; round content
/// heights, offsets (or the mirror image at offset 0, or whichever of the two touches the lower
/// half first), hotspot heights, insets (the touches moved with the top one), scroll offsets and
/// frame rectangles; the items and touches moved down together to put the first item on a row of
/// 100; simpler non-finger events (each also without the initial selection, the setup's limit or
/// both, and one line earlier, before a finger's event), and a touch for a stray line; touches at
/// fixed heights (at the middle of the width first, and on the rows' bottom edges); `up` for
/// `cancel`; two non-finger events at one time in the order of their text; the shortest round gaps
/// between lines (and round auto-scroll intervals, with the times scaled); and of a repro and its
/// mirror image (and of a touch and the same touch backwards), the one whose script sorts first.
/// docs/DECISIONS.md has the figures.
///
/// - Complexity: each step costs one evaluation per value it tries: a few dozen for a repro of a
///   few events and items (the median shrink, canonical pass included, is about 110 evaluations).
extension ShrinkSession {
  /// The viewport every canonical repro tries first.
  static var canonicalViewport: Viewport { Viewport(width: 400, height: 800) }

  mutating func canonicalize() {
    // Each list below is in order of preference: a value is tried only while it comes before the
    // current one, so that the form reached is the same from any start.
    prefer { scenario in
      [SelectionMode.paint, .range].flatMap { mode in
        [Self.inMode(mode, scenario), Self.inMode(mode, scenario, limitOne: true)]
      } + [Self.inMode(.single, scenario)]
    }
    scrollsToMoves()
    stepToMove()
    stepsToMove()
    prefer {
      [
        Self.resized($0, anchored: false), Self.resized($0, anchored: true),
        Self.resizedWithContent($0), Self.resizedWithContent($0, below: true),
      ]
    }
    prefer { scenario in
      [100.0, 200].flatMap { spacing in
        [true, false].map { Self.relaidOut(scenario, centering: $0, spacing: spacing) }
      }
    }
    prefer { [Self.countedTimes($0), Self.countedTimes($0, step: 0.1)] }
    attemptCanonical(Self.zeroTimes(best))
    mergeTimes()
    // Every touch at the middle of the viewport's width, then frames as wide as the viewport.
    let middle = (best.configuration.viewport.width / 2).rounded()
    attemptCanonical(Self.touchesAt(x: middle, best))
    var wide = best
    wide.configuration.frames = best.configuration.frames.map {
      Rect(x: 0, y: $0.y, width: best.configuration.viewport.width, height: $0.height)
    }
    attemptCanonical(wide)
    rowPerItem()
    swapRows()
    stackForMove()
    prefer([nil, 1000, 2000, 4000, 8000, 16000], at: \.configuration.contentHeight)
    // The initial offset, first with the content moved along (the finger meets the same items),
    // then alone.
    prefer { scenario in
      [0.0, 100, 200, 400, 800].map {
        Self.translated(scenario, dx: 0, dy: scenario.configuration.initialOffset - $0)
      }
    }
    // A repro that needs room to scroll up may be the mirror image of one that scrolls down from
    // the top.
    if best.configuration.initialOffset != 0 {
      var top = best
      top.configuration.initialOffset = 0
      if !attemptCanonical(top) { attemptMirrorInContent(keepingOffset: false) }
    }
    // Of a repro in a fixed content and its mirror image, the one whose first touch is in the
    // lower half of the viewport (a drag toward the top hotspot is the mirror of one toward the
    // bottom), at its own offset or at 0.
    if let y = best.timeline.lazy.compactMap({ Self.touchY($0) }).first,
      y < best.configuration.viewport.height / 2
    {
      attemptMirrorInContent(keepingOffset: true)
    }
    prefer([0, 100, 200, 400, 800, 1600, 3200], at: \.configuration.initialOffset)
    prefer([100, 0, 50, 200], at: \.configuration.autoScroll.hotspotHeight)
    prefer([0, 50, -50, 100, -100], at: \.configuration.autoScroll.topOffset)
    prefer([0, 50, -50, 100, -100], at: \.configuration.autoScroll.bottomOffset)
    prefer([0.5, 1, 0.1], at: \.configuration.autoScroll.velocity)
    // The interval alone, or with every time scaled with it (the same run in slower motion).
    prefer { scenario in
      [0.025, 0.1, 0.5].flatMap { interval in
        var alone = scenario
        alone.configuration.autoScroll.interval = interval
        return [
          alone, Self.scaledTimes(alone, by: interval / scenario.configuration.autoScroll.interval),
        ]
      }
    }
    // The top inset alone, or with the touches moved by as much as it shrank: a repro at the
    // lowest offset, under the inset, meets the same content at offset 0 with no inset.
    prefer { scenario in
      [0.0, 100].flatMap { top in
        var alone = scenario
        alone.configuration.viewport.insetTop = top
        var moved = alone
        let shift = top - scenario.configuration.viewport.insetTop
        moved.timeline = alone.timeline.map { $0.mapTouch { Point(x: $0.x, y: $0.y + shift) } }
        return [alone, moved]
      }
    }
    prefer([0, 100], at: \.configuration.viewport.insetBottom)
    for index in best.timeline.indices {
      guard case .scroll = best.timeline[index].event else { continue }
      prefer([0, 100, 200, 400, 800, 1600, 3200].map { Event.scroll($0) }, at: index)
    }
    for index in best.timeline.indices {
      guard case .frame(let item, _) = best.timeline[index].event else { continue }
      let width = best.configuration.viewport.width
      // Rows at the top, at the item's own row, and at the row of the finger's last point; then
      // where the item is, and just below it.
      var finger: Double?
      for line in best.timeline[..<index].reversed() where finger == nil {
        finger = Self.touchY(line)
      }
      let own =
        best.configuration.frames.indices.contains(item)
        ? [best.configuration.frames[item].minY, best.configuration.frames[item].maxY] : []
      let tops =
        [0, Double(item) * 100] + (finger.map { [($0 / 100).rounded(.down) * 100] } ?? []) + own
      let rows = tops.flatMap { y in
        [100.0, 0].map { Event.frame(item: item, Rect(x: 0, y: y, width: width, height: $0)) }
      }
      prefer(rows, at: index)
      // Failing that, each number of the rectangle on its own: at the left edge, as wide as the
      // viewport, its top and its height rounded to 100.
      guard case .frame(_, let frame) = best.timeline[index].event,
        !rows.contains(.frame(item: item, frame))
      else { continue }
      let edits: [(inout Rect) -> Void] = [
        { $0.x = 0 }, { $0.width = width },
        { $0.y = ($0.y / 100).rounded(.down) * 100 }, { $0.y = ($0.y / 100).rounded(.up) * 100 },
        { $0.height = ($0.height / 100).rounded(.down) * 100 },
        { $0.height = ($0.height / 100).rounded(.up) * 100 },
      ]
      for edit in edits where !outOfBudget {
        guard case .frame(_, var rect) = best.timeline[index].event else { break }
        edit(&rect)
        var candidate = best
        candidate.timeline[index] = best.timeline[index].mapEvent { _ in .frame(item: item, rect) }
        attemptCanonical(candidate)
      }
    }
    shiftToRow()
    eventLadder()
    touchLadder()
    // A finger's `cancel` becomes `up` where it can. (A last `move` becoming `up` was tried too:
    // it parted more repros than it joined; the other way round, below, is kept.)
    for index in best.timeline.indices where !outOfBudget {
      let line = best.timeline[index]
      guard !line.isStray, line.event == .cancel else { continue }
      var ended = best
      ended.timeline[index] = line.mapEvent { _ in .up }
      attemptCanonical(ended)
    }
    // An `up` that ends the timeline, where a move to the first row fails the same way, becomes
    // that move: the line only marks the time at which the failure shows.
    if let last = best.timeline.last, !last.isStray, last.event == .up {
      var moved = best
      moved.timeline[best.timeline.count - 1] = last.mapEvent { _ in
        .move(Point(x: middle, y: 50))
      }
      attemptCanonical(moved)
    }
    // Two events at the same time that are not a finger's, in the order of their lines' text:
    // `deselect-all` then `frame` and `frame` then `deselect-all` do the same in one drag.
    // Passes until none swaps (a bubble sort: a few lines, each swap one evaluation).
    var swappedAny = true
    while swappedAny && !outOfBudget {
      swappedAny = false
      for index in best.timeline.indices.dropLast() where !outOfBudget {
        let (first, second) = (best.timeline[index], best.timeline[index + 1])
        guard first.event != nil, second.event != nil, first.time == second.time,
          !Self.isFingerEvent(first), !Self.isFingerEvent(second)
        else { continue }
        var swapped = best
        swapped.timeline.swapAt(index, index + 1)
        if ScriptPrinter.print(swapped) < ScriptPrinter.print(best), attemptCanonical(swapped) {
          swappedAny = true
        }
      }
    }
    // The gaps between lines as short as they can be, once the rest has its form (a shorter
    // gap leaves fewer steps for the geometry to be simplified with).
    shortestGaps()
    // Of a repro and its mirror image, and of a touch and the same touch backwards, the one whose
    // script comes first in byte order.
    let mirror = Self.mirrored(best)
    if ScriptPrinter.print(mirror) < ScriptPrinter.print(best) { attemptCanonical(mirror) }
    var touch = 0
    while let backwards = Self.reversingTouch(touch, of: best), !outOfBudget {
      if ScriptPrinter.print(backwards) < ScriptPrinter.print(best) { attemptCanonical(backwards) }
      touch += 1
    }
  }

  /// `scenario` with its `number`th touch (from a `down` to its `up` or `cancel`, or the end)
  /// going the other way: the same points in the opposite order, at the same times. `nil` when
  /// there is no such touch.
  static func reversingTouch(_ number: Int, of scenario: Scenario) -> Scenario? {
    var spans: [[Int]] = []
    for (index, scheduled) in scenario.timeline.enumerated() where !scheduled.isStray {
      switch scheduled.event {
      case .down: spans.append([index])
      case .move: if !spans.isEmpty { spans[spans.count - 1].append(index) }
      default: break
      }
    }
    guard number < spans.count else { return nil }
    let lines = spans[number]
    let points = lines.map { index -> Point in
      switch scenario.timeline[index].event {
      case .down(let point), .move(let point): point
      default: Point(x: 0, y: 0)
      }
    }
    var result = scenario
    for (position, index) in lines.enumerated() {
      let point = points[points.count - 1 - position]
      result.timeline[index] = scenario.timeline[index].mapTouch { _ in point }
    }
    return result
  }

  /// `scenario` in the canonical 400 by 800 viewport. Touch points stay where they were, or, when
  /// `anchored`, those in the lower half of the viewport keep their distance from its bottom edge
  /// (where the bottom hotspot is).
  static func resized(_ scenario: Scenario, anchored: Bool) -> Scenario {
    let old = scenario.configuration.viewport
    var result = scenario
    result.configuration.viewport.width = canonicalViewport.width
    result.configuration.viewport.height = canonicalViewport.height
    guard anchored else { return result }
    let move = { (point: Point) in
      point.y > old.height / 2
        ? Point(x: point.x, y: point.y + canonicalViewport.height - old.height) : point
    }
    result.timeline = scenario.timeline.map { $0.mapTouch(move) }
    return result
  }

  /// `scenario` in a viewport of the canonical height with everything it showed at the bottom:
  /// the content moves down by as much as the viewport grew (frames, `frame` events, the content
  /// height) and so do the touches, so that the offsets, their bounds and what each touch meets
  /// stay the same. Or, when `below`, at the top: the content and the touches stay, and the
  /// content grows by as much as the viewport (a `content-height`), so that the offsets' bounds
  /// stay the same and a touch in the top hotspot stays there.
  static func resizedWithContent(_ scenario: Scenario, below: Bool = false) -> Scenario {
    let grown = canonicalViewport.height - scenario.configuration.viewport.height
    var result = resized(scenario, anchored: false)
    if below {
      let frames = scenario.configuration.frames
      let content = scenario.configuration.contentHeight ?? (frames.map(\.maxY).max() ?? 0)
      result.configuration.contentHeight = content + grown
      return result
    }
    let shift = { (frame: Rect) in
      Rect(x: frame.x, y: frame.y + grown, width: frame.width, height: frame.height)
    }
    result.configuration.frames = scenario.configuration.frames.map(shift)
    result.configuration.contentHeight = scenario.configuration.contentHeight.map { $0 + grown }
    result.timeline = scenario.timeline.map { scheduled in
      scheduled.mapTouch { Point(x: $0.x, y: $0.y + grown) }.mapEvent { event in
        if case .frame(let item, let frame) = event { return .frame(item: item, shift(frame)) }
        return event
      }
    }
    return result
  }

  /// Tries `values` in order, each only while it comes before the current value (every one when
  /// the current value is not in the list), and keeps the first that keeps the failure.
  mutating func prefer<Value: Equatable>(
    _ values: [Value], at keyPath: WritableKeyPath<Scenario, Value>
  ) {
    for value in values where !outOfBudget {
      if value == best[keyPath: keyPath] { break }
      var candidate = best
      candidate[keyPath: keyPath] = value
      if attemptCanonical(candidate) { break }
    }
  }

  /// Tries the forms `forms` makes of the repro in order, and keeps the first that keeps the
  /// failure; stops at one the repro already has.
  mutating func prefer(_ forms: (Scenario) -> [Scenario]) {
    var tried: [Scenario] = []
    for candidate in forms(best) where !outOfBudget && !tried.contains(candidate) {
      if candidate == best || attemptCanonical(candidate) { break }
      tried.append(candidate)
    }
  }

  /// `scenario` in `mode`; when `limitOne`, also with a limit of 1 (a single-mode repro's
  /// "at most one" as a limit), unless it has a lower one.
  static func inMode(_ mode: SelectionMode, _ scenario: Scenario, limitOne: Bool = false)
    -> Scenario
  {
    var candidate = scenario
    candidate.configuration.mode = mode
    if limitOne, (scenario.configuration.limit ?? 2) > 1 {
      candidate.configuration.limit = 1
      candidate.configuration.initialSelection = Set(
        scenario.configuration.initialSelection.sorted().prefix(1))
    }
    return candidate
  }

  /// ``prefer(_:at:)`` for the event of timeline line `index`.
  mutating func prefer(_ events: [Event], at index: Int) {
    for event in events where !outOfBudget {
      if event == best.timeline[index].event { break }
      var candidate = best
      candidate.timeline[index] = best.timeline[index].mapEvent { _ in event }
      if attemptCanonical(candidate) { break }
    }
  }

  /// Replaces each event that is not a finger's with the first of a fixed list that keeps the
  /// failure: a touch on the first row, `select-all`, `deselect-all`, `limit 0`, `idle` (a list's
  /// value is tried only if it comes before the event's own), each also with no initial
  /// selection (`selected 0` then `deselect-all` and `select-all` alone come out the same), then
  /// with no limit in the setup, with the initial selection and without it (`limit 0` that refuses
  /// an item and a rising `limit 1` come out as the item selected and a `deselect-all`). A stray
  /// line tries a touch on the first row in its place (not stray), then the finger's events
  /// as strays (only they can be stray): `up`, `cancel`, a move and a touch on the first row. A
  /// `limit` event before any touch is also tried as the setup's limit with each replacement (and
  /// no initial selection). Each replacement, and the event itself, is also tried one line
  /// earlier when the line before is a finger's event, with and without the initial selection.
  mutating func eventLadder() {
    let firstRow = Point(x: (best.configuration.viewport.width / 2).rounded(), y: 50)
    let bulk: [Event] = [.down(firstRow), .selectAll, .deselectAll, .limit(0), .idle]
    let stray: [Event] = [.up, .cancel, .move(firstRow), .down(firstRow)]
    for index in best.timeline.indices where !outOfBudget {
      let line = best.timeline[index]
      guard let own = line.event, !Self.isFingerEvent(line) else { continue }
      let ladder = line.isStray ? stray : bulk
      // A touch in its place comes before any stray line: one that keeps the failure is the
      // stray line's effect without the stray.
      if line.isStray, attemptCanonical(Self.replacing(index, in: best, with: .down(firstRow))) {
        continue
      }
      // A `limit` event before any touch may as well be the setup's limit.
      var limitInSetup: Int??
      if case .limit(let value) = own, !line.isStray,
        !best.timeline[..<index].contains(where: { Self.isFingerEvent($0) })
      {
        limitInSetup = .some(value)
      }
      for event in ladder where !outOfBudget {
        var replaced = best
        replaced.timeline[index] = best.timeline[index].mapEvent { _ in event }
        if event != own {
          var candidate = replaced
          if attemptCanonical(candidate) { break }
          if !candidate.configuration.initialSelection.isEmpty {
            candidate.configuration.initialSelection = []
            if attemptCanonical(candidate) { break }
          }
          // Without the setup's limit, with the initial selection and without it.
          if limitInSetup == nil, replaced.configuration.limit != nil {
            var unlimited = replaced
            unlimited.configuration.limit = nil
            if attemptCanonical(unlimited) { break }
            if !unlimited.configuration.initialSelection.isEmpty {
              unlimited.configuration.initialSelection = []
              if attemptCanonical(unlimited) { break }
            }
          }
          if let limit = limitInSetup {
            candidate.configuration.limit = limit
            if attemptCanonical(candidate) { break }
          }
        }
        // A bulk event one line earlier, before the finger's event there (the lines keep their
        // times), with and without the initial selection: a `deselect-all` after a move, with
        // `selected 0`, comes out as the `select-all` before it that the other seeds find. Only
        // ever before a finger's event, which never moves this way, so never back.
        if !line.isStray, index > 0, Self.isFingerEvent(best.timeline[index - 1]) {
          var earlier = replaced
          earlier.timeline[index - 1] = best.timeline[index - 1].moved(to: line.time)
          earlier.timeline[index] = replaced.timeline[index].moved(
            to: best.timeline[index - 1].time)
          earlier.timeline.swapAt(index - 1, index)
          if attemptCanonical(earlier) { break }
          if !earlier.configuration.initialSelection.isEmpty {
            earlier.configuration.initialSelection = []
            if attemptCanonical(earlier) { break }
          }
        }
        if event == own { break }
      }
    }
  }

  /// `scenario` with its line at `index` replaced by `event`, in place (not stray), at its time.
  static func replacing(_ index: Int, in scenario: Scenario, with event: Event) -> Scenario {
    var candidate = scenario
    candidate.timeline[index] = .event(event, at: scenario.timeline[index].time)
    return candidate
  }

  /// Tries the repro's mirror image in its fixed content (``mirroredInContent(_:)``): at the
  /// mirrored offset when `keepingOffset`, then at offset 0.
  private mutating func attemptMirrorInContent(keepingOffset: Bool) {
    guard let mirror = Self.mirroredInContent(best) else { return }
    if keepingOffset && attemptCanonical(mirror) { return }
    var top = mirror
    top.configuration.initialOffset = 0
    attemptCanonical(top)
  }

  /// `scenario` upside down in a content of fixed height `E` (its `content-height`) and a
  /// viewport `H` tall: a point `y` of the content at `E - y`, of the viewport at `H - y`, an
  /// offset `o` at `E - H - o` (so that the finger meets the mirror image of the same content),
  /// the insets and the hotspots' offsets swapped, the items numbered from the other end. `nil`
  /// without a `content-height`, or with `frame` events.
  static func mirroredInContent(_ scenario: Scenario) -> Scenario? {
    var configuration = scenario.configuration
    guard let extent = configuration.contentHeight, !hasFrameEvents(scenario) else { return nil }
    let height = configuration.viewport.height
    let count = configuration.frames.count
    let index = { (item: Int) in item >= 0 && item < count ? count - 1 - item : item }
    let indices = { (items: Set<Int>) in Set(items.map(index)) }
    let offset = { (value: Double) in extent - height - value }
    configuration.frames = configuration.frames.reversed().map {
      Rect(x: $0.x, y: extent - $0.maxY, width: $0.width, height: $0.height)
    }
    configuration.vetoSelect = indices(configuration.vetoSelect)
    configuration.vetoDeselect = indices(configuration.vetoDeselect)
    configuration.initialSelection = indices(configuration.initialSelection)
    configuration.initialOffset = offset(configuration.initialOffset)
    swap(&configuration.viewport.insetTop, &configuration.viewport.insetBottom)
    swap(&configuration.autoScroll.topOffset, &configuration.autoScroll.bottomOffset)
    var result = scenario
    result.configuration = configuration
    result.timeline = scenario.timeline.map { scheduled in
      var line = scheduled.mapTouch { Point(x: $0.x, y: height - $0.y) }
      switch scheduled.action {
      case .event(.scroll(let value)): line.action = .event(.scroll(offset(value)))
      case .expect(.selected(let items)):
        line.action = .expect(.selected(items.map(index).sorted()))
      case .expect(.offset(let value)): line.action = .expect(.offset(offset(value)))
      default: break
      }
      return line
    }
    result.expectations = scenario.expectations.map { expectation in
      switch expectation {
      case .selected(let items): .selected(items.map(index).sorted())
      case .offset(let value): .offset(offset(value))
      default: expectation
      }
    }
    return result
  }

  /// `scenario` upside down: every frame and touch reflected about the middle of the items'
  /// extent, and the items numbered from the other end, so that a list's rows stay in order.
  /// Only for a scenario that never scrolls by itself (offset 0 and no `scroll` events), where a
  /// touch's place in the content is its place in the viewport.
  static func mirrored(_ scenario: Scenario) -> Scenario {
    let configuration = scenario.configuration
    let frames = configuration.frames
    let count = frames.count
    guard configuration.initialOffset == 0, !hasScrollEvents(scenario), count > 0 else {
      return scenario
    }
    let extent = (frames.map(\.minY).min() ?? 0) + (frames.map(\.maxY).max() ?? 0)
    let flip = { (frame: Rect) in
      Rect(x: frame.x, y: extent - frame.maxY, width: frame.width, height: frame.height)
    }
    let flipPoint = { (point: Point) in Point(x: point.x, y: extent - point.y) }
    let index = { (item: Int) in item >= 0 && item < count ? count - 1 - item : item }
    let indices = { (items: Set<Int>) in Set(items.map(index)) }
    var result = scenario
    result.configuration.frames = frames.reversed().map(flip)
    result.configuration.vetoSelect = indices(configuration.vetoSelect)
    result.configuration.vetoDeselect = indices(configuration.vetoDeselect)
    result.configuration.initialSelection = indices(configuration.initialSelection)
    result.timeline = scenario.timeline.map { scheduled in
      var line = scheduled
      switch scheduled.action {
      case .event(.down(let point)): line.action = .event(.down(flipPoint(point)))
      case .event(.move(let point)): line.action = .event(.move(flipPoint(point)))
      case .event(.frame(let item, let frame)):
        line.action = .event(.frame(item: index(item), flip(frame)))
      case .expect(.selected(let items)):
        line.action = .expect(.selected(items.map(index).sorted()))
      default: break
      }
      return line
    }
    result.expectations = scenario.expectations.map { expectation in
      if case .selected(let items) = expectation { return .selected(items.map(index).sorted()) }
      return expectation
    }
    return result
  }

  /// Moves the items and the touches together down the viewport, so that the first item's top is
  /// on a row of 100, the offset as it was: a drag in the bottom hotspot toward an item 6 points
  /// below the touch meets the one toward an item at 800, whose touch ``touchLadder()`` then moves
  /// to the hotspot's middle. (Up as well parted more repros than it joined.) Not with `frame` or
  /// `scroll` events.
  mutating func shiftToRow() {
    let frames = best.configuration.frames
    guard let top = frames.map(\.minY).min(), !Self.hasFrameEvents(best),
      !Self.hasScrollEvents(best)
    else { return }
    let shift = (top / 100).rounded(.up) * 100 - top
    guard shift != 0 else { return }
    var moved = best
    moved.configuration.frames = frames.map {
      Rect(x: $0.x, y: $0.y + shift, width: $0.width, height: $0.height)
    }
    moved.configuration.contentHeight = best.configuration.contentHeight.map { $0 + shift }
    moved.timeline = best.timeline.map { $0.mapTouch { Point(x: $0.x, y: $0.y + shift) } }
    attemptCanonical(moved)
  }

  /// Moves each touch, first to last, to the first place of a fixed list where the failure stays
  /// the same: the middles of the rows of a list of the items (100 tall from 0), the row below the
  /// last, above the content, the bottom hotspot's middle, below the viewport, then the rows'
  /// bottom edges. Repros that differ only in where a touch fell in the same stretch of empty
  /// space come out the same. A touch off the middle of the width tries those places at the
  /// middle first; and first every touch on an item's right edge moves, all at once, to its
  /// bottom edge: a touch on an item's right edge may as well be on its bottom edge.
  mutating func touchLadder() {
    let rows = min(best.configuration.frames.count, 8)
    let viewport = best.configuration.viewport.height
    let middle = (best.configuration.viewport.width / 2).rounded()
    var places = (0...rows).map { Double($0) * 100 + 50 }
    places += [-50, viewport - 50, viewport + 50, -150, viewport + 150]
    let edges = (0...rows).map { Double($0) * 100 + 100 }
    // Every touch on an item's right edge at once on its bottom edge, at the middle of the width.
    let frames = best.configuration.frames
    var lowered = best
    lowered.timeline = best.timeline.map { line in
      line.mapTouch { point in
        guard point.x != middle,
          let frame = frames.first(where: {
            $0.maxX == point.x && $0.minY <= point.y && point.y <= $0.maxY
          })
        else { return point }
        return Point(x: middle, y: frame.maxY)
      }
    }
    if lowered != best { attemptCanonical(lowered) }
    for index in best.timeline.indices where !outOfBudget {
      guard let point = Self.touchPoint(best.timeline[index]) else { continue }
      if point.x != middle, attemptTouch(at: index, middle, places + edges) { continue }
      // At its own x, only the places before its own.
      attemptTouch(at: index, point.x, Array((places + edges).prefix { $0 != point.y }))
    }
  }

  /// Moves the touch of line `index` to `x` and the first height of `heights` that keeps the
  /// failure; whether one did.
  @discardableResult
  private mutating func attemptTouch(at index: Int, _ x: Double, _ heights: [Double]) -> Bool {
    for y in heights where !outOfBudget {
      var candidate = best
      candidate.timeline[index] = best.timeline[index].mapTouch { _ in Point(x: x, y: y) }
      if attemptCanonical(candidate) { return true }
    }
    return false
  }

  /// A line's touch point, if it has one.
  static func touchPoint(_ scheduled: Scheduled) -> Point? {
    switch scheduled.event {
    case .down(let point), .move(let point): point
    default: nil
    }
  }

  /// The y of a line's touch point, if it has one.
  static func touchY(_ scheduled: Scheduled) -> Double? { touchPoint(scheduled)?.y }

  /// `scenario` with every touch point at `x`.
  static func touchesAt(x: Double, _ scenario: Scenario) -> Scenario {
    var result = scenario
    result.timeline = scenario.timeline.map { $0.mapTouch { Point(x: x, y: $0.y) } }
    return result
  }

  /// Replaces each `scroll` that comes while the finger is down with a move of the finger that
  /// takes it to the same place in the content (the offsets are SelectCore's engine's): a repro
  /// whose finger was carried over an item by a scroll comes out as one whose finger moved over
  /// it.
  mutating func scrollsToMoves() {
    var index = 0
    while index < best.timeline.count, !outOfBudget {
      defer { index += 1 }
      guard case .scroll = best.timeline[index].event, !best.timeline[index].isStray,
        let move = Self.moveReplacingScroll(at: index, of: best)
      else { continue }
      var candidate = best
      candidate.timeline[index] = best.timeline[index].mapEvent { _ in move }
      attemptCanonical(candidate)
    }
  }

  /// A failure at an auto-scroll step tried as one on a move: every time 0, so that no step falls
  /// due, and the line the step fell before replaced by a move onto each item in turn (the index
  /// order). A step that carried the finger back to the anchor becomes a move back to it, and the
  /// repro meets the one whose finger moved there (the step's failure carries the rule of its
  /// mode, ``Violation/stepRule``). Only for a few items (at most 8) that no `frame` or `scroll`
  /// event moves.
  mutating func stepToMove() {
    guard let place = bestFailure.place, place.isStep, place.timelineIndex < best.timeline.count,
      best.configuration.frames.count <= 8, !Self.hasFrameEvents(best),
      !Self.hasScrollEvents(best)
    else { return }
    let flat = Self.zeroTimes(best)
    let offset = Self.effectiveOffset(best.configuration)
    for frame in best.configuration.frames where !outOfBudget {
      let point = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 - offset)
      if attemptCanonical(Self.replacing(place.timelineIndex, in: flat, with: .move(point))) {
        return
      }
    }
  }

  /// Auto-scroll steps that changed the selection before the failing line, tried as a move of the
  /// finger: every time 0, so that no step falls due, and the failing line's touch moved by as much
  /// as the steps scrolled, so that it meets the same place in the content; that alone first, then
  /// with a move just before the line onto each item the steps changed (in index order). A repro
  /// whose steps carried the finger over an item meets the one whose finger moved there. The one
  /// canonical step that adds a line: a step that changed the selection is an event the script
  /// does not show. Only while the finger is down, for a few items (at most 8) that no `frame` or
  /// `scroll` event moves.
  mutating func stepsToMove() {
    guard let place = bestFailure.place, !place.isStep, place.timelineIndex > 0,
      place.timelineIndex < best.timeline.count, best.configuration.frames.count <= 8,
      !Self.hasFrameEvents(best), !Self.hasScrollEvents(best)
    else { return }
    let index = place.timelineIndex
    let flat = Self.zeroTimes(best)
    var down = false
    guard
      var stepped = Self.onCore(
        best, through: index,
        visit: { line, _ in
          guard !line.isStray else { return }
          switch line.event {
          case .down: down = true
          case .up, .cancel: down = false
          default: break
          }
        }),
      let still = Self.onCore(flat, through: index), down
    else { return }
    _ = stepped.apply(.idle, at: best.timeline[index].time)
    // The items the steps changed, in index order: the move goes onto one of them.
    let changed = Set(stepped.selection).symmetricDifference(still.selection).sorted()
    guard !changed.isEmpty else { return }
    let shift = stepped.offset - still.offset
    var shifted = flat
    shifted.timeline[index] = flat.timeline[index].mapTouch { Point(x: $0.x, y: $0.y + shift) }
    if attemptCanonical(shifted) { return }
    for item in changed where !outOfBudget {
      let frame = best.configuration.frames[item]
      let point = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 - still.offset)
      var candidate = shifted
      candidate.timeline.insert(.event(.move(point), at: 0), at: index)
      if attemptCanonical(candidate, addingOneEvent: true) { return }
    }
  }

  /// The move ``scrollsToMoves()`` tries for the `scroll` of timeline line `index`, or `nil`
  /// when the finger is up then.
  static func moveReplacingScroll(at index: Int, of scenario: Scenario) -> Event? {
    var finger: Point?
    let core = onCore(scenario, through: index) { scheduled, _ in
      guard !scheduled.isStray else { return }
      switch scheduled.event {
      case .down(let point), .move(let point): finger = point
      case .up, .cancel: finger = nil
      default: break
      }
    }
    guard var engine = core, let finger, let line = scenario.timeline[index].event else {
      return nil
    }
    let before = engine.offset
    _ = engine.apply(line, at: scenario.timeline[index].time)
    return .move(Point(x: finger.x, y: finger.y + engine.offset - before))
  }

  /// Drops each item in turn (the last first) with the list closed up behind it: the items laid
  /// out as rows of a list, and the touches on the dropped item moved to the same place on the
  /// next item (or the one before it, for the last). A repro whose drag ran from a third row to
  /// the first over a vetoed second comes out as one from the second row to the first. Only for
  /// a few items (at most 8) that no `frame` event moves.
  mutating func mergeItems() -> Bool {
    let count = best.configuration.frames.count
    guard count >= 2, count <= 8, !Self.hasFrameEvents(best) else { return false }
    for item in (0..<count).reversed() where !outOfBudget {
      let width = best.configuration.viewport.width
      var rows = (0..<(count - 1)).map {
        Rect(x: 0, y: Double($0) * 100, width: width, height: 100)
      }
      rows.insert(rows[item < count - 1 ? item : item - 1], at: item)
      let frames = best.configuration.frames
      let top = frames.map(\.minY).min() ?? 0
      let bottom = frames.map(\.maxY).max() ?? 0
      let last = Double(count - 1) * 100
      var merged = Self.relaidOut(best, to: rows, centering: false, newOffset: 0) { y in
        y < top ? -50 : y >= bottom ? last + 50 : nil
      }
      merged.configuration.initialOffset = 0
      if attempt(merged.removingItems { $0 == item }) { return true }
    }
    return false
  }

  /// `scenario` with its items as rows of a list (item `i` at `0, spacing i`, the viewport's
  /// width, 100 tall) and the initial offset 0. Each touch point moves to the same kind of place
  /// in the new layout: on an item, to the same place in its row (or to its middle, when
  /// `centering`); above every item, 50 above the first row; below every item, 50 below the last;
  /// between items (with rows 200 apart), 50 below the row of the item above it.
  static func relaidOut(_ scenario: Scenario, centering: Bool, spacing: Double = 100) -> Scenario {
    let frames = scenario.configuration.frames
    let width = scenario.configuration.viewport.width
    let rows = frames.indices.map {
      Rect(x: 0, y: Double($0) * spacing, width: width, height: 100)
    }
    let top = frames.map(\.minY).min() ?? 0
    let bottom = frames.map(\.maxY).max() ?? 0
    var result = relaidOut(scenario, to: rows, centering: centering, newOffset: 0) { y in
      if frames.isEmpty || y < top { return -50 }
      if y >= bottom { return (rows.last?.maxY ?? 0) + 50 }
      guard spacing > 100,
        let above = frames.indices.filter({ frames[$0].maxY <= y }).max(by: {
          frames[$0].maxY < frames[$1].maxY
        })
      else { return nil }
      return rows[above].maxY + 50
    }
    result.configuration.initialOffset = 0
    return result
  }

  /// `scenario` with its frames replaced by `frames` and each touch point on an item moved to the
  /// same place in that item's new frame (or to its middle, when `centering`); a point on no item
  /// goes to the content height `empty` gives (in the middle of the width), or stays where it is
  /// when that is `nil`. The offsets at each touch are SelectCore's engine's, and the new ones are
  /// taken to be `newOffset` (the initial offset, unless given; the caller sets the scenario's
  /// to it): a guess, which the shrinker keeps only if the failure stays the same.
  static func relaidOut(
    _ scenario: Scenario, to newFrames: [Rect], centering: Bool, newOffset: Double? = nil,
    empty: (Double) -> Double?
  ) -> Scenario {
    let configuration = scenario.configuration
    let frames = configuration.frames
    guard var engine = try? SelectionEngine(configuration: configuration) else { return scenario }
    var oldOffset = engine.offset
    let newOffset = newOffset ?? configuration.initialOffset
    var result = scenario
    result.configuration.frames = newFrames
    result.timeline = scenario.timeline.map { scheduled in
      defer {
        if let event = scheduled.event {
          _ = engine.apply(event, at: scheduled.time)
          oldOffset = engine.offset
        }
      }
      return scheduled.mapTouch { moved($0, oldOffset) }
    }
    /// The point on the same item (or the same stretch of empty space) of the new layout.
    func moved(_ point: Point, _ offset: Double) -> Point {
      let content = Point(x: point.x, y: point.y + offset)
      // A point on an item's right or bottom edge is on no item, but it is on that edge.
      let onEdge = { (frame: Rect) in
        content.x >= frame.minX && content.x <= frame.maxX && content.y >= frame.minY
          && content.y <= frame.maxY
      }
      guard
        let item = frames.indices.last(where: { frames[$0].contains(content) })
          ?? frames.indices.last(where: { onEdge(frames[$0]) })
      else {
        guard let y = empty(content.y) else { return point }
        return Point(x: (configuration.viewport.width / 2).rounded(), y: y - newOffset)
      }
      let frame = frames[item]
      let row = newFrames[item]
      if centering {
        return Point(x: row.x + row.width / 2, y: row.y + row.height / 2 - newOffset)
      }
      let fx = frame.width > 0 ? (content.x - frame.x) / frame.width : 0.5
      let fy = frame.height > 0 ? (content.y - frame.y) / frame.height : 0.5
      return Point(
        x: (row.x + fx * row.width).rounded(), y: (row.y + fy * row.height - newOffset).rounded())
    }
    return result
  }

  /// Swaps the places of two items in turn, then lays the items out as rows again (item `i` on
  /// row `i`, each touch on the same place of its item's new row), and keeps the first swap whose
  /// script sorts first, as the mirror image's step does: a range drag that visits rows 0, 1, 0
  /// and one that visits 1, 0, 1 come out the same. Only for a few items (at most 6) that no
  /// `frame` event moves.
  mutating func swapRows() {
    let count = best.configuration.frames.count
    guard count >= 2, count <= 6, !Self.hasFrameEvents(best) else { return }
    for first in 0..<count where !outOfBudget {
      for second in (first + 1)..<count where !outOfBudget {
        var swapped = best
        swapped.configuration.frames.swapAt(first, second)
        let candidate = Self.relaidOut(swapped, centering: false)
        guard ScriptPrinter.print(candidate) < ScriptPrinter.print(best) else { continue }
        if attemptCanonical(candidate) { return }
      }
    }
  }

  /// Puts an item where another is (the touches on it moving with it) and drops a move of the
  /// finger, together: a drag from one item onto another may be a touch on both at once, one event
  /// fewer. Only for repros of 2 or 3 items and at most 4 events, with no `frame` event.
  mutating func stackForMove() {
    let count = best.configuration.frames.count
    guard (2...3).contains(count), best.eventCount <= 4, !Self.hasFrameEvents(best) else { return }
    for item in (1..<count).reversed() where !outOfBudget {
      for below in 0..<item where !outOfBudget {
        let from = best.configuration.frames[item]
        let to = best.configuration.frames[below]
        var stacked = best
        stacked.configuration.frames[item] = to
        // The touches on the item move with it.
        stacked.timeline = best.timeline.map { line in
          line.mapTouch { point in
            guard from.contains(point) else { return point }
            return Point(x: point.x - from.minX + to.minX, y: point.y - from.minY + to.minY)
          }
        }
        for index in stacked.timeline.indices where !outOfBudget {
          guard case .move = stacked.timeline[index].event else { continue }
          var candidate = stacked
          candidate.timeline.remove(at: index)
          if attempt(candidate) { return }
        }
      }
    }
  }

  /// Puts each item in turn on a row: the viewport's width, 100 tall, at the first free row from
  /// the top (one no other item overlaps) above the item, else its top rounded to 100 (down,
  /// then up), with the touches on it moving with it.
  mutating func rowPerItem() {
    for item in best.configuration.frames.indices where !outOfBudget {
      let frame = best.configuration.frames[item]
      let frames = best.configuration.frames
      let width = best.configuration.viewport.width
      let rounded = [(frame.y / 100).rounded(.down) * 100, (frame.y / 100).rounded(.up) * 100]
      let free = stride(from: 0.0, to: rounded[0], by: 100).filter { top in
        let row = Rect(x: 0, y: top, width: width, height: 100)
        return !frames.indices.contains { other in
          other != item && frames[other].minY < row.maxY && frames[other].maxY > row.minY
        }
      }
      for top in free + rounded where !outOfBudget {
        let row = Rect(x: 0, y: top, width: width, height: 100)
        if row == frame { break }
        var frames = best.configuration.frames
        frames[item] = row
        if attemptCanonical(Self.relaidOut(best, to: frames, centering: false) { _ in nil }) {
          break
        }
      }
    }
  }

  /// `scenario` with its distinct times replaced by 0, 1, 2, … in order (times `step`).
  static func countedTimes(_ scenario: Scenario, step: Double = 1) -> Scenario {
    var result = scenario
    var previous: Double?
    var counter = -1
    result.timeline = scenario.timeline.map { scheduled in
      if scheduled.time != previous {
        counter += 1
        previous = scheduled.time
      }
      return scheduled.moved(to: Double(counter) * step)
    }
    return result
  }

  /// Gives each line, first to last, the time of the line before it where the failure stays the
  /// same, the later lines moving as much earlier: of two repros that differ only in whether two
  /// lines came at once, the one where they do.
  mutating func mergeTimes() {
    var index = 1
    while index < best.timeline.count, !outOfBudget {
      defer { index += 1 }
      let previous = best.timeline[index - 1].time
      guard best.timeline[index].time > previous else { continue }
      attemptCanonical(Self.retimed(best, from: index, to: previous))
    }
  }

  /// Gives each gap between lines, first to last, the smallest of a fixed list of round gaps that
  /// keeps the failure (only those shorter than its own), the later lines moving with it: a
  /// step that must come due between two lines comes due at the same round time from any start.
  mutating func shortestGaps() {
    let gaps = [0.01, 0.02, 0.03, 0.05, 0.1, 0.2, 0.3, 0.5, 1]
    var index = 1
    while index < best.timeline.count, !outOfBudget {
      defer { index += 1 }
      let previous = best.timeline[index - 1].time
      let gap = best.timeline[index].time - previous
      for shorter in gaps where shorter < gap && !outOfBudget {
        if attemptCanonical(
          Self.retimed(best, from: index, to: Self.roundedTime(previous + shorter)))
        {
          break
        }
      }
    }
  }

  /// `scenario` with timeline line `index` at `time` and every later line moved by as much,
  /// each time rounded to 1e-9 and never before the line above it.
  static func retimed(_ scenario: Scenario, from index: Int, to time: Double) -> Scenario {
    var result = scenario
    let shift = time - scenario.timeline[index].time
    var floor = time
    for later in index..<scenario.timeline.count {
      let moved =
        later == index ? time : max(floor, roundedTime(scenario.timeline[later].time + shift))
      result.timeline[later] = scenario.timeline[later].moved(to: moved)
      floor = moved
    }
    return result
  }

  /// `time` rounded to 1e-9, so that sums of round gaps print as round numbers.
  static func roundedTime(_ time: Double) -> Double { (time * 1e9).rounded() / 1e9 }

  /// `scenario` with every time multiplied by `factor`, rounded to 1e-9.
  static func scaledTimes(_ scenario: Scenario, by factor: Double) -> Scenario {
    var result = scenario
    result.timeline = scenario.timeline.map { $0.moved(to: roundedTime($0.time * factor)) }
    return result
  }

  /// `scenario` with every time 0.
  static func zeroTimes(_ scenario: Scenario) -> Scenario {
    var result = scenario
    result.timeline = scenario.timeline.map { $0.moved(to: 0) }
    return result
  }
}
