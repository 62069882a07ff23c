import Testing

@testable import SelectCore

@Suite("IndexBitmap: ordered search against a plain array")
struct IndexBitmapTests {
  @Test(
    "next, previous and the members agree with a brute-force model",
    arguments: [1, 63, 64, 65, 4096, 5000, 300_000])
  func agreesWithModel(capacity: Int) {
    var bitmap = IndexBitmap(capacity: capacity)
    var model = Array(repeating: false, count: capacity)
    var random = TestRandom(state: UInt64(capacity))
    var members = 0
    for round in 0..<2000 {
      let item = random.int(0...(capacity - 1))
      if random.bool() {
        #expect(bitmap.insert(item) == !model[item])
        if !model[item] { members += 1 }
        model[item] = true
      } else {
        #expect(bitmap.remove(item) == model[item])
        if model[item] { members -= 1 }
        model[item] = false
      }
      let probe = random.int(-1...capacity)
      let next = (min(max(probe + 1, 0), capacity)..<capacity).first { model[$0] }
      let previous = (0..<max(min(probe, capacity), 0)).reversed().first { model[$0] }
      #expect(bitmap.next(after: probe) == next, "round \(round)")
      #expect(bitmap.previous(before: probe) == previous, "round \(round)")
      #expect(bitmap.count == members)
      if round % 97 == 0 {
        #expect(bitmap.members == model.indices.filter { model[$0] }, "round \(round)")
      }
    }
    #expect(bitmap.members == model.indices.filter { model[$0] })
  }

  @Test(
    "a bitmap filled whole is the one every index inserted in turn makes",
    arguments: [0, 1, 63, 64, 65, 4095, 4096, 4097, 300_000])
  func filledEqualsInserted(capacity: Int) {
    var inserted = IndexBitmap(capacity: capacity)
    for item in 0..<capacity { inserted.insert(item) }
    var filled = IndexBitmap(filledTo: capacity)
    #expect(filled == inserted)
    #expect(filled.count == capacity)
    guard capacity > 0 else { return }
    // The summary levels are right too: search and removal walk them.
    #expect(filled.previous(before: capacity) == capacity - 1)
    filled.remove(capacity / 2)
    inserted.remove(capacity / 2)
    #expect(filled == inserted)
    #expect(filled.next(after: capacity / 2 - 1) == (capacity == 1 ? nil : capacity / 2 + 1))
  }
}
