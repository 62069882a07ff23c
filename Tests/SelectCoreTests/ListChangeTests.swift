import Testing

@testable import SelectCore

@Suite("Items that come and go (SPEC 2.7)")
struct ListChangeTests {
  /// A row of the list's 60-point rows, far below the content: a new item no touch here reaches.
  let away = Rect(x: 0, y: 6000, width: 390, height: 60)

  @Test("SPEC 2.7: a removed selected item leaves with a remove entry; the rest follow their items")
  func removeSelected() throws {
    var configuration = listConfiguration(count: 6)
    configuration.initialSelection = [1, 3, 4]
    let (engine, entries) = try play(configuration, [(0, .remove(at: 3))])
    #expect(itemChanges(entries).map(\.0) == [3])
    #expect(itemChanges(entries).map(\.2) == [.remove])
    #expect(engine.selection == [1, 3])
  }

  @Test("SPEC 2.7: an inserted item is unselected, even inside a selected run; a move keeps state")
  func insertAndReorder() throws {
    var configuration = listConfiguration(count: 6)
    configuration.initialSelection = [2, 3]
    let (engine, entries) = try play(
      configuration, [(0, .insert(at: 3, away)), (0.1, .reorder(from: 2, to: 6))])
    #expect(entries.isEmpty)
    // [0, 1, 2s, new, 3s, 4, 5] → item 2 moves to the end: [0, 1, new, 3s, 4, 5, 2s].
    #expect(engine.selection == [3, 6])
  }

  @Test(
    "SPEC 2.7: out of place, a list change is dropped",
    arguments: [
      Event.insert(at: 7, Rect(x: 0, y: 0, width: 10, height: 10)), .remove(at: 6),
      .reorder(from: 2, to: 2), .reorder(from: 0, to: 6),
      .insert(at: 0, Rect(x: 0, y: 0, width: -1, height: 10)),
    ])
  func outOfPlace(event: Event) throws {
    var configuration = listConfiguration(count: 6)
    configuration.initialSelection = [5]
    let (engine, entries) = try play(configuration, [(0, event), (0.1, .remove(at: 5))])
    #expect(itemChanges(entries).map(\.0) == [5])
    #expect(engine.selection.isEmpty)
  }

  @Test("SPEC 2.7: items inserted between anchor and finger join R at the next sample, not before")
  func insertIntoRange() throws {
    let (engine, entries) = try play(
      listConfiguration(mode: .range, count: 10),
      [
        (0, .down(rowPoint(1))), (0.1, .move(rowPoint(4))), (0.2, .insert(at: 3, away)),
      ])
    #expect(engine.selection == [1, 2, 4, 5])
    #expect(itemChanges(entries.filter { $0.time == 0.2 }).isEmpty)
    // Row 4's point is on the old item 4, item 5 now and still c: the update runs anyway.
    var moved = engine
    let next = moved.apply(.move(rowPoint(4)), at: 0.3)
    #expect(itemChanges(next).map(\.0) == [3])
    #expect(moved.selection == [1, 2, 3, 4, 5])
  }

  @Test("SPEC 2.7: after a list change the next sample updates though c stays the same")
  func updateWithTheSameCurrent() throws {
    var engine = try SelectionEngine(configuration: listConfiguration(mode: .range, count: 10))
    _ = engine.apply(.down(rowPoint(1)), at: 0)
    _ = engine.apply(.move(rowPoint(4)), at: 0.1)
    // An item put between the anchor and c, its frame away from the finger.
    _ = engine.apply(.insert(at: 2, away), at: 0.2)
    // Row 4's point is on the old item 4, item 5 now and still c: c is the same item.
    let entries = engine.apply(.move(rowPoint(4)), at: 0.3)
    #expect(itemChanges(entries).map(\.0) == [2])
    #expect(engine.selection == [1, 2, 3, 4, 5])
  }

  @Test("SPEC 2.7: a removed anchor gives way to the item now at its index")
  func removedAnchor() throws {
    var engine = try SelectionEngine(configuration: listConfiguration(mode: .range, count: 10))
    _ = engine.apply(.down(rowPoint(5)), at: 0)
    _ = engine.apply(.move(rowPoint(7)), at: 0.1)
    let removal = engine.apply(.remove(at: 5), at: 0.2)
    #expect(itemChanges(removal).map(\.2) == [.remove])
    #expect(engine.selection == [5, 6])
    // The anchor is now item 5 (was 6): moving above it selects upwards from there.
    _ = engine.apply(.move(rowPoint(3)), at: 0.3)
    #expect(engine.selection == [3, 4, 5])
  }

  @Test("SPEC 2.7: a list left empty leaves the range drag inert")
  func emptiedList() throws {
    var engine = try SelectionEngine(configuration: listConfiguration(mode: .range, count: 1))
    _ = engine.apply(.down(rowPoint(0)), at: 0)
    _ = engine.apply(.remove(at: 0), at: 0.1)
    _ = engine.apply(.insert(at: 0, Rect(x: 0, y: 0, width: 390, height: 60)), at: 0.2)
    let entries = engine.apply(.move(rowPoint(0)), at: 0.3)
    #expect(entries.isEmpty)
    #expect(engine.selection.isEmpty)
  }

  @Test("SPEC 2.7: paint's memory is by item: an insert does not make a touched item new")
  func paintMemoryByItem() throws {
    var engine = try SelectionEngine(configuration: listConfiguration(mode: .paint, count: 10))
    _ = engine.apply(.down(rowPoint(2)), at: 0)
    _ = engine.apply(.move(rowPoint(3)), at: 0.1)
    #expect(engine.selection == [2, 3])
    _ = engine.apply(.deselectAll, at: 0.2)
    // Item 3 is item 4 now; the finger moves on over it: the drag has dealt with it already.
    _ = engine.apply(.insert(at: 0, away), at: 0.3)
    _ = engine.apply(.move(rowPoint(3, height: 60).shifted(by: 10)), at: 0.4)
    #expect(engine.selection.isEmpty)
  }

  @Test("SPEC 2.7: a tap whose item is removed before the up taps nothing")
  func tapOnRemovedItem() throws {
    var engine = try SelectionEngine(configuration: listConfiguration(mode: .single, count: 5))
    _ = engine.apply(.down(rowPoint(2)), at: 0)
    _ = engine.apply(.remove(at: 2), at: 0.1)
    let entries = engine.apply(.up, at: 0.2)
    #expect(entries.isEmpty)
    #expect(engine.selection.isEmpty)
  }

  @Test("SPEC 2.7: the content height follows the list, and the offset is clamped after the entry")
  func offsetClampedAfterRemoval() throws {
    var configuration = listConfiguration(count: 20)
    configuration.initialOffset = 356
    configuration.initialSelection = [19]
    var engine = try SelectionEngine(configuration: configuration)
    #expect(engine.offset == 356)
    let entries = engine.apply(.remove(at: 19), at: 0)
    #expect(itemChanges(entries).map(\.0) == [19])
    #expect(offsets(entries) == [296])
    if case .offset = entries.last?.change {} else { Issue.record("the offset entry comes last") }
  }

  @Test("SPEC 2.7: under list-frames restack, the rows a change passes move by the heights")
  func restackedFrames() {
    let rows = [0.0, 50, 150].enumerated().map { index, y in
      Rect(x: 0, y: y, width: 390, height: index == 1 ? 100 : 50)
    }
    let new = Rect(x: 0, y: 50, width: 390, height: 30)
    func tops(_ change: ListChange, _ frames: ListFrames) -> [Double] {
      change.carry(rows, inserting: new, frames).map(\.y)
    }
    #expect(tops(.insert(1), .restack) == [0, 50, 80, 180])
    #expect(tops(.insert(1), .stay) == [0, 50, 50, 150])
    #expect(tops(.remove(1), .restack) == [0, 50])
    // Row 0 (50 tall) passes rows 1 and 2 (150 together): they move up 50, it moves down 150.
    #expect(tops(.reorder(from: 0, to: 2), .restack) == [0, 100, 150])
    #expect(tops(.reorder(from: 2, to: 0), .restack) == [0, 50, 100])
  }

  @Test("SPEC 2.7: single-remove successor taps the item that takes the current one's place")
  func singleRemoveSuccessor() throws {
    var configuration = listConfiguration(mode: .single, count: 4)
    configuration.singleRemove = .successor
    configuration.initialSelection = [3]
    // Item 0 is current at first: its removal taps the item now at 0, and item 3 goes.
    let (engine, entries) = try play(configuration, [(0, .remove(at: 0))])
    #expect(itemChanges(entries).map { [$0.0] + [$0.1 ? 1 : 0] } == [[2, 0], [0, 1]])
    #expect(itemChanges(entries).allSatisfy { $0.2 == .tap })
    #expect(engine.selection == [0])
    configuration.singleRemove = .drop
    let (dropped, none) = try play(configuration, [(0, .remove(at: 0))])
    #expect(none.isEmpty)
    #expect(dropped.selection == [2])
  }

  @Test("SPEC 2.7: under list-offset content the offset moves with the rows above the top item")
  func contentOffsetKeepsTheView() throws {
    var configuration = listConfiguration(count: 30)
    configuration.listFrames = .restack
    configuration.listOffset = .content
    configuration.initialOffset = 600  // row 10 at the top
    let row = Rect(x: 0, y: 0, width: 390, height: 60)
    func offsets(_ configuration: Configuration, _ events: [Event]) throws -> [Double] {
      var engine = try SelectionEngine(configuration: configuration)
      return events.enumerated().map { time, event in
        _ = engine.apply(event, at: Double(time))
        return engine.offset
      }
    }
    // Above the top row: +60; at the top row's own index: shown, no move; a removal above: -60;
    // a move from below the top row to above it: +60.
    let events: [Event] = [
      .insert(at: 2, row), .insert(at: 11, row), .remove(at: 0), .reorder(from: 29, to: 0),
    ]
    #expect(try offsets(configuration, events) == [660, 660, 600, 660])
    configuration.listOffset = .stay
    #expect(try offsets(configuration, events) == [600, 600, 600, 600])
    configuration.listOffset = .content
    configuration.listFrames = .stay
    #expect(try offsets(configuration, events) == [600, 600, 600, 600])
  }

  @Test("SPEC 2.7: list-offset content moves a still finger's content point with the offset")
  func contentOffsetMovesTheFinger() throws {
    var configuration = listConfiguration(count: 30)
    configuration.listFrames = .restack
    configuration.listOffset = .content
    configuration.initialOffset = 600
    let row = Rect(x: 0, y: 0, width: 390, height: 60)
    // The finger presses row 12 (viewport y 150) and a row comes in above the view: row 12 is
    // now 13, under the still finger; a move within it selects nothing new.
    let (engine, _) = try play(
      configuration,
      [
        (0, .down(Point(x: 100, y: 150))), (1, .insert(at: 0, row)),
        (2, .move(Point(x: 100, y: 160))),
      ])
    #expect(engine.selection == [13])
    configuration.listOffset = .stay
    let (stayed, _) = try play(
      configuration,
      [
        (0, .down(Point(x: 100, y: 150))), (1, .insert(at: 0, row)),
        (2, .move(Point(x: 100, y: 160))),
      ])
    // Under stay the rows moved under the finger: the move from content y 750 to 760 is on row
    // 12 (720-780), the old row 11, which it selects besides the pressed one.
    #expect(stayed.selection == [12, 13])
  }
}
