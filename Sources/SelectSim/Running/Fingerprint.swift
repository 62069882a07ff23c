package import SelectCore

/// A stable 64-bit hash of generated scenarios and their traces (SPEC 6): built from bit patterns
/// and SplitMix64's mix only, so it is the same on every run and machine.
public struct Fingerprint: Hashable, Sendable {
  /// The hash so far.
  public private(set) var value: UInt64 = 0x6A09_E667_F3BC_C908

  package init() {}

  package mutating func add(_ word: UInt64) { value = SplitMix64.mix(value &+ word) }
  package mutating func add(_ number: Int) { add(UInt64(bitPattern: Int64(number))) }
  package mutating func add(_ number: Double) { add(number.bitPattern) }
  package mutating func add(_ flag: Bool) { add(flag ? 1 as UInt64 : 2) }

  package mutating func add(_ point: Point) {
    add(point.x)
    add(point.y)
  }

  package mutating func add(_ rect: Rect) {
    add(rect.x)
    add(rect.y)
    add(rect.width)
    add(rect.height)
  }

  /// The 16 lowercase hex digits SPEC 6 prints.
  public var hex: String { Fingerprint.hex(value) }

  /// `word` as 16 lowercase hex digits.
  package static func hex(_ word: UInt64) -> String {
    let digits = String(word, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Adds every part of `scenario`, sets in ascending order.
  package mutating func add(_ scenario: Scenario) {
    let configuration = scenario.configuration
    add(SelectionMode.allCases.firstIndex(of: configuration.mode) ?? 0)
    // Options added later are hashed only away from their defaults (SpecOption's mark), so
    // that a run in which every case has the defaults keeps the fingerprint it had before they
    // existed; the values added later to the first two options come after all the others.
    for option in SpecOptions.hashOrder { option.hash(configuration, into: &self) }
    for option in SpecOptions.hashOrder { option.hashLater(configuration, into: &self) }
    add(configuration.tapSlop)
    add(configuration.viewport.width)
    add(configuration.viewport.height)
    add(configuration.viewport.insetTop)
    add(configuration.viewport.insetBottom)
    add(configuration.contentHeight ?? -1)
    add(configuration.initialOffset)
    let hotspot = configuration.autoScroll
    for value in [
      hotspot.hotspotHeight, hotspot.topOffset, hotspot.bottomOffset, hotspot.velocity,
      hotspot.interval,
    ] {
      add(value)
    }
    add(configuration.limit ?? Int.min)
    add(configuration.frames.count)
    for frame in configuration.frames { add(frame) }
    for set in [
      configuration.vetoSelect, configuration.vetoDeselect, configuration.initialSelection,
    ] {
      add(set.count)
      for item in set.sorted() { add(item) }
    }
    add(scenario.timeline.count)
    for scheduled in scenario.timeline {
      add(scheduled.time)
      if scheduled.isStray { add(98) }
      if let event = scheduled.event { add(event) } else { add(99) }
    }
  }

  package mutating func add(_ event: Event) {
    switch event {
    case .down(let point):
      add(1)
      add(point)
    case .move(let point):
      add(2)
      add(point)
    case .up: add(3)
    case .cancel: add(4)
    case .idle: add(5)
    case .scroll(let offset):
      add(6)
      add(offset)
    case .frame(let item, let rect):
      add(7)
      add(item)
      add(rect)
    case .limit(let limit):
      add(8)
      add(limit ?? Int.min)
    case .selectAll: add(9)
    case .deselectAll: add(10)
    case .insert(let index, let rect):
      add(11)
      add(index)
      add(rect)
    case .remove(let index):
      add(12)
      add(index)
    case .reorder(let from, let to):
      add(13)
      add(from)
      add(to)
    }
  }

  package mutating func add(_ entry: Entry) {
    add(entry.time)
    switch entry.change {
    case .item(let item, let selected, let cause):
      add(item)
      add(selected)
      add(Entry.Cause.allCases.firstIndex(of: cause) ?? 0)
    case .offset(let offset):
      add(-1)
      add(offset)
    }
  }
}
