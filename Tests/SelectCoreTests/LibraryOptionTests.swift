import Testing

@testable import SelectCore

/// The range options of Android's drag-select libraries (SPEC 3.2 `range-target toggle`,
/// `range-revert opposite`; issue 24), on SelectCore's engine, each against the values before.
@Suite("Options for Android's drag-select libraries: range-target toggle, range-revert opposite")
struct LibraryOptionTests {
  /// A drag from row 0 to row 4 and back to row 1, over rows 1 and 3 selected before.
  private static let there: [(Double, Event)] = [
    (0, .down(rowPoint(0))), (0.1, .move(rowPoint(4))), (0.2, .move(rowPoint(1))),
  ]

  @Test("SPEC 3.2: toggle flips each item of R from its own state in S0; leaving, it goes back")
  func toggle() throws {
    for target in RangeTarget.allCases {
      var configuration = listConfiguration(mode: .range)
      configuration.rangeTarget = target
      configuration.initialSelection = [1, 3]
      let (engine, entries) = try play(configuration, Array(Self.there.prefix(2)))
      let expected: [Int] =
        switch target {
        case .toggle: [0, 2, 4]
        case .anchor, .select: [0, 1, 2, 3, 4]
        }
      #expect(engine.selection == expected)
      if target == .toggle {
        // Back at row 1: 2 to 4 go back to S0, 0 and 1 stay flipped.
        var back = try SelectionEngine(configuration: configuration)
        for (time, event) in Self.there { _ = back.apply(event, at: time) }
        #expect(back.selection == [0, 3])
        #expect(itemChanges(entries).filter { !$0.1 }.map(\.0) == [1, 3])
      }
    }
  }

  @Test("SPEC 3.2: opposite reverts against the target, whatever S0 held")
  func opposite() throws {
    for revert in RangeRevert.allCases {
      var configuration = listConfiguration(mode: .range)
      configuration.rangeRevert = revert
      configuration.initialSelection = [0, 3]
      // Anchored on selected row 0: deselect; rows 2 to 4 leave R at row 1.
      let (engine, _) = try play(configuration, Self.there)
      let expected: [Int] =
        switch revert {
        case .restore: [3]
        case .deselect: []
        case .opposite: [2, 3, 4]
        }
      #expect(engine.selection == expected)
    }
  }

  @Test("SPEC 3.2: under toggle, opposite is restore; under direction anchor, it turns around")
  func combinations() throws {
    var configuration = listConfiguration(mode: .range)
    configuration.rangeTarget = .toggle
    configuration.rangeRevert = .opposite
    configuration.initialSelection = [1, 3]
    var (engine, _) = try play(configuration, Self.there)
    #expect(engine.selection == [0, 3])
    configuration = listConfiguration(mode: .range)
    configuration.rangeRevert = .opposite
    configuration.rangeDirection = .anchor
    // Select 0 to 3; deselect-all turns the drag to deselect at the next change of c, and the
    // items leaving R (2 and 3) get its opposite, select.
    (engine, _) = try play(
      configuration,
      [
        (0, .down(rowPoint(0))), (0.1, .move(rowPoint(3))), (0.2, .deselectAll),
        (0.3, .move(rowPoint(1))),
      ])
    #expect(engine.selection == [2, 3])
  }
}
