import Foundation
import SelectCore

/// SelectCore's engine with one planted bug.
struct PlantedEngine: DragSelectEngine {
  private var engine: SelectionEngine
  private let staleCache: Bool
  private var cachedSelection: [Int]

  /// A seed of this process, from the standard library's per-process hash seeding: the same for
  /// every engine of the process, different in a fresh process, as a `Set`'s order is.
  private static let processSeed: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0x5E1EC7)
    return UInt64(bitPattern: Int64(hasher.finalize()))
  }()

  /// An engine without a planted bug (the protocol's initializer); the harness uses the other.
  init(configuration: Configuration) throws(ConfigurationError) {
    engine = try SelectionEngine(configuration: configuration)
    staleCache = false
    cachedSelection = engine.selection
  }

  init(configuration: Configuration, bug: PlantedBug) throws(ConfigurationError) {
    let variation: Variation?
    switch bug.plant {
    case .variation(let planted): variation = planted
    case .hashOrderedTies:
      variation = .hashOrderedTies(PlantedEngine.processSeed)
    case .staleSelectionCache, .fault: variation = nil
    }
    engine = try SelectionEngine(configuration: configuration, variation: variation)
    if case .staleSelectionCache = bug.plant { staleCache = true } else { staleCache = false }
    cachedSelection = engine.selection
  }

  mutating func apply(_ event: Event, at time: Double) -> [Entry] {
    let entries = engine.apply(event, at: time)
    let refreshes = entries.contains { entry in
      if case .item(_, _, let cause) = entry.change {
        cause == .drag || cause == .tap
      } else {
        false
      }
    }
    if !staleCache || refreshes { cachedSelection = engine.selection }
    return entries
  }

  var offset: Double { engine.offset }
  var selection: [Int] { cachedSelection }
}
