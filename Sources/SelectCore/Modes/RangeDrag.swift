/// A range drag in progress (SPEC 3.2): its anchor, target, current item and extent, and the
/// changes it still owes.
struct RangeDrag: Sendable {
  enum Phase: Sendable {
    /// The finger has reached no item yet.
    case seeking
    /// The veto refused the anchor's change: nothing happens until `up` or `cancel`.
    case inert
    /// The drag is anchored and active.
    case anchored
  }

  var phase = Phase.seeking
  /// `a`: the first item the touch reached.
  var anchor = 0
  /// Whether the range's items are to be selected.
  var selects = true
  /// `c`: the topmost item under the finger, kept over gaps.
  var current = 0
  /// The extent `E` is `low...high`: every index between the lowest and highest `c` so far.
  var low = 0
  var high = 0
  /// Selections owed, keyed by distance from the anchor: those the limit refused, and those
  /// found since the last update. Stale keys are dropped when they surface.
  var owedSelections = MinHeap()
  /// Items a change of the list brought into the range or out of it, or inserted or moved (SPEC
  /// 2.7), examined at the next update.
  var arrivals: [Int] = []
  /// Whether the list changed since the last update: the next sample updates though `c` stays.
  var listChanged = false
  /// Once the list changed during a drag by index, its extent is no interval: the number that
  /// marks its items (``RuledEngine/rectExtent``), as a `rect` drag's are (SPEC 2.7).
  var extentNumber: UInt32?
  /// Items in the extent changed by something other than the drag since the last update.
  var changedOutside: [Int] = []
  /// The items between the previous `c` and the new one, of the update in progress.
  var span = 0...0
  /// Under `range-shape` `rect`, the rectangle and what the drag needs to follow it; `nil` for
  /// a range by index.
  ///
  /// Kept in storage of its own, shared until written (copy on write): the drag is read on every
  /// sample, and a drag by index should not carry a rectangle's worth of bytes through each read.
  var rect: RectRange? {
    get { rectStorage?.value }
    set {
      guard let newValue else {
        rectStorage = nil
        return
      }
      if rectStorage != nil && isKnownUniquelyReferenced(&rectStorage) {
        rectStorage?.value = newValue
      } else {
        rectStorage = RectStorage(newValue)
      }
    }
  }
  private var rectStorage: RectStorage?
  /// Whether the anchor's update has not run yet: under `range-start` `defer` after a press that
  /// selected nothing, and under `range-shape` `rect-on-items` after a press on no item.
  var pending = false
  /// Whether a change from outside the drag is noted wherever it is: under `rect` (E is no
  /// interval) and under `range-revert-scope` `all` (every item outside R reverts).
  var notesEveryChange = false

  func inExtent(_ item: Int) -> Bool { low <= item && item <= high }
  /// The number that marks the extent's items, under `rect` or after a list change.
  var extentMark: UInt32? { rect?.number ?? extentNumber }
  func inRange(_ item: Int) -> Bool {
    Swift.min(anchor, current) <= item && item <= Swift.max(anchor, current)
  }
  /// `R`, the items between the anchor and `c`.
  var rangeItems: ClosedRange<Int> { Swift.min(anchor, current)...Swift.max(anchor, current) }

  /// Makes `item` the current item `c`, which widens the extent to it.
  mutating func noteCurrent(_ item: Int) {
    current = item
    low = Swift.min(low, item)
    high = Swift.max(high, item)
  }

  mutating func noteOutsideChange(of item: Int) {
    // Under rect, E is not an interval: the update asks (RuledEngine.inExtent).
    if phase == .anchored && (notesEveryChange || inExtent(item)) { changedOutside.append(item) }
  }
}

/// The storage of a drag's ``RangeDrag/rect``.
private final class RectStorage: @unchecked Sendable {
  // Written only through a unique reference (`RangeDrag.rect`'s setter): never shared mutable.
  var value: RectRange
  init(_ value: RectRange) { self.value = value }
}
