import Testing

@testable import SelectCore

@Suite("Auto-scroll (SPEC 3.4)")
struct AutoScrollTests {
  /// A 40-row list of 100-point rows in a 390x`height` viewport with default hotspots.
  func scrollingList(mode: SelectionMode = .paint, height: Double = 844, offset: Double = 0)
    -> Configuration
  {
    var configuration = listConfiguration(mode: mode, count: 40, height: 100, hotspot: 100)
    configuration.viewport.height = height
    configuration.initialOffset = offset
    return configuration
  }

  @Test(
    "SPEC 3.4: a still finger steps at t_enter + k * interval by velocity * depth",
    arguments: [
      (794.0, 0.0, [25.0, 50, 75, 100]), (844, 0, [50, 100, 150, 200]),
      (50, 1000, [975, 950, 925, 900]),
      (0, 1000, [950, 900, 850, 800]), (744, 0, []), (100, 1000, []),
    ])
  func stillFinger(y: Double, offset: Double, expected: [Double]) throws {
    let (_, entries) = try play(
      scrollingList(offset: offset), [(0, .down(Point(x: 5, y: y))), (0.1001, .up)])
    #expect(offsets(entries) == expected)
    let times = entries.filter { if case .offset = $0.change { true } else { false } }.map(\.time)
    #expect(times == expected.indices.map { Double($0 + 1) * 0.025 })
  }

  @Test("SPEC 3.4: clamping at both ends, with insets")
  func clampingEnds() throws {
    var top = scrollingList(offset: 30)
    top.viewport.insetTop = 20
    let (atTop, _) = try play(top, [(0, .down(Point(x: 5, y: 0))), (1, .up)])
    #expect(atTop.offset == -20)
    var bottom = scrollingList(offset: 3100)
    bottom.viewport.insetBottom = 10
    let (atBottom, _) = try play(bottom, [(0, .down(Point(x: 5, y: 844))), (1, .up)])
    #expect(atBottom.offset == 4000 + 10 - 844)
  }

  @Test("SPEC 3.4: overlapping hotspots in a short viewport: the top one wins")
  func overlapping() throws {
    let (_, entries) = try play(
      scrollingList(height: 120, offset: 500), [(0, .down(Point(x: 5, y: 60))), (0.051, .up)])
    #expect(offsets(entries) == [480, 460])
  }

  @Test("SPEC 3.4: height 0 or less disables auto-scroll", arguments: [0.0, -40])
  func disabled(height: Double) throws {
    var configuration = scrollingList(offset: 500)
    configuration.autoScroll.hotspotHeight = height
    let (_, entries) = try play(
      configuration, [(0, .down(Point(x: 5, y: 0))), (2, .move(Point(x: 5, y: 844))), (4, .up)])
    #expect(offsets(entries).isEmpty)
  }

  @Test(
    "SPEC 3.4, 2.5: a step's offset entry comes first, then its movement logic, at the step's time")
  func stepEntries() throws {
    let (_, entries) = try play(scrollingList(), [(0, .down(Point(x: 5, y: 794))), (0.2, .up)])
    #expect(entries.first?.change == .item(7, selected: true, cause: .drag))
    let eighth = entries.firstIndex { $0.change == .item(8, selected: true, cause: .drag) }
    let step = try #require(eighth)
    #expect(entries[step - 1].change == .offset(25))
    #expect(entries[step].time == 0.025)
  }

  @Test(
    "SPEC 3.4: no steps after up or cancel, and none after the last event",
    arguments: [Event.up, .cancel])
  func stops(ending: Event) throws {
    let (engine, _) = try play(
      scrollingList(), [(0, .down(Point(x: 5, y: 794))), (0.06, ending), (5, .idle)])
    #expect(engine.offset == 50)
  }

  @Test("SPEC 3.4: a range drag is active only from its anchor")
  func rangeFromAnchor() throws {
    var configuration = scrollingList(mode: .range)
    configuration.frames = (0..<40).map { Rect(x: 0, y: Double($0) * 100, width: 200, height: 100) }
    let (engine, entries) = try play(
      configuration,
      [
        (0, .down(Point(x: 300, y: 794))), (0.5, .move(Point(x: 100, y: 794))), (0.551, .up),
      ])
    #expect(offsets(entries) == [25, 50])
    #expect(
      entries.compactMap { if case .offset = $0.change { $0.time } else { nil } } == [0.525, 0.55])
    #expect(engine.selection == [7, 8])
  }

  @Test(
    "SPEC 3.4: step times are products, so a long dwell lands on t_enter + k * interval exactly")
  func longDwell() throws {
    var configuration = scrollingList()
    configuration.autoScroll.interval = 0.01
    configuration.autoScroll.velocity = 0.001
    let (_, entries) = try play(configuration, [(0.3, .down(Point(x: 5, y: 794))), (10.3, .up)])
    let times = entries.compactMap { if case .offset = $0.change { $0.time } else { nil } }
    #expect(times.count == 1000)
    for (k, time) in times.enumerated() { #expect(time == 0.3 + Double(k + 1) * 0.01) }
  }

  @Test("SPEC 3.4: a scroll event during a drag moves the content under the finger like a step")
  func scrollEventSweeps() throws {
    var configuration = scrollingList()
    configuration.autoScroll.hotspotHeight = 0
    let (engine, _) = try play(
      configuration, [(0, .down(Point(x: 5, y: 250))), (0.1, .scroll(300)), (0.2, .up)])
    #expect(engine.selection == [2, 3, 4, 5])
  }
}
