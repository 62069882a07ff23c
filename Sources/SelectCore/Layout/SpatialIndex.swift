/// The items' frames, indexed so that point and segment queries touch only nearby items.
///
/// A multi-level uniform grid: level `l` cuts content space into square cells of side
/// `baseCell * 2^l`, and every frame lives in the one level where it spans at most two cells a
/// side, registered in each cell it overlaps (at most four). A query looks at the cells it covers
/// on each level that holds items. For grids and lists every level holds a bounded number of items
/// per cell, so a query costs the same whatever the number of items; a segment that would cross
/// more cells than a level holds items scans that level's items instead.
///
/// Frames with zero width or height contain nothing (SPEC 2.1) and are kept out of the cells.
///
/// A small layout (``scanLimit`` items or fewer at setup, up to twice as many after inserts) is not
/// indexed: building the cells would cost more than the scans they save, so its queries test every
/// frame.
///
/// The cells hold items by identity (SPEC 2.7): until the list first changes, item *i* is at index
/// *i*; from then on an ``ItemOrder`` maps identities to indices, and carries each item's `maxY`
/// for the top item of `list-offset content`. A change of the list registers or unregisters one
/// item, and moves only the frames it restacks; one that restacks a large share of the rows
/// builds the index anew instead.
package struct SpatialIndex: Sendable {
  /// The most items a layout may have and still be scanned rather than indexed.
  package static let scanLimit = 64

  private typealias CellKey = CellTable.Key

  /// The frame of every item: by index while the layout is scanned, by identity once indexed.
  private var frames: [Rect]
  /// The list's order since its first change, where the layout is indexed (`nil` before:
  /// identity and index are one).
  private var order: ItemOrder?
  private let baseCell: Double
  private var cells: CellTable
  /// The level of each item, or -1 when its frame is empty.
  private var itemLevel: [Int]
  /// The items on each level, for the scanning fallback, with each item's position in its list.
  private var levelMembers: [[Int]] = []
  private var memberPosition: [Int]
  /// Marks items already collected by the running query.
  private var seen: [UInt32]
  private var queryStamp: UInt32 = 0
  /// Whether the layout is small enough to scan (no cells are built).
  private let scans: Bool

  /// The most levels a frame can need: sizes are bounded by `Configuration.magnitudeLimit`.
  private static let levelCount = 80

  /// Indexes `frames`.
  ///
  /// - Complexity: O(*n*).
  init(frames: [Rect]) {
    self.frames = frames
    scans = frames.count <= SpatialIndex.scanLimit
    guard !scans else {
      baseCell = 64
      itemLevel = []
      memberPosition = []
      seen = []
      cells = CellTable(itemCount: 0, registrations: [])
      return
    }
    self.baseCell = SpatialIndex.baseCell(for: frames)
    self.itemLevel = Array(repeating: -1, count: frames.count)
    self.memberPosition = Array(repeating: -1, count: frames.count)
    self.seen = Array(repeating: 0, count: frames.count)
    cells = CellTable(itemCount: 0, registrations: [])
    // An item has one to four registrations (a grid's often four): room for them all at once,
    // whose pages a list, with one or two, never touches.
    var registrations: [(key: CellKey, item: Int)] = []
    registrations.reserveCapacity(4 * frames.count)
    for item in frames.indices {
      guard let level = join(item) else { continue }
      let (columns, rows) = cellRanges(of: frames[item], level: level)
      for column in columns {
        for row in rows {
          registrations.append((CellKey(level: level, column: column, row: row), item))
        }
      }
    }
    cells = CellTable(itemCount: frames.count, registrations: registrations)
  }

  /// The number of items.
  package var count: Int { order?.count ?? frames.count }

  /// The frame of the item at `index`.
  ///
  /// - Complexity: O(1) before the list's first change, O(log *n*) expected after it.
  package func frame(of index: Int) -> Rect { frames[identity(at: index)] }

  /// The frames in index order.
  ///
  /// - Complexity: O(*n*).
  package var framesInOrder: [Rect] {
    guard let order else { return frames }
    return order.items.map { frames[$0] }
  }

  /// The height of item 0's frame; 0 when there are no items.
  ///
  /// - Complexity: as ``frame(of:)``.
  package var firstFrameHeight: Double { count > 0 ? frame(of: 0).height : 0 }

  private func identity(at index: Int) -> Int { order?.item(at: index) ?? index }

  /// The index of the item `identity`, which the query collected and so is in the list.
  private func index(of identity: Int) -> Int { order?.index(of: identity) ?? identity }

  /// The cell side of level 0: the median item size (of at most ``sizeSample`` frames spread evenly
  /// over the items), so that typical items span one or two cells.
  ///
  /// - Complexity: O(1): the sample's size is bounded.
  private static func baseCell(for frames: [Rect]) -> Double {
    let stride = Swift.max(1, frames.count / sizeSample)
    var sizes: [Double] = []
    sizes.reserveCapacity(sizeSample + 1)
    for item in Swift.stride(from: 0, to: frames.count, by: stride) where !frames[item].isEmpty {
      sizes.append(Swift.max(frames[item].width, frames[item].height))
    }
    guard !sizes.isEmpty else { return 64 }
    sizes.sort()
    return Swift.min(Swift.max(sizes[sizes.count / 2], 1e-3), 1e9)
  }

  /// How many frames ``baseCell(for:)`` looks at, at most (about).
  private static let sizeSample = 256

  /// Gives the item at `index` a new frame.
  ///
  /// - Complexity: O(*b*), where *b* is the number of items sharing its old and new cells (and
  ///   O(log *n*) expected once the list has changed).
  mutating func setFrame(_ frame: Rect, of index: Int) {
    guard !scans else {
      frames[index] = frame
      return
    }
    let item = identity(at: index)
    unregister(item)
    frames[item] = frame
    register(item)
    order?.setValue(frame.maxY, of: item)
  }

  /// The highest-index item whose frame contains `point` (the topmost, SPEC 2.1).
  ///
  /// - Complexity: O(*L* + *k*), where *L* is the number of occupied levels and *k* the number of
  ///   items sharing the point's cells.
  package func topmost(at point: Point) -> Int? {
    if scans { return frames.indices.last { frames[$0].contains(point) } }
    var best: Int?
    for level in levelMembers.indices where !levelMembers[level].isEmpty {
      cells.forEachItem(in: key(level: level, point: point)) { item in
        guard frames[item].contains(point) else { return }
        let index = index(of: item)
        if index > (best ?? -1) { best = index }
      }
    }
    return best
  }

  /// Every item whose frame contains `point`, in ascending index order.
  ///
  /// - Complexity: O(*L* + *k* log *k*), as for ``topmost(at:)``.
  package func items(at point: Point) -> [Int] {
    if scans { return frames.indices.filter { frames[$0].contains(point) } }
    var found: [Int] = []
    for level in levelMembers.indices where !levelMembers[level].isEmpty {
      cells.forEachItem(in: key(level: level, point: point)) { item in
        if frames[item].contains(point) { found.append(index(of: item)) }
      }
    }
    found.sort()
    return found
  }

  /// The items whose frames the closed segment from `start` to `end` touches, in order of first
  /// contact, ties in ascending index order (SPEC 3.1, 3.5).
  ///
  /// - Returns: Pairs of contact parameter in `[0, 1]` and item index.
  /// - Complexity: O(*L* + *c* + *k* log *k*), where *c* is the number of cells the segment
  ///   crosses (at most the number of items on a level) and *k* the number of candidates.
  package mutating func sweep(from start: Point, to end: Point) -> [(time: Double, item: Int)] {
    var contacts: [(time: Double, item: Int)] = []
    let bounds = SegmentBounds(start, end)
    if scans {
      for (item, frame) in frames.enumerated() where !bounds.isClear(of: frame) {
        if let time = frame.contactTime(from: start, to: end) { contacts.append((time, item)) }
      }
      contacts.sort { $0.time < $1.time || ($0.time == $1.time && $0.item < $1.item) }
      return contacts
    }
    nextStamp()
    for level in levelMembers.indices where !levelMembers[level].isEmpty {
      let side = cellSide(level)
      let columns = (
        SpatialIndex.cellIndex(Swift.min(start.x, end.x), side),
        SpatialIndex.cellIndex(Swift.max(start.x, end.x), side)
      )
      let rows = (
        SpatialIndex.cellIndex(Swift.min(start.y, end.y), side),
        SpatialIndex.cellIndex(Swift.max(start.y, end.y), side)
      )
      let spanX = columns.1 - columns.0 + 1
      let spanY = rows.1 - rows.0 + 1
      if spanX <= 3 && spanY <= 3 {
        for column in columns.0...columns.1 {
          for row in rows.0...rows.1 {
            collect(
              CellKey(level: level, column: column, row: row), start, end, bounds, into: &contacts)
          }
        }
      } else if 3 * Swift.max(spanX, spanY) > 4 * levelMembers[level].count + 16 {
        for item in levelMembers[level] { consider(item, start, end, bounds, into: &contacts) }
      } else {
        SpatialIndex.walkCells(
          level: level, side: side, start: start, end: end, spanX: spanX, spanY: spanY
        ) {
          key in collect(key, start, end, bounds, into: &contacts)
        }
      }
    }
    if order != nil {
      for position in contacts.indices {
        contacts[position].item = index(of: contacts[position].item)
      }
    }
    contacts.sort { $0.time < $1.time || ($0.time == $1.time && $0.item < $1.item) }
    return contacts
  }

  /// Every item whose frame meets the closed `box` (``Rect/meets(_:)``), in no set order.
  ///
  /// - Complexity: O(*L* + *c* + *k*), where *c* is the number of cells the box covers (at most
  ///   about four times the number of items on a level: past that, the level's items are scanned)
  ///   and *k* the number of candidates.
  package mutating func items(meeting box: Box) -> [Int] {
    if scans { return frames.indices.filter { frames[$0].meets(box) } }
    nextStamp()
    var found: [Int] = []
    for level in levelMembers.indices where !levelMembers[level].isEmpty {
      let side = cellSide(level)
      let columns =
        SpatialIndex.cellIndex(box.minX, side)...SpatialIndex.cellIndex(box.maxX, side)
      let rows = SpatialIndex.cellIndex(box.minY, side)...SpatialIndex.cellIndex(box.maxY, side)
      if Double(columns.count) * Double(rows.count) > Double(4 * levelMembers[level].count + 16) {
        for item in levelMembers[level] where frames[item].meets(box) {
          found.append(index(of: item))
        }
        continue
      }
      let table = cells  // a copy of the references, so that the closure may update `seen`
      for column in columns {
        for row in rows {
          table.forEachItem(in: CellKey(level: level, column: column, row: row)) { item in
            guard seen[item] != queryStamp else { return }
            seen[item] = queryStamp
            if frames[item].meets(box) { found.append(index(of: item)) }
          }
        }
      }
    }
    return found
  }

  /// Visits every cell of `level` that the segment may cross: one slab at a time along the axis
  /// it moves farthest on, with a cell of margin on the other axis against rounding.
  private static func walkCells(
    level: Int, side: Double, start: Point, end: Point, spanX: Int, spanY: Int,
    _ visit: (CellKey) -> Void
  ) {
    let alongX = spanX >= spanY
    let (s0, s1) = alongX ? (start.x, end.x) : (start.y, end.y)
    let (m0, m1) = alongX ? (start.y, end.y) : (start.x, end.x)
    let first = SpatialIndex.cellIndex(Swift.min(s0, s1), side)
    let last = SpatialIndex.cellIndex(Swift.max(s0, s1), side)
    let delta = s1 - s0
    for slab in first...last {
      var tA = 0.0
      var tB = 1.0
      if delta != 0 {
        let low = (Double(slab) * side - s0) / delta
        let high = (Double(slab + 1) * side - s0) / delta
        tA = Swift.max(0, Swift.min(low, high))
        tB = Swift.min(1, Swift.max(low, high))
      }
      let a = m0 + tA * (m1 - m0)
      let b = m0 + tB * (m1 - m0)
      let lowCell = SpatialIndex.cellIndex(Swift.min(a, b), side) - 1
      let highCell = SpatialIndex.cellIndex(Swift.max(a, b), side) + 1
      for minor in lowCell...highCell {
        visit(
          alongX
            ? CellKey(level: level, column: slab, row: minor)
            : CellKey(level: level, column: minor, row: slab))
      }
    }
  }

  private mutating func collect(
    _ key: CellKey, _ start: Point, _ end: Point, _ bounds: SegmentBounds,
    into contacts: inout [(time: Double, item: Int)]
  ) {
    let table = cells  // a copy of the references, so that the closure may update `seen`
    table.forEachItem(in: key) { consider($0, start, end, bounds, into: &contacts) }
  }

  private mutating func consider(
    _ item: Int, _ start: Point, _ end: Point, _ bounds: SegmentBounds,
    into contacts: inout [(time: Double, item: Int)]
  ) {
    if seen[item] == queryStamp { return }
    seen[item] = queryStamp
    let frame = frames[item]
    if !bounds.isClear(of: frame), let time = frame.contactTime(from: start, to: end) {
      contacts.append((time, item))
    }
  }

  private mutating func nextStamp() {
    if queryStamp == UInt32.max {
      queryStamp = 0
      for index in seen.indices { seen[index] = 0 }
    }
    queryStamp += 1
  }

  // MARK: Registration

  /// Puts `item` on its level's member list, and returns the level (`nil` for an empty frame).
  private mutating func join(_ item: Int) -> Int? {
    let frame = frames[item]
    guard !frame.isEmpty else { return nil }
    let level = level(for: frame)
    itemLevel[item] = level
    while levelMembers.count <= level { levelMembers.append([]) }
    memberPosition[item] = levelMembers[level].count
    levelMembers[level].append(item)
    return level
  }

  /// Registers `item`'s new frame (after a frame event).
  private mutating func register(_ item: Int) {
    guard let level = join(item) else { return }
    let (columns, rows) = cellRanges(of: frames[item], level: level)
    for column in columns {
      for row in rows {
        cells.add(item, to: CellKey(level: level, column: column, row: row))
      }
    }
  }

  private mutating func unregister(_ item: Int) {
    let level = itemLevel[item]
    guard level >= 0 else {
      cells.remove(item, from: [])
      return
    }
    let (columns, rows) = cellRanges(of: frames[item], level: level)
    var keys: [CellKey] = []
    for column in columns {
      for row in rows { keys.append(CellKey(level: level, column: column, row: row)) }
    }
    cells.remove(item, from: keys)
    let position = memberPosition[item]
    let moved = levelMembers[level].removeLast()
    if moved != item {
      levelMembers[level][position] = moved
      memberPosition[moved] = position
    }
    itemLevel[item] = -1
    memberPosition[item] = -1
  }

  /// The columns and rows of the cells of `level` that hold a point of `frame`.
  ///
  /// The max edges are open, so the last cell is the one of the largest double below `maxX`
  /// (`maxY`): a point query or sweep maps every point inside the frame to a cell in this range
  /// (division and `floor` are monotonic), and a frame whose edges fall on cell boundaries, as a
  /// grid's do, lives in one cell instead of four.
  private func cellRanges(of frame: Rect, level: Int) -> (ClosedRange<Int>, ClosedRange<Int>) {
    let side = cellSide(level)
    let lastX = Swift.max(frame.minX, frame.maxX.nextDown)
    let lastY = Swift.max(frame.minY, frame.maxY.nextDown)
    return (
      SpatialIndex.cellIndex(frame.minX, side)...SpatialIndex.cellIndex(lastX, side),
      SpatialIndex.cellIndex(frame.minY, side)...SpatialIndex.cellIndex(lastY, side)
    )
  }

  // MARK: Cells

  private func level(for frame: Rect) -> Int {
    let size = Swift.max(frame.width, frame.height)
    var level = 0
    while level + 1 < SpatialIndex.levelCount && cellSide(level) < size { level += 1 }
    return level
  }

  private func cellSide(_ level: Int) -> Double {
    baseCell * Double(sign: .plus, exponent: level, significand: 1)
  }

  private func key(level: Int, point: Point) -> CellKey {
    let side = cellSide(level)
    return CellKey(
      level: level, column: SpatialIndex.cellIndex(point.x, side),
      row: SpatialIndex.cellIndex(point.y, side))
  }

  /// The cell that holds `value`; clamped so that no input can overflow the conversion.
  private static func cellIndex(_ value: Double, _ side: Double) -> Int {
    let cell = (value / side).rounded(.down)
    // Compared by hand (cheaper than `Swift.min` and `Swift.max`), a NaN taken as 1e15 as they
    // take it.
    if cell >= -1e15 && cell <= 1e15 { return Int(cell) }
    return cell < -1e15 ? -1_000_000_000_000_000 : 1_000_000_000_000_000
  }
}

// MARK: List changes

extension SpatialIndex {
  /// The top item of `list-offset content` (SPEC 2.7) seen from `offset`: the first item, by
  /// index, whose frame reaches below it (`count` when none does).
  ///
  /// - Complexity: O(log *n*) expected; O(*n*) once, at the list's first change, to number its
  ///   items.
  mutating func topItem(seenFrom offset: Double) -> Int {
    guard !scans else { return frames.firstIndex { $0.maxY > offset } ?? frames.count }
    numberItems()
    return order?.firstIndex(withValueAbove: offset) ?? count
  }

  /// The highest index whose frame's `maxY` is at least `y`: under `hit-test nearest`, the item
  /// that reaches lowest once the list has changed.
  ///
  /// - Complexity: O(log *n*) expected; O(*n*) to number the items where they are not yet.
  mutating func lastIndex(reachingAtLeast y: Double) -> Int? {
    guard !scans else { return frames.lastIndex { $0.maxY >= y } }
    numberItems()
    return order?.lastIndex(withValueAtLeast: y)
  }

  /// Applies `change` (SPEC 2.7): `inserted` is the new item's frame; where `restacking`, the
  /// items the change passes move vertically as rows do (`list-frames restack`).
  ///
  /// - Returns: The items whose frames the change moved, by their indices after it, with their
  ///   frames before it.
  /// - Complexity: O(*p* log *n*) expected for *p* items restacked, O(log *n*) for the others;
  ///   O(*n*) once, at the list's first change, to number the items.
  @discardableResult
  mutating func apply(_ change: ListChange, inserting inserted: Rect, restacking: Bool)
    -> [(index: Int, before: Rect)]
  {
    if scans || restacking && change.passedCount(in: count) > Swift.max(count / 8, Self.scanLimit) {
      return applyRebuilding(change, inserting: inserted, restacking: restacking)
    }
    numberItems()
    var order = self.order ?? ItemOrder(count: 0)
    self.order = nil  // so that the tree is changed in place, not copied
    var shifts: [(items: [Int], by: Double)] = []
    switch change {
    case .insert(let index):
      let item = order.insert(at: index, value: inserted.maxY)
      frames.append(inserted)
      itemLevel.append(-1)
      memberPosition.append(-1)
      seen.append(0)
      cells.makeRoom(for: item)
      register(item)
      guard restacking else { break }
      shifts.append((order.items(in: (index + 1)..<order.count), inserted.height))
    case .remove(let index):
      let item = order.remove(at: index)
      unregister(item)
      guard restacking else { break }
      shifts.append((order.items(in: index..<order.count), -frames[item].height))
    case .reorder(let from, let to):
      let item = order.item(at: from)
      order.move(from: from, to: to)
      guard restacking else { break }
      // The items passed, by their new indices, and the sum of their heights in index order.
      let passed = order.items(in: from < to ? from..<to : (to + 1)..<(from + 1))
      let passedHeight = passed.reduce(0.0) { $0 + frames[$1].height }
      let height = frames[item].height
      shifts.append((passed, from < to ? -height : height))
      shifts.append(([item], from < to ? passedHeight : -passedHeight))
    }
    var moved: [(index: Int, before: Rect)] = []
    for (items, dy) in shifts {
      for item in items {
        let before = frames[item]
        var after = before
        after.y += dy
        guard after != before else { continue }
        unregister(item)
        frames[item] = after
        register(item)
        order.setValue(after.maxY, of: item)
        moved.append((order.index(of: item) ?? -1, before))
      }
    }
    self.order = order
    moved.sort { $0.index < $1.index }
    return moved
  }

  /// Numbers the items of an indexed layout at its list's first change.
  ///
  /// - Complexity: O(*n*) the first time, O(1) after.
  private mutating func numberItems() {
    guard order == nil && !scans else { return }
    let frames = frames
    order = ItemOrder(count: frames.count, value: { frames[$0].maxY })
  }

  /// ``apply(_:inserting:restacking:)`` on a layout small enough to scan, whose frames are kept
  /// by index, or on a layout of which the change restacks a large share: its frames in index
  /// order, carried through the change, are indexed again, as cheap as moving them one by one.
  /// A scanned layout that grows past twice ``scanLimit`` is indexed from then on.
  ///
  /// - Complexity: O(*n*).
  private mutating func applyRebuilding(
    _ change: ListChange, inserting inserted: Rect, restacking: Bool
  ) -> [(index: Int, before: Rect)] {
    let before = framesInOrder
    let after = change.carry(before, inserting: inserted, restacking ? .restack : .stay)
    var moved: [(index: Int, before: Rect)] = []
    for (index, frame) in after.enumerated() {
      if let old = change.oldIndex(of: index), before[old] != frame {
        moved.append((index, before[old]))
      }
    }
    if scans && after.count <= 2 * Self.scanLimit {
      frames = after
    } else {
      self = SpatialIndex(frames: after)
    }
    return moved
  }
}
