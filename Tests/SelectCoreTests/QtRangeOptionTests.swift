import Testing

@testable import SelectCore

/// The range options Qt's item views need (SPEC 3.2 `range-update`, `range-scroll`; issue 24), on
/// SelectCore's engine, each against its default.
@Suite("Options for real widgets: range-update and range-scroll (SPEC 3.2)")
struct QtRangeOptionTests {
  @Test("SPEC 3.2: range-update move puts the range back at a move within c; change waits for c")
  func updateAtEveryMove() throws {
    for update in RangeUpdate.allCases {
      var configuration = listConfiguration(mode: .range)
      configuration.rangeUpdate = update
      let (engine, entries) = try play(
        configuration,
        [
          (0, .down(rowPoint(5))), (0.1, .move(rowPoint(6))), (0.2, .deselectAll),
          (0.3, .move(Point(x: 101, y: rowPoint(6).y))),
        ])
      let lastMove = entries.filter { $0.time == 0.3 }
      if update == .move {
        #expect(engine.selection == [5, 6])
        #expect(itemChanges(lastMove).map { "\($0.0)\($0.1)" } == ["5true", "6true"])
      } else {
        #expect(engine.selection == [])
        #expect(lastMove.isEmpty)
      }
    }
  }

  @Test("SPEC 3.2: under range-update move, a move to the very point the finger is at updates")
  func samePointUpdates() throws {
    var configuration = listConfiguration(mode: .range)
    configuration.rangeUpdate = .move
    let (engine, _) = try play(
      configuration, [(0, .down(rowPoint(2))), (0.1, .selectAll), (0.2, .move(rowPoint(2)))])
    // selectAll selected every row; the move's update gives E ∪ R = {2} its states again and
    // leaves the rest alone.
    #expect(engine.selection == Array(0..<10))
    var deselected = configuration
    deselected.initialSelection = [2]
    let (other, entries) = try play(
      deselected, [(0, .down(rowPoint(2))), (0.1, .selectAll), (0.2, .move(rowPoint(2)))])
    #expect(other.selection == Array(0..<10).filter { $0 != 2 })
    #expect(itemChanges(entries.filter { $0.time == 0.2 }).map { "\($0.0)\($0.1)" } == ["2false"])
  }

  @Test("SPEC 3.2: range-scroll wait leaves the drag alone at a scroll; the next move samples")
  func scrollWaits() throws {
    for scroll in RangeScroll.allCases {
      var configuration = listConfiguration(mode: .range, count: 40)
      configuration.rangeScroll = scroll
      let (engine, entries) = try play(
        configuration,
        [(0, .down(rowPoint(1))), (0.1, .scroll(120)), (0.2, .move(rowPoint(1)))])
      #expect(engine.selection == [1, 2, 3])
      let atScroll = itemChanges(entries.filter { $0.time == 0.1 }).map(\.0)
      #expect(atScroll == (scroll == .sample ? [2, 3] : []))
    }
  }

  @Test("SPEC 3.2: under range-scroll wait, a scroll cannot anchor a drag that has none")
  func scrollDoesNotAnchor() throws {
    var configuration = listConfiguration(mode: .range, count: 40)
    configuration.frames[0] = Rect(x: 0, y: 0, width: 390, height: 0)
    configuration.rangeScroll = .wait
    let (engine, entries) = try play(
      configuration, [(0, .down(Point(x: 100, y: 30))), (0.1, .scroll(60)), (0.2, .up)])
    #expect(engine.selection == [])
    #expect(itemChanges(entries).isEmpty)
  }
}
