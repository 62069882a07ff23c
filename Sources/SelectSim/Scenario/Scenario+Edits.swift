import SelectCore

extension Scheduled {
  /// Whether the line can be dropped by itself and leave a valid timeline: anything but a
  /// finger's `down`, `up` or `cancel` in place.
  var canDropAlone: Bool {
    if isStray { return true }
    return switch event {
    case .down, .up, .cancel: false
    default: true
    }
  }
}

extension Scenario {
  /// Whether a `frame` event moves an item.
  var hasFrameEvents: Bool {
    timeline.contains { if case .frame = $0.event { true } else { false } }
  }

  /// Whether a `scroll` event moves the content.
  var hasScrollEvents: Bool {
    timeline.contains { if case .scroll = $0.event { true } else { false } }
  }

  /// The scenario without timeline line `index`: a `down` by starting its touch at the touch's
  /// next move (none when the touch has no move next), another line when it can go alone
  /// (``Scheduled/canDropAlone``); `nil` otherwise.
  func dropping(_ index: Int) -> Scenario? {
    var candidate = self
    let line = timeline[index]
    if case .down = line.event, !line.isStray {
      guard
        let next = timeline[(index + 1)...].firstIndex(where: { $0.isFingerEvent }),
        case .move(let point) = timeline[next].event
      else { return nil }
      candidate.timeline[next] = timeline[next].mapEvent { _ in .down(point) }
    } else if !line.canDropAlone {
      return nil
    }
    candidate.timeline.remove(at: index)
    return candidate
  }

  /// The scenario with its line at `index` replaced by `event`, in place (not stray), at its
  /// time.
  func replacing(_ index: Int, with event: Event) -> Scenario {
    var candidate = self
    candidate.timeline[index] = .event(event, at: timeline[index].time)
    return candidate
  }

  /// The scenario with the event of its line at `index` changed to `event`, the line's time and
  /// place (stray or not) kept.
  func changingEvent(at index: Int, to event: Event) -> Scenario {
    var candidate = self
    candidate.timeline[index] = timeline[index].mapEvent { _ in event }
    return candidate
  }

  /// The scenario in `mode`; when `limitOne`, also with a limit of 1 (a single-mode repro's
  /// "at most one" as a limit), unless it has a lower one.
  func inMode(_ mode: SelectionMode, limitOne: Bool = false) -> Scenario {
    var candidate = self
    candidate.configuration.mode = mode
    if limitOne, (configuration.limit ?? 2) > 1 {
      candidate.configuration.limit = 1
      candidate.configuration.initialSelection = Set(
        configuration.initialSelection.sorted().prefix(1))
    }
    return candidate
  }

  /// The scenario without the finger events at its beginning that belong to a touch begun
  /// before it (moves, and the `up` or `cancel` that ends it).
  var droppingOpenTouch: Scenario {
    var result = self
    var open = true
    result.timeline = timeline.filter { scheduled in
      guard open, !scheduled.isStray else { return true }
      switch scheduled.event {
      case .down:
        open = false
        return true
      case .move: return false
      case .up, .cancel:
        open = false
        return false
      default: return true
      }
    }
    return result
  }
}

extension Scenario {
  /// The scenario with every touch that ends without an `up` made a tap: an `up` right after its
  /// `down`, at the same time, and its other finger events (moves, a `cancel`) left out. What a
  /// commit at the press (`single-commit press`, `follow`) did, a tap does at its `up`.
  ///
  /// - Complexity: O(*e*) for *e* timeline lines.
  func tappingEveryPress() -> Scenario {
    var candidate = self
    candidate.timeline = []
    var index = 0
    for touch in touches {
      if let end = touch.end, case .up = timeline[end].event { continue }
      candidate.timeline += timeline[index...touch.down]
      candidate.timeline.append(Scheduled(time: timeline[touch.down].time, action: .event(.up)))
      index = touch.down + 1
      let last = touch.span(lastLine: timeline.count - 1).upperBound
      while index <= last {
        if !timeline[index].isFingerEvent || timeline[index].isStray {
          candidate.timeline.append(timeline[index])
        }
        index += 1
      }
    }
    candidate.timeline += timeline[index...]
    return candidate
  }
}
