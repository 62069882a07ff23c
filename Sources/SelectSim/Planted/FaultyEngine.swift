import Foundation
import SelectCore
import Synchronization

/// SelectCore's engine with a planted fault (``PlantedFault``).
struct FaultyEngine: DragSelectEngine {
  private var engine: SelectionEngine
  private let fault: PlantedFault
  private let itemCount: Int
  private var limit: Int?
  private var spins = 0
  private var frames: [Rect]
  private var fingerIsDown = false
  /// In the order items were selected (for `unsorted-selection`).
  private var selectionOrder: [Int]
  /// Whether this engine was made after the process's cache warmed up (for `warm-cache`).
  private let cacheIsWarm: Bool

  /// Engines made in this process: the warm cache's age.
  private static let enginesMade = Atomic<Int>(0)

  init(configuration: Configuration) throws(ConfigurationError) {
    try self.init(configuration: configuration, fault: .trapOnRareEvent)
  }

  init(configuration: Configuration, fault: PlantedFault) throws(ConfigurationError) {
    self.fault = fault
    if fault == .trapInInit {
      // Columns from the narrowest frame: a frame of width 0 makes it infinite, and the
      // conversion traps.
      let narrowest = configuration.frames.map(\.width).min() ?? configuration.viewport.width
      let columns = Int(configuration.viewport.width / narrowest)
      precondition(columns >= 0)
    }
    engine = try SelectionEngine(configuration: configuration)
    itemCount = configuration.frames.count
    limit = configuration.limit
    frames = configuration.frames
    selectionOrder = configuration.initialSelection.sorted()
    let made = FaultyEngine.enginesMade.add(1, ordering: .relaxed).newValue
    cacheIsWarm = fault == .warmCache && made > 200
  }

  var offset: Double { engine.offset }

  var selection: [Int] { fault == .unsortedSelection ? selectionOrder : engine.selection }

  mutating func apply(_ event: Event, at time: Double) -> [Entry] {
    switch (fault, event) {
    case (.trapOnRareEvent, .frame(let item, let frame)) where fingerIsDown && frame.height == 0:
      // Rows of the item from its height: an empty frame gives an infinite row index.
      let rows = [Int](repeating: 0, count: 4)
      _ = rows[Int(frames[item].maxY / frame.height)]
    case (.infiniteLoop, .selectAll):
      let entries = engine.apply(event, at: time)
      // Keeps looking for selectable items until the limit is met, which vetoes (or too few
      // items) can prevent for ever.
      if let limit, limit > 0 {
        var cursor = 0
        while engine.selectedCount < limit {
          cursor = (cursor + 1) % Swift.max(itemCount, 1)
          spins &+= 1
        }
      }
      return entries
    case (.infiniteLoop, .limit(let newLimit)):
      limit = newLimit
    case (.slowCalls, .deselectAll):
      usleep(2_000_000)
    default:
      break
    }
    if case .down = event { fingerIsDown = true }
    if case .up = event { fingerIsDown = false }
    if case .cancel = event { fingerIsDown = false }
    if case .frame(let item, let frame) = event, item >= 0, item < frames.count {
      frames[item] = frame
    }
    var entries: [Entry]
    if cacheIsWarm, case .down(let point) = event {
      // The stale cache answers for a point shifted a row down.
      entries = engine.apply(.down(Point(x: point.x, y: point.y + 40)), at: time)
    } else {
      entries = engine.apply(event, at: time)
    }
    if fault == .outOfRangeIndex {
      entries = entries.map { entry in
        guard case .item(let item, let selected, let cause) = entry.change, item == itemCount - 1
        else { return entry }
        return .item(itemCount, selected: selected, cause: cause, at: entry.time)
      }
    }
    if fault == .unsortedSelection {
      for entry in entries {
        guard case .item(let item, let selected, _) = entry.change else { continue }
        if selected {
          selectionOrder.append(item)
        } else {
          selectionOrder.removeAll { $0 == item }
        }
      }
    }
    return entries
  }
}
