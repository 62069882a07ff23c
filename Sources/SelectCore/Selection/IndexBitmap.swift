/// A set of item indices in `0..<capacity` with fast ordered search.
///
/// Bits are kept in levels of 64-bit words: level 0 holds one bit per index, and every higher
/// level holds one bit per non-zero word of the level below. Finding the next or previous member
/// walks up until a level has a candidate and back down, so it costs a few word operations per
/// level, whatever the number of indices.
struct IndexBitmap: Hashable, Sendable {
  private var levels: [[UInt64]]
  private(set) var count = 0
  private(set) var capacity: Int

  /// Creates an empty set for indices `0..<capacity`.
  ///
  /// - Complexity: O(*capacity* / 64).
  init(capacity: Int) {
    self.capacity = capacity
    var levels: [[UInt64]] = []
    var width = max(capacity, 1)
    repeat {
      let words = (width + 63) >> 6
      levels.append(Array(repeating: 0, count: words))
      width = words
    } while width > 1
    self.levels = levels
  }

  /// Creates the set of every index in `0..<capacity`.
  ///
  /// - Complexity: O(*capacity* / 64): whole words are filled, not one bit per index.
  init(filledTo capacity: Int) {
    self.init(capacity: capacity)
    count = capacity
    var width = capacity
    for level in levels.indices {
      let full = width >> 6
      for word in 0..<full { levels[level][word] = ~0 }
      if width & 63 != 0 { levels[level][full] = (1 << UInt64(width & 63)) - 1 }
      width = (width + 63) >> 6
    }
  }

  /// Makes room for indices up to `needed` at least, doubling the capacity so that growing one
  /// index at a time costs O(1) amortized.
  ///
  /// - Complexity: O(*capacity* / 64) when it grows, O(1) otherwise.
  mutating func reserve(_ needed: Int) {
    guard needed > capacity else { return }
    var grown = IndexBitmap(capacity: Swift.max(needed, 2 * capacity))
    grown.levels[0].replaceSubrange(0..<levels[0].count, with: levels[0])
    for level in 1..<grown.levels.count {
      for (word, bits) in grown.levels[level - 1].enumerated() where bits != 0 {
        grown.levels[level][word >> 6] |= 1 << UInt64(word & 63)
      }
    }
    grown.count = count
    self = grown
  }

  /// - Complexity: O(1).
  func contains(_ index: Int) -> Bool {
    levels[0][index >> 6] & (1 << UInt64(index & 63)) != 0
  }

  /// Adds `index`; returns whether it was new.
  ///
  /// - Complexity: O(log₆₄ *capacity*).
  @discardableResult
  mutating func insert(_ index: Int) -> Bool {
    if contains(index) { return false }
    count += 1
    var position = index
    for level in levels.indices {
      let word = position >> 6
      let wasEmpty = levels[level][word] == 0
      levels[level][word] |= 1 << UInt64(position & 63)
      if !wasEmpty { break }
      position = word
    }
    return true
  }

  /// Removes `index`; returns whether it was a member.
  ///
  /// - Complexity: O(log₆₄ *capacity*).
  @discardableResult
  mutating func remove(_ index: Int) -> Bool {
    if !contains(index) { return false }
    count -= 1
    var position = index
    for level in levels.indices {
      let word = position >> 6
      levels[level][word] &= ~(1 << UInt64(position & 63))
      if levels[level][word] != 0 { break }
      position = word
    }
    return true
  }

  /// Every member, in ascending order.
  ///
  /// - Complexity: O(*capacity* / 4096 + *k*) for *k* members: the second level says which words
  ///   of the first hold members.
  var members: [Int] {
    var result: [Int] = []
    members(into: &result)
    return result
  }

  /// Replaces the contents of `result` with ``members``, keeping its storage.
  ///
  /// - Complexity: As ``members``.
  func members(into result: inout [Int]) {
    result.removeAll(keepingCapacity: true)
    guard count > 0 else { return }
    result.reserveCapacity(count)
    let bits = levels[0]
    func collect(_ word: Int) {
      var rest = bits[word]
      while rest != 0 {
        result.append(word << 6 | rest.trailingZeroBitCount)
        rest &= rest &- 1
      }
    }
    guard levels.count > 1 else {
      for word in bits.indices { collect(word) }
      return
    }
    for (index, summary) in levels[1].enumerated() where summary != 0 {
      var rest = summary
      while rest != 0 {
        collect(index << 6 | rest.trailingZeroBitCount)
        rest &= rest &- 1
      }
    }
  }

  /// The smallest member greater than `index` (pass -1 for the first member).
  ///
  /// - Complexity: O(log₆₄ *capacity*).
  func next(after index: Int) -> Int? {
    let start = index + 1
    if start >= capacity { return nil }
    return search(level: 0, from: max(start, 0))
  }

  /// The largest member smaller than `index` (pass `capacity` for the last member).
  ///
  /// - Complexity: O(log₆₄ *capacity*).
  func previous(before index: Int) -> Int? {
    let start = index - 1
    if start < 0 { return nil }
    return searchBackward(level: 0, from: min(start, capacity - 1))
  }

  /// The smallest member at `level` that is `>= position`, in that level's own numbering.
  private func search(level: Int, from position: Int) -> Int? {
    let words = levels[level]
    var word = position >> 6
    if word >= words.count { return nil }
    let masked = words[word] & (~0 << UInt64(position & 63))
    if masked != 0 { return word << 6 | masked.trailingZeroBitCount }
    if level + 1 == levels.count { return nil }
    guard let found = search(level: level + 1, from: word + 1) else { return nil }
    word = found
    return word << 6 | words[word].trailingZeroBitCount
  }

  /// The largest member at `level` that is `<= position`, in that level's own numbering.
  private func searchBackward(level: Int, from position: Int) -> Int? {
    let words = levels[level]
    var word = position >> 6
    let shift = UInt64(63 - (position & 63))
    let masked = words[word] & (~0 >> shift)
    if masked != 0 { return word << 6 | (63 - masked.leadingZeroBitCount) }
    if level + 1 == levels.count || word == 0 { return nil }
    guard let found = searchBackward(level: level + 1, from: word - 1) else { return nil }
    word = found
    return word << 6 | (63 - words[word].leadingZeroBitCount)
  }
}
