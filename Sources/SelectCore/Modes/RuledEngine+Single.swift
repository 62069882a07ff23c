extension RuledEngine {
  /// Starts a touch in single mode: the item under the `down` is noted for a tap, or, under
  /// `single-commit` `press` and `follow`, selected now (SPEC 3.3).
  mutating func beginSingle(at point: Point, time: Double) {
    let item = hitItem(at: point)
    if let item { currentItem = item }
    let idle = item.map { state.contains($0) } ?? true
    tap = SingleTap(origin: point, item: item, pressIsIdle: idle)
    if singleCommit != .tap && rules.singleCommitsAtPress {
      lastTapItem = item
      if let item { performTap(on: item, at: time) }
    }
  }

  /// A `move` in single mode: the slop is tested; under `follow`, the item under the finger
  /// becomes the selected one.
  mutating func singleMoved(to point: Point, at time: Double) {
    let slop = tapSlop
    tap?.note(point, slop: slop)
    guard singleCommit == .follow && rules.singleFollowsMoves else { return }
    guard let item = hitItem(at: point) else { return }
    currentItem = item
    // single-follow change: only a move onto another item than the last tap's (SPEC 3.3).
    if singleFollow == .change && item == lastTapItem { return }
    if rules.followChangeTracksMoves { lastTapItem = item }
    performTap(on: item, at: time)
  }

  /// An `up` in single mode: a tap under `single-commit` `tap` selects the item of its `down`;
  /// under `press` and `follow` with `single-release` `retap`, an `up` after a press that
  /// selected nothing taps the item under the finger.
  mutating func endSingle(at time: Double) {
    guard let tap, tap.taps else { return }
    if singleCommit == .tap || !rules.singleCommitsAtPress {
      if tap.isTap, let item = tap.item { performTap(on: item, at: time) }
    } else if singleRelease == .retap && (tap.pressIsIdle || !rules.singleRetapsOnlyAfterIdlePress),
      let finger, let item = hitItem(at: finger.viewport)
    {
      performTap(on: item, at: time)
    }
  }

  /// Taps `item` (SPEC 3.3): an unselected item that `canSelect` allows becomes the only
  /// selected one, provided `canDeselect` lets the previous one go and the limit allows one.
  mutating func performTap(on item: Int, at time: Double) {
    guard !state.contains(item), state.canSelect(item), state.capacity >= 1 else { return }
    if let previous = state.selected(after: -1) {
      guard rules.tapMayDeselect(previous, in: state) else { return }
      change(previous, selected: false, cause: .tap, at: time)
    }
    change(item, selected: true, cause: .tap, at: time)
  }

  /// Under `single-select-all` `active`, the `up` makes the item under the finger active.
  mutating func noteActive() {
    guard singleSelectAll == .active, let finger, let item = hitItem(at: finger.viewport) else {
      return
    }
    activeItem = item
  }

  /// `selectAll` under `single-select-all` `active` (SPEC 3.3): every other selected item is
  /// deselected where `canDeselect` permits, then the active item is selected where `canSelect`
  /// and the capacity permit; cause `selectAll`.
  mutating func selectActive(at time: Double) {
    guard let active = activeItem else { return }
    if let previous = state.selected(after: -1), previous != active, state.canDeselect(previous) {
      change(previous, selected: false, cause: .selectAll, at: time)
    }
    if !state.contains(active) && state.canSelect(active) && !state.isFull {
      change(active, selected: true, cause: .selectAll, at: time)
    }
  }
}
