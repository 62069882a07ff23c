import Testing

@testable import SelectCore

@Suite("Paint mode (SPEC 3.1, 3.5)")
struct PaintModeTests {
  @Test(
    "SPEC 3.1: a fast move that jumps over whole items selects every item it crosses, in contact order"
  )
  func fastMoveSkipsNothing() throws {
    let (_, entries) = try play(
      listConfiguration(count: 20, height: 30),
      [
        (0, .down(Point(x: 10, y: 5))), (0.016, .move(Point(x: 10, y: 590))),
        (0.032, .move(Point(x: 10, y: 5))), (0.05, .up),
      ])
    #expect(itemChanges(entries).map(\.0) == Array(0...19))
    #expect(itemChanges(entries).allSatisfy { $0.1 && $0.2 == .drag })
  }

  @Test("SPEC 3.1: a drag that starts in a gap takes its mode from the first item it reaches")
  func startsInGap() throws {
    var configuration = listConfiguration(count: 5)
    configuration.frames = (0..<5).map { Rect(x: 0, y: Double($0) * 100, width: 390, height: 60) }
    configuration.initialSelection = [2, 3]
    let (engine, entries) = try play(
      configuration,
      [
        (0, .down(Point(x: 5, y: 170))), (0.1, .move(Point(x: 5, y: 480))), (0.2, .up),
      ])
    #expect(itemChanges(entries).map(\.0) == [2, 3])
    #expect(engine.selection == [])
  }

  @Test("SPEC 3.1: overlapping and duplicate frames under the finger are all touched, ascending")
  func overlapsAllTouched() throws {
    var configuration = listConfiguration(count: 3)
    configuration.frames = [
      Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 0, y: 0, width: 100, height: 100),
      Rect(x: 50, y: 50, width: 100, height: 100),
    ]
    configuration.initialSelection = [1]
    let (engine, entries) = try play(configuration, [(0, .down(Point(x: 60, y: 60))), (0.1, .up)])
    // Item 0 is unselected, so the drag selects: 1 is already selected, 2 joins.
    #expect(itemChanges(entries).map(\.0) == [0, 2])
    #expect(engine.selection == [0, 1, 2])
  }

  @Test("SPEC 3.1: vetoes both ways are respected and the drag carries on")
  func vetoesBothWays() throws {
    var configuration = listConfiguration(count: 6)
    configuration.vetoSelect = [2]
    let (selecting, _) = try play(
      configuration, [(0, .down(rowPoint(0))), (0.1, .move(rowPoint(5))), (0.2, .up)])
    #expect(selecting.selection == [0, 1, 3, 4, 5])
    configuration.vetoSelect = []
    configuration.vetoDeselect = [3]
    configuration.initialSelection = [0, 1, 2, 3, 4]
    let (deselecting, _) = try play(
      configuration, [(0, .down(rowPoint(0))), (0.1, .move(rowPoint(5))), (0.2, .up)])
    #expect(deselecting.selection == [3])
  }

  @Test(
    "SPEC 3.1, 2.3: limits none, -1, 0, 1 and 3",
    arguments: [
      (nil as Int?, [0, 1, 2, 3, 4, 5]), (-1, []), (0, []), (1, [0]), (3, [0, 1, 2]),
    ])
  func limits(limit: Int?, expected: [Int]) throws {
    var configuration = listConfiguration(count: 6)
    configuration.limit = limit
    let (engine, _) = try play(
      configuration, [(0, .down(rowPoint(0))), (0.1, .move(rowPoint(5))), (0.2, .up)])
    #expect(engine.selection == expected)
  }

  @Test("SPEC 3.1: each item is considered once per drag, at its first contact")
  func oncePerDrag() throws {
    let (_, entries) = try play(
      listConfiguration(count: 6),
      [
        (0, .down(rowPoint(0))), (0.1, .move(rowPoint(3))), (0.15, .deselectAll),
        (0.2, .move(rowPoint(0))),
        (0.3, .move(rowPoint(4))), (0.4, .up), (0.5, .down(rowPoint(1))), (0.6, .up),
      ])
    let drags = itemChanges(entries).filter { $0.2 == .drag }
    #expect(drags.map(\.0) == [0, 1, 2, 3, 4, 1])
  }

  @Test("SPEC 3.1: a frame event keeps the drag's memory and touches nothing by itself")
  func frameEventMidDrag() throws {
    let (engine, entries) = try play(
      listConfiguration(count: 6),
      [
        (0, .down(rowPoint(0))),
        (0.1, .frame(item: 4, Rect(x: 0, y: 0, width: 390, height: 60))),
        (0.2, .idle),
        (0.3, .frame(item: 0, Rect(x: 0, y: 300, width: 390, height: 60))),
        (0.4, .move(rowPoint(0))),
      ])
    #expect(itemChanges(entries).map(\.0) == [0, 4])
    #expect(entries.last?.time == 0.4)
    #expect(engine.selection == [0, 4])
  }

  @Test("SPEC 3.1: cancel ends the drag and keeps what it changed")
  func cancelKeeps() throws {
    let (engine, _) = try play(
      listConfiguration(count: 6),
      [
        (0, .down(rowPoint(0))), (0.1, .move(rowPoint(2))), (0.2, .cancel),
        (0.3, .move(rowPoint(5))),
      ])
    #expect(engine.selection == [0, 1, 2])
  }

  @Test("SPEC 3.5: equal contact times go by ascending index, whatever the direction")
  func tiesByIndex() throws {
    var configuration = listConfiguration(count: 4)
    configuration.frames = [
      Rect(x: 100, y: 0, width: 50, height: 50), Rect(x: 100, y: 0, width: 50, height: 50),
      Rect(x: 100, y: 100, width: 50, height: 50), Rect(x: 100, y: 100, width: 50, height: 50),
    ]
    let (_, entries) = try play(
      configuration, [(0, .down(Point(x: 120, y: 200))), (0.1, .move(Point(x: 120, y: 10)))])
    #expect(itemChanges(entries).map(\.0) == [2, 3, 0, 1])
  }
}
