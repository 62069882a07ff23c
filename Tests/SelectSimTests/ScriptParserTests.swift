import SelectCore
import Testing

@testable import SelectSim

@Suite("Script parser: every error names its line, column and what was expected (SPEC 5)")
struct ScriptParserTests {
  struct ErrorCase: CustomTestStringConvertible, Sendable {
    var name: String
    var script: String
    var line: Int
    var column: Int
    var message: String
    var testDescription: String { name }
  }

  static let header = "selscript 1\nviewport 390x844\n"

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      name: "empty script", script: "", line: 1, column: 1, message: "expected 'selscript 1'"),
    ErrorCase(
      name: "comments only", script: "# nothing\n\n", line: 1, column: 1,
      message: "expected 'selscript 1'"),
    ErrorCase(
      name: "missing version line", script: "mode paint\n", line: 1, column: 1,
      message: "expected 'selscript 1' as the first statement"),
    ErrorCase(
      name: "wrong version", script: "selscript 2\n", line: 1, column: 11,
      message: "expected version 1, found '2'"),
    ErrorCase(
      name: "text after version", script: "selscript 1 x\n", line: 1, column: 13,
      message: "unexpected 'x'"),
    ErrorCase(
      name: "unknown statement", script: header + "colour red\n", line: 3, column: 1,
      message: "expected a setup statement"),
    ErrorCase(
      name: "statement twice", script: header + "mode paint\nmode range\n", line: 4, column: 1,
      message: "'mode' is given twice (first on line 3)"),
    ErrorCase(
      name: "unknown mode", script: header + "mode lasso\n", line: 3, column: 6,
      message: "expected a mode (paint | range | single), found 'lasso'"),
    ErrorCase(
      name: "bad range target", script: header + "range-target all\n", line: 3, column: 14,
      message: "expected a range target"),
    ErrorCase(
      name: "bad range revert", script: header + "range-revert undo\n", line: 3, column: 14,
      message: "expected a range revert"),
    ErrorCase(
      name: "viewport without x", script: "selscript 1\nviewport 390\n", line: 2, column: 10,
      message: "expected a size WxH, found '390'"),
    ErrorCase(
      name: "viewport negative", script: "selscript 1\nviewport 390x-5\n", line: 2, column: 14,
      message: "expected a height of 0 or more, found '-5'"),
    ErrorCase(
      name: "viewport missing", script: "selscript 1\nmode paint\n0 idle\n", line: 3, column: 1,
      message: "expected a 'viewport WxH' statement"),
    ErrorCase(
      name: "viewport missing at end", script: "selscript 1\nmode paint\n", line: 2, column: 1,
      message: "expected a 'viewport WxH' statement"),
    ErrorCase(
      name: "insets missing bottom", script: header + "insets 4\n", line: 3, column: 9,
      message: "expected the bottom inset, found the end of the line"),
    ErrorCase(
      name: "exponent", script: header + "offset 1e5\n", line: 3, column: 8,
      message: "expected the offset (a number like 12 or -3.5), found '1e5'"),
    ErrorCase(
      name: "nan", script: header + "offset nan\n", line: 3, column: 8, message: "found 'nan'"),
    ErrorCase(
      name: "number too large", script: header + "offset 10000000000\n", line: 3, column: 8,
      message: "out of range"),
    ErrorCase(
      name: "negative content height", script: header + "content-height -1\n", line: 3, column: 16,
      message: "of 0 or more"),
    ErrorCase(
      name: "hotspot unknown key", script: header + "hotspot speed=3\n", line: 3, column: 9,
      message: "expected a hotspot key"),
    ErrorCase(
      name: "hotspot repeated key", script: header + "hotspot height=3 height=4\n", line: 3,
      column: 18, message: "given twice"),
    ErrorCase(
      name: "hotspot zero interval", script: header + "hotspot interval=0\n", line: 3, column: 18,
      message: "expected a positive interval"),
    ErrorCase(
      name: "hotspot negative velocity", script: header + "hotspot velocity=-1\n", line: 3,
      column: 18, message: "of 0 or more"),
    ErrorCase(
      name: "hotspot without =", script: header + "hotspot height\n", line: 3, column: 9,
      message: "expected key=value"),
    ErrorCase(
      name: "negative tap slop", script: header + "tap-slop -1\n", line: 3, column: 10,
      message: "of 0 or more"),
    ErrorCase(
      name: "bad limit", script: header + "limit few\n", line: 3, column: 7,
      message: "expected a limit or 'none'"),
    ErrorCase(
      name: "item out of order", script: header + "item 1 0,0 10x10\n", line: 3, column: 6,
      message: "expected item index 0"),
    ErrorCase(
      name: "item bad point", script: header + "item 0 0;0 10x10\n", line: 3, column: 8,
      message: "expected a point X,Y"),
    ErrorCase(
      name: "item bad y", script: header + "item 0 0,a 10x10\n", line: 3, column: 10,
      message: "expected y"),
    ErrorCase(
      name: "item missing size", script: header + "item 0 0,0\n", line: 3, column: 11,
      message: "expected the item's size WxH"),
    ErrorCase(
      name: "grid missing keys", script: header + "grid count=3 columns=1\n", line: 3, column: 23,
      message: "grid needs origin, cell"),
    ErrorCase(
      name: "grid zero columns", script: header + "grid count=3 columns=0 origin=0,0 cell=1x1\n",
      line: 3, column: 22, message: "expected at least 1 column"),
    ErrorCase(
      name: "grid unknown key", script: header + "grid rows=3\n", line: 3, column: 6,
      message: "expected a grid key"),
    ErrorCase(
      name: "grid too many items",
      script: header + "grid count=2000000 columns=1 origin=0,0 cell=1x1\n", line: 3, column: 12,
      message: "too many items"),
    ErrorCase(
      name: "grid beyond coordinates",
      script: header + "grid count=1000 columns=1 origin=0,0 cell=10x999999999\n", line: 3,
      column: 1, message: "beyond the largest coordinate"),
    ErrorCase(
      name: "veto index out of range", script: header + "item 0 0,0 1x1\nveto-select 0 3\n",
      line: 4, column: 15, message: "veto-select names item 3, but the items are 0..<1"),
    ErrorCase(
      name: "selected index before items is checked at the end",
      script: header + "selected 2\nitem 0 0,0 1x1\n0 idle\n", line: 3, column: 10,
      message: "selected names item 2"),
    ErrorCase(
      name: "repeated index", script: header + "item 0 0,0 1x1\nselected 0 0\n", line: 4,
      column: 12, message: "item 0 is repeated"),
    ErrorCase(
      name: "index not an integer", script: header + "item 0 0,0 1x1\nveto-deselect -1\n", line: 4,
      column: 15, message: "expected an item index"),
    ErrorCase(
      name: "selection over the limit",
      script: header + "limit 1\ngrid count=3 columns=1 origin=0,0 cell=9x9\nselected 0 1\n",
      line: 5, column: 1, message: "more than limit 1 allows"),
    ErrorCase(
      name: "two selected in single mode",
      script: header + "mode single\ngrid count=3 columns=1 origin=0,0 cell=9x9\nselected 0 1\n",
      line: 5, column: 1, message: "single mode allows at most one"),
    ErrorCase(
      name: "time goes back", script: header + "1 idle\n0.5 idle\n", line: 4, column: 1,
      message: "time 0.5 goes back"),
    ErrorCase(
      name: "down while down", script: header + "0 down 1,1\n0.1 down 2,2\n", line: 4, column: 5,
      message: "'down' while the finger is already down (since line 3)"),
    ErrorCase(
      name: "move while up", script: header + "0 move 1,1\n", line: 3, column: 3,
      message: "'move' while the finger is up"),
    ErrorCase(
      name: "up while up", script: header + "0 down 1,1\n0.1 up\n0.2 up\n", line: 5, column: 5,
      message: "'up' while the finger is up"),
    ErrorCase(
      name: "cancel while up", script: header + "0 cancel\n", line: 3, column: 3,
      message: "'cancel' while the finger is up"),
    ErrorCase(
      name: "unknown event", script: header + "0 press 1,1\n", line: 3, column: 3,
      message: "expected an event"),
    ErrorCase(
      name: "missing event", script: header + "0\n", line: 3, column: 2,
      message: "expected an event"),
    ErrorCase(
      name: "frame index out of range", script: header + "0 frame 4 0,0 1x1\n", line: 3, column: 9,
      message: "item 4 does not exist"),
    ErrorCase(
      name: "trailing token", script: header + "0 idle now\n", line: 3, column: 8,
      message: "unexpected 'now' after idle"),
    ErrorCase(
      name: "down missing point", script: header + "0 down\n", line: 3, column: 7,
      message: "expected the point X,Y"),
    ErrorCase(
      name: "expect repeated item", script: header + "item 0 0,0 1x1\nexpect selected 0 0\n",
      line: 4, column: 19, message: "item 0 is repeated"),
    ErrorCase(
      name: "expect unknown", script: header + "expect colour\n", line: 3, column: 8,
      message: "expected what to expect"),
    ErrorCase(
      name: "expect negative count", script: header + "expect count -1\n", line: 3, column: 14,
      message: "expected a count"),
    ErrorCase(
      name: "timed after untimed expect", script: header + "expect count 0\n1 idle\n", line: 4,
      column: 1, message: "timed line after an untimed 'expect'"),
    ErrorCase(
      name: "setup in the timeline", script: header + "0 idle\nmode range\n", line: 4, column: 1,
      message: "'mode' is a setup statement"),
    ErrorCase(
      name: "word after untimed expect", script: header + "expect count 0\nmode range\n", line: 4,
      column: 1, message: "expected 'expect'"),
    ErrorCase(
      name: "scroll without offset", script: header + "0 scroll\n", line: 3, column: 9,
      message: "expected the offset"),
    ErrorCase(
      name: "tab-separated columns count from 1", script: header + "0\tfly\n", line: 3, column: 3,
      message: "expected an event"),
    ErrorCase(
      name: "unknown word in the timeline", script: header + "0 idle\ncolour red\n", line: 4,
      column: 1,
      message: "expected a time or 'expect', found 'colour'"),
    ErrorCase(
      name: "hotspot value not a number", script: header + "hotspot height=tall\n", line: 3,
      column: 16,
      message: "expected the hotspot height"),
    ErrorCase(
      name: "grid key repeated", script: header + "grid count=1 count=2\n", line: 3, column: 14,
      message: "grid key 'count' is given twice"),
    ErrorCase(
      name: "grid count not an integer", script: header + "grid count=1.5\n", line: 3, column: 12,
      message: "expected a count"),
    ErrorCase(
      name: "expect selected out of range", script: header + "item 0 0,0 1x1\nexpect selected 3\n",
      line: 4,
      column: 17, message: "item 3 does not exist"),
    ErrorCase(
      name: "expect offset without a value", script: header + "0 expect offset\n", line: 3,
      column: 16,
      message: "expected the offset"),
    ErrorCase(
      name: "negative size in a frame event",
      script: header + "item 0 0,0 1x1\n0 frame 0 0,0 -1x5\n", line: 4,
      column: 15, message: "expected a width of 0 or more"),
    ErrorCase(
      name: "limit event without a value", script: header + "0 limit\n", line: 3, column: 8,
      message: "expected a limit"),
  ]

  @Test("each malformed script is refused at its line and column", arguments: errorCases)
  func refused(_ sample: ErrorCase) {
    do {
      _ = try ScriptParser.parse(sample.script)
      Issue.record("parsed without error")
    } catch {
      #expect(error.line == sample.line)
      #expect(error.column == sample.column)
      #expect(error.message.contains(sample.message), "\(error.message)")
      #expect(error.description.hasPrefix("line \(sample.line), column \(sample.column): "))
    }
  }

  @Test("the SPEC's example statements all parse, with their meaning")
  func specExample() throws {
    let script = """
      selscript 1
      mode range                     # paint | range | single
      range-target anchor
      range-revert restore
      viewport 390x844
      insets 0 0
      content-height 2400
      offset 0
      hotspot height=100 top=0 bottom=0 velocity=0.5 interval=0.025
      tap-slop 10
      limit 5
      item 0 0,0 120x120
      grid count=40 columns=3 origin=0,130 cell=120x120 spacing=4,4
      veto-select 4 9
      veto-deselect 2
      selected 1 2
      0.000 down 60,60
      0.016 move 65,140
      0.900 idle
      1.000 up
      1.050 down 1,1
      1.100 cancel
      1.200 limit 2
      1.300 select-all
      1.400 deselect-all
      1.500 scroll 300
      1.600 frame 7 0,500 120x60
      1.700 expect selected 0 1 2
      expect offset 0
      expect count 3
      """
    let parsed = try ScriptParser.parse(script)
    let configuration = parsed.scenario.configuration
    #expect(configuration.mode == .range)
    #expect(configuration.contentHeight == 2400)
    #expect(configuration.limit == 5)
    #expect(configuration.frames.count == 41)
    #expect(configuration.frames[2] == Rect(x: 124, y: 130, width: 120, height: 120))
    #expect(configuration.frames[40] == Rect(x: 0, y: 130 + 13 * 124, width: 120, height: 120))
    #expect(configuration.vetoSelect == [4, 9])
    #expect(configuration.initialSelection == [1, 2])
    #expect(parsed.scenario.timeline.count == 12)
    #expect(
      parsed.scenario.timeline[10].action
        == .event(.frame(item: 7, Rect(x: 0, y: 500, width: 120, height: 60))))
    #expect(parsed.scenario.expectations == [.offset(0), .count(3)])
    #expect(parsed.timelineLines.first == 17)
    #expect(parsed.expectationLines == [29, 30])
  }

  @Test("options of another mode are accepted and ignored")
  func otherModesOptions() throws {
    let parsed = try ScriptParser.parse(
      "selscript 1\nrange-revert deselect\ntap-slop 3\nviewport 10x10\n")
    #expect(parsed.scenario.configuration.rangeRevert == .restore)
    #expect(parsed.scenario.configuration.tapSlop == 10)
  }
}

@Suite("Script printer: canonical text that parses back to the same scenario (SPEC 5)")
struct ScriptPrinterTests {
  @Test("every corpus script round-trips, and printing is canonical", arguments: corpusFiles)
  func corpusRoundTrip(file: String) throws {
    let parsed = try ScriptParser.parse(try packageFile(file))
    let printed = ScriptPrinter.print(parsed.scenario)
    let reparsed = try ScriptParser.parse(printed)
    #expect(reparsed.scenario == parsed.scenario)
    #expect(ScriptPrinter.print(reparsed.scenario) == printed)
  }

  @Test("runs of grid cells print as one grid statement; other frames as items")
  func gridCompression() throws {
    var configuration = Configuration(viewport: Viewport(width: 100, height: 100))
    configuration.frames =
      Grid(
        count: 7, columns: 3, origin: Point(x: 0, y: 10), cellWidth: 30, cellHeight: 20,
        spacingX: 2, spacingY: 0.5
      ).frames
    configuration.frames.append(Rect(x: 1, y: 2, width: 3, height: 4))
    configuration.frames +=
      Grid(count: 5, columns: 1, origin: Point(x: 0, y: 500), cellWidth: 100, cellHeight: 44).frames
    let printed = ScriptPrinter.print(Scenario(configuration: configuration))
    #expect(printed.contains("grid count=7 columns=3 origin=0,10 cell=30x20 spacing=2,0.5\n"))
    #expect(printed.contains("item 7 1,2 3x4\n"))
    #expect(printed.contains("grid count=5 columns=1 origin=0,500 cell=100x44\n"))
    #expect(try ScriptParser.parse(printed).scenario.configuration == configuration)
  }

  @Test("a header becomes leading comments; defaults are left out")
  func headerAndDefaults() {
    let scenario = Scenario(
      configuration: Configuration(
        viewport: Viewport(width: 320, height: 568), frames: [Rect(x: 0, y: 0, width: 5, height: 5)]
      ),
      timeline: [.event(.down(Point(x: 1, y: 2)), at: 0), .event(.up, at: 0.5)],
      expectations: [.selected([0])])
    let printed = ScriptPrinter.print(scenario, header: ["invariant: limit", ""])
    #expect(
      printed == """
        # invariant: limit
        #
        selscript 1
        mode paint
        viewport 320x568
        item 0 0,0 5x5

        0 down 1,2
        0.5 up
        expect selected 0

        """)
  }
}
