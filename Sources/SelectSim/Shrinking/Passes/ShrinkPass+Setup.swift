import SelectCore

/// The passes that simplify the setup: the policy back to its defaults, settings back to theirs,
/// a lower limit, and a beginning of the timeline (or a bulk change within a touch) replaced by
/// the state it leads to.
extension ShrinkPass {
  static let dropPolicy = ShrinkPass(
    "drop-policy", "the whole policy back to its defaults at once: no limit, vetoes or selection"
  ) { $0.dropPolicy() }

  static let optionsToDefaults = ShrinkPass(
    "options-to-defaults",
    "range-start keep, single-commit tap (with an up after each press): the SPEC's behaviour first"
  ) { $0.optionsToDefaults() }

  static let simplifySetup = ShrinkPass(
    "simplify-setup", "each setting back to its default, the vetoes and selection item by item"
  ) { _ = $0.simplifySetup() }

  static let simplifyLimit = ShrinkPass(
    "simplify-limit", "a lower limit (0, 1, 2, half), and limit events toward none, 0 and 1"
  ) { _ = $0.simplifyLimit() }

  static let fastForward = ShrinkPass(
    "fast-forward", "a beginning of the timeline replaced by the state it leads to"
  ) { _ = $0.fastForward() }

  static let bulkChangesIntoSetup = ShrinkPass(
    "bulk-changes-into-setup",
    "a select-all or deselect-all within a touch replaced by the initial selection it leaves"
  ) { _ = $0.bulkChangesIntoSetup() }
}

extension ShrinkSession {
  /// Replaces a beginning of the timeline, up to a moment the finger is up, with the state it
  /// leads to: the selection as the initial selection, the offset as the initial offset, the
  /// frames and the limit as they are then. `select-all` then `deselect-all` becomes `selected 0`
  /// then `deselect-all`. Then the same with the finger down at the cut, the rest of that touch
  /// dropped: a drag that only selected items for a later `limit` event becomes those items
  /// selected from the start. The state is SelectCore's engine's: a guess, kept only if the
  /// failure stays the same. The longest beginning is tried first; at most 16 of each are tried.
  mutating func fastForward() -> Bool {
    var cuts: [Int] = []
    var touchCuts: [Int] = []
    let down = best.fingerIsDownAfter
    for (index, scheduled) in best.timeline.enumerated()
    where index + 1 < best.timeline.count && scheduled.event != nil {
      if down[index] { touchCuts.append(index + 1) } else { cuts.append(index + 1) }
    }
    for cut in cuts.reversed().prefix(16) where !outOfBudget {
      if let candidate = best.fastForwarded(past: cut), attempt(candidate) { return true }
    }
    // A failed expectation is about what the touches did: they stay.
    if case .expectation = target { return false }
    for cut in touchCuts.reversed().prefix(16) where !outOfBudget {
      if let candidate = best.fastForwarded(past: cut).map(\.droppingOpenTouch),
        attempt(candidate)
      {
        return true
      }
    }
    return false
  }

  /// Drops a `select-all` or `deselect-all` that comes while the finger is down, and selects
  /// from the start what it selected (``Scenario/selectionMovedIntoSetup(dropping:)``). Only
  /// when nothing before the touch changed the selection.
  mutating func bulkChangesIntoSetup() -> Bool {
    if case .expectation = target { return false }
    for index in best.timeline.indices.reversed() where !outOfBudget {
      guard let initial = best.selectionMovedIntoSetup(dropping: index) else { continue }
      var candidate = best
      candidate.timeline.remove(at: index)
      candidate.configuration.initialSelection = initial
      if attempt(candidate) { return true }
    }
    return false
  }

  /// The options for real widgets back at their defaults (the first rank of ``ShrinkOrder``):
  /// `range-start keep`, `range-update change`, `range-scroll sample`, `single-select-all first`,
  /// `single-release ignore` (all at once, then one by one); `single-commit tap`, as it is, else
  /// with every touch that ends without an `up` made a tap (``Scenario/tappingEveryPress()``): a
  /// commit at the press becomes a tap.
  mutating func optionsToDefaults() {
    let best = best
    guard ShrinkOrder.optionsAwayFromDefaults(best.configuration) > 0 else { return }
    let resets = ShrinkOrder.rangeOptionResets + ShrinkOrder.otherOptionResets
    var candidate = best
    for reset in resets { reset(&candidate.configuration) }
    guard best.configuration.singleCommit != .tap else {
      if attempt(candidate) { return }
      resetOneByOne(resets)
      return
    }
    candidate.configuration.singleCommit = .tap
    if attempt(candidate) { return }
    if attempt(candidate.tappingEveryPress()) { return }
    resetOneByOne(ShrinkOrder.otherOptionResets)
  }

  /// Tries each of `resets` on the best scenario so far, where it changes something.
  private mutating func resetOneByOne(_ resets: [@Sendable (inout Configuration) -> Void]) {
    for reset in resets {
      var one = best
      reset(&one.configuration)
      if one != best { attempt(one) }
    }
  }

  /// Moves settings back to their defaults and drops the policy: vetoes, the initial selection,
  /// the limit, content height, insets, offset, hotspot settings, mode options, the viewport.
  mutating func simplifySetup() -> Bool {
    var progress = false
    let defaults = Configuration(viewport: best.configuration.viewport)
    let edits: [@Sendable (inout Configuration) -> Void] = [
      { $0.vetoSelect = [] }, { $0.vetoDeselect = [] }, { $0.initialSelection = [] },
      { $0.limit = nil },
      { $0.contentHeight = nil }, { $0.viewport.insetTop = 0 }, { $0.viewport.insetBottom = 0 },
      { $0.initialOffset = 0 }, { $0.autoScroll = defaults.autoScroll },
      { $0.autoScroll.hotspotHeight = defaults.autoScroll.hotspotHeight },
      { $0.autoScroll.topOffset = 0 }, { $0.autoScroll.bottomOffset = 0 },
      { $0.autoScroll.velocity = defaults.autoScroll.velocity },
      { $0.autoScroll.interval = defaults.autoScroll.interval }, { $0.rangeTarget = .anchor },
      { $0.rangeRevert = .restore },
    ]
    let commitEdits: [@Sendable (inout Configuration) -> Void] = [
      { $0.singleCommit = .tap }, { if $0.singleCommit == .follow { $0.singleCommit = .press } },
    ]
    let lastEdits: [@Sendable (inout Configuration) -> Void] = [
      { $0.tapSlop = 10 },
      { $0.viewport.width = 390 }, { $0.viewport.height = 844 },
      { if let limit = $0.limit, limit < 0 { $0.limit = 0 } },
    ]
    let options: [@Sendable (inout Configuration) -> Void] =
      ShrinkOrder.rangeOptionResets + commitEdits + ShrinkOrder.otherOptionResets
    for edit in edits + options + lastEdits where !outOfBudget {
      var candidate = best
      edit(&candidate.configuration)
      if attempt(candidate) { progress = true }
    }
    let sets: [WritableKeyPath<Configuration, Set<Int>>] = [
      \.vetoSelect, \.vetoDeselect, \.initialSelection,
    ]
    for keyPath in sets {
      for item in best.configuration[keyPath: keyPath].sorted().reversed() where !outOfBudget {
        var candidate = best
        candidate.configuration[keyPath: keyPath].remove(item)
        if attempt(candidate) { progress = true }
      }
    }
    return progress
  }

  /// The whole policy back to its defaults at once, before anything else (one evaluation): no
  /// limit, vetoes or initial selection, the range and single options SPEC 3 starts from. A bug
  /// that shows with and without a policy then shrinks along the form without it, which every
  /// seed can reach (a limit cannot be added back); dropped one by one later, the lines would go
  /// only after the shrink had settled on what needs them.
  mutating func dropPolicy() {
    var candidate = best
    candidate.configuration.limit = nil
    candidate.configuration.vetoSelect = []
    candidate.configuration.vetoDeselect = []
    candidate.configuration.initialSelection = []
    candidate.configuration.rangeTarget = .anchor
    candidate.configuration.rangeRevert = .restore
    candidate.configuration.singleCommit = .tap
    for reset in ShrinkOrder.rangeOptionResets + ShrinkOrder.otherOptionResets {
      reset(&candidate.configuration)
    }
    attempt(candidate)
  }

  /// Lowers the limit toward 0, keeping as much of the initial selection as the new limit allows;
  /// and moves the timeline's limit changes toward 0 and 1.
  mutating func simplifyLimit() -> Bool {
    var progress = false
    if let limit = best.configuration.limit, limit > 0 {
      for lower in [0, 1, 2, limit / 2, limit - 1] where lower < limit && !outOfBudget {
        var candidate = best
        candidate.configuration.limit = lower
        candidate.configuration.initialSelection = Set(
          best.configuration.initialSelection.sorted().prefix(lower))
        if attempt(candidate) {
          progress = true
          break
        }
      }
    }
    for index in best.timeline.indices where !outOfBudget {
      guard case .limit(let limit) = best.timeline[index].event else { continue }
      for simpler in [nil, 0, 1] as [Int?] where simpler != limit {
        var candidate = best
        candidate.timeline[index] = .event(.limit(simpler), at: best.timeline[index].time)
        if attempt(candidate) {
          progress = true
          break
        }
      }
    }
    return progress
  }
}
