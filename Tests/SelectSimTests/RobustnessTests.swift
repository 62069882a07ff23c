import SelectCore
import Testing

@testable import SelectSim

@Suite("Robustness: mangled scripts and wild API input are refused or ignored, never a trap")
struct RobustnessTests {
  /// Mangles `text` with the package's generator: token swaps, deletions, duplications and
  /// replacements with hostile values.
  static func mangle(_ text: String, _ random: inout some RandomSource) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let hostile = [
      "-1", "0", "1e309", "99999999999999999999", "nan", "-0", "4294967296", "x", "1,", ",1", "1x",
      "x1",
      "=", "count=", "count=-1", "columns=0", "#", "\t", "", "9x-9", "-5,-5", "0.0000000001",
      "1000000000.5",
    ]
    for _ in 0..<random.int(in: 1...4) where !lines.isEmpty {
      let line = random.int(in: 0...(lines.count - 1))
      var words = lines[line].split(separator: " ").map(String.init)
      switch random.int(in: 0...4) {
      case 0: lines.remove(at: line)
      case 1: lines.insert(lines[line], at: line)
      case 2 where !words.isEmpty:
        words[random.int(in: 0...(words.count - 1))] = random.element(of: hostile)
        lines[line] = words.joined(separator: " ")
      case 3: lines.swapAt(line, random.int(in: 0...(lines.count - 1)))
      default: lines[line] += " " + random.element(of: hostile)
      }
    }
    return lines.joined(separator: "\n")
  }

  @Test("2,000 mangled corpus scripts: each is refused with a position, or replays to a verdict")
  func mangledScripts() throws {
    let sources = try corpusFiles.prefix(60).map { try packageFile($0) }
    var random = Xoshiro256StarStar(seed: 99)
    var refused = 0
    for round in 0..<2_000 {
      let text = RobustnessTests.mangle(sources[round % sources.count], &random)
      do {
        let parsed = try ScriptParser.parse(text)
        _ = Replay.run(parsed, on: .core)
        _ = ScriptPrinter.print(parsed.scenario)
      } catch {
        refused += 1
        #expect(error.line >= 1 && error.column >= 1)
        #expect(!error.message.isEmpty)
      }
    }
    #expect(refused > 100 && refused < 1_900, "refused \(refused) of 2,000")
  }

  @Test("the engine ignores wild events and keeps its invariants")
  func wildEvents() throws {
    var configuration = Configuration(
      mode: .range, viewport: Viewport(width: 390, height: 844),
      frames: Grid(count: 50, columns: 5, origin: Point(x: 0, y: 0), cellWidth: 78, cellHeight: 78)
        .frames)
    configuration.limit = 4
    var random = Xoshiro256StarStar(seed: 5)
    let values: [Double] = [
      .nan, .infinity, -.infinity, 1e300, -1e300, 0, -0.0, Double.leastNonzeroMagnitude, 1e9, -1e9,
      100, 390.5,
    ]
    for mode in SelectionMode.allCases {
      configuration.mode = mode
      var engine = try SelectionEngine(configuration: configuration)
      var time = 0.0
      var ignoredTimes = 0
      var limit: Int? = 4
      for _ in 0..<3_000 {
        time += random.element(of: [0, 0.001, 0.03, 0.2])
        // Now and then a time that goes back or is not a time at all: the event must be ignored.
        let wildTime =
          random.chance(0.1) ? random.element(of: [time - 1, .nan, .infinity, 1e12]) : nil
        let point = Point(x: random.element(of: values), y: random.element(of: values))
        let event: Event = random.element(of: [
          .down(point), .move(point), .up, .cancel, .idle, .scroll(random.element(of: values)),
          .frame(
            item: random.int(in: -2...60),
            Rect(x: point.x, y: point.y, width: random.element(of: values), height: 10)),
          .limit(random.element(of: [nil, -5, 0, 1, 3, Int.max, Int.min])), .selectAll,
          .deselectAll,
        ])
        let before = (engine.selection, engine.offset)
        let entries = engine.apply(event, at: wildTime ?? time)
        if wildTime == nil, case .limit(let newLimit) = event { limit = newLimit }
        if wildTime != nil {
          ignoredTimes += 1
          #expect(entries.isEmpty && engine.selection == before.0 && engine.offset == before.1)
        }
        for entry in entries { #expect(entry.time.isFinite) }
        #expect(engine.offset.isFinite)
        let capacity = limit.map { max($0, 0) } ?? Int.max
        #expect(engine.selection.count <= (mode == .single ? min(capacity, 1) : capacity))
      }
      #expect(ignoredTimes > 100)
    }
  }
}
