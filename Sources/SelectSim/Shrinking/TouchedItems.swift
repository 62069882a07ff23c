import SelectCore

/// The items a scenario's run comes near, for the shrinker's first cut of a large layout: those
/// SelectCore's engine changes, those whose frames a finger's path touches (at the offsets that
/// engine reaches), those a `frame` event or the initial selection names, the frame lowest in the
/// content (it sets the content height), and in range mode every index between the lowest and
/// the highest of them (a range's extent lies between its anchor and `c`).
///
/// It asks SelectCore's engine, not the engine being shrunk: it is only a guess, which the
/// shrinker tries as one candidate and keeps only if the failure stays the same.
///
/// - Complexity: O(*n* · *f* + *e* log *n*) for *n* items, *f* finger movements and *e* timeline
///   lines: each movement's path is tested against every frame.
struct TouchedItems {
  private var touched: [Bool]
  /// The number of items touched.
  private(set) var count = 0

  init(_ scenario: Scenario) {
    let configuration = scenario.configuration
    let frames = configuration.frames
    touched = Array(repeating: false, count: frames.count)
    // Under list changes an index names different items over time (SPEC 2.7): every item counts.
    if scenario.changesList {
      for item in frames.indices { mark(item) }
      return
    }
    for item in configuration.initialSelection { mark(item) }
    if configuration.contentHeight == nil,
      let lowest = frames.indices.max(by: {
        frames[$0].maxY < frames[$1].maxY
      })
    {
      mark(lowest)
    }
    guard var engine = try? SelectionEngine(configuration: configuration) else { return }
    var finger: Point?
    for scheduled in scenario.timeline {
      guard let event = scheduled.event else { continue }
      for entry in engine.apply(event, at: scheduled.time) {
        if let change = entry.itemChange { mark(change.item) }
      }
      switch event {
      case .frame(let item, _):
        if !scheduled.isStray { mark(item) }
      case .down(let point), .move(let point):
        guard !scheduled.isStray else { break }
        let content = SpecGeometry.contentPoint(point, offset: engine.offset)
        let start = finger ?? content
        for item in frames.indices
        where SpecGeometry.contactTime(frames[item], from: start, to: content) != nil {
          mark(item)
        }
        finger = content
      case .up, .cancel:
        if !scheduled.isStray { finger = nil }
      default:
        break
      }
    }
    if configuration.mode == .range, let low = touched.firstIndex(of: true),
      let high = touched.lastIndex(of: true)
    {
      for item in low...high { mark(item) }
    }
  }

  func contains(_ item: Int) -> Bool { touched[item] }

  private mutating func mark(_ item: Int) {
    guard touched.indices.contains(item), !touched[item] else { return }
    touched[item] = true
    count += 1
  }
}
