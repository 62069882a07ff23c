import SelectCore

/// What the harness knows of a range drag's rectangle under `range-shape` `rect` (SPEC 3.2): the
/// press point, the rectangle of the last update and of the one before, which items met it at the
/// last update (`R`), and which have met it in this drag (`E`). Worked out by brute force from the
/// frames, as every expectation of ``RunState`` is.
struct RectRangeState {
  /// The content point of the touch's `down`.
  private(set) var press = Point(x: 0, y: 0)
  /// The rectangle of the update before the last (`range-revert-scope` `passed` reverts the items
  /// that meet it and no longer meet the last one).
  private(set) var previousBox = Box(minX: 0, minY: 0, maxX: 0, maxY: 0)
  private var box = Box(minX: 0, minY: 0, maxX: 0, maxY: 0)
  /// `R`: the items whose frames met the rectangle at the last update, and the list of them.
  private(set) var inRange: [Bool]
  private var members: [Int] = []
  /// `E`: the items that have been in `R` in this drag, and the list of them.
  private(set) var inExtent: [Bool]
  private(set) var extentItems: [Int] = []

  init(count: Int) {
    inRange = Array(repeating: false, count: count)
    inExtent = inRange
  }

  /// Starts a drag pressed at content point `press`, its `R` the items `meeting` that point.
  mutating func begin(at press: Point, meeting items: [Int]) {
    self.press = press
    for item in extentItems { inExtent[item] = false }
    extentItems.removeAll(keepingCapacity: true)
    box = Box(spanning: press, press)
    move(to: items, box: box)
  }

  /// Whether `items` (the ones meeting the rectangle now) differ from `R`.
  func differs(from items: [Int]) -> Bool {
    items.count != members.count || items.contains { !inRange[$0] }
  }

  /// Makes `items`, which meet `box`, the new `R`, and adds them to `E`.
  mutating func move(to items: [Int], box: Box) {
    previousBox = self.box
    self.box = box
    for item in members { inRange[item] = false }
    for item in items {
      inRange[item] = true
      if !inExtent[item] {
        inExtent[item] = true
        extentItems.append(item)
      }
    }
    members = items
  }

  /// Carries the range and the extent through a change of the list (SPEC 2.7): an inserted item
  /// is in neither until the rectangle's next update finds it.
  mutating func carry(through change: ListChange) {
    inRange = change.carry(inRange, inserting: false)
    inExtent = change.carry(inExtent, inserting: false)
    members = members.compactMap(change.newIndex(of:))
    extentItems = extentItems.compactMap(change.newIndex(of:))
  }
}
