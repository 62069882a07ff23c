/// The largest `maxY` over all frames, kept current as frames change (SPEC 2.2).
///
/// A tournament tree: each internal node holds the larger of its children, so a frame change
/// updates one path and the maximum is always at the root.
struct ContentExtent: Sendable {
  private var nodes: [Double]
  private let leafCount: Int
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
  /// items: the last row of a list.
  ///
  /// - Complexity: O(log *n*).
  var lowestItem: Int? {
    guard nodes[1] != -Double.infinity else { return nil }
    var node = 1
    while node < leafCount { node = nodes[2 * node + 1] == nodes[node] ? 2 * node + 1 : 2 * node }
    return node - leafCount
  }

  /// - Complexity: O(log *n*).
  mutating func update(item: Int, frame: Rect) {
    var node = leafCount + item
    nodes[node] = height(of: frame)
    node /= 2
    while node >= 1 {
      nodes[node] = Swift.max(nodes[2 * node], nodes[2 * node + 1])
      node /= 2
    }
  }

  private func height(of frame: Rect) -> Double {
    countingEmptyFrames || !frame.isEmpty ? frame.maxY : -Double.infinity
  }
}
