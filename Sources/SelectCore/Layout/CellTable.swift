/// The items of each cell of a ``SpatialIndex``, built in bulk: every cell's items lie together in
/// one flat array, found through an open-addressing table of cell keys, so that indexing *n* items
/// costs a few passes over flat arrays and no allocation per cell. Cells that `frame` events change
/// afterwards live in a dictionary beside it, and an item registered there is skipped in the bulk
/// part.
struct CellTable: Sendable {
  /// A cell: its level and its column and row on that level.
  struct Key: Hashable, Sendable {
    var level: Int
    var column: Int
    var row: Int
  }

  /// The key of each cell built in bulk, by cell number.
  private var keys: [Key] = []
  /// Cell `c`'s items are `items[start[c]..<start[c + 1]]`, in ascending index order.
  private var start: [Int] = [0]
  private var items: [Int] = []
  /// Open addressing: a cell number, or -1 for an empty slot; the size is a power of two.
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
    var capacity = 16
    while capacity < 2 * registrations.count { capacity *= 2 }
    slots = Array(repeating: -1, count: capacity)
    var cellOf = [Int32](repeating: 0, count: registrations.count)
    var counts: [Int] = []
    for (index, registration) in registrations.enumerated() {
      let cell = insertCell(registration.key, &counts)
      cellOf[index] = Int32(cell)
      counts[cell] += 1
    }
    start = [0]
    start.reserveCapacity(counts.count + 1)
    for count in counts { start.append(start[start.count - 1] + count) }
    var cursor = start
    items = Array(repeating: 0, count: registrations.count)
    for (index, registration) in registrations.enumerated() {
      let cell = Int(cellOf[index])
      items[cursor[cell]] = registration.item
      cursor[cell] += 1
    }
  }

  /// Calls `body` with every item registered in `key`'s cell.
  func forEachItem(in key: Key, _ body: (Int) -> Void) {
    if let cell = cell(key) {
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

  // MARK: The open-addressing table

  private func cell(_ key: Key) -> Int? {
    let mask = slots.count - 1
    var slot = Self.hash(key) & mask
    while true {
      let cell = Int(slots[slot])
      if cell < 0 { return nil }
      if keys[cell] == key { return cell }
      slot = (slot + 1) & mask
    }
  }

  private mutating func insertCell(_ key: Key, _ counts: inout [Int]) -> Int {
    let mask = slots.count - 1
    var slot = Self.hash(key) & mask
    while true {
      let cell = Int(slots[slot])
      if cell < 0 {
        slots[slot] = Int32(keys.count)
        keys.append(key)
        counts.append(0)
        return keys.count - 1
      }
      if keys[cell] == key { return cell }
      slot = (slot + 1) & mask
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
