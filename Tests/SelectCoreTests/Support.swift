@testable import SelectCore

/// A tiny deterministic generator for the core tests (SelectCore cannot see SelectSim's).
struct TestRandom {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  mutating func bool() -> Bool { next() & 1 == 1 }
}

/// A configuration for a list of `count` rows of `height` points, full width, in a 390x844 viewport.
func listConfiguration(
  mode: SelectionMode = .paint, count: Int = 10, height: Double = 60, hotspot: Double = 0
) -> Configuration {
  Configuration(
    mode: mode, viewport: Viewport(width: 390, height: 844),
    frames: (0..<count).map { Rect(x: 0, y: Double($0) * height, width: 390, height: height) },
    autoScroll: AutoScrollSettings(hotspotHeight: hotspot))
}

/// The viewport point at the middle of row `row` of a list of `height`-point rows.
func rowPoint(_ row: Int, height: Double = 60) -> Point {
  Point(x: 100, y: Double(row) * height + height / 2)
}

/// Plays `events` through a new engine and returns it with every entry.
func play(_ configuration: Configuration, _ events: [(Double, Event)]) throws -> (
  SelectionEngine, [Entry]
) {
  var engine = try SelectionEngine(configuration: configuration)
  var entries: [Entry] = []
  for (time, event) in events { entries += engine.apply(event, at: time) }
  return (engine, entries)
}

/// The item entries only, as (item, selected, cause).
func itemChanges(_ entries: [Entry]) -> [(Int, Bool, Entry.Cause)] {
  entries.compactMap {
    if case .item(let item, let selected, let cause) = $0.change {
      (item, selected, cause)
    } else {
      nil
    }
  }
}

/// The offsets of the offset entries, in order.
func offsets(_ entries: [Entry]) -> [Double] {
  entries.compactMap { if case .offset(let offset) = $0.change { offset } else { nil } }
}
