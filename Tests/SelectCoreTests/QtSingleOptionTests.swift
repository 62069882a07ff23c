import Testing

@testable import SelectCore

/// Qt's `SingleSelection` as options of SPEC 3.3 (issue 24): `single-release retap` (the release
/// applies its selection command after a press that made none) and `single-select-all ignore`
/// (`selectAll()` does nothing in single mode).
@Suite("Options for Qt's SingleSelection: single-release and single-select-all (SPEC 3.3)")
struct QtSingleOptionTests {
  /// Ten rows of 60 in single mode under `single-commit follow` and `single-release retap`.
  private static func retapping(selected: Set<Int> = []) -> Configuration {
    var configuration = listConfiguration(mode: .single)
    configuration.singleCommit = .follow
    configuration.singleRelease = .retap
    configuration.initialSelection = selected
    configuration.viewport.height = 300
    return configuration
  }

  @Test(
    "SPEC 3.3: after a press on the selected row, the up taps the row scrolled under the finger")
  func retapAfterPressOnSelected() throws {
    let (engine, entries) = try play(
      Self.retapping(selected: [2]), [(0, .down(rowPoint(2))), (0.1, .scroll(120)), (0.2, .up)])
    #expect(engine.selection == [4])
    #expect(itemChanges(entries).map { "\($0.0)\($0.1)\($0.2)" } == ["2falsetap", "4truetap"])
    #expect(entries.allSatisfy { $0.time == 0.2 || $0.time == 0.1 })
    #expect(entries.last?.time == 0.2)
  }

  @Test("SPEC 3.3: after a press that selected a row, the up changes nothing")
  func noRetapAfterSelectingPress() throws {
    let (engine, entries) = try play(
      Self.retapping(), [(0, .down(rowPoint(2))), (0.1, .scroll(120)), (0.2, .up)])
    #expect(engine.selection == [2])
    #expect(itemChanges(entries).count == 1)
  }

  @Test("SPEC 3.3: after a press on no item, the up taps what deselectAll cleared under the finger")
  func retapAfterPressOnNothing() throws {
    var configuration = Self.retapping()
    configuration.viewport.height = 844
    let (engine, entries) = try play(
      configuration,
      [
        (0, .down(Point(x: 100, y: 650))), (0.1, .move(rowPoint(1))), (0.2, .deselectAll),
        (0.3, .up),
      ])
    #expect(engine.selection == [1])
    #expect(
      itemChanges(entries).map { "\($0.0)\($0.1)" } == ["1true", "1false", "1true"])
  }

  @Test("SPEC 3.3: single-release ignore, and retap under single-commit tap, leave the up alone")
  func releaseIgnored() throws {
    var configuration = Self.retapping(selected: [2])
    configuration.singleRelease = .ignore
    var (engine, _) = try play(
      configuration, [(0, .down(rowPoint(2))), (0.1, .scroll(120)), (0.2, .up)])
    #expect(engine.selection == [2])
    configuration.singleRelease = .retap
    configuration.singleCommit = .tap
    (engine, _) = try play(
      configuration, [(0, .down(rowPoint(2))), (0.1, .scroll(120)), (0.2, .up)])
    #expect(engine.selection == [2])
  }

  @Test("SPEC 3.3: single-select-all ignore selects nothing; first selects the first allowed item")
  func selectAll() throws {
    var configuration = listConfiguration(mode: .single)
    configuration.vetoSelect = [0]
    var (engine, _) = try play(configuration, [(0, .selectAll)])
    #expect(engine.selection == [1])
    configuration.singleSelectAll = .ignore
    (engine, _) = try play(configuration, [(0, .selectAll)])
    #expect(engine.selection == [])
    // The option is single mode's: paint's selectAll selects as 2.6 says.
    configuration.mode = .paint
    (engine, _) = try play(configuration, [(0, .selectAll)])
    #expect(engine.selection == Array(1..<10))
  }

  @Test("SPEC 3.3: single-select-all active selects the item of the last up, item 0 before any")
  func selectAllActive() throws {
    var configuration = listConfiguration(mode: .single)
    configuration.singleSelectAll = .active
    configuration.initialSelection = [4]
    var (engine, entries) = try play(configuration, [(0, .selectAll)])
    #expect(engine.selection == [0])
    #expect(
      itemChanges(entries).map { "\($0.0)\($0.1)\($0.2)" } == [
        "4falseselectAll", "0trueselectAll",
      ])
    (engine, _) = try play(
      configuration,
      [(0, .down(rowPoint(5))), (0.1, .move(rowPoint(7))), (0.2, .up), (0.3, .selectAll)])
    #expect(engine.selection == [7])
    // A deselect veto keeps the selected item, and the capacity of one then refuses the active.
    configuration.vetoDeselect = [4]
    (engine, _) = try play(configuration, [(0, .selectAll)])
    #expect(engine.selection == [4])
  }
}
