import SelectCore

/// Canonical passes for the events that are not the finger's, and for how a touch ends: each
/// event as the first of a fixed list that keeps the failure, `up` for `cancel`, a last `up` as
/// a move, and lines at the same time in the order of their text.
extension ShrinkPass {
  static let eventLadder = ShrinkPass(
    "event-ladder",
    "each non-finger event as a resting move, a touch, select-all, deselect-all, limit 0 or idle;"
      + " a stray line as a touch or a finger's stray event"
  ) { $0.eventLadder() }

  static let cancelToUp = ShrinkPass("cancel-to-up", "a finger's cancel as up") { session in
    for index in session.best.timeline.indices where !session.outOfBudget {
      let line = session.best.timeline[index]
      guard !line.isStray, line.event == .cancel else { continue }
      var ended = session.best
      ended.timeline[index] = line.mapEvent { _ in .up }
      session.attempt(ended)
    }
  }

  static let lastUpToMove = ShrinkPass(
    "last-up-to-move", "an up that ends the timeline as a move to the first row"
  ) { session in
    // The line only marks the time at which the failure shows. (A last `move` becoming `up` was
    // tried too: it parted more repros than it joined.)
    let best = session.best
    if let last = best.timeline.last, !last.isStray, last.event == .up {
      let middle = (best.configuration.viewport.width / 2).rounded()
      var moved = best
      moved.timeline[best.timeline.count - 1] = last.mapEvent { _ in
        .move(Point(x: middle, y: ShrinkValues.firstRow + 50))
      }
      session.attempt(moved)
    }
  }

  static let sameTimeOrder = ShrinkPass(
    "same-time-order", "two non-finger events at one time in the order of their text"
  ) { $0.sameTimeOrder() }
}

extension ShrinkSession {
  /// Replaces each event that is not a finger's with the first of a fixed list that keeps the
  /// failure: a touch on the first row, `select-all`, `deselect-all`, `limit 0`, `idle` (a list's
  /// value is tried only if it comes before the event's own), each also with no initial
  /// selection (`selected 0` then `deselect-all` and `select-all` alone come out the same), then
  /// with no limit in the setup, with the initial selection and without it (`limit 0` that refuses
  /// an item and a rising `limit 1` come out as the item selected and a `deselect-all`). A stray
  /// line tries a touch on the first row in its place (not stray), then the finger's events
  /// as strays (only they can be stray): `up`, `cancel`, a move and a touch on the first row. A
  /// `limit` event before any touch is also tried as the setup's limit with each replacement (and
  /// no initial selection). Each replacement, and the event itself, is also tried one line
  /// earlier when the line before is a finger's event, with and without the initial selection.
  /// Before all that, a non-stray event while the finger is down is tried as a move to where the
  /// finger rests.
  mutating func eventLadder() {
    let firstRow = Point(
      x: (best.configuration.viewport.width / 2).rounded(), y: ShrinkValues.firstRow + 50)
    let bulk: [Event] = [.down(firstRow), .selectAll, .deselectAll, .limit(0), .idle]
    let stray: [Event] = [.up, .cancel, .move(firstRow), .down(firstRow)]
    for index in best.timeline.indices where !outOfBudget {
      let line = best.timeline[index]
      guard let own = line.event, !line.isFingerEvent else { continue }
      if !line.isStray, let resting = restingPoint(before: index),
        attempt(best.replacing(index, with: .move(resting)))
      {
        continue
      }
      // A touch in its place comes before any stray line: one that keeps the failure is the
      // stray line's effect without the stray.
      if line.isStray, attempt(best.replacing(index, with: .down(firstRow))) {
        continue
      }
      // A `limit` event before any touch may as well be the setup's limit.
      var limitInSetup: Int??
      if case .limit(let value) = own, !line.isStray,
        !best.timeline[..<index].contains(where: \.isFingerEvent)
      {
        limitInSetup = .some(value)
      }
      for event in line.isStray ? stray : bulk where !outOfBudget {
        if climbLadder(at: index, to: event, own: own, limitInSetup: limitInSetup) { break }
      }
    }
  }

  /// Where the finger rests before line `index` when it is down there: the point of the last
  /// finger's event before it when that is a `down` or a move (`nil` after an `up` or `cancel`).
  /// A bulk event during a touch is then first tried as a move to that point, a fresh sample at
  /// the same place (`select-all` or `idle` after a touch on a hotspot's edge come out as the move
  /// the other seeds find).
  ///
  /// - Complexity: O(*d*) for the *d* lines back to that event.
  private func restingPoint(before index: Int) -> Point? {
    best.timeline[..<index].last(where: \.isFingerEvent)?.touchPoint
  }

  /// One rung of ``eventLadder()``: line `index` (whose event is `own`) as `event`, with the
  /// setup's variants, then one line earlier.
  ///
  /// - Returns: Whether to stop climbing: a candidate was kept, or the rung is the event's own.
  private mutating func climbLadder(
    at index: Int, to event: Event, own: Event, limitInSetup: Int??
  ) -> Bool {
    let line = best.timeline[index]
    var replaced = best
    replaced.timeline[index] = line.mapEvent { _ in event }
    if event != own {
      var candidate = replaced
      if attempt(candidate) { return true }
      if !candidate.configuration.initialSelection.isEmpty {
        candidate.configuration.initialSelection = []
        if attempt(candidate) { return true }
      }
      // Without the setup's limit, with the initial selection and without it.
      if limitInSetup == nil, replaced.configuration.limit != nil {
        var unlimited = replaced
        unlimited.configuration.limit = nil
        if attempt(unlimited) { return true }
        if !unlimited.configuration.initialSelection.isEmpty {
          unlimited.configuration.initialSelection = []
          if attempt(unlimited) { return true }
        }
      }
      if let limit = limitInSetup {
        candidate.configuration.limit = limit
        if attempt(candidate) { return true }
      }
    }
    // A bulk event one line earlier, before the finger's event there (the lines keep their
    // times), with and without the initial selection: a `deselect-all` after a move, with
    // `selected 0`, comes out as the `select-all` before it that the other seeds find. Only
    // ever before a finger's event, which never moves this way, so never back.
    if !line.isStray, index > 0, best.timeline[index - 1].isFingerEvent {
      var earlier = replaced
      earlier.timeline[index - 1] = best.timeline[index - 1].moved(to: line.time)
      earlier.timeline[index] = replaced.timeline[index].moved(to: best.timeline[index - 1].time)
      earlier.timeline.swapAt(index - 1, index)
      if attempt(earlier) { return true }
      if !earlier.configuration.initialSelection.isEmpty {
        earlier.configuration.initialSelection = []
        if attempt(earlier) { return true }
      }
    }
    return event == own
  }

  /// Two events at the same time that are not a finger's, in the order of their lines' text:
  /// `deselect-all` then `frame` and `frame` then `deselect-all` do the same in one drag.
  /// Passes until none swaps (a bubble sort: a few lines, each swap one evaluation).
  mutating func sameTimeOrder() {
    var swappedAny = true
    while swappedAny && !outOfBudget {
      swappedAny = false
      for index in best.timeline.indices.dropLast() where !outOfBudget {
        let (first, second) = (best.timeline[index], best.timeline[index + 1])
        guard first.event != nil, second.event != nil, first.time == second.time,
          !first.isFingerEvent, !second.isFingerEvent
        else { continue }
        var swapped = best
        swapped.timeline.swapAt(index, index + 1)
        if attempt(swapped) { swappedAny = true }
      }
    }
  }
}
