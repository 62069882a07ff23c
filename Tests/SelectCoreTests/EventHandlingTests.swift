import Testing

@testable import SelectCore

@Suite("Events, policy events and output (SPEC 2.4, 2.5, 2.6)")
struct EventHandlingTests {
  @Test("SPEC 2.4: out-of-place events through the API are ignored, but their time counts")
  func outOfPlaceIgnored() throws {
    var configuration = listConfiguration(count: 40, height: 100, hotspot: 100)
    configuration.autoScroll.hotspotHeight = 100
    var engine = try SelectionEngine(configuration: configuration)
    #expect(engine.apply(.up, at: 0).isEmpty)
    #expect(engine.apply(.move(Point(x: 5, y: 5)), at: 0).isEmpty)
    #expect(engine.apply(.cancel, at: 0).isEmpty)
    _ = engine.apply(.down(Point(x: 5, y: 794)), at: 0)
    let duplicateDown = engine.apply(.down(Point(x: 5, y: 50)), at: 0.05)
    #expect(offsets(duplicateDown) == [25, 50])
    #expect(engine.apply(.move(Point(x: .nan, y: 3)), at: 0.06).isEmpty)
    #expect(engine.apply(.frame(item: 99, Rect(x: 0, y: 0, width: 1, height: 1)), at: 0.07).isEmpty)
    #expect(engine.apply(.frame(item: 1, Rect(x: 0, y: 0, width: -1, height: 1)), at: 0.07).isEmpty)
    #expect(engine.apply(.scroll(.infinity), at: 0.07).isEmpty)
    #expect(engine.apply(.idle, at: 0.01).isEmpty, "time going back is ignored")
    #expect(offsets(engine.apply(.idle, at: 0.1)) == [75, 100])
  }

  @Test("SPEC 2.5: entries are never no-ops and replay from the selection")
  func entriesAreChanges() throws {
    var configuration = listConfiguration(mode: .range, count: 12)
    configuration.initialSelection = [3, 9]
    var engine = try SelectionEngine(configuration: configuration)
    var selection: Set<Int> = [3, 9]
    let events: [(Double, Event)] = [
      (0, .down(rowPoint(2))), (0.1, .move(rowPoint(6))), (0.2, .selectAll),
      (0.3, .move(rowPoint(1))),
      (0.4, .limit(2)), (0.5, .deselectAll), (0.6, .move(rowPoint(8))), (0.7, .up),
    ]
    for (time, event) in events {
      for (item, selected, _) in itemChanges(engine.apply(event, at: time)) {
        #expect(selection.contains(item) != selected, "no-op entry for \(item) at \(time)")
        if selected { selection.insert(item) } else { selection.remove(item) }
      }
      #expect(engine.selection == selection.sorted())
    }
  }

  @Test("SPEC 2.6: lowering the limit deselects from the end, forced, in descending order")
  func lowerLimit() throws {
    var configuration = listConfiguration(count: 10)
    configuration.initialSelection = [1, 4, 6, 8]
    configuration.vetoDeselect = [8]
    let (engine, entries) = try play(configuration, [(0, .limit(1))])
    #expect(itemChanges(entries).map(\.0) == [8, 6, 4])
    #expect(itemChanges(entries).allSatisfy { !$0.1 && $0.2 == .limit })
    #expect(engine.selection == [1])
  }

  @Test(
    "SPEC 2.6: selectAll skips selected and vetoed items and stops at the limit",
    arguments: [
      (nil as Int?, [0, 2, 3, 4, 5]), (3, [0, 2, 3]), (1, [3]), (0, [3]), (-1, [3]),
    ])
  func selectAll(limit: Int?, expected: [Int]) throws {
    var configuration = listConfiguration(count: 6)
    configuration.vetoSelect = [1]
    configuration.initialSelection = limit.map { $0 >= 1 } ?? true ? [3] : []
    configuration.limit = limit
    let (engine, _) = try play(configuration, [(0, .selectAll)])
    #expect(engine.selection == (limit.map { $0 >= 1 } ?? true ? expected : []))
  }

  @Test("SPEC 2.6: deselectAll is forced and descending")
  func deselectAll() throws {
    var configuration = listConfiguration(count: 6)
    configuration.vetoDeselect = [0, 5]
    configuration.initialSelection = [0, 2, 5]
    let (engine, entries) = try play(configuration, [(0, .deselectAll)])
    #expect(itemChanges(entries).map(\.0) == [5, 2, 0])
    #expect(engine.selection.isEmpty)
  }

  @Test("SPEC 2.5: a run is a pure function of the scenario")
  func deterministic() throws {
    var random = TestRandom(state: 42)
    var events: [(Double, Event)] = [(0, .down(rowPoint(3)))]
    for step in 1...200 {
      events.append(
        (
          Double(step) * 0.013,
          .move(Point(x: Double(random.int(0...390)), y: Double(random.int(-50...900))))
        ))
    }
    var configuration = listConfiguration(mode: .range, count: 60, height: 40, hotspot: 100)
    configuration.limit = 7
    let first = try play(configuration, events).1
    let second = try play(configuration, events).1
    #expect(first == second)
    #expect(!first.isEmpty)
  }
}
