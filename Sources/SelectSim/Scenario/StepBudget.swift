import SelectCore

/// The bound on auto-scroll work per scenario (SPEC 9): at most ``limit`` steps that can change
/// something.
///
/// A step can change something while it moves the offset, or once after an event (its movement
/// logic); a step whose offset is clamped and whose finger stays still changes nothing, and every
/// engine, the harness and the model skip those at no cost. The count here is an upper bound
/// worked out from the timeline alone: between two lines with the finger down in a hotspot at
/// depth `d`, at most `min(due steps, ceil(R / (velocity * d)) + 1)` steps can change something,
/// where `R` is the widest the offset range can be in the scenario.
package enum StepBudget {
  /// The most steps that can change something in one scenario.
  package static let limit = 1_000_000

  /// Checks `scenario` against the budget.
  ///
  /// - Throws: ``ScenarioError`` naming the timeline line by which the bound passes ``limit``.
  /// - Complexity: O(*n* + *e*) for *n* items and *e* timeline lines.
  package static func check(_ scenario: Scenario) throws(ScenarioError) {
    let configuration = scenario.configuration
    let settings = configuration.autoScroll
    guard settings.hotspotHeight > 0 else { return }
    let range = widestOffsetRange(scenario)
    var total = 0.0
    var fingerY: Double?
    var hotspot: Hotspot?
    var enteredAt = 0.0
    var previousTime = 0.0
    for (index, scheduled) in scenario.timeline.enumerated() {
      let time = scheduled.time
      if let y = fingerY, let hotspot {
        let depth = SpecGeometry.depth(
          in: hotspot, y: y, settings, viewportHeight: configuration.viewport.height)
        total += usefulSteps(
          from: previousTime, to: time, enteredAt: enteredAt, interval: settings.interval,
          range: range, perStep: settings.velocity * depth)
        if total > Double(limit) {
          throw ScenarioError(
            timelineIndex: index,
            message:
              "by this line the auto-scroll steps that can change something pass the budget of "
              + "\(limit) (SPEC 9): the finger dwells too long in a hotspot for interval "
              + "\(ScriptPrinter.number(settings.interval)) and velocity "
              + "\(ScriptPrinter.number(settings.velocity))")
        }
      }
      previousTime = time
      switch scheduled.event {
      case .down(let point):
        fingerY = point.y
        hotspot = nil
      case .move(let point):
        fingerY = point.y
      case .up, .cancel:
        fingerY = nil
      default:
        continue
      }
      let now = fingerY.flatMap {
        SpecGeometry.hotspot(atY: $0, settings, viewportHeight: configuration.viewport.height)
      }
      if now != hotspot { enteredAt = time }
      hotspot = now
    }
  }

  /// Steps due in `(from, to]` for a clock started at `enteredAt`, capped by how many can move
  /// the offset across `range` by `perStep` each, plus one for the movement logic after an event;
  /// one more for rounding.
  private static func usefulSteps(
    from: Double, to: Double, enteredAt: Double, interval: Double, range: Double, perStep: Double
  ) -> Double {
    guard to > from else { return 0 }
    let due =
      ((to - enteredAt) / interval).rounded(.down)
      - Swift.max(0, ((from - enteredAt) / interval).rounded(.down)) + 1
    let moving = perStep > 0 ? (range / perStep).rounded(.up) + 2 : 1
    return Swift.min(due, moving)
  }

  /// The widest `maxOffset - minOffset` the scenario can reach: the content height given, or
  /// the largest `maxY` of any frame it ever has.
  private static func widestOffsetRange(_ scenario: Scenario) -> Double {
    let configuration = scenario.configuration
    var content = configuration.contentHeight ?? 0
    if configuration.contentHeight == nil {
      for frame in configuration.frames { content = Swift.max(content, frame.maxY) }
      for scheduled in scenario.timeline {
        switch scheduled.event {
        case .frame(_, let frame), .insert(_, let frame): content = Swift.max(content, frame.maxY)
        default: break
        }
      }
    }
    let viewport = configuration.viewport
    return Swift.max(0, content + viewport.insetBottom - viewport.height + viewport.insetTop)
  }
}
