/// The list's order over items that keep their identity while the list changes (issue 26): which
/// item is at each index, each item's index, and, in index order, the nearest item that carries a
/// mark (selected, selectable).
///
/// An item is named by its *identity*, a number given once and never reused: the items of a new
/// order are 0..<*n* at indices 0..<*n*, and each insert makes the next one. Everything an engine
/// remembers about an item can then be kept by identity, in arrays that only ever grow at their
/// end, and an index is asked for only where the SPEC speaks of the list's order (a range, the
/// end of the list, an entry). A list change costs O(log *n*), never a renumbering of the items
/// after it.
///
/// The order is an implicit treap: a binary tree in index order whose nodes are the identities,
/// with each subtree's size and its number of items of each mark, and a heap order on a fixed mix
/// of the identity (SplitMix64's finalizer), so that its shape, like everything else here, depends
/// on nothing but the changes made.
package struct ItemOrder: Sendable {
  /// A property of an item that searches in index order look for.
  package enum Mark: Int, CaseIterable, Sendable {
    case selected = 0
    case selectable = 1
  }

  fileprivate static let none: Int32 = -1
  fileprivate var root: Int32 = none
  fileprivate var left: [Int32] = []
  fileprivate var right: [Int32] = []
  private var parent: [Int32] = []
  private var size: [Int32] = []
  /// Per node, its marks as bits (`1 << mark.rawValue`), and 4 for an item in the list.
  private var bits: [UInt8] = []
  /// Per mark, per node, the number of items of the subtree with that mark.
  private var marked: [[Int32]] = [[], []]
  /// Per node, the item's value, and the largest value of its subtree (`-infinity` for none).
  private var values: [Double] = []
  private var highest: [Double] = []

  /// An order of `count` items, identities 0..<`count` at the same indices, each carrying the
  /// marks `marked` says and the value `value` gives (`-infinity` where it gives none).
  ///
  /// - Complexity: O(*count*).
  package init(
    count: Int, marked: (Mark, Int) -> Bool = { _, _ in false },
    value: (Int) -> Double = { _ in -.infinity }
  ) {
    for array in [\Self.left, \.right, \.parent, \.size] {
      self[keyPath: array].reserveCapacity(count)
    }
    bits.reserveCapacity(count)
    values.reserveCapacity(count)
    highest.reserveCapacity(count)
    for mark in Mark.allCases { self.marked[mark.rawValue].reserveCapacity(count) }
    for item in 0..<count {
      makeNode()
      for mark in Mark.allCases where marked(mark, item) { bits[item] |= Self.bit(mark) }
      values[item] = value(item)
    }
    root = buildTree(count: count)
  }

  /// The number of items in the list.
  package var count: Int { root == Self.none ? 0 : Int(size[Int(root)]) }
  /// The number of identities given so far, the items removed included.
  package var identityCount: Int { size.count }

  /// Whether item `item` is in the list (not removed, and given).
  package func contains(_ item: Int) -> Bool {
    bits.indices.contains(item) && bits[item] & 4 != 0
  }

  /// The item at `index`.
  ///
  /// - Precondition: `index` is in `0..<count`.
  /// - Complexity: O(log *n*) expected.
  package func item(at index: Int) -> Int {
    var node = root
    var rest = Int32(index)
    while true {
      let leftSize = sizeOf(left[Int(node)])
      if rest < leftSize {
        node = left[Int(node)]
      } else if rest == leftSize {
        return Int(node)
      } else {
        rest -= leftSize + 1
        node = right[Int(node)]
      }
    }
  }

  /// The index of `item`, or `nil` if it is not in the list.
  ///
  /// - Complexity: O(log *n*) expected.
  package func index(of item: Int) -> Int? {
    guard contains(item) else { return nil }
    var node = Int32(item)
    var index = sizeOf(left[item])
    while parent[Int(node)] != Self.none {
      let up = parent[Int(node)]
      if right[Int(up)] == node { index += sizeOf(left[Int(up)]) + 1 }
      node = up
    }
    return Int(index)
  }

  /// Whether `item` carries `mark`.
  package func has(_ item: Int, _ mark: Mark) -> Bool { bits[item] & Self.bit(mark) != 0 }

  /// The number of items in the list that carry `mark`.
  package func count(of mark: Mark) -> Int {
    root == Self.none ? 0 : Int(marked[mark.rawValue][Int(root)])
  }

  /// Sets or clears `mark` on `item`.
  ///
  /// - Complexity: O(log *n*) expected.
  package mutating func set(_ mark: Mark, of item: Int, to value: Bool) {
    guard has(item, mark) != value else { return }
    bits[item] ^= Self.bit(mark)
    guard contains(item) else { return }
    let delta: Int32 = value ? 1 : -1
    var node = Int32(item)
    while node != Self.none {
      marked[mark.rawValue][Int(node)] += delta
      node = parent[Int(node)]
    }
  }

  /// The value `item` carries.
  package func value(of item: Int) -> Double { values[item] }

  /// Gives `item` the value `value`.
  ///
  /// - Complexity: O(log *n*) expected.
  package mutating func setValue(_ value: Double, of item: Int) {
    values[item] = value
    var node = Int32(item)
    while node != Self.none {
      let n = Int(node)
      highest[n] = Swift.max(values[n], highestOf(left[n]), highestOf(right[n]))
      node = parent[n]
    }
  }

  /// The lowest index whose item's value is greater than `threshold`.
  ///
  /// - Complexity: O(log *n*) expected.
  package func firstIndex(withValueAbove threshold: Double) -> Int? {
    var node = root
    var base: Int32 = 0
    guard highestOf(node) > threshold else { return nil }
    while true {
      let n = Int(node)
      if highestOf(left[n]) > threshold {
        node = left[n]
      } else if values[n] > threshold {
        return Int(base + sizeOf(left[n]))
      } else {
        base += sizeOf(left[n]) + 1
        node = right[n]
      }
    }
  }

  /// The highest index whose item's value is at least `threshold`.
  ///
  /// - Complexity: O(log *n*) expected.
  package func lastIndex(withValueAtLeast threshold: Double) -> Int? {
    var node = root
    var base: Int32 = 0
    guard highestOf(node) >= threshold else { return nil }
    while true {
      let n = Int(node)
      if highestOf(right[n]) >= threshold {
        base += sizeOf(left[n]) + 1
        node = right[n]
      } else if values[n] >= threshold {
        return Int(base + sizeOf(left[n]))
      } else {
        node = left[n]
      }
    }
  }

  /// Inserts a new item at `index`, carrying `marks` and `value`, and returns its identity.
  ///
  /// - Precondition: `index` is in `0...count`.
  /// - Complexity: O(log *n*) expected.
  @discardableResult
  package mutating func insert(
    at index: Int, marks: [Mark] = [], value: Double = -.infinity
  ) -> Int {
    let item = makeNode()
    for mark in marks { bits[item] |= Self.bit(mark) }
    values[item] = value
    update(Int32(item))
    let (before, after) = split(root, Int32(index))
    root = merge(merge(before, Int32(item)), after)
    parent[Int(root)] = Self.none
    return item
  }

  /// Removes the item at `index` from the list and returns its identity, which keeps its marks.
  ///
  /// - Precondition: `index` is in `0..<count`.
  /// - Complexity: O(log *n*) expected.
  @discardableResult
  package mutating func remove(at index: Int) -> Int {
    let (before, rest) = split(root, Int32(index))
    let (node, after) = split(rest, 1)
    root = merge(before, after)
    if root != Self.none { parent[Int(root)] = Self.none }
    bits[Int(node)] &= ~4
    parent[Int(node)] = Self.none
    return Int(node)
  }

  /// Moves the item at `source` so that it is at `destination` afterwards.
  ///
  /// - Precondition: both are in `0..<count`.
  /// - Complexity: O(log *n*) expected.
  package mutating func move(from source: Int, to destination: Int) {
    let (before, rest) = split(root, Int32(source))
    let (node, after) = split(rest, 1)
    let (head, tail) = split(merge(before, after), Int32(destination))
    root = merge(merge(head, node), tail)
    parent[Int(root)] = Self.none
  }

  /// The lowest index at or after `index` whose item carries `mark`.
  ///
  /// - Complexity: O(log *n*) expected.
  package func first(_ mark: Mark, atOrAfter index: Int) -> Int? {
    first(mark, in: root, from: Int32(Swift.max(index, 0)), base: 0).map(Int.init)
  }

  /// The highest index below `index` whose item carries `mark`.
  ///
  /// - Complexity: O(log *n*) expected.
  package func last(_ mark: Mark, before index: Int) -> Int? {
    last(mark, in: root, before: Int32(Swift.min(index, count)), base: 0).map(Int.init)
  }

  /// Replaces the contents of `buffer` with the indices of the items that carry `mark`, in
  /// ascending order, keeping its storage.
  ///
  /// - Complexity: O(*k* log *n*) expected for *k* such items, and O(*n*) at most: a walk in
  ///   index order that enters no subtree without the mark.
  package func indices(of mark: Mark, into buffer: inout [Int]) {
    buffer.removeAll(keepingCapacity: true)
    let total = count(of: mark)
    guard total > 0 else { return }
    buffer.reserveCapacity(total)
    let bit = Self.bit(mark)
    // In order, down the left spines of the subtrees that hold the mark, skipping the others; the
    // walk reads the arrays through their buffers, as it runs after every call of a run.
    left.withUnsafeBufferPointer { left in
      right.withUnsafeBufferPointer { right in
        size.withUnsafeBufferPointer { size in
          bits.withUnsafeBufferPointer { bits in
            marked[mark.rawValue].withUnsafeBufferPointer { counts in
              var stack: [(node: Int32, base: Int32)] = []
              stack.reserveCapacity(64)
              var node = root
              var base: Int32 = 0
              var found = 0
              while found < total {
                while node >= 0 && counts[Int(node)] > 0 {
                  stack.append((node, base))
                  node = left[Int(node)]
                }
                guard let (top, topBase) = stack.popLast() else { return }
                let l = left[Int(top)]
                let index = topBase + (l >= 0 ? size[Int(l)] : 0)
                if bits[Int(top)] & bit != 0 {
                  buffer.append(Int(index))
                  found += 1
                }
                node = right[Int(top)]
                base = index + 1
              }
            }
          }
        }
      }
    }
  }

  /// The items at `indices`, in index order.
  ///
  /// - Complexity: O(*k* + log *n*) expected for *k* indices.
  package func items(in indices: Range<Int>) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(Swift.max(indices.count, 0))
    // Down to the lower bound, keeping the nodes after it on the stack, then in order.
    var stack: [Int32] = []
    var node = root
    var rest = Int32(Swift.max(indices.lowerBound, 0))
    while node != Self.none {
      let leftSize = sizeOf(left[Int(node)])
      if rest <= leftSize {
        stack.append(node)
        node = left[Int(node)]
      } else {
        rest -= leftSize + 1
        node = right[Int(node)]
      }
    }
    while result.count < indices.count, let top = stack.popLast() {
      result.append(Int(top))
      var next = right[Int(top)]
      while next != Self.none {
        stack.append(next)
        next = left[Int(next)]
      }
    }
    return result
  }

  /// The items in index order.
  ///
  /// - Complexity: O(*n*).
  package var items: [Int] {
    var result: [Int] = []
    result.reserveCapacity(count)
    var stack: [Int32] = []
    var node = root
    while node != Self.none || !stack.isEmpty {
      while node != Self.none {
        stack.append(node)
        node = left[Int(node)]
      }
      let top = stack.removeLast()
      result.append(Int(top))
      node = right[Int(top)]
    }
    return result
  }

  // MARK: The tree

  private static func bit(_ mark: Mark) -> UInt8 { 1 << UInt8(mark.rawValue) }

  private func sizeOf(_ node: Int32) -> Int32 { node == Self.none ? 0 : size[Int(node)] }

  private func highestOf(_ node: Int32) -> Double {
    node == Self.none ? -.infinity : highest[Int(node)]
  }

  private func marks(_ mark: Mark, _ node: Int32) -> Int32 {
    node == Self.none ? 0 : marked[mark.rawValue][Int(node)]
  }

  /// The heap key of `node`: a fixed mix of its identity.
  private static func priority(_ node: Int32) -> UInt64 {
    var z = UInt64(node) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  @discardableResult
  private mutating func makeNode() -> Int {
    left.append(Self.none)
    right.append(Self.none)
    parent.append(Self.none)
    size.append(1)
    bits.append(4)
    for mark in Mark.allCases { marked[mark.rawValue].append(0) }
    values.append(-.infinity)
    highest.append(-.infinity)
    return size.count - 1
  }

  /// Recomputes `node`'s sizes from its children and sets their parent to it.
  private mutating func update(_ node: Int32) {
    let n = Int(node)
    let (l, r) = (left[n], right[n])
    size[n] = 1 + sizeOf(l) + sizeOf(r)
    for mark in Mark.allCases {
      let own: Int32 = bits[n] & Self.bit(mark) != 0 ? 1 : 0
      marked[mark.rawValue][n] = own + marks(mark, l) + marks(mark, r)
    }
    highest[n] = Swift.max(values[n], highestOf(l), highestOf(r))
    if l != Self.none { parent[Int(l)] = node }
    if r != Self.none { parent[Int(r)] = node }
  }

  /// The first `count` nodes of `node`'s subtree, and the rest.
  private mutating func split(_ node: Int32, _ count: Int32) -> (Int32, Int32) {
    guard node != Self.none else { return (Self.none, Self.none) }
    let n = Int(node)
    if sizeOf(left[n]) >= count {
      let (l, r) = split(left[n], count)
      left[n] = r
      update(node)
      if l != Self.none { parent[Int(l)] = Self.none }
      return (l, node)
    }
    let (l, r) = split(right[n], count - sizeOf(left[n]) - 1)
    right[n] = l
    update(node)
    if r != Self.none { parent[Int(r)] = Self.none }
    return (node, r)
  }

  /// The subtree of `a`'s nodes followed by `b`'s.
  private mutating func merge(_ a: Int32, _ b: Int32) -> Int32 {
    if a == Self.none { return b }
    if b == Self.none { return a }
    if Self.priority(a) > Self.priority(b) {
      right[Int(a)] = merge(right[Int(a)], b)
      update(a)
      return a
    }
    left[Int(b)] = merge(a, left[Int(b)])
    update(b)
    return b
  }

  /// A treap of nodes 0..<`count` in that order, built with a stack (a Cartesian tree).
  private mutating func buildTree(count: Int) -> Int32 {
    var spine: [Int32] = []
    for n in 0..<count {
      let node = Int32(n)
      var last = Self.none
      while let top = spine.last, Self.priority(top) < Self.priority(node) {
        last = spine.removeLast()
      }
      left[n] = last
      if let top = spine.last { right[Int(top)] = node }
      spine.append(node)
    }
    guard let top = spine.first else { return Self.none }
    updateSubtree(top)
    return top
  }

  /// Updates every node of `node`'s subtree, children first, without recursion.
  private mutating func updateSubtree(_ node: Int32) {
    var stack: [(node: Int32, childrenDone: Bool)] = [(node, false)]
    while let (top, childrenDone) = stack.popLast() {
      if childrenDone {
        update(top)
        continue
      }
      stack.append((top, true))
      let (l, r) = (left[Int(top)], right[Int(top)])
      if l != Self.none { stack.append((l, false)) }
      if r != Self.none { stack.append((r, false)) }
    }
  }

  private func first(_ mark: Mark, in node: Int32, from index: Int32, base: Int32) -> Int32? {
    guard node != Self.none, marks(mark, node) > 0, index < sizeOf(node) else { return nil }
    let n = Int(node)
    let leftSize = sizeOf(left[n])
    if index < leftSize, let found = first(mark, in: left[n], from: index, base: base) {
      return found
    }
    if index <= leftSize && bits[n] & Self.bit(mark) != 0 { return base + leftSize }
    return first(
      mark, in: right[n], from: Swift.max(0, index - leftSize - 1), base: base + leftSize + 1)
  }

  private func last(_ mark: Mark, in node: Int32, before index: Int32, base: Int32) -> Int32? {
    guard node != Self.none, marks(mark, node) > 0, index > 0 else { return nil }
    let n = Int(node)
    let leftSize = sizeOf(left[n])
    if index > leftSize + 1,
      let found = last(mark, in: right[n], before: index - leftSize - 1, base: base + leftSize + 1)
    {
      return found
    }
    if index > leftSize && bits[n] & Self.bit(mark) != 0 { return base + leftSize }
    return last(mark, in: left[n], before: Swift.min(index, leftSize), base: base)
  }
}

extension ItemOrder {
  /// The depth of the deepest node: what every operation's cost is proportional to.
  ///
  /// - Complexity: O(*n*).
  package var height: Int {
    var deepest = 0
    var stack: [(node: Int32, depth: Int)] = root == Self.none ? [] : [(root, 1)]
    while let (node, depth) = stack.popLast() {
      deepest = Swift.max(deepest, depth)
      for child in [left[Int(node)], right[Int(node)]] where child != Self.none {
        stack.append((child, depth + 1))
      }
    }
    return deepest
  }
}
