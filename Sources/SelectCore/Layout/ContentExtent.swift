/// The largest `maxY` over all frames, kept current as frames change (SPEC 2.2).
///
/// A tournament tree: each internal node holds the larger of its children, so a frame change
/// updates one path and the maximum is always at the root. Its leaves are the items'
/// identities (SPEC 2.7): an item inserted takes the next leaf, one removed leaves its leaf empty.
struct ContentExtent: Sendable {
  private var nodes: [Double]
  private var leafCount: Int
  private let countingEmptyFrames: Bool

  /// - Complexity: O(*n*).
  init(frames: [Rect], countingEmptyFrames: Bool = true) {
    self.countingEmptyFrames = countingEmptyFrames
    var leafCount = 1
    while leafCount < frames.count { leafCount *= 2 }
    self.leafCount = leafCount
    nodes = Array(repeating: -Double.infinity, count: 2 * leafCount)
    for (item, frame) in frames.enumerated() { nodes[leafCount + item] = height(of: frame) }
    for node in stride(from: leafCount - 1, through: 1, by: -1) {
      nodes[node] = Swift.max(nodes[2 * node], nodes[2 * node + 1])
    }
  }

  /// The content height: the largest `maxY`, zero-size frames included, or 0 without items.
  var height: Double { nodes[1] == -Double.infinity ? 0 : nodes[1] }

  /// The item whose `maxY` is the largest (the highest index among equals), or `nil` without
  /// items: the last row of a list. Before the list changes, when identities are indices.
  ///
  /// - Complexity: O(log *n*).
  var lowestItem: Int? {
    guard nodes[1] != -Double.infinity else { return nil }
    var node = 1
    while node < leafCount { node = nodes[2 * node + 1] == nodes[node] ? 2 * node + 1 : 2 * node }
    return node - leafCount
  }

  /// Gives the item `item` (an identity) the frame `frame`; `nil` for an item removed.
  ///
  /// - Complexity: O(log *n*), amortized for a new item.
  mutating func update(item: Int, frame: Rect?) {
    if item >= leafCount { grow(past: item) }
    var node = leafCount + item
    nodes[node] = frame.map(height(of:)) ?? -.infinity
    node /= 2
    while node >= 1 {
      nodes[node] = Swift.max(nodes[2 * node], nodes[2 * node + 1])
      node /= 2
    }
  }

  /// Gives each item of `updates` (an identity) its frame: one path at a time for a few, the
  /// whole tree at once for many.
  ///
  /// - Complexity: O(min(*k* log *n*, *n*)) for *k* updates.
  mutating func update(_ updates: [(item: Int, frame: Rect)]) {
    guard updates.count > leafCount / 16 else {
      for (item, frame) in updates { update(item: item, frame: frame) }
      return
    }
    for (item, frame) in updates {
      if item >= leafCount { grow(past: item) }
      nodes[leafCount + item] = height(of: frame)
    }
    for node in stride(from: leafCount - 1, through: 1, by: -1) {
      nodes[node] = Swift.max(nodes[2 * node], nodes[2 * node + 1])
    }
  }

  /// Doubles the leaves until `item` has one.
  ///
  /// - Complexity: O(*n*), once per doubling.
  private mutating func grow(past item: Int) {
    var grown = leafCount
    while grown <= item { grown *= 2 }
    var nodes = Array(repeating: -Double.infinity, count: 2 * grown)
    nodes.replaceSubrange(grown..<(grown + leafCount), with: self.nodes[leafCount...])
    for node in stride(from: grown - 1, through: 1, by: -1) {
      nodes[node] = Swift.max(nodes[2 * node], nodes[2 * node + 1])
    }
    self.nodes = nodes
    leafCount = grown
  }

  private func height(of frame: Rect) -> Double {
    countingEmptyFrames || !frame.isEmpty ? frame.maxY : -Double.infinity
  }
}
