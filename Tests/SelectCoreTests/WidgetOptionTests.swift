import Testing

@testable import SelectCore

/// The options that say what real widgets do (SPEC 3.2 `range-start`, 3.3 `single-commit`; issue
/// 24), on SelectCore's engine; the reference model and the invariants are tested by the Corpus
/// and by fuzzing.
@Suite("Options for real widgets: range-start and single-commit (SPEC 3.2, 3.3)")
struct WidgetOptionTests {
  @Test(
    "SPEC 3.3: single-commit press selects at the down, with the down's time; the up adds nothing")
  func press() throws {
    var configuration = listConfiguration(mode: .single)
    configuration.singleCommit = .press
    configuration.initialSelection = [2]
    let (engine, entries) = try play(
      configuration, [(0.5, .down(rowPoint(5))), (0.6, .move(rowPoint(7))), (0.7, .up)])
    #expect(engine.selection == [5])
    #expect(itemChanges(entries).map { "\($0.0)\($0.1)\($0.2)" } == ["2falsetap", "5truetap"])
    #expect(entries.allSatisfy { $0.time == 0.5 })
  }

  @Test("SPEC 3.3: single-commit follow selects the item under each move; no item, no change")
  func follow() throws {
    var configuration = listConfiguration(mode: .single)
    configuration.singleCommit = .follow
    let (engine, entries) = try play(
      configuration,
      [
        (0, .down(rowPoint(1))), (0.1, .move(rowPoint(3))), (0.2, .move(Point(x: 100, y: 700))),
        (0.3, .scroll(60)), (0.4, .up),
      ])
    #expect(engine.selection == [3])
    #expect(
      itemChanges(entries).map { "\($0.0)\($0.1)" } == ["1true", "1false", "3true"])
  }

  @Test("SPEC 3.3: under press and follow a tap is the press, so the default tap never adds to it")
  func pressThenTap() throws {
    for commit in [SingleCommit.press, .follow] {
      var configuration = listConfiguration(mode: .single)
      configuration.singleCommit = commit
      let (engine, entries) = try play(configuration, [(0, .down(rowPoint(4))), (0.1, .up)])
      #expect(engine.selection == [4])
      #expect(itemChanges(entries).count == 1)
    }
  }

  @Test(
    "SPEC 3.2: range-start clear deselects every other selected item at the anchor, nearest first")
  func clear() throws {
    var configuration = listConfiguration(mode: .range)
    configuration.rangeStart = .clear
    configuration.initialSelection = [1, 8]
    let (engine, entries) = try play(
      configuration, [(0, .down(rowPoint(5))), (0.1, .move(rowPoint(7))), (0.2, .up)])
    #expect(engine.selection == [5, 6, 7])
    #expect(
      itemChanges(entries).map { "\($0.0)\($0.1)" } == [
        "8false", "1false", "5true", "6true", "7true",
      ])
  }

  @Test(
    "SPEC 3.2: under range-start clear, S0 is empty: a cleared item leaving the range is unselected"
  )
  func clearEmptiesS0() throws {
    for revert in RangeRevert.allCases {
      var configuration = listConfiguration(mode: .range)
      configuration.rangeStart = .clear
      configuration.rangeRevert = revert
      configuration.initialSelection = [6]
      let (engine, _) = try play(
        configuration,
        [(0, .down(rowPoint(5))), (0.1, .move(rowPoint(7))), (0.2, .move(rowPoint(5)))])
      #expect(engine.selection == [5])
    }
  }

  @Test("SPEC 3.2: a touch that never anchors clears nothing; a vetoed anchor clears nothing")
  func noAnchorNoClear() throws {
    var configuration = listConfiguration(mode: .range, count: 3)
    configuration.rangeStart = .clear
    configuration.initialSelection = [0]
    configuration.vetoSelect = [2]
    let (engine, entries) = try play(
      configuration,
      [(0, .down(Point(x: 100, y: 500))), (0.1, .up), (0.2, .down(rowPoint(2))), (0.3, .up)])
    #expect(engine.selection == [0])
    #expect(entries.isEmpty)
  }
}
