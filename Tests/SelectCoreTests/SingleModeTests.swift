import Testing

@testable import SelectCore

@Suite("Single mode (SPEC 3.3, 3.5)")
struct SingleModeTests {
  func singleList() -> Configuration { listConfiguration(mode: .single, count: 10, hotspot: 100) }

  @Test(
    "SPEC 3.3, 3.5: taps within and beyond the slop (Euclidean, inclusive)",
    arguments: [
      (Point(x: 106, y: 38), true), (Point(x: 100, y: 40), true),
      (Point(x: 110.0001, y: 30), false),
      (Point(x: 107, y: 38), false),
    ])
  func slop(move: Point, taps: Bool) throws {
    let (engine, _) = try play(
      singleList(), [(0, .down(rowPoint(0))), (0.05, .move(move)), (0.1, .up)])
    #expect(engine.selection == (taps ? [0] : []))
  }

  @Test("SPEC 3.3, 3.5: a switching tap logs the old item's deselection before the new selection")
  func switchOrder() throws {
    var configuration = singleList()
    configuration.initialSelection = [6]
    let (_, entries) = try play(configuration, [(0, .down(rowPoint(2))), (0.1, .up)])
    #expect(itemChanges(entries).map { "\($0.0)\($0.1)\($0.2)" } == ["6falsetap", "2truetap"])
  }

  @Test("SPEC 3.3: cancel never taps; empty space and the selected item change nothing")
  func nonTaps() throws {
    var configuration = singleList()
    configuration.initialSelection = [3]
    let (engine, entries) = try play(
      configuration,
      [
        (0, .down(rowPoint(1))), (0.1, .cancel), (0.2, .down(Point(x: 50, y: 700))), (0.3, .up),
        (0.4, .down(rowPoint(3))), (0.5, .up),
      ])
    #expect(entries.isEmpty)
    #expect(engine.selection == [3])
  }

  @Test(
    "SPEC 3.3: the effective limit is min(limit, 1)",
    arguments: [
      (nil as Int?, [4]), (5, [4]), (1, [4]), (0, []), (-3, []),
    ])
  func effectiveLimit(limit: Int?, expected: [Int]) throws {
    var configuration = singleList()
    configuration.limit = limit
    let (engine, _) = try play(
      configuration, [(0, .down(rowPoint(4))), (0.1, .up), (0.2, .selectAll)])
    #expect(engine.selection == expected)
  }

  @Test("SPEC 3.3: no drag and no auto-scroll, even held in a hotspot")
  func noAutoScroll() throws {
    var configuration = singleList()
    configuration.frames = (0..<40).map { Rect(x: 0, y: Double($0) * 60, width: 390, height: 60) }
    let (engine, entries) = try play(configuration, [(0, .down(Point(x: 5, y: 830))), (3, .up)])
    #expect(offsets(entries).isEmpty)
    #expect(engine.selection == [13])
  }
}
