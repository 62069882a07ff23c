extension RuledEngine {
  /// Starts a range touch: the item under the finger, if any, anchors it.
  mutating func beginRange(at time: Double) {
    var drag = RangeDrag()
    drag.notesEveryChange = rangeShape != .index || rangeRevertScope == .all
    range = drag
    if rules.rangeRemembersFromDown { state.openJournal() }
    if rangeShape != .index { return beginRect(at: time) }
    if let finger {
      rangeMoved(onto: hitItem(at: finger.viewport), updatingAnyway: false, at: time)
    }
    if isDragActive, let finger { track(y: finger.viewport.y, at: time) }
  }

  /// Point-samples the finger (SPEC 3.5), which is on `found` (``hitItem(at:)``): the first item
  /// reached anchors the drag; afterwards a new item becomes `c` and the drag updates, and so
  /// does the same item again when `updatingAnyway` (`range-update` `move`). Under
  /// `range-current` `anchor`, `c` stays at the anchor (`holdingCurrent`).
  mutating func rangeMoved(
    onto found: Int?, updatingAnyway: Bool, holdingCurrent: Bool = true, at time: Double
  ) {
    // The drag's fields are read where it is: a copy of the whole drag costs more than the
    // sample's own work.
    switch range?.phase {
    case nil, .inert:
      return
    case .seeking:
      if let item = found { anchor(at: item, at: time) }
    case .anchored:
      guard var item = found, let previous = range?.current else { return }
      if rangeCurrent == .anchor && holdingCurrent { item = previous }
      if range?.pending == true { return runDeferred(to: item, at: time) }
      if item == previous {
        // A list change since the last update makes the update run (SPEC 2.7).
        if updatingAnyway || range?.listChanged == true {
          update(span: item...item, examining: item...item, at: time)
        }
        return
      }
      range?.noteCurrent(item)
      let span = Swift.min(previous, item)...Swift.max(previous, item)
      update(span: span, examining: span, at: time)
    }
  }

  /// Anchors the drag at `item` and gives the anchor its target, unless the veto refuses that
  /// change, which leaves the touch inert (SPEC 3.2).
  private mutating func anchor(at item: Int, at time: Double) {
    let isSelected = state.contains(item)
    let selects = rangeTarget == .select || !isSelected
    if selects != isSelected && !(selects ? state.canSelect(item) : state.canDeselect(item)) {
      range?.phase = .inert
      return
    }
    range?.phase = .anchored
    range?.anchor = item
    range?.selects = selects
    range?.current = item
    range?.low = item
    range?.high = item
    if !rules.rangeRemembersFromDown { state.openJournal() }
    // range-start defer: a press on a selected item waits for the next sample (SPEC 3.2).
    if rangeStart == .defer && isSelected && rules.deferWaitsForTheNextSample {
      range?.pending = true
      return
    }
    update(
      span: item...item, examining: item...item, anchoring: true, clearing: rangeStart != .keep,
      at: time)
  }

  /// Runs the anchor's update that `range-start` `defer` put off, with `c` now `item`.
  private mutating func runDeferred(to item: Int, at time: Double) {
    guard let drag = range else { return }
    range?.pending = false
    range?.current = item
    range?.low = Swift.min(drag.anchor, item)
    range?.high = Swift.max(drag.anchor, item)
    let span = Swift.min(drag.anchor, item)...Swift.max(drag.anchor, item)
    update(span: span, examining: span, anchoring: true, clearing: true, at: time)
  }

  /// The state the drag wants for `item` of its extent: the target inside the range (under
  /// `range-target` `toggle`, the opposite of its state in `S0`); outside it, the state before the
  /// anchor (`restore`; none under `range-start` `clear`), unselected (`deselect`) or the opposite
  /// of the target (`opposite`).
  @inline(__always) private func desired(_ item: Int, _ drag: RangeDrag) -> Bool {
    let s0IsEmpty = rangeStart != .keep && rules.rangeClearEmptiesS0
    let before = !s0IsEmpty && state.wasSelected(item)
    let toggles = rangeTarget == .toggle && rules.toggleFlipsEachItem
    if inRange(item, drag) { return toggles ? !before : drag.selects }
    if rangeRevert == .opposite && rules.oppositeRevertsAgainstTheTarget {
      return toggles ? before : !drag.selects
    }
    return rules.rangeRestores(under: rangeRevert) && before
  }

  /// Brings the extent to its desired states after `c` changed (SPEC 3.2, 3.5): deselections
  /// first, then selections, each group nearest the anchor first, each through the veto and, for
  /// selections, the limit.
  ///
  /// Only items whose desired state may have changed are examined: those between the old and new
  /// `c` (which include every item new to the extent), those changed from outside since the last
  /// update, and the selections still owed; all of `R` when `range-direction` `anchor` turns the
  /// target around. A vetoed change is dropped for good (the policy never changes); a selection
  /// the limit refuses stays owed and is tried again at every update (under `range-revert-scope`
  /// `passed`, a revert only at the updates whose span holds it). The anchor's update under
  /// `range-start` `clear` (`clearing`) also deselects every other selected item, in the same
  /// order.
  ///
  /// - Complexity: O(*s* + *m* log *m*), where *s* is the span's length and *m* the number of
  ///   changes examined (with `clearing`, the items selected count among them; after a turn of
  ///   the target, the items of `R`).
  mutating func update(
    span: ClosedRange<Int>, examining candidates: some Sequence<Int>, anchoring: Bool = false,
    clearing: Bool = false, at time: Double
  ) {
    // Moved out (no copy), so that the owed heap stays uniquely referenced while it changes.
    guard var drag = range.take() else { return }
    drag.span = span
    if rules.revertScopeIncludesPreviousCurrent == false, span.count > 1 {
      drag.span =
        drag.current < span.upperBound
        ? span.lowerBound...(span.upperBound - 1)
        : (span.lowerBound + 1)...span.upperBound
    }
    var deselections: [Int] = []
    var turned = false
    // Under rect with no item at the press point there is no anchor to read (SPEC 3.2).
    if !anchoring && rangeDirection == .anchor && rules.rangeDirectionReadsTheAnchor
      && drag.anchor >= 0 && state.contains(drag.anchor) != drag.selects
    {
      drag.selects.toggle()
      turned = true
      // The revert of `opposite` turns around with the target: all of E then.
      for item in turnedItems(drag) { examine(item, &drag, &deselections) }
    }
    if let number = drag.extentNumber {
      // After a list change, E is the items that have been in R at an update (SPEC 2.7).
      for item in candidates where inRange(item, drag) { joinExtent(item, number) }
      for item in drag.arrivals where inRange(item, drag) { joinExtent(item, number) }
    }
    for item in candidates { examine(item, &drag, &deselections) }
    for item in drag.arrivals { examine(item, &drag, &deselections) }
    drag.arrivals.removeAll()
    drag.listChanged = false
    // range-revert-scope all: at the anchor (and when the target turns) every item outside R.
    if revertsAll && (anchoring || turned) {
      examineOutside(&drag, &deselections)
    }
    // Under range-revert-scope all, every item outside R reverts: the clear adds nothing.
    if clearing && !revertsAll {
      var cursor = -1
      while let item = state.selected(after: cursor) {
        // R's items get their target instead: under rect, more than the anchor, and not always
        // the anchor, which a frame event or a restack may move out of the rectangle (SPEC 3.2,
        // 2.7); by index the anchor is always in R.
        if !inRange(item, drag) {
          deselections.append(rank(of: item, drag))
        }
        cursor = item
      }
    }
    if rules.rangeRevisitsOutsideChanges {
      for item in drag.changedOutside { examine(item, &drag, &deselections) }
    }
    drag.changedOutside.removeAll()
    if rules.rangeDeselectsFirst {
      deselect(deselections, drag, at: time)
      selectOwed(&drag, at: time)
    } else {
      selectOwed(&drag, at: time)
      deselect(deselections, drag, at: time)
    }
    range = drag
  }

  /// Notes the change `item` owes, if any: a deselection to make now, or a selection owed.
  ///
  /// A method rather than a function nested in ``update(span:at:)``: one that captured `self`
  /// there copied the whole engine at every update.
  private func examine(_ item: Int, _ drag: inout RangeDrag, _ deselections: inout [Int]) {
    guard revertsAll || inExtent(item, drag), reaches(item, drag) else { return }
    let wanted = desired(item, drag)
    let isSelected = state.contains(item)
    if isSelected && !wanted {
      deselections.append(rank(of: item, drag))
    } else if !isSelected && wanted {
      drag.owedSelections.insert(rank(of: item, drag))
    }
  }

  /// Under `range-revert-scope` `all`, examines the items outside R whose revert state may
  /// differ from their state: the selected ones, and the unselected ones where the revert state
  /// is selected (`opposite` of a deselecting target).
  ///
  /// - Complexity: O(*k*) for *k* selected items, and O(*n*) for unselected ones only where each
  ///   is to be selected.
  private mutating func examineOutside(_ drag: inout RangeDrag, _ deselections: inout [Int]) {
    var cursor = -1
    while let item = state.selected(after: cursor) {
      examine(item, &drag, &deselections)
      cursor = item
    }
    guard rangeRevert == .opposite && rangeTarget != .toggle && !drag.selects else { return }
    cursor = -1
    while let item = state.selectable(after: cursor) {
      examine(item, &drag, &deselections)
      cursor = item
    }
  }

  /// Whether `range-revert-scope` `all` is in force: every item outside R reverts.
  private var revertsAll: Bool {
    rangeRevertScope == .all && rules.revertAllReachesOutsideTheExtent
  }

  /// Whether the update in progress gives `item` of the extent its desired state: every one,
  /// but under `range-revert-scope` `passed` only the range and the items of its span.
  @inline(__always) private func reaches(_ item: Int, _ drag: RangeDrag) -> Bool {
    guard rangeRevertScope == .passed, !inRange(item, drag) else { return true }
    guard let previousBox = drag.rect?.previousBox else { return drag.span.contains(item) }
    return layout.frame(of: item).meets(previousBox)
  }

  /// Whether `item` is in the range `R` of `drag`: between the anchor and `c`, or under `rect`
  /// meeting the rectangle.
  @inline(__always) func inRange(_ item: Int, _ drag: RangeDrag) -> Bool {
    guard let box = drag.rect?.box else { return drag.inRange(item) }
    return layout.frame(of: item).meets(box)
  }

  /// Whether `item` is in the extent `E` of `drag`: between the lowest and highest `c`, or under
  /// `rect` one that has been in `R`.
  @inline(__always) func inExtent(_ item: Int, _ drag: RangeDrag) -> Bool {
    guard let mark = drag.extentMark else { return drag.inExtent(item) }
    return rectExtent[state.identity(at: item)] == mark
  }

  /// The items whose desired state a turn of the target changes: `R`, and under `opposite` all
  /// of `E`.
  private mutating func turnedItems(_ drag: RangeDrag) -> [Int] {
    guard let rect = drag.rect else {
      if rangeRevert == .opposite && drag.extentNumber != nil { return rectExtentItems }
      return Array(rangeRevert == .opposite ? drag.low...drag.high : drag.rangeItems)
    }
    return rangeRevert == .opposite ? rectExtentItems : layout.items(meeting: rect.box)
  }

  /// The rank of `item` in the order the drag changes items (SPEC 3.2).
  @inline(__always) func rank(of item: Int, _ drag: RangeDrag) -> Int {
    rules.rangeRank(of: item, anchor: drag.anchor)
  }

  @inline(__always) private func item(ofRank rank: Int, _ drag: RangeDrag) -> Int {
    rules.rangeItem(ofRank: rank, anchor: drag.anchor)
  }

  /// Applies the deselections, nearest the anchor first, each through `canDeselect`.
  mutating func deselect(_ keys: [Int], _ drag: RangeDrag, at time: Double) {
    var deselections = keys
    deselections.sort()
    var previousKey = -1
    for key in deselections where key != previousKey {
      previousKey = key
      let item = item(ofRank: key, drag)
      if state.canDeselect(item) { change(item, selected: false, cause: .drag, at: time) }
    }
  }

  /// Makes the selections owed, nearest the anchor first, through `canSelect` and the limit; a
  /// selection the limit refuses stays owed.
  private mutating func selectOwed(_ drag: inout RangeDrag, at time: Double) {
    while let key = drag.owedSelections.min {
      let item = item(ofRank: key, drag)
      let owed =
        (revertsAll || inExtent(item, drag)) && reaches(item, drag)
        && !state.contains(item) && desired(item, drag)
      if !owed || !rules.rangeMaySelect(item, in: state) {
        drag.owedSelections.removeMin()
        continue
      }
      if state.isFull { break }
      drag.owedSelections.removeMin()
      change(item, selected: true, cause: .drag, at: time)
    }
  }
}
