import SelectCore

/// The passes that take lines out of the timeline: what follows the failure, whole touches,
/// single events, a touch's `down` (its first move takes its place), events whose own effect does
/// not matter (an `idle` instead), and two edits at once where one is stuck.
extension ShrinkPass {
  static let truncateAfterFailure = ShrinkPass(
    "truncate-after-failure",
    "drop what follows the failing call, and every other expectation"
  ) { $0.truncateAfterFailure() }

  static let dropTouches = ShrinkPass(
    "drop-touches", "drop whole touches, last first: the span, or only its finger's events"
  ) { _ = $0.dropTouches() }

  static let dropEvents = ShrinkPass(
    "drop-events", "drop lines that can go alone: runs of them, halving, then one at a time"
  ) { _ = $0.dropEvents() }

  static let laterDowns = ShrinkPass(
    "later-downs", "start a touch at its first move: the `down` goes, the move takes its place"
  ) { _ = $0.laterDowns() }

  static let idleEvents = ShrinkPass(
    "idle-events", "an `idle` for an event whose own effect does not matter, only its time"
  ) { _ = $0.idleEvents() }

  static let swapBulkDroppingOne = ShrinkPass(
    "swap-bulk-dropping-one",
    "select-all for deselect-all (or back) together with another line or the selection gone"
  ) { _ = $0.swapBulkDroppingOne() }
}

extension ShrinkSession {
  /// Everything after the failing call is irrelevant: drop it, and the untimed expectations.
  /// For a failed `expect` line, every other expectation goes, so that the one left is the one
  /// that must keep failing the same way.
  mutating func truncateAfterFailure() {
    var candidate = best
    switch bestFailure {
    case .expectation(.timed(let index), _, _):
      candidate.timeline = best.timeline.prefix(index + 1).enumerated().filter { position, line in
        position == index || line.event != nil
      }.map(\.element)
      candidate.expectations = []
    case .expectation(.final(let index), _, _):
      candidate.timeline = best.timeline.filter { $0.event != nil }
      candidate.expectations = [best.expectations[index]]
    case .invariant(_, let place), .fault(_, _, let place?):
      candidate.timeline = Array(best.timeline.prefix(place.timelineIndex + 1))
      candidate.expectations = []
    case .fault(_, _, nil):
      candidate.timeline = best.timeline.filter { $0.event != nil }
      candidate.expectations = []
    }
    attempt(candidate)
  }

  /// Drops whole touches, last first: the span entirely, or only its finger events.
  mutating func dropTouches() -> Bool {
    var progress = false
    var position = best.touches.count - 1
    while position >= 0 && !outOfBudget {
      let spans = best.touches.map { $0.span(lastLine: best.timeline.count - 1) }
      guard position < spans.count else {
        position -= 1
        continue
      }
      let span = spans[position]
      var whole = best
      whole.timeline.removeSubrange(span)
      if attempt(whole) {
        progress = true
      } else {
        var fingerOnly = best
        fingerOnly.timeline = best.timeline.enumerated().filter { index, scheduled in
          !(span.contains(index) && scheduled.isFingerEvent)
        }.map(\.element)
        if attempt(fingerOnly) { progress = true }
      }
      position -= 1
    }
    return progress
  }

  /// Starts each touch at its first move instead: the `down` goes and that move becomes the
  /// `down`, so that a drag from the top into the bottom hotspot comes out as a touch that begins
  /// in the hotspot.
  mutating func laterDowns() -> Bool {
    var progress = false
    var index = best.timeline.count - 1
    while index >= 0 && !outOfBudget {
      defer { index -= 1 }
      guard case .down = best.timeline[index].event, !best.timeline[index].isStray,
        let candidate = best.dropping(index)
      else { continue }
      if attempt(candidate) { progress = true }
    }
    return progress
  }

  /// Two edits at once, for a short timeline (at most 8 lines): a `select-all` becomes a
  /// `deselect-all` (or the other way) and the initial selection goes, or another line does, a
  /// `down` by starting its touch at its next move. Neither edit alone keeps the failure when the
  /// bulk event only matters for what the drag is then: a range drag that reaches the far side
  /// after a `select-all` has the shorter form that starts there and comes back after a
  /// `deselect-all`.
  ///
  /// - Complexity: at most one evaluation per line, and one more, for each bulk event.
  mutating func swapBulkDroppingOne() -> Bool {
    guard best.timeline.count <= 8 else { return false }
    var progress = false
    var bulk = best.timeline.count - 1
    while bulk >= 0 && !outOfBudget {
      defer { bulk -= 1 }
      let line = best.timeline[bulk]
      let other: Event
      switch line.event {
      case .selectAll: other = .deselectAll
      case .deselectAll: other = .selectAll
      default: continue
      }
      guard !line.isStray else { continue }
      var swapped = best
      swapped.timeline[bulk] = line.mapEvent { _ in other }
      if !swapped.configuration.initialSelection.isEmpty {
        var unselected = swapped
        unselected.configuration.initialSelection = []
        if attempt(unselected) {
          progress = true
          continue
        }
      }
      for index in swapped.timeline.indices.reversed() where index != bulk && !outOfBudget {
        guard let candidate = swapped.dropping(index) else { continue }
        if attempt(candidate) {
          progress = true
          break
        }
      }
    }
    return progress
  }

  /// Drops events that can go alone (moves, idles, scrolls, frames, limit, selectAll,
  /// deselectAll, timed expectations): runs of them first, halving, then one at a time.
  mutating func dropEvents() -> Bool {
    removeInChunks(count: \.timeline.count) { scenario, range in
      guard scenario.timeline[range].allSatisfy(\.canDropAlone) else { return nil }
      var candidate = scenario
      candidate.timeline.removeSubrange(range)
      return candidate
    }
  }

  /// Replaces events that only need to let time pass (a scroll, limit, selectAll, deselectAll or
  /// frame whose own effect does not matter) with `idle`.
  mutating func idleEvents() -> Bool {
    var progress = false
    for index in best.timeline.indices.reversed() where !outOfBudget {
      switch best.timeline[index].event {
      case .scroll, .limit, .selectAll, .deselectAll, .frame:
        var candidate = best
        candidate.timeline[index] = .event(.idle, at: best.timeline[index].time)
        if attempt(candidate) { progress = true }
      default:
        break
      }
    }
    return progress
  }

  /// Tries removing runs of the elements counted by `count`: halves first, then quarters, down to
  /// single elements, from the end; `remove` builds the candidate (or `nil` to skip a run).
  mutating func removeInChunks(
    count: KeyPath<Scenario, Int>, remove: (Scenario, Range<Int>) -> Scenario?
  ) -> Bool {
    var progress = false
    var chunk = max(1, best[keyPath: count] / 2)
    while chunk >= 1 && !outOfBudget {
      var index = best[keyPath: count] - chunk
      while index >= 0 && !outOfBudget {
        if let candidate = remove(best, index..<min(index + chunk, best[keyPath: count])),
          attempt(candidate)
        {
          progress = true
        }
        index -= chunk
      }
      chunk /= 2
    }
    return progress
  }
}
