import Testing

@testable import SelectCore

/// The options Qt's `ExtendedSelection` without modifiers needs (SPEC 3.2 `range-start defer`,
/// `range-revert-scope all`, `range-shape rect-on-items`; issue 24), on SelectCore's engine,
/// each against the value it refines.
@Suite("Options for Qt's ExtendedSelection: defer, all, rect-on-items (SPEC 3.2)")
struct QtExtendedOptionTests {
  /// Ten rows 60 tall in range mode with target select and `start`.
  private static func rows(_ start: RangeStart, selected: [Int] = []) -> Configuration {
    var configuration = listConfiguration(mode: .range)
    configuration.rangeTarget = .select
    configuration.rangeStart = start
    configuration.initialSelection = Set(selected)
    return configuration
  }

  @Test("SPEC 3.2: range-start defer waits at a press on a selected item for the next sample")
  func deferWaits() throws {
    for start in [RangeStart.clear, .defer] {
      let (engine, entries) = try play(
        Self.rows(start, selected: [2, 5]), [(0, .down(rowPoint(2))), (0.1, .move(rowPoint(3)))])
      let atPress = itemChanges(entries.filter { $0.time == 0 })
      // clear deselects 5 at the press; defer at the move, which also selects 3.
      #expect(atPress.map(\.0) == (start == .clear ? [5] : []))
      #expect(engine.selection == [2, 3])
    }
  }

  @Test("SPEC 3.2: range-start defer on an unselected item clears and anchors at once")
  func deferOnUnselected() throws {
    let (engine, entries) = try play(Self.rows(.defer, selected: [5]), [(0, .down(rowPoint(2)))])
    #expect(itemChanges(entries).map { "\($0.0)\($0.1)" } == ["5false", "2true"])
    #expect(engine.selection == [2])
  }

  @Test("SPEC 3.2: the up of a deferred press: over the anchor it keeps the anchor alone")
  func deferReleaseOverAnchor() throws {
    let (engine, entries) = try play(
      Self.rows(.defer, selected: [1, 2, 7]), [(0, .down(rowPoint(2))), (0.1, .up)])
    // Nearest to the anchor first, the lower index on a tie (SPEC 3.2's order).
    #expect(itemChanges(entries).map(\.0) == [1, 7])
    #expect(engine.selection == [2])
  }

  @Test("SPEC 3.2: the up of a deferred press over no item deselects every item")
  func deferReleaseOverNothing() throws {
    var configuration = Self.rows(.defer, selected: [1, 2])
    configuration.frames.removeLast(5)
    let below = Point(x: 100, y: 700)
    let (engine, _) = try play(
      configuration, [(0, .down(rowPoint(2))), (0.1, .move(below)), (0.2, .up)])
    #expect(engine.selection == [])
  }

  @Test("SPEC 3.2: range-revert-scope all reverts what selectAll selected outside E")
  func allRevertsOutside() throws {
    for scope in [RangeRevertScope.extent, .all] {
      var configuration = Self.rows(.clear)
      configuration.rangeRevertScope = scope
      let (engine, _) = try play(
        configuration,
        [(0, .down(rowPoint(1))), (0.1, .selectAll), (0.2, .move(rowPoint(2)))])
      #expect(engine.selection == (scope == .all ? [1, 2] : Array(0..<10)))
    }
  }

  @Test("SPEC 3.2: under all, range-start keep has nothing to keep once the revert is deselect")
  func allWithKeepAndDeselect() throws {
    var configuration = Self.rows(.keep, selected: [6])
    configuration.rangeRevertScope = .all
    configuration.rangeRevert = .deselect
    let (engine, _) = try play(configuration, [(0, .down(rowPoint(1)))])
    #expect(engine.selection == [1])
  }

  @Test("SPEC 3.2: range-shape rect-on-items changes nothing at a sample over no item")
  func rectOnItemsSkipsSpace() throws {
    for shape in [RangeShape.rect, .rectOnItems] {
      var configuration = Self.rows(.clear, selected: [8])
      configuration.rangeShape = shape
      // A gap of 60 between rows 3 and 4: row 4 and those below move down by 60.
      for item in 4..<10 { configuration.frames[item].y += 60 }
      let gap = Point(x: 100, y: 270)
      let (engine, entries) = try play(
        configuration,
        [(0, .down(rowPoint(1))), (0.1, .move(gap)), (0.15, .up), (0.2, .down(gap))])
      let atMove = itemChanges(entries.filter { $0.time == 0.1 })
      // rect: the box from row 1 to y 270 meets rows 1 to 4; rect-on-items waits.
      #expect(atMove.map(\.0) == (shape == .rect ? [2, 3] : []))
      // The second press on no item: rect clears at once, rect-on-items waits.
      #expect(engine.selection == (shape == .rect ? [] : [1]))
    }
  }
}
