import Testing

@testable import SelectCore

@Suite("Configuration: invalid input is refused with a typed error (SPEC 2.1, 2.4)")
struct ConfigurationTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var change: @Sendable (inout Configuration) -> Void
    var expected: ConfigurationError
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "NaN frame x", change: { $0.frames[1].x = .nan },
      expected: .notFinite(field: "frame of item 1: x")),
    Case(
      name: "infinite viewport", change: { $0.viewport.height = .infinity },
      expected: .notFinite(field: "viewport height")),
    Case(
      name: "negative width", change: { $0.frames[2].width = -1 },
      expected: .negative(field: "frame of item 2: width", value: -1)),
    Case(
      name: "negative inset", change: { $0.viewport.insetTop = -3 },
      expected: .negative(field: "top inset", value: -3)),
    Case(
      name: "huge offset", change: { $0.initialOffset = 1e12 },
      expected: .tooLarge(field: "offset", value: 1e12)),
    Case(
      name: "zero interval", change: { $0.autoScroll.interval = 0 },
      expected: .nonPositiveInterval(0)),
    Case(
      name: "negative tap slop", change: { $0.tapSlop = -1 },
      expected: .negative(field: "tap slop", value: -1)),
    Case(
      name: "veto out of range", change: { $0.vetoSelect = [10] },
      expected: .indexOutOfRange(field: "veto-select", index: 10, itemCount: 10)),
    Case(
      name: "selection out of range", change: { $0.initialSelection = [3, 12] },
      expected: .indexOutOfRange(field: "selected", index: 12, itemCount: 10)),
    Case(
      name: "selection over the limit",
      change: {
        $0.initialSelection = [1, 2, 3]
        $0.limit = 2
      }, expected: .selectionOverLimit(count: 3, limit: 2)),
    Case(
      name: "selection under limit 0",
      change: {
        $0.initialSelection = [1]
        $0.limit = 0
      }, expected: .selectionOverLimit(count: 1, limit: 0)),
    Case(
      name: "two selected in single mode",
      change: {
        $0.mode = .single
        $0.initialSelection = [1, 2]
      }, expected: .singleModeSelection(count: 2)),
  ]

  @Test("SPEC 2.1, 2.4: each invalid configuration names its problem", arguments: cases)
  func refused(_ sample: Case) {
    var configuration = listConfiguration()
    sample.change(&configuration)
    #expect(throws: sample.expected) { try SelectionEngine(configuration: configuration) }
  }

  @Test("a valid configuration with every option set is accepted")
  func accepted() throws {
    var configuration = listConfiguration(mode: .range)
    configuration.limit = 3
    configuration.initialSelection = [1, 2, 3]
    configuration.vetoSelect = [4]
    configuration.vetoDeselect = [5]
    configuration.contentHeight = 5000
    configuration.autoScroll = AutoScrollSettings(
      hotspotHeight: -5, topOffset: -20, bottomOffset: 10, velocity: 0, interval: 0.001)
    let engine = try SelectionEngine(configuration: configuration)
    #expect(engine.selection == [1, 2, 3])
  }

  @Test("every error prints a sentence naming its field")
  func descriptions() {
    for sample in ConfigurationTests.cases {
      #expect(!sample.expected.description.isEmpty)
    }
    #expect(
      ConfigurationError.notFinite(field: "viewport height").description
        == "viewport height is not a finite number")
  }
}
