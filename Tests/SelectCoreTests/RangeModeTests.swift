import Testing

@testable import SelectCore

@Suite("Range mode (SPEC 3.2, 3.5)")
struct RangeModeTests {
  func rangeList(count: Int = 12) -> Configuration { listConfiguration(mode: .range, count: count) }

  @Test(
    "SPEC 3.2: reversal across the anchor, restore versus deselect, with an earlier selection in the extent",
    arguments: [
      (RangeRevert.restore, [2, 3, 4, 5, 7]), (.deselect, [2, 3, 4, 5]),
    ])
  func reversal(revert: RangeRevert, expected: [Int]) throws {
    var configuration = rangeList()
    configuration.rangeRevert = revert
    configuration.initialSelection = [7]
    let (engine, _) = try play(
      configuration,
      [
        (0, .down(rowPoint(5))), (0.1, .move(rowPoint(8))), (0.2, .move(rowPoint(2))), (0.3, .up),
      ])
    #expect(engine.selection == expected)
  }

  @Test("SPEC 3.2: deselections come first, then selections, nearest the anchor first")
  func updateOrder() throws {
    let (_, entries) = try play(
      rangeList(),
      [
        (0, .down(rowPoint(5))), (0.1, .move(rowPoint(8))), (0.2, .move(rowPoint(2))),
      ])
    let last = itemChanges(entries.filter { $0.time == 0.2 })
    #expect(last.map(\.0) == [6, 7, 8, 4, 3, 2])
    #expect(last.map(\.1) == [false, false, false, true, true, true])
  }

  @Test(
    "SPEC 3.2: range-target anchor and select from a selected anchor",
    arguments: [
      (RangeTarget.anchor, [1]), (.select, [1, 4, 5, 6]),
    ])
  func targets(target: RangeTarget, expected: [Int]) throws {
    var configuration = rangeList()
    configuration.rangeTarget = target
    configuration.initialSelection = [1, 4, 5]
    let (engine, _) = try play(
      configuration, [(0, .down(rowPoint(4))), (0.1, .move(rowPoint(6))), (0.2, .up)])
    #expect(engine.selection == expected)
  }

  @Test("SPEC 3.2: a vetoed anchor leaves the touch inert until up; only the limit does not")
  func inertTouch() throws {
    var configuration = rangeList()
    configuration.vetoDeselect = [4]
    configuration.initialSelection = [4]
    let (inert, inertEntries) = try play(
      configuration, [(0, .down(rowPoint(4))), (0.1, .move(rowPoint(8))), (0.2, .up)])
    #expect(inertEntries.isEmpty)
    #expect(inert.selection == [4])

    var limited = rangeList()
    limited.limit = 0
    let (engine, entries) = try play(
      limited,
      [
        (0, .down(rowPoint(4))), (0.1, .move(rowPoint(8))), (0.15, .limit(2)),
        (0.2, .move(rowPoint(7))),
      ])
    #expect(itemChanges(entries).map(\.0) == [4, 5])
    #expect(engine.selection == [4, 5])
  }

  @Test(
    "SPEC 3.2: limits none, -1, 0, 1 and 2 fill from the anchor outward",
    arguments: [
      (nil as Int?, [2, 3, 4, 5, 6, 7]), (-1, []), (0, []), (1, [7]), (2, [6, 7]),
    ])
  func limitFill(limit: Int?, expected: [Int]) throws {
    var configuration = rangeList()
    configuration.limit = limit
    let (engine, _) = try play(
      configuration, [(0, .down(rowPoint(7))), (0.1, .move(rowPoint(2))), (0.2, .up)])
    #expect(engine.selection == expected)
  }

  @Test(
    "SPEC 3.5: the limit lowered, selectAll and deselectAll mid-drag are set again at the next change of c"
  )
  func outsideChangesReapplied() throws {
    let (engine, entries) = try play(
      rangeList(),
      [
        (0, .down(rowPoint(2))), (0.1, .move(rowPoint(6))), (0.2, .limit(2)), (0.3, .limit(nil)),
        (0.4, .selectAll), (0.5, .move(rowPoint(5))), (0.6, .deselectAll),
        (0.7, .move(rowPoint(4))), (0.8, .up),
      ])
    #expect(engine.selection == [2, 3, 4])
    let atFive = itemChanges(entries.filter { $0.time == 0.5 })
    #expect(atFive.map(\.0) == [6])
    let atSeven = itemChanges(entries.filter { $0.time == 0.7 })
    #expect(atSeven.map(\.0) == [2, 3, 4])
  }

  @Test(
    "SPEC 3.2: over a gap c keeps its value; point sampling anchors at the first item under the finger"
  )
  func gapsAndAnchoring() throws {
    var configuration = rangeList()
    configuration.frames = (0..<12).map { Rect(x: 0, y: Double($0) * 80, width: 390, height: 60) }
    let (engine, _) = try play(
      configuration,
      [
        (0, .down(Point(x: 5, y: 70))), (0.1, .move(Point(x: 5, y: 250))),
        (0.2, .move(Point(x: 5, y: 430))),
        (0.3, .move(Point(x: 5, y: 470))), (0.4, .up),
      ])
    #expect(engine.selection == [3, 4, 5])
  }

  @Test("SPEC 3.5: a frame event does not re-evaluate c; the next movement does")
  func frameThenMove() throws {
    let (engine, entries) = try play(
      rangeList(),
      [
        (0, .down(rowPoint(2))), (0.1, .move(rowPoint(4))),
        (0.2, .frame(item: 9, Rect(x: 0, y: 240, width: 390, height: 60))),
        (0.3, .move(rowPoint(4))),
      ])
    #expect(itemChanges(entries.filter { $0.time == 0.2 }).isEmpty)
    #expect(engine.selection == [2, 3, 4, 5, 6, 7, 8, 9])
  }
}
