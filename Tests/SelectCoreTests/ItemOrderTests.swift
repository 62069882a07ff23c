import Testing

@testable import SelectCore

@Suite("ItemOrder: identities in index order against a plain array")
struct ItemOrderTests {
  /// A plain model: the identities in index order, and each identity's marks.
  struct Model {
    var order: [Int]
    var marks: [[Bool]]

    init(count: Int) {
      order = Array(0..<count)
      marks = Array(repeating: [false, false], count: count)
    }

    func first(_ mark: ItemOrder.Mark, atOrAfter index: Int) -> Int? {
      order.indices.first { $0 >= index && marks[order[$0]][mark.rawValue] }
    }

    func last(_ mark: ItemOrder.Mark, before index: Int) -> Int? {
      order.indices.last { $0 < index && marks[order[$0]][mark.rawValue] }
    }
  }

  @Test(
    "inserts, removals, moves and marks agree with a plain array",
    arguments: [0, 1, 2, 7, 64, 1000])
  func agreesWithModel(count: Int) {
    var order = ItemOrder(count: count)
    var model = Model(count: count)
    var random = TestRandom(state: UInt64(count) &+ 11)
    for round in 0..<3000 {
      apply(random.int(0...5), to: &order, model: &model, random: &random)
      #expect(order.count == model.order.count, "round \(round)")
      guard !model.order.isEmpty else { continue }
      let index = random.int(0...(model.order.count - 1))
      let item = model.order[index]
      #expect(order.item(at: index) == item, "round \(round)")
      #expect(order.index(of: item) == index, "round \(round)")
      let probe = random.int(-1...(model.order.count + 1))
      for mark in ItemOrder.Mark.allCases {
        #expect(
          order.first(mark, atOrAfter: probe) == model.first(mark, atOrAfter: probe),
          "round \(round)")
        #expect(
          order.last(mark, before: probe) == model.last(mark, before: probe), "round \(round)")
        #expect(
          order.count(of: mark) == model.order.filter { model.marks[$0][mark.rawValue] }.count)
      }
      if round % 101 == 0 { #expect(order.items == model.order, "round \(round)") }
      if round % 7 == 0 {
        for mark in ItemOrder.Mark.allCases {
          var buffer = [-1]
          order.indices(of: mark, into: &buffer)
          let expected = model.order.indices.filter { model.marks[model.order[$0]][mark.rawValue] }
          #expect(buffer == expected, "round \(round)")
        }
      }
    }
    #expect(order.items == model.order)
  }

  /// One random change, made to both.
  private func apply(
    _ kind: Int, to order: inout ItemOrder, model: inout Model, random: inout TestRandom
  ) {
    let count = model.order.count
    switch kind {
    case 0, 1:
      let index = random.int(0...count)
      let marks = ItemOrder.Mark.allCases.filter { _ in random.bool() }
      let item = order.insert(at: index, marks: marks)
      #expect(item == model.marks.count)
      model.order.insert(item, at: index)
      model.marks.append(ItemOrder.Mark.allCases.map { marks.contains($0) })
    case 2 where count > 0:
      let index = random.int(0...(count - 1))
      let item = order.remove(at: index)
      #expect(item == model.order.remove(at: index))
      #expect(!order.contains(item))
      #expect(order.index(of: item) == nil)
    case 3 where count > 0:
      let source = random.int(0...(count - 1))
      let destination = random.int(0...(count - 1))
      order.move(from: source, to: destination)
      model.order.insert(model.order.remove(at: source), at: destination)
    case 4, 5:
      guard !model.marks.isEmpty else { return }
      let item = random.int(0...(model.marks.count - 1))
      let mark = ItemOrder.Mark.allCases[random.int(0...1)]
      let value = random.bool()
      order.set(mark, of: item, to: value)
      model.marks[item][mark.rawValue] = value
      #expect(order.has(item, mark) == value)
    default:
      break
    }
  }

  @Test(
    "values: the first index above a threshold, the last at or above it, and the items of a range, agree with a plain array"
  )
  func valuesAndRanges() {
    var order = ItemOrder(count: 300, value: { Double($0 % 17) })
    var model = Array(0..<300)
    var values = (0..<300).map { Double($0 % 17) }
    var random = TestRandom(state: 77)
    for round in 0..<2000 {
      let count = model.count
      switch random.int(0...3) {
      case 0:
        let index = random.int(0...count)
        let value = Double(random.int(0...40))
        model.insert(order.insert(at: index, value: value), at: index)
        values.append(value)
      case 1 where count > 0:
        let index = random.int(0...(count - 1))
        #expect(order.remove(at: index) == model.remove(at: index))
      case 2 where count > 0:
        let item = model[random.int(0...(count - 1))]
        values[item] = Double(random.int(0...40))
        order.setValue(values[item], of: item)
      default:
        let from = random.int(0...Swift.max(0, count - 1))
        let to = random.int(0...Swift.max(0, count - 1))
        guard count > 0 else { break }
        order.move(from: from, to: to)
        model.insert(model.remove(at: from), at: to)
      }
      let threshold = Double(random.int(-1...41))
      #expect(
        order.firstIndex(withValueAbove: threshold)
          == model.indices.first { values[model[$0]] > threshold }, "round \(round)")
      #expect(
        order.lastIndex(withValueAtLeast: threshold)
          == model.indices.last { values[model[$0]] >= threshold }, "round \(round)")
      let low = random.int(0...model.count)
      let high = random.int(low...model.count)
      #expect(order.items(in: low..<high) == Array(model[low..<high]), "round \(round)")
    }
  }

  @Test("a removed item keeps its marks and counts for nothing")
  func removedItemKeepsMarks() {
    var order = ItemOrder(count: 3)
    order.set(.selected, of: 1, to: true)
    #expect(order.remove(at: 1) == 1)
    #expect(order.has(1, .selected))
    #expect(order.count(of: .selected) == 0)
    #expect(order.first(.selected, atOrAfter: 0) == nil)
    #expect(order.items == [0, 2])
  }

  @Test("100,000 items: a change and a search stay shallow, wherever they land")
  func staysShallow() {
    var order = ItemOrder(count: 100_000)
    var random = TestRandom(state: 5)
    for _ in 0..<2000 {
      let index = random.int(0...(order.count - 1))
      switch random.int(0...2) {
      case 0: order.insert(at: index, marks: [.selected])
      case 1: order.remove(at: index)
      default: order.move(from: index, to: random.int(0...(order.count - 1)))
      }
    }
    // A treap of 100,000 nodes is about 2.99 ln n ≈ 34 deep on average (Devroye).
    #expect(order.height <= 60, "height \(order.height)")
    #expect(order.height >= 17, "no tree of 100,000 nodes is shallower than 17: \(order.height)")
  }
}
