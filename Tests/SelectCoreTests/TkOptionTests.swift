import Testing

@testable import SelectCore

/// The options Tk's listbox needs (SPEC 2.2 `max-offset`, 2.4 `double-press`, 3.2
/// `range-direction`, `range-revert-scope`, `range-current`, 3.3 `single-follow`; issue 24), on
/// SelectCore's engine, each against its default.
@Suite("Options for Tk's listbox (SPEC 2.2, 2.4, 3.2, 3.3)")
struct TkOptionTests {
  @Test("SPEC 2.2: max-offset rows raises the end to a whole row of item 0's height")
  func maxOffsetRows() throws {
    for value in MaxOffset.allCases {
      var configuration = listConfiguration(mode: .range, count: 10, height: 40)
      configuration.viewport.height = 300
      configuration.maxOffset = value
      configuration.initialOffset = 1000
      let (engine, entries) = try play(configuration, [(0, .scroll(110)), (0.1, .scroll(5000))])
      // C - H = 100; a whole number of rows of 40 above it: 120.
      #expect(engine.offset == (value == .rows ? 120 : 100))
      #expect(offsets(entries) == (value == .rows ? [110, 120] : []))
    }
    // A whole number of rows already: no change.
    var even = listConfiguration(mode: .range, count: 10, height: 40)
    even.viewport.height = 280
    even.maxOffset = .rows
    let (engine, _) = try play(even, [(0, .scroll(5000))])
    #expect(engine.offset == 120)
  }

  @Test("SPEC 2.4: a double press changes nothing, within 500 ms and 5 points, bounds included")
  func doublePressBounds() throws {
    var configuration = listConfiguration(mode: .single)
    configuration.singleCommit = .press
    configuration.doublePress = .ignore
    let near = Point(x: 104, y: 56)  // item 0, 4 points from (100, 60) on item 1
    var (engine, _) = try play(
      configuration, [(0, .down(Point(x: 100, y: 60))), (0.05, .up), (0.5, .down(near))])
    #expect(engine.selection == [1])
    (engine, _) = try play(
      configuration, [(0, .down(Point(x: 100, y: 60))), (0.05, .up), (0.501, .down(near))])
    #expect(engine.selection == [0])
    (engine, _) = try play(
      configuration,
      [(0, .down(Point(x: 100, y: 60))), (0.05, .up), (0.1, .down(Point(x: 106, y: 56)))])
    #expect(engine.selection == [0])
    configuration.doublePress = .press
    (engine, _) = try play(
      configuration, [(0, .down(Point(x: 100, y: 60))), (0.05, .up), (0.5, .down(near))])
    #expect(engine.selection == [0])
  }

  @Test("SPEC 2.4: times count in whole milliseconds, rounded to the nearest")
  func doublePressMilliseconds() throws {
    var configuration = listConfiguration(mode: .single)
    configuration.singleCommit = .press
    configuration.doublePress = .ignore
    // 0.5004 s is 500 ms after 0, a double press; 0.5006 s is 501 ms (not 500, as truncating
    // would give), a press.
    for (time, selection) in [(0.5004, [1]), (0.5006, [0])] {
      let (engine, _) = try play(
        configuration,
        [(0, .down(Point(x: 100, y: 62))), (0.1, .up), (time, .down(Point(x: 100, y: 58)))])
      #expect(engine.selection == selection)
    }
  }

  @Test("SPEC 2.4: a double press in range mode takes up the drag before it")
  func doublePressTakesUpTheRange() throws {
    var configuration = listConfiguration(mode: .range)
    configuration.doublePress = .ignore
    let events: [(Double, Event)] = [
      (0, .down(rowPoint(0))), (0.1, .move(rowPoint(1))), (0.15, .up),
      (0.3, .down(Point(x: 103, y: 33))), (0.4, .move(rowPoint(2))), (0.5, .up),
    ]
    var (engine, entries) = try play(configuration, events)
    #expect(engine.selection == [0, 1, 2])
    #expect(itemChanges(entries.filter { $0.time == 0.3 }).isEmpty)
    configuration.doublePress = .press
    (engine, entries) = try play(configuration, events)
    #expect(engine.selection == [])
  }

  @Test("SPEC 3.2: range-direction anchor turns the drag around when the anchor changes")
  func directionFromTheAnchor() throws {
    for direction in RangeDirection.allCases {
      var configuration = listConfiguration(mode: .range)
      configuration.rangeDirection = direction
      let (engine, _) = try play(
        configuration,
        [
          (0, .down(rowPoint(0))), (0.1, .move(rowPoint(1))), (0.2, .deselectAll),
          (0.3, .move(rowPoint(2))),
        ])
      #expect(engine.selection == (direction == .anchor ? [] : [0, 1, 2]))
    }
  }

  @Test("SPEC 3.2: range-revert-scope passed reverts only the items between old and new c")
  func revertOnlyPassed() throws {
    for scope in RangeRevertScope.allCases {
      var configuration = listConfiguration(mode: .range)
      configuration.rangeRevertScope = scope
      let (engine, _) = try play(
        configuration,
        [
          (0, .down(rowPoint(0))), (0.1, .move(rowPoint(3))), (0.2, .move(rowPoint(1))),
          (0.3, .selectAll), (0.4, .move(rowPoint(2))),
        ])
      // E = 0...3, R = 0...2: item 3 reverts under extent, and 3...9 under all.
      let all = Array(0..<10)
      switch scope {
      case .extent: #expect(engine.selection == all.filter { $0 != 3 })
      case .passed: #expect(engine.selection == all)
      case .all: #expect(engine.selection == [0, 1, 2])
      }
    }
  }

  @Test("SPEC 3.2: range-current anchor changes the anchor alone, at moves and scrolls")
  func currentStaysTheAnchor() throws {
    var configuration = listConfiguration(mode: .range, count: 40)
    configuration.rangeCurrent = .anchor
    let (engine, entries) = try play(
      configuration,
      [(0, .down(rowPoint(1))), (0.1, .move(rowPoint(4))), (0.2, .scroll(120)), (0.3, .up)])
    #expect(engine.selection == [1])
    #expect(itemChanges(entries).map(\.0) == [1])
  }

  @Test("SPEC 3.3: single-follow change commits a move only onto another item than the last")
  func followChange() throws {
    for follow in SingleFollow.allCases {
      var configuration = listConfiguration(mode: .single)
      configuration.singleCommit = .follow
      configuration.singleFollow = follow
      var (engine, _) = try play(
        configuration,
        [(0, .down(rowPoint(0))), (0.1, .deselectAll), (0.2, .move(Point(x: 100, y: 40)))])
      #expect(engine.selection == (follow == .change ? [] : [0]))
      (engine, _) = try play(
        configuration,
        [(0, .down(rowPoint(0))), (0.1, .move(rowPoint(1))), (0.2, .move(rowPoint(0)))])
      #expect(engine.selection == [0])
    }
  }
}
