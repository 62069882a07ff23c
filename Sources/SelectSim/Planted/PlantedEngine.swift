import Foundation
import SelectCore

/// SelectCore's engine with one planted bug.
struct PlantedEngine: DragSelectEngine {
  private var engine: SelectionEngine
  private let staleCache: Bool
  private var cachedSelection: [Int]

  /// Counts the engines made on the current thread, so that an engine and the twin the
  /// determinism check makes right after it always differ under `hash-ordered-ties`, whatever
  /// other threads do.
  private static func nextInstance() -> UInt64 {
    let dictionary = Thread.current.threadDictionary
    let count = (dictionary["SelectSim.PlantedEngine.instances"] as? UInt64 ?? 0) + 1
    dictionary["SelectSim.PlantedEngine.instances"] = count
    return count
  }

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
      variation = .hashOrderedTies(PlantedEngine.nextInstance())
    case .staleSelectionCache: variation = nil
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
