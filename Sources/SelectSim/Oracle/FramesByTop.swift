import SelectCore

/// The items ordered by their frames' top edges, with the tallest frame's height: a prefilter the
/// harness's brute-force queries (``RunState``, the ``ReferenceEngine``) run before their exact
/// tests, so that a question about a band of content y looks only at the frames whose top lies
/// within the band widened by the tallest height. It never decides anything: every candidate is
/// then tested exactly, and a layout with one tall frame simply gets wide bands.
///
/// Kept apart from SelectCore's index on purpose: one sorted array and one number, with nothing
/// in it that could be wrong in the same way as a grid of cells.
struct FramesByTop: Sendable {
  /// Item indices, sorted by their frame's `y` (ties by index).
  private var order: [Int]
  /// `frames[order[k]].y`, for the binary searches.
  private var tops: [Double]
  /// The position of each item in ``order``.
  private var position: [Int]
  /// At least the height of every frame (it never shrinks, so it stays an upper bound).
  private var tallest: Double

  /// - Complexity: O(*n* log *n*).
  init(_ frames: [Rect]) {
    order = frames.indices.sorted { (frames[$0].y, $0) < (frames[$1].y, $1) }
    tops = order.map { frames[$0].y }
    position = Array(repeating: 0, count: frames.count)
    for (rank, item) in order.enumerated() { position[item] = rank }
    tallest = frames.reduce(0) { max($0, $1.height) }
  }

  /// Notes that `item`'s frame is now `frame`.
  ///
  /// - Complexity: O(*n*) in the worst case (the item moves far in the order).
  mutating func update(_ item: Int, to frame: Rect) {
    tallest = max(tallest, frame.height)
    var rank = position[item]
    tops[rank] = frame.y
    func before(_ a: Int, _ b: Int) -> Bool { (tops[a], order[a]) < (tops[b], order[b]) }
    while rank > 0 && before(rank, rank - 1) {
      swapAt(rank, rank - 1)
      rank -= 1
    }
    while rank + 1 < order.count && before(rank + 1, rank) {
      swapAt(rank, rank + 1)
      rank += 1
    }
  }

  private mutating func swapAt(_ a: Int, _ b: Int) {
    order.swapAt(a, b)
    tops.swapAt(a, b)
    position[order[a]] = a
    position[order[b]] = b
  }

  /// The items whose frames may reach content y in `[low, high]`, in ascending index order.
  ///
  /// - Complexity: O(log *n* + *k* log *k*) for *k* candidates.
  func candidates(fromY low: Double, toY high: Double) -> [Int] {
    var found = Array(unorderedCandidates(fromY: low, toY: high))
    found.sort()
    return found
  }

  /// The items whose frames may reach content y in `[low, high]`, in no particular order.
  ///
  /// - Complexity: O(log *n*).
  func unorderedCandidates(fromY low: Double, toY high: Double) -> ArraySlice<Int> {
    let first = firstRank { $0 >= low - tallest }
    return order[first..<max(first, firstRank { $0 > high })]
  }

  /// Calls `body` with each item whose frame may reach content y in `[low, high]`, in no
  /// particular order.
  ///
  /// - Complexity: O(log *n* + *k*) for *k* candidates.
  func forEachCandidate(fromY low: Double, toY high: Double, _ body: (Int) -> Void) {
    for item in unorderedCandidates(fromY: low, toY: high) { body(item) }
  }

  /// The highest-index item whose frame satisfies `test` among those that may reach content y
  /// `y`: the topmost under a point.
  func topmost(atY y: Double, where test: (Int) -> Bool) -> Int? {
    var best: Int?
    forEachCandidate(fromY: y, toY: y) { item in
      if item > (best ?? -1) && test(item) { best = item }
    }
    return best
  }

  /// The first rank whose top satisfies `isPast` (false for the ranks before it, true from it on,
  /// as tops ascend).
  private func firstRank(where isPast: (Double) -> Bool) -> Int {
    var low = 0
    var high = tops.count
    while low < high {
      let middle = (low + high) / 2
      if isPast(tops[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
