import SelectCore
import Testing

@testable import SelectSim

@Suite("Shrink passes: named values, each run alone on a tiny scenario (issue 27)")
struct ShrinkPassTests {
  /// `script` parsed, its failure on the planted bug `bug`, and a shrinker for it.
  static func failing(_ script: String, on bug: String) throws -> (
    Scenario, RunFailure, Shrinker
  ) {
    let kind = try #require(PlantedBug.named(bug)).kind
    let scenario = try ScriptParser.parse("selscript 1\n" + script).scenario
    let failure = try #require(
      try Runner.run(scenario, on: kind, checking: Set(Invariant.allCases)).failure)
    return (scenario, failure, Shrinker(kind: kind))
  }

  @Test("every pass has a name of its own and a summary")
  func table() {
    let names = ShrinkPass.all.map(\.name)
    #expect(Set(names).count == names.count)
    for pass in ShrinkPass.all {
      #expect(!pass.summary.isEmpty, "\(pass.name)")
      #expect(ShrinkPass.named(pass.name)?.name == pass.name)
    }
  }

  @Test("drop-events drops what the failure does not need, halving first, and counts its work")
  func dropEvents() throws {
    let (scenario, failure, shrinker) = try Self.failing(
      """
      viewport 400x800
      limit 0
      item 0 0,0 400x100
      0 idle
      0 select-all
      0 idle
      0 deselect-all
      """, on: "select-all-ignores-limit")
    let pass = try #require(ShrinkPass.named("drop-events"))
    let (shrunk, statistics) = shrinker.run(pass, on: scenario, failure: failure)
    #expect(
      ScriptPrinter.print(shrunk)
        == "selscript 1\nmode paint\nviewport 400x800\nlimit 0\nitem 0 0,0 400x100\n\n0 select-all\n"
    )
    #expect(statistics.name == "drop-events" && statistics.calls == 1)
    #expect(statistics.kept >= 1 && statistics.kept <= statistics.evaluations)
    #expect(statistics.evaluations <= statistics.tried)
  }

  @Test("drop-rows-between drops the rows a drag crossed, the press moved up with its row")
  func dropRowsBetween() throws {
    // The limit of 1 lets 2 items in: a drag from row 5 up to row 0 selects 5 and 4. Only the
    // press's row and the pointer's are needed; 4 rows between go, one at a time (a run of 3
    // would reach the last row, which stays).
    let (scenario, failure, shrinker) = try Self.failing(
      """
      mode range
      viewport 400x300
      offset 300
      hotspot height=0
      limit 1
      grid count=6 columns=1 origin=0,0 cell=400x100
      0 down 200,250
      0.1 move 200,-201
      """, on: "limit-off-by-one")
    let (shrunk, statistics) = shrinker.run(
      try #require(ShrinkPass.named("drop-rows-between")), on: scenario, failure: failure)
    // Two rows are left, shorter than the view: the offset clamps to 0, and the press stays on
    // its row's pixel (y 50 of it), the pointer on row 0's bottom pixel.
    #expect(
      shrunk.configuration.frames == [
        Rect(x: 0, y: 0, width: 400, height: 100), Rect(x: 0, y: 100, width: 400, height: 100),
      ])
    #expect(shrunk.configuration.initialOffset == 0)
    #expect(
      shrunk.timeline == [
        .event(.down(Point(x: 200, y: 150)), at: 0), .event(.move(Point(x: 200, y: 99)), at: 0.1),
      ])
    #expect(statistics.kept == 4)
  }

  @Test("touches-at-middle moves every touch to the middle of the width, one candidate")
  func touchesAtMiddle() throws {
    let (scenario, failure, shrinker) = try Self.failing(
      """
      viewport 400x800
      limit 0
      item 0 0,0 400x100
      0 down 17,50
      """, on: "limit-off-by-one")
    let (shrunk, statistics) = shrinker.run(
      try #require(ShrinkPass.named("touches-at-middle")), on: scenario, failure: failure)
    #expect(shrunk.timeline == [.event(.down(Point(x: 200, y: 50)), at: 0)])
    #expect(statistics.tried == 1 && statistics.kept == 1 && statistics.evaluations == 1)
  }

  @Test("cancel-to-up ends a touch with up where it fails the same way")
  func cancelToUp() throws {
    let (scenario, failure, shrinker) = try Self.failing(
      """
      viewport 400x800
      limit 0
      item 0 0,0 400x100
      0 down 200,50
      1 cancel
      """, on: "limit-off-by-one")
    let (shrunk, _) = shrinker.run(
      try #require(ShrinkPass.named("cancel-to-up")), on: scenario, failure: failure)
    #expect(shrunk.timeline.last == .event(.up, at: 1))
  }

  @Test("drop-rows-above drops the rows the offset hides and lowers the offset by their height")
  func dropRowsAbove() throws {
    let (scenario, failure, shrinker) = try Self.failing(
      """
      mode range
      range-update move
      viewport 400x200
      offset 350
      hotspot height=0
      grid count=6 columns=1 origin=0,0 cell=400x100
      0 down 200,150
      0 deselect-all
      0 move 200,150
      """, on: "move-updates-on-change")
    let (shrunk, statistics) = shrinker.run(
      try #require(ShrinkPass.named("drop-rows-above")), on: scenario, failure: failure)
    // Rows 0, 1 and 2 lie wholly above the offset: dropped with 300 of it, row 5 is row 2 now.
    #expect(shrunk.configuration.frames.count == 3)
    #expect(shrunk.configuration.frames.first == Rect(x: 0, y: 0, width: 400, height: 100))
    #expect(shrunk.configuration.initialOffset == 50)
    #expect(shrunk.timeline == scenario.timeline)
    #expect(statistics.tried == 1 && statistics.kept == 1)
  }

  @Test("a stray frame names the first absent item, and its row goes as high as it still fails")
  func strayFrameRow() throws {
    // The planted bug takes a frame for an item that does not exist into the content height
    // (SPEC 2.4: it changes nothing), so the scroll to 100 is kept where the content ends at 200.
    let (scenario, failure, shrinker) = try Self.failing(
      """
      viewport 400x800
      item 0 0,100 400x100
      0 stray frame 3 0,6210 400x100
      0 scroll 100
      """, on: "missing-frame-clamped")
    let (named, _) = shrinker.run(
      try #require(ShrinkPass.named("frame-event-items")), on: scenario, failure: failure)
    #expect(
      named.timeline.first?.event == .frame(item: 1, Rect(x: 0, y: 6210, width: 400, height: 100)))
    let (row, statistics) = shrinker.run(
      try #require(ShrinkPass.named("frame-events-as-rows")), on: named, failure: failure)
    // The rows at the top and at the item's own row end too high; the empty one at 6,400 (the
    // row edge below 6,310) fails, and halving (3,200, 1,600, 800 passes, 1,200, 1,000, 900)
    // finds the highest that still does: an empty row reaches past 800, the viewport's height,
    // only from 900.
    #expect(row.timeline.first?.event == .frame(item: 1, Rect(x: 0, y: 900, width: 400, height: 0)))
    #expect(statistics.kept >= 2)
  }

  @Test("frame-events-to-top moves the touches with the frame event that puts an item under them")
  func frameEventsToTop() throws {
    // A still finger at 550 over nothing; a frame event moves item 0 under it; the move at the
    // same point must hit it. Moved up by 500 together, the same happens at the top of the view.
    let (scenario, failure, shrinker) = try Self.failing(
      """
      mode range
      viewport 400x800
      item 0 0,100 400x100
      0 down 200,550
      0 frame 0 0,500 400x100
      0 move 200,550
      """, on: "still-finger-skips-hit-test")
    let (shrunk, statistics) = shrinker.run(
      try #require(ShrinkPass.named("frame-events-to-top")), on: scenario, failure: failure)
    #expect(
      shrunk.timeline == [
        .event(.down(Point(x: 200, y: 50)), at: 0),
        .event(.frame(item: 0, Rect(x: 0, y: 0, width: 400, height: 100)), at: 0),
        .event(.move(Point(x: 200, y: 50)), at: 0),
      ])
    #expect(shrunk.configuration.frames == [Rect(x: 0, y: 100, width: 400, height: 100)])
    #expect(statistics.kept == 1)
  }

  @Test("event-ladder tries a bulk event during a touch as a move to where the finger rests")
  func eventLadderRestingMove() throws {
    // A touch on the view's top edge must auto-scroll up; the planted bug treats the edge as
    // outside the hotspot, and any later sample shows the missing step.
    let (scenario, failure, shrinker) = try Self.failing(
      """
      mode paint
      viewport 400x800
      content-height 1000
      offset 100
      0 down 200,0
      1 select-all
      """, on: "open-hotspot-edges")
    let (shrunk, statistics) = shrinker.run(
      try #require(ShrinkPass.named("event-ladder")), on: scenario, failure: failure)
    #expect(
      shrunk.timeline == [
        .event(.down(Point(x: 200, y: 0)), at: 0), .event(.move(Point(x: 200, y: 0)), at: 1),
      ])
    #expect(statistics.kept == 1)
  }
}
