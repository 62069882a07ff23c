import SelectCore
import Testing

@testable import SelectSim

@Suite("Scenario transforms: what the shrinker's passes build candidates from")
struct ScenarioTransformTests {
  /// Three rows, item 1 vetoed, a drag from row 0 to row 2, and a frame event for item 2.
  static let rows: Scenario = {
    var configuration = Configuration(
      mode: .range, viewport: Viewport(width: 400, height: 800),
      frames: (0..<3).map { Rect(x: 0, y: Double($0) * 100, width: 400, height: 100) })
    configuration.vetoSelect = [1]
    configuration.initialSelection = [0]
    return Scenario(
      configuration: configuration,
      timeline: [
        .event(.down(Point(x: 200, y: 50)), at: 0), .event(.move(Point(x: 200, y: 250)), at: 1),
        .event(.frame(item: 2, Rect(x: 0, y: 200, width: 400, height: 50)), at: 2),
        .event(.up, at: 3),
      ],
      expectations: [.selected([0, 2])])
  }()

  @Test("a mirror image numbers the items from the other end, and twice is the original")
  func mirror() {
    let mirrored = Self.rows.mirrored
    #expect(mirrored.configuration.frames == Self.rows.configuration.frames)
    #expect(mirrored.configuration.vetoSelect == [1])
    #expect(mirrored.configuration.initialSelection == [2])
    #expect(mirrored.timeline[0].event == .down(Point(x: 200, y: 250)))
    #expect(mirrored.timeline[1].event == .move(Point(x: 200, y: 50)))
    #expect(
      mirrored.timeline[2].event == .frame(item: 0, Rect(x: 0, y: 50, width: 400, height: 50)))
    #expect(mirrored.expectations == [.selected([0, 2])])
    #expect(mirrored.mirrored == Self.rows)
    var scrolled = Self.rows
    scrolled.configuration.initialOffset = 10
    #expect(scrolled.mirrored == scrolled, "not for offsets")
  }

  @Test("fast-forwarding a beginning keeps the state it led to as the setup")
  func fastForward() throws {
    var scenario = Self.rows
    scenario.configuration.mode = .paint
    scenario.configuration.vetoSelect = []
    scenario.timeline = [
      .event(.selectAll, at: 0), .event(.limit(2), at: 0), .event(.deselectAll, at: 1),
    ]
    let forwarded = try #require(scenario.fastForwarded(past: 2))
    #expect(
      forwarded.configuration.initialSelection == [0, 1], "a lowered limit deselects from the end")
    #expect(forwarded.configuration.limit == 2)
    #expect(forwarded.timeline == [.event(.deselectAll, at: 1)])
  }

  /// Two rows in paint mode, nothing selected, and `timeline`.
  static func paint(_ timeline: [Scheduled], contentHeight: Double? = nil) -> Scenario {
    var configuration = Configuration(
      mode: .paint, viewport: Viewport(width: 400, height: 800),
      frames: (0..<2).map { Rect(x: 0, y: Double($0) * 100, width: 400, height: 100) })
    configuration.contentHeight = contentHeight
    return Scenario(configuration: configuration, timeline: timeline)
  }

  @Test("fast-forwarding into a touch selects what the drag had selected and drops its rest")
  func fastForwardIntoTouch() throws {
    let scenario = Self.paint([
      .event(.down(Point(x: 200, y: 150)), at: 0), .event(.move(Point(x: 200, y: 50)), at: 0),
      .event(.limit(0), at: 0), .event(.move(Point(x: 200, y: 150)), at: 1), .event(.up, at: 2),
      .event(.down(Point(x: 200, y: 50)), at: 3),
    ])
    let forwarded = try #require(scenario.fastForwarded(past: 2))
    #expect(forwarded.configuration.initialSelection == [0, 1])
    let dropped = forwarded.droppingOpenTouch
    #expect(
      dropped.timeline == [.event(.limit(0), at: 0), .event(.down(Point(x: 200, y: 50)), at: 3)],
      "the open touch's move and up go, the next touch stays")
  }

  @Test("a select-all within a drag becomes the initial selection, the drag's own items kept")
  func bulkChangeIntoSetup() {
    let scenario = Self.paint([
      .event(.down(Point(x: 200, y: 150)), at: 0), .event(.selectAll, at: 0),
      .event(.move(Point(x: 200, y: 50)), at: 0),
    ])
    #expect(scenario.selectionMovedIntoSetup(dropping: 1) == [0])
    #expect(scenario.selectionMovedIntoSetup(dropping: 2) == nil, "not a bulk change")
    var earlier = scenario
    earlier.timeline.insert(.event(.selectAll, at: 0), at: 0)
    #expect(
      earlier.selectionMovedIntoSetup(dropping: 2) == nil,
      "not when the selection changed before the touch")
  }

  @Test("a scroll with the finger down becomes the move that reaches the same content")
  func scrollToMove() {
    let scenario = Self.paint(
      [
        .event(.down(Point(x: 200, y: 100)), at: 0), .event(.scroll(300), at: 0),
        .event(.scroll(5000), at: 0), .event(.up, at: 1), .event(.scroll(0), at: 2),
      ], contentHeight: 2000)
    #expect(scenario.moveReplacingScroll(at: 1) == .move(Point(x: 200, y: 400)))
    #expect(
      scenario.moveReplacingScroll(at: 2) == .move(Point(x: 200, y: 1000)),
      "as far as the offset goes: to 1200, the content's end")
    #expect(scenario.moveReplacingScroll(at: 4) == nil, "the finger is up")
  }

  @Test("a mirror image in a fixed content maps offsets to E - H - o, and twice is the original")
  func mirrorInContent() throws {
    var scenario = Self.paint(
      [.event(.down(Point(x: 200, y: 50)), at: 0), .event(.scroll(300), at: 1)],
      contentHeight: 1000)
    scenario.configuration.initialOffset = 50
    scenario.configuration.viewport.insetTop = 20
    scenario.configuration.autoScroll.bottomOffset = 30
    scenario.configuration.initialSelection = [0]
    let mirror = try #require(scenario.mirroredInContent)
    #expect(mirror.configuration.initialOffset == 150)
    #expect(mirror.configuration.frames[1] == Rect(x: 0, y: 900, width: 400, height: 100))
    #expect(mirror.configuration.initialSelection == [1])
    #expect(mirror.configuration.viewport.insetBottom == 20)
    #expect(mirror.configuration.autoScroll.topOffset == 30)
    #expect(mirror.timeline[0].event == .down(Point(x: 200, y: 750)))
    #expect(mirror.timeline[1].event == .scroll(-100))
    #expect(mirror.mirroredInContent == scenario)
    #expect(Self.paint([]).mirroredInContent == nil, "not without a content height")
  }

  @Test("growing the viewport with the content moved down keeps every offset and what it shows")
  func resizeWithContent() {
    var scenario = Self.paint([
      .event(.down(Point(x: 200, y: 50)), at: 0),
      .event(.frame(item: 0, Rect(x: 0, y: 0, width: 400, height: 50)), at: 1),
    ])
    scenario.configuration.viewport.height = 200
    scenario.configuration.initialOffset = 0
    let resized = scenario.resizedWithContent(width: 400, height: 800)
    #expect(resized.configuration.viewport.height == 800)
    #expect(resized.configuration.frames[0] == Rect(x: 0, y: 600, width: 400, height: 100))
    #expect(resized.timeline[0].event == .down(Point(x: 200, y: 650)))
    #expect(
      resized.timeline[1].event == .frame(item: 0, Rect(x: 0, y: 600, width: 400, height: 50)))
    let below = scenario.resizedWithContent(width: 400, height: 800, below: true)
    #expect(below.configuration.frames == scenario.configuration.frames)
    #expect(below.timeline == scenario.timeline)
    #expect(below.configuration.contentHeight == 800, "200 of items, grown by 600")
  }

  @Test("retiming keeps times in order and round: merged lines meet exactly, gaps sum to 0.04")
  func retimed() {
    let scenario = Self.paint([
      .event(.down(Point(x: 200, y: 50)), at: 0), .event(.move(Point(x: 200, y: 150)), at: 0.19),
      .event(.move(Point(x: 200, y: 50)), at: 2.11), .event(.up, at: 2.11),
    ])
    let merged = scenario.retimed(from: 2, to: 0.19)
    #expect(merged.timeline.map(\.time) == [0, 0.19, 0.19, 0.19])
    #expect(merged.isWellFormed)
    var gaps = scenario.retimed(from: 1, to: (0 + 0.01).roundedTime)
    gaps = gaps.retimed(from: 2, to: (gaps.timeline[1].time + 0.03).roundedTime)
    #expect(gaps.timeline.map(\.time) == [0, 0.01, 0.04, 0.04])
    #expect(ScriptPrinter.print(gaps).contains("\n0.04 move 200,50\n"))
  }

  @Test("a relayout for offset 0 puts each touch on the same place of its item's new row")
  func relayoutAtOffsetZero() {
    var scenario = Self.paint([.event(.down(Point(x: 200, y: 60)), at: 0)], contentHeight: 2000)
    scenario.configuration.initialOffset = 100
    let rows = [
      Rect(x: 0, y: 0, width: 400, height: 100), Rect(x: 0, y: 300, width: 400, height: 100),
    ]
    let moved = scenario.relaidOut(to: rows, centering: false, newOffset: 0) { _ in nil }
    #expect(
      moved.timeline[0].event == .down(Point(x: 200, y: 360)),
      "content 160 is 60 into item 1, which now starts at 300")
    let kept = scenario.relaidOut(to: rows, centering: false) { _ in nil }
    #expect(kept.timeline[0].event == .down(Point(x: 200, y: 260)), "at the initial offset, 100")
  }
}
