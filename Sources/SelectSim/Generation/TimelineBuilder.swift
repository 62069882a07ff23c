import SelectCore

/// Builds one timeline: where the finger is, what time it is, and an estimate of the offset so that
/// waypoints aimed at items (and at their exact edges) land on them.
struct TimelineBuilder {
  let configuration: Configuration
  /// What the engine takes: the events, points and offsets it may be sent (SPEC 8, "Profiles").
  let profile: EngineProfile
  private(set) var timeline: [Scheduled] = []
  private var time: Double
  private let sampleInterval: Double
  private let tremorAmplitude: Double
  private let tremorFrequency: Double
  private let tremorPhase: (Double, Double)
  private var finger: Point?
  private var offset: Double
  private var frames: [Rect]
  private var midDragEvents = 0
  /// Whether this timeline sends out-of-place events now and then (SPEC 2.4, 5: `stray`).
  private let sendsStrays: Bool

  init(configuration: Configuration, profile: EngineProfile, random: inout some RandomSource) {
    self.configuration = configuration
    self.profile = profile
    frames = configuration.frames
    time = random.chance(0.7) ? 0 : Double(random.int(in: 0...500)) / 1000
    sampleInterval = random.chance(0.5) ? 1.0 / 60 : 1.0 / 120
    tremorAmplitude = random.chance(0.75) ? random.double(in: 0.05..<1) : 0
    tremorFrequency = random.double(in: 8..<12)
    tremorPhase = (random.double(in: 0..<6.28), random.double(in: 0..<6.28))
    sendsStrays = profile.takes(.stray) && random.chance(0.15)
    offset = 0
    offset = clamp(configuration.initialOffset)
  }

  // MARK: Gestures

  mutating func gesture(_ gesture: TouchGenerator.Gesture, _ random: inout some RandomSource) {
    midDragEvents = random.weighted([(70, 0), (22, 1), (8, 2)])
    switch gesture {
    case .tap:
      tap(&random)
    case .drag:
      let start = startTarget(&random)
      let waypoints = (0..<random.int(in: 1...3)).map { _ in target(&random) }
      touch(start, through: waypoints, speed: speed(&random), &random)
    case .gapStart:
      // What happens between a down in a gap and the anchor must not count as the drag's (S0 is
      // the selection just before the anchor, SPEC 3.2), so it often comes with a policy event.
      let start = gapPoint(&random) ?? startTarget(&random)
      let first = target(&random)
      let waypoints = [first, target(&random), random.chance(0.5) ? first : target(&random)]
      touch(
        start, through: waypoints, speed: speed(&random), beforeFirstItem: random.chance(0.6),
        &random)
    case .aroundAnchor:
      aroundAnchor(&random)
    case .flick:
      let start = startTarget(&random)
      var end = target(&random)
      if abs(end.y - start.y) < 150 {
        end.y = start.y + (random.chance(0.5) ? -1 : 1) * Double(random.int(in: 200...700))
      }
      touch(start, through: [end], speed: random.double(in: 1500..<2500), &random)
    case .scrub:
      let start = startTarget(&random)
      let other = target(&random)
      let passes = random.int(in: 2...6)
      let waypoints = (0..<passes).map { $0 % 2 == 0 ? other : start }
      touch(start, through: waypoints, speed: speed(&random), &random)
    case .reversal:
      let start = startTarget(&random)
      let reach = Double(random.int(in: 60...400))
      let first = random.chance(0.5) ? 1.0 : -1.0
      let waypoints = [
        Point(x: start.x, y: start.y + first * reach),
        Point(
          x: start.x + Double(random.int(in: -20...20)),
          y: start.y - first * Double(random.int(in: 40...400))),
      ]
      touch(start, through: waypoints, speed: speed(&random), &random)
    case .dwell:
      let start = startTarget(&random)
      let spot = hotspotPoint(&random)
      touch(start, through: [spot], speed: speed(&random), dwellAt: 0, &random)
    case .excursion:
      let start = startTarget(&random)
      let outside = Point(
        x: random.chance(0.3)
          ? configuration.viewport.width + Double(random.int(in: 1...80)) : start.x,
        y: random.chance(0.5)
          ? -Double(random.int(in: 1...120))
          : configuration.viewport.height + Double(random.int(in: 1...120)))
      touch(start, through: [outside, target(&random)], speed: speed(&random), &random)
    }
  }

  /// Back and forth across an item, the anchor: to items as far on each side (ties in distance
  /// from the anchor, SPEC 3.2), then an outside change while the extent spans both sides, then on
  /// across it and back onto the anchor. Only an outside change leaves both sides of the anchor to
  /// change in one update: a selectAll (deselections tie), or a deselectAll after a selectAll
  /// before the touch (selections tie, here under a small limit), or a lowered limit.
  private mutating func aroundAnchor(_ random: inout some RandomSource) {
    guard frames.count > 2 else { return tap(&random) }
    let variant = random.weighted([(50, 0), (35, 1), (15, 2)])
    switch variant {
    case 0:
      append(.limit(nil))
    case 1:
      append(.limit(nil))
      append(.selectAll)
    default:
      let limit = random.int(in: 1...8)
      append(.limit(limit))
    }
    let reach = random.int(in: 1...4)
    let anchor = visibleItem(reach: reach, &random)
    // A touch begins on the view: an anchor out of it gets a drag from a point in it instead.
    guard isInView(center(of: anchor)) else {
      return touch(startTarget(&random), through: [target(&random)], speed: speed(&random), &random)
    }
    let speed = speed(&random)
    func item(_ distance: Int) -> Int { min(max(anchor + distance, 0), frames.count - 1) }
    let side = random.chance(0.5) ? 1 : -1
    down(center(of: anchor))
    var here = center(of: anchor)
    for distance in [side * reach, -side * reach] {
      move(from: here, to: center(of: item(distance)), speed: speed, &random)
      here = center(of: item(distance))
    }
    advance(random.double(in: 0..<0.02))
    switch variant {
    case 0:
      append(.selectAll)
    case 1:
      append(.deselectAll)
      if random.chance(0.6) {
        let limit = random.int(in: 1...5)
        append(.limit(limit))
      }
    default:
      let limit = random.int(in: 0...4)
      append(.limit(limit))
    }
    for distance in [random.chance(0.5) ? 0 : side * random.int(in: 1...reach), 0] {
      move(from: here, to: center(of: item(distance)), speed: speed, &random)
      here = center(of: item(distance))
    }
    end(&random)
  }

  /// An item whose middle, and those of the items `reach` either side of it, lie in the
  /// viewport clear of the hotspots: a few random tries, then a scan of the items; failing that,
  /// one whose middle is in the viewport, else any item.
  private func visibleItem(reach: Int, _ random: inout some RandomSource) -> Int {
    let settings = configuration.autoScroll
    let low = settings.topOffset + max(settings.hotspotHeight, 0)
    let high =
      configuration.viewport.height - settings.bottomOffset - max(settings.hotspotHeight, 0)
    func clear(_ item: Int) -> Bool {
      let item = min(max(item, 0), frames.count - 1)
      let y = center(of: item).y
      return y > low && y < high && !frames[item].isEmpty
    }
    func fits(_ item: Int) -> Bool { clear(item - reach) && clear(item) && clear(item + reach) }
    var item = random.int(in: 0...(frames.count - 1))
    for _ in 0..<24 where !fits(item) {
      item = random.int(in: 0...(frames.count - 1))
    }
    guard !fits(item) else { return item }
    let fitting = frames.indices.filter(fits)
    if !fitting.isEmpty { return random.element(of: fitting) }
    let inView = frames.indices.filter { isInView(center(of: $0)) }
    return inView.isEmpty ? item : random.element(of: inView)
  }

  /// The viewport point at the middle of `item`'s frame, at the offset expected now.
  private func center(of item: Int) -> Point {
    let frame = frames[item]
    return Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 - offset)
  }

  /// A down, a movement through `waypoints` (with a dwell at one of them, if asked), then up or
  /// cancel; mid-drag events fall among the samples. With `beforeFirstItem`, a policy event comes
  /// right after the down, before the finger moves on.
  private mutating func touch(
    _ start: Point, through waypoints: [Point], speed: Double, dwellAt dwell: Int? = nil,
    beforeFirstItem: Bool = false, _ random: inout some RandomSource
  ) {
    down(start)
    if sendsStrays && random.chance(0.5) {
      advance(random.double(in: 0..<0.02))
      appendStray(.down(random.chance(0.5) ? start : target(&random)))
    }
    if beforeFirstItem {
      advance(random.double(in: 0..<0.03))
      switch random.int(in: 0...9) {
      case 0...3: append(.selectAll)
      case 4...6: append(.deselectAll)
      default: policyEvent(&random)
      }
    }
    var here = start
    for (index, waypoint) in waypoints.enumerated() {
      move(from: here, to: waypoint, speed: speed, &random)
      here = waypoint
      if index == dwell { hold(at: here, &random) }
    }
    end(&random)
  }

  /// A tap: a down, up to two small moves within the slop (or beyond it), then up or cancel; in
  /// a gap now and then, but not as a timeline's first touch (a case should touch an item).
  private mutating func tap(_ random: inout some RandomSource) {
    let inGap = !timeline.isEmpty && !random.chance(0.85)
    let start = inGap ? (gapPoint(&random) ?? startTarget(&random)) : startTarget(&random)
    down(start)
    let slop = configuration.tapSlop
    for _ in 0..<random.int(in: 0...2) {
      advance(random.double(in: 0.01..<0.06))
      let distance: Double =
        switch random.int(in: 0...9) {
        case 0...5: random.double(in: 0..<max(slop, 0.001)) * 0.9
        case 6: slop
        default: slop + random.double(in: 0.1..<20)
        }
      // A 3-4-5 triangle keeps "exactly the slop away" exact.
      let point = Point(x: start.x + distance * 0.6, y: start.y + distance * 0.8)
      append(.move(point))
      finger = point
    }
    advance(random.double(in: 0.03..<0.25))
    end(&random)
  }

  private mutating func down(_ point: Point) {
    append(.down(point))
    finger = point
  }

  private mutating func end(_ random: inout some RandomSource) {
    while midDragEvents > 0 {
      midDragEvent(&random)
      midDragEvents -= 1
    }
    advance(random.double(in: 0.01..<0.05))
    append(random.chance(0.15) && profile.takes(.cancel) ? .cancel : .up)
    let last = finger ?? Point(x: 0, y: 0)
    finger = nil
    if sendsStrays && random.chance(0.6) { stray(after: last, &random) }
  }

  /// An event out of place on purpose (SPEC 2.4): a move, up or cancel while the finger is up, or
  /// a frame for an item that does not exist.
  private mutating func stray(after point: Point, _ random: inout some RandomSource) {
    advance(random.double(in: 0..<0.03))
    switch random.int(in: 0...3) {
    case 0: appendStray(.move(Point(x: point.x + Double(random.int(in: -30...30)), y: point.y)))
    case 1:
      // After the selection changed since the touch ended, where an engine that took the `up`
      // for the end of a tap would show it.
      if random.chance(0.6) { append(random.chance(0.5) ? .deselectAll : .selectAll) }
      appendStray(.up)
    case 2: appendStray(.cancel)
    default: strayFrame(&random)
    }
  }

  /// A `frame` for an item that does not exist, most often below the content, where an engine
  /// that kept it would have taller content, then a scroll toward the end that would show it.
  private mutating func strayFrame(_ random: inout some RandomSource) {
    guard profile.takes(.frame) else { return }
    let below = random.chance(0.7)
    let bottom = configuration.contentHeight ?? (frames.map(\.maxY).max() ?? 0)
    let frame = Rect(
      x: Double(random.int(in: 0...300)),
      y: below ? bottom + Double(random.int(in: 0...300)) : Double(random.int(in: 0...600)),
      width: Double(random.int(in: 0...120)),
      height: Double(random.int(in: below ? 20...400 : 0...120)))
    appendStray(.frame(item: frames.count + random.int(in: 0...2), frame))
    if below && profile.takes(.scroll) {
      advance(random.double(in: 0..<0.03))
      append(.scroll(maxOffset + Double(random.int(in: 50...600))))
    }
  }

  /// Samples a minimum-jerk movement at the sample rate, with tremor and jitter.
  private mutating func move(
    from start: Point, to end: Point, speed: Double, _ random: inout some RandomSource
  ) {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let distance = (dx * dx + dy * dy).squareRoot()
    // People move slowly only over short distances: no single movement lasts over 0.8 s.
    let duration = min(max(distance / speed, sampleInterval), 0.8)
    let samples = max(1, Int((duration / sampleInterval).rounded(.up)))
    let path = MinimumJerk(from: start, to: end)
    let begin = time
    for k in 1...samples {
      let at = begin + Double(k) * sampleInterval + random.double(in: -0.001..<0.001)
      time = max(time, at)
      var point = path.point(at: Double(k) / Double(samples))
      if k < samples || random.chance(0.7) { point = trembling(point) }
      append(.move(point))
      finger = point
      if midDragEvents > 0 && random.chance(1.5 / Double(samples)) {
        midDragEvent(&random)
        midDragEvents -= 1
      }
    }
  }

  /// Holds the finger 0.1-3 s: still (no events), trembling at the sample rate, or drifting.
  private mutating func hold(at point: Point, _ random: inout some RandomSource) {
    let duration = random.weighted([
      (2, random.double(in: 0.1..<0.25)), (6, random.double(in: 0.25..<1)),
      (2, random.double(in: 1..<3)),
    ])
    estimateSteps(at: point, for: duration)
    switch random.int(in: 0...3) {
    case 0:
      advance(duration)
      if random.chance(0.5) { append(.idle) }
    case 1:
      // A still finger whose content changes under it: a frame put under it or a scroll, then
      // samples at exactly the same point (SPEC 3.4, 3.5).
      let point = finger ?? point
      for _ in 0..<random.int(in: 1...3) {
        advance(duration / 4)
        if random.chance(0.6) { frameChange(underFinger: true, &random) } else { scroll(&random) }
        advance(sampleInterval)
        append(.move(point))
      }
    case 2:
      // A trembling finger reports at a lower rate than a moving one: every 2-4 samples.
      let every = sampleInterval * Double(random.int(in: 2...4))
      for _ in 0..<Int(duration / every) {
        advance(every + random.double(in: -0.001..<0.001))
        append(.move(trembling(point)))
      }
    default:
      let drift = Point(
        x: point.x + Double(random.int(in: -20...20)), y: point.y + Double(random.int(in: -20...20))
      )
      move(from: point, to: drift, speed: random.double(in: 5..<40), &random)
    }
  }

  private func trembling(_ point: Point) -> Point {
    guard tremorAmplitude > 0 else { return point }
    let phase = 2 * 3.141_592_653_589_793 * tremorFrequency * time
    return Point(
      x: point.x + tremorAmplitude * Trigonometry.sine(phase + tremorPhase.0),
      y: point.y + tremorAmplitude * Trigonometry.sine(phase + tremorPhase.1))
  }

  // MARK: Other events

  /// A limit change, selectAll, deselectAll, frame change or scroll during a drag.
  private mutating func midDragEvent(_ random: inout some RandomSource) {
    advance(random.double(in: 0..<0.01))
    policyEvent(&random)
  }

  /// One of the events that are not touches.
  mutating func policyEvent(_ random: inout some RandomSource) {
    switch random.int(in: 0...9) {
    case 0...1:
      guard profile.takes(.limit) else { return }
      append(.limit(SetupGenerator().limit(using: &random)))
    case 2: append(.selectAll)
    case 3: append(.deselectAll)
    case 4...5: scroll(&random)
    default: frameChange(&random)
    }
  }

  private mutating func scroll(_ random: inout some RandomSource) {
    guard profile.takes(.scroll) else { return }
    let low = -configuration.viewport.insetTop - 50
    let high = max(low, maxOffset + 50)
    let target = profile.position(Double(random.int(in: Int(low)...Int(high))), in: configuration)
    append(.scroll(target))
    offset = clamp(target)
  }

  /// A frame moved, resized, made empty, copied from another item, or put under the finger; or
  /// the bottom frame shrunk or emptied after a scroll to the end, so that the content shrinks
  /// under the offset (SPEC 2.2).
  private mutating func frameChange(underFinger: Bool = false, _ random: inout some RandomSource) {
    // A frame that moves on its own breaks a list's rows or a grid: only free layouts get them.
    guard profile.takes(.frame) && profile.layouts.contains(.free) else { return }
    guard !frames.isEmpty else { return append(.idle) }
    if !underFinger && random.chance(0.25) { return shrinkContent(&random) }
    let item = random.int(in: 0...(frames.count - 1))
    var frame = frames[item]
    switch underFinger ? 4 : random.int(in: 0...4) {
    case 0:
      frame.x += Double(random.int(in: -150...150))
      frame.y += Double(random.int(in: -300...300))
    case 1:
      frame.width = Double(random.int(in: 0...200))
      frame.height = Double(random.int(in: 0...200))
    case 2:
      if random.chance(0.5) { frame.width = 0 } else { frame.height = 0 }
    case 3:
      frame = random.element(of: frames)
    default:
      if let finger {
        frame.x = (finger.x - frame.width / 2).rounded(.down)
        frame.y = (finger.y + offset - frame.height / 2).rounded(.down)
      }
    }
    frame.x = max(-1e6, min(1e6, frame.x))
    frame.y = max(-1e6, min(1e6, frame.y))
    frames[item] = frame
    append(.frame(item: item, frame))
  }

  /// Scrolls to the end (often), then shrinks, empties or lifts the frame lowest in the content.
  private mutating func shrinkContent(_ random: inout some RandomSource) {
    if random.chance(0.6) {
      append(.scroll(maxOffset + Double(random.int(in: 0...40))))
      offset = maxOffset
      advance(random.double(in: 0..<0.01))
    }
    var item = 0
    for index in frames.indices where frames[index].maxY > frames[item].maxY { item = index }
    var frame = frames[item]
    switch random.int(in: 0...2) {
    case 0: frame.height = 0
    case 1: frame.height = (frame.height / 4).rounded(.down)
    default: frame.y = max(0, frame.y - Double(random.int(in: 50...600)))
    }
    frames[item] = frame
    append(.frame(item: item, frame))
  }

  mutating func idle() {
    advance(0.1)
    append(.idle)
  }

  /// Whether the engine takes `event`: touches always, the rest as the profile says.
  private func takes(_ event: Event) -> Bool {
    event.optionalKind.map(profile.takes) ?? true
  }

  mutating func pause(_ seconds: Double) { advance(seconds) }

  // MARK: Points

  /// A waypoint: the middle of an item, one of its exact edges or corners, or anywhere.
  private func target(_ random: inout some RandomSource, aimed: Bool = false) -> Point {
    let viewport = configuration.viewport
    guard !frames.isEmpty, aimed || random.chance(0.85) else {
      return Point(
        x: random.coordinate(in: 0..<max(viewport.width, 1)),
        y: random.coordinate(in: 0..<max(viewport.height, 1)))
    }
    let frame = random.element(of: frames)
    let x: Double
    let y: Double
    switch random.int(in: 0...9) {
    case 0...4:
      x = frame.x + frame.width / 2
      y = frame.y + frame.height / 2
    case 5...7:
      x = random.element(of: [frame.minX, frame.maxX, frame.x + frame.width / 2])
      y = random.element(of: [frame.minY, frame.maxY])
    default:
      x = random.element(of: [frame.minX, frame.maxX])
      y = frame.y + frame.height / 2
    }
    return Point(x: x, y: y - offset)
  }

  /// Where a touch begins: a waypoint (``target(_:)``) when it lies in the viewport, else one in
  /// it (``pointInView(_:)``). A finger may leave the view while down; it cannot start outside it
  /// (issue 22: a repro that starts off the view is one a user dismisses).
  private func startTarget(_ random: inout some RandomSource) -> Point {
    let point = target(&random, aimed: true)
    return isInView(point) ? point : pointInView(&random)
  }

  /// Whether a touch may begin at a viewport point: `0 <= x < W`, `0 <= y < H` (SPEC 2.1's rule),
  /// anywhere when the viewport has no area (``Scenario/touchesBeginInView``).
  func isInView(_ point: Point) -> Bool {
    let viewport = configuration.viewport
    guard viewport.width > 0 && viewport.height > 0 else { return true }
    return point.x >= 0 && point.x < viewport.width && point.y >= 0 && point.y < viewport.height
  }

  /// A point in the viewport: the middle of the visible part of an item in view, if any (a scan
  /// of the frames), else anywhere in it.
  private func pointInView(_ random: inout some RandomSource) -> Point {
    let viewport = configuration.viewport
    // The visible part of a frame, in content coordinates: its x and y ranges cut to the view's.
    func visiblePart(_ frame: Rect) -> (x: Range<Double>, y: Range<Double>)? {
      let x = max(frame.minX, 0)..<max(min(frame.maxX, viewport.width), max(frame.minX, 0))
      let top = max(frame.minY, offset)
      let y = top..<max(min(frame.maxY, offset + viewport.height), top)
      return x.isEmpty || y.isEmpty ? nil : (x, y)
    }
    let visible = frames.indices.filter { visiblePart(frames[$0]) != nil }
    if !visible.isEmpty, let part = visiblePart(frames[random.element(of: visible)]) {
      let point = Point(
        x: (part.x.lowerBound + part.x.upperBound) / 2,
        y: (part.y.lowerBound + part.y.upperBound) / 2 - offset)
      if isInView(point) { return point }
    }
    return Point(
      x: random.coordinate(in: 0..<max(viewport.width, 1)),
      y: random.coordinate(in: 0..<max(viewport.height, 1)))
  }

  /// A point in no frame, if a few tries find one.
  private func gapPoint(_ random: inout some RandomSource) -> Point? {
    let viewport = configuration.viewport
    for _ in 0..<8 {
      let point = Point(
        x: random.coordinate(in: 0..<max(viewport.width, 1)),
        y: random.coordinate(in: 0..<max(viewport.height, 1)))
      let content = point.shifted(by: offset)
      if !frames.contains(where: { $0.contains(content) }) { return point }
    }
    return nil
  }

  /// A point in a hotspot (at its edges now and then), or near the viewport's edge without one.
  private func hotspotPoint(_ random: inout some RandomSource) -> Point {
    let settings = configuration.autoScroll
    let height = configuration.viewport.height
    let h = max(settings.hotspotHeight, 0)
    let x = random.coordinate(in: 0..<max(configuration.viewport.width, 1))
    let top = random.chance(0.5)
    let inner = top ? settings.topOffset + h : height - settings.bottomOffset - h
    let outer = top ? settings.topOffset : height - settings.bottomOffset
    let y: Double =
      switch random.int(in: 0...9) {
      case 0: inner
      case 1: outer
      case 2: outer + (top ? -1 : 1) * Double(random.int(in: 1...60))
      default: inner + (outer - inner) * (Double(random.int(in: 5...95)) / 100)
      }
    return Point(x: x, y: y)
  }

  private func speed(_ random: inout some RandomSource) -> Double {
    random.weighted([
      (3, random.double(in: 50..<300)), (5, random.double(in: 300..<1200)),
      (2, random.double(in: 1200..<2500)),
    ])
  }

  // MARK: Time and offset

  private mutating func advance(_ seconds: Double) { time += max(seconds, 0) }

  /// Appends `event` at the current time, when the engine takes it (a `select-all` an engine does
  /// not take is left out, as any other), as the profile takes it (``fitting(_:)``).
  private mutating func append(_ event: Event) {
    guard takes(event) else { return }
    timeline.append(.event(fitting(event), at: time))
  }

  /// Appends a stray `event` (SPEC 2.4), when the engine takes strays and events of its kind.
  private mutating func appendStray(_ event: Event) {
    guard profile.takes(.stray) && takes(event) else { return }
    timeline.append(.stray(fitting(event), at: time))
  }

  /// `event` as the profile takes it: its point or frame in whole pixels where it asks, a scroll
  /// to a position it takes.
  private func fitting(_ event: Event) -> Event {
    switch event {
    case .scroll(let offset): return .scroll(profile.position(offset, in: configuration))
    case _ where profile.coordinates != .whole: return event
    case .down(let point):
      // Rounded, a point in the last half pixel of the view would leave it: it goes down instead.
      let whole = point.wholePixels
      guard !isInView(whole) && isInView(point) else { return .down(whole) }
      return .down(Point(x: point.x.rounded(.down), y: point.y.rounded(.down)))
    case .move(let point): return .move(point.wholePixels)
    case .frame(let item, let frame): return .frame(item: item, frame.wholePixels)
    default: return event
    }
  }

  private var maxOffset: Double { configuration.offsetBounds(over: frames).high }

  private func clamp(_ value: Double) -> Double {
    configuration.offsetBounds(over: frames).clamp(value)
  }

  /// Follows the auto-scroll a still finger at `point` would cause over `duration`, so that later
  /// waypoints still aim at items (SPEC 3.4's steps, for a finger that does not move).
  private mutating func estimateSteps(at point: Point, for duration: Double) {
    let settings = configuration.autoScroll
    guard
      let hotspot = Hotspot.containing(
        y: point.y, settings: settings, viewportHeight: configuration.viewport.height)
    else { return }
    let depth = hotspot.depth(
      y: point.y, settings: settings, viewportHeight: configuration.viewport.height)
    let delta = (hotspot == .top ? -1 : 1) * settings.velocity * depth
    for _ in 0..<min(Int(duration / settings.interval), 400) { offset = clamp(offset + delta) }
  }
}
