/// The items of each cell of a ``SpatialIndex``, built in bulk: every cell's items lie together in
/// one flat array, so that indexing *n* items costs a few passes over flat arrays and no
/// allocation per cell. A level whose registrations fill much of their bounding box of cells (the
/// levels of lists and grids) numbers its cells by row and column, with no hashing; the cells of
/// the other levels are found through an open-addressing table of keys. Cells that `frame` events
/// change afterwards live in a dictionary beside them, and an item registered there is skipped in
/// the bulk part.
struct CellTable: Sendable {
  /// A cell: its level and its column and row on that level.
  struct Key: Hashable, Sendable {
    var level: Int
    var column: Int
    var row: Int
  }

  /// The cells of one level numbered by row and column: cell numbers `base..<base + columns *
  /// rows`.
  private struct Block: Sendable {
    var firstColumn = 0
    var firstRow = 0
    var columns = 0
    var rows = 0
    var base = 0

    /// The cell number of `key`, `nil` outside the block.
    @inline(__always) func cell(_ key: Key) -> Int? {
      let column = key.column &- firstColumn
      let row = key.row &- firstRow
      guard column >= 0 && column < columns && row >= 0 && row < rows else { return nil }
      return base + row * columns + column
    }
  }

  /// Each level's block, or `nil` for a level whose cells are hashed (or that holds nothing).
  private var blocks: [Block?] = []
  /// The key of each hashed cell: cell number `hashedBase + i` is `keys[i]`.
  private var keys: [Key] = []
  private var hashedBase = 0
  /// Cell `c`'s items are `items[start[c]..<start[c + 1]]`, in ascending index order.
  private var start: [Int] = [0]
  private var items: [Int] = []
  /// Open addressing: an index into `keys`, or -1 for an empty slot; the size is a power of two.
  private var slots: [Int32] = []
  /// Whether an item's registrations moved to ``changed`` (its bulk ones no longer hold).
  private var moved: [Bool]
  /// The cells of items registered since the bulk build.
  private var changed: [Key: [Int]] = [:]

  /// Builds the table from `registrations`: for each item in ascending order, the cells it
  /// occupies.
  ///
  /// - Complexity: O(*n* + *r*) for *n* items and *r* registrations.
  init(itemCount: Int, registrations: [(key: Key, item: Int)]) {
    moved = Array(repeating: false, count: itemCount)
    blocks = Self.blocks(for: registrations)
    hashedBase = blocks.reduce(0) { $0 + ($1.map { $0.columns * $0.rows } ?? 0) }
    var cellOf = [Int32](repeating: 0, count: registrations.count)
    for index in registrations.indices {
      let key = registrations[index].key
      if let block = blocks[key.level], let cell = block.cell(key) {
        cellOf[index] = Int32(truncatingIfNeeded: cell)
      } else {
        cellOf[index] = Int32(truncatingIfNeeded: hashedBase + insertCell(key))
      }
    }
    // A counting sort of the registrations by cell: `start` ends as each cell's first position.
    start = [Int](repeating: 0, count: hashedBase + keys.count + 1)
    items = [Int](repeating: 0, count: registrations.count)
    start.withUnsafeMutableBufferPointer { start in
      items.withUnsafeMutableBufferPointer { items in
        for cell in cellOf { start[Int(cell) + 1] += 1 }
        for cell in 1..<start.count { start[cell] += start[cell - 1] }
        for (index, registration) in registrations.enumerated() {
          let cell = Int(cellOf[index])
          items[start[cell]] = registration.item
          start[cell] += 1
        }
        // Each cell's entry now holds the next cell's first position: shift them back.
        for cell in stride(from: start.count - 1, to: 0, by: -1) { start[cell] = start[cell - 1] }
        start[0] = 0
      }
    }
  }

  /// A block for each level whose registrations' bounding box of cells has at most twice as many
  /// cells as the level has registrations (and a few more), so that the flat numbering costs no
  /// more room than the registrations; the other levels hash.
  private static func blocks(for registrations: [(key: Key, item: Int)]) -> [Block?] {
    var levels = 0
    for registration in registrations { levels = Swift.max(levels, registration.key.level + 1) }
    // Per level: the least and greatest column and row, and the number of registrations.
    var bounds = [Int](repeating: 0, count: 5 * levels)
    for level in 0..<levels {
      bounds[5 * level] = .max
      bounds[5 * level + 1] = .min
      bounds[5 * level + 2] = .max
      bounds[5 * level + 3] = .min
    }
    bounds.withUnsafeMutableBufferPointer { bounds in
      for (key, _) in registrations {
        let at = 5 * key.level
        bounds[at] = Swift.min(bounds[at], key.column)
        bounds[at + 1] = Swift.max(bounds[at + 1], key.column)
        bounds[at + 2] = Swift.min(bounds[at + 2], key.row)
        bounds[at + 3] = Swift.max(bounds[at + 3], key.row)
        bounds[at + 4] += 1
      }
    }
    var base = 0
    return (0..<levels).map { level in
      let (minColumn, maxColumn) = (bounds[5 * level], bounds[5 * level + 1])
      let (minRow, maxRow, count) = (
        bounds[5 * level + 2], bounds[5 * level + 3], bounds[5 * level + 4]
      )
      guard count > 0 else { return nil }
      // Columns and rows are within ±1e15 (``SpatialIndex``'s clamp): the spans cannot overflow.
      let columns = maxColumn - minColumn + 1
      let rows = maxRow - minRow + 1
      let room = 2 * count + 16
      guard columns <= room && rows <= room && columns * rows <= room else { return nil }
      defer { base += columns * rows }
      return Block(
        firstColumn: minColumn, firstRow: minRow, columns: columns, rows: rows, base: base)
    }
  }

  /// Calls `body` with every item registered in `key`'s cell.
  func forEachItem(in key: Key, _ body: (Int) -> Void) {
    if let cell = bulkCell(key) {
      for position in start[cell]..<start[cell + 1] where !moved[items[position]] {
        body(items[position])
      }
    }
    if !changed.isEmpty, let extra = changed[key] {
      for item in extra { body(item) }
    }
  }

  /// Makes room for a new item, `item`, which has no registrations yet.
  ///
  /// - Complexity: O(1) amortized.
  mutating func makeRoom(for item: Int) {
    while moved.count <= item { moved.append(false) }
  }

  /// Registers `item` in `key`'s cell (after a frame event).
  mutating func add(_ item: Int, to key: Key) {
    moved[item] = true
    changed[key, default: []].append(item)
  }

  /// Takes `item` out of the cells of its old frame, before its new one is registered.
  mutating func remove(_ item: Int, from keys: [Key]) {
    guard moved[item] else {
      // Its bulk registrations are skipped from now on.
      moved[item] = true
      return
    }
    for key in keys {
      guard var members = changed.removeValue(forKey: key) else { continue }
      if let position = members.firstIndex(of: item) {
        members.swapAt(position, members.count - 1)
        members.removeLast()
      }
      if !members.isEmpty { changed[key] = members }
    }
  }

  // MARK: Finding cells

  /// The number of `key`'s cell in the bulk part, `nil` for a cell that holds nothing there.
  private func bulkCell(_ key: Key) -> Int? {
    if key.level < blocks.count, let block = blocks[key.level] { return block.cell(key) }
    return hashedCell(key).map { hashedBase + $0 }
  }

  /// The index in ``keys`` of a hashed cell.
  private func hashedCell(_ key: Key) -> Int? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    var slot = Self.hash(key) & mask
    while true {
      let cell = Int(slots[slot])
      if cell < 0 { return nil }
      if keys[cell] == key { return cell }
      slot = (slot + 1) & mask
    }
  }

  /// The index in ``keys`` of `key`'s hashed cell, a new one if it had none.
  private mutating func insertCell(_ key: Key) -> Int {
    if slots.isEmpty { slots = Array(repeating: -1, count: 16) }
    if 2 * (keys.count + 1) > slots.count { growSlots() }
    let mask = slots.count - 1
    var slot = Self.hash(key) & mask
    while true {
      let cell = slots[slot]
      if cell < 0 {
        slots[slot] = Int32(keys.count)
        keys.append(key)
        return keys.count - 1
      }
      if keys[Int(cell)] == key { return Int(cell) }
      slot = (slot + 1) & mask
    }
  }

  /// Doubles the open-addressing table, so that it stays at most half full.
  private mutating func growSlots() {
    slots = Array(repeating: -1, count: 2 * slots.count)
    let mask = slots.count - 1
    for (index, key) in keys.enumerated() {
      var slot = Self.hash(key) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(index)
    }
  }

  /// A fixed mix of the key's three numbers (SplitMix64's finalizer): no per-process seed.
  private static func hash(_ key: Key) -> Int {
    var z = UInt64(bitPattern: Int64(key.column)) &* 0x9E37_79B9_7F4A_7C15
    z ^= UInt64(bitPattern: Int64(key.row)) &* 0xC2B2_AE3D_27D4_EB4F
    z ^= UInt64(bitPattern: Int64(key.level)) &* 0x1656_67B1_9E37_79F9
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Int(truncatingIfNeeded: z & 0x7FFF_FFFF_FFFF_FFFF)
  }
}
