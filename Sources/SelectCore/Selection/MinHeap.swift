/// A binary min-heap of integers; duplicates are allowed.
struct MinHeap: Sendable {
  private var storage: [Int] = []

  /// - Complexity: O(1).
  var min: Int? { storage.first }

  /// - Complexity: O(log *n*).
  mutating func insert(_ value: Int) {
    storage.append(value)
    var child = storage.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if storage[parent] <= storage[child] { break }
      storage.swapAt(parent, child)
      child = parent
    }
  }

  /// - Complexity: O(log *n*).
  @discardableResult
  mutating func removeMin() -> Int? {
    guard let top = storage.first else { return nil }
    let last = storage.removeLast()
    if !storage.isEmpty {
      storage[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        if left >= storage.count { break }
        let right = left + 1
        let smaller = right < storage.count && storage[right] < storage[left] ? right : left
        if storage[parent] <= storage[smaller] { break }
        storage.swapAt(parent, smaller)
        parent = smaller
      }
    }
    return top
  }

  /// Every value, in no order, leaving the heap empty.
  mutating func drained() -> [Int] {
    defer { storage.removeAll(keepingCapacity: true) }
    return storage
  }
}
