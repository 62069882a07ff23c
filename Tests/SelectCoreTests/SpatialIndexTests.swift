import Testing

@testable import SelectCore

@Suite("SpatialIndex: hit tests and sweeps agree with a scan (SPEC 2.1, 3.1, 3.5)")
struct SpatialIndexTests {
  /// Frames of every kind: grid cells with shared edges, overlaps, nested and huge frames,
  /// duplicates, zero sizes.
  static func frames(_ random: inout TestRandom, count: Int) -> [Rect] {
    (0..<count).map { item in
      switch random.int(0...9) {
      case 0:
        Rect(
          x: Double(random.int(-50...400)), y: Double(random.int(-50...3000)), width: 0, height: 40)
      case 1:
        Rect(
          x: 0, y: Double(random.int(0...3000)), width: Double(random.int(1...5000)),
          height: Double(random.int(1...3000)))
      case 2: Rect(x: Double(item % 4) * 100, y: Double(item / 4) * 100, width: 100, height: 100)
      default:
        Rect(
          x: Double(random.int(-100...500)) + 0.25 * Double(random.int(0...3)),
          y: Double(random.int(-100...3000)), width: Double(random.int(1...200)),
          height: Double(random.int(1...200)))
      }
    }
  }

  static func point(_ random: inout TestRandom) -> Point {
    switch random.int(0...3) {
    case 0: Point(x: Double(random.int(0...4)) * 100, y: Double(random.int(0...30)) * 100)
    case 1:
      Point(x: Double(random.int(-100_000...100_000)), y: Double(random.int(-100_000...100_000)))
    default: Point(x: Double(random.int(-200...600)) + 0.5, y: Double(random.int(-200...3200)))
    }
  }

  @Test(
    "topmost, items and sweep match a linear scan, scanned (64 items or fewer) or indexed",
    arguments: [0, 1, 2, 50, 64, 65, 100, 400, 2_000])
  func matchesScan(count: Int) {
    var random = TestRandom(state: UInt64(count) &* 7919)
    var frames = SpatialIndexTests.frames(&random, count: count)
    var index = SpatialIndex(frames: frames)
    for round in 0..<400 {
      if count > 0 && random.int(0...4) == 0 {
        let item = random.int(0...(count - 1))
        let frame = SpatialIndexTests.frames(&random, count: count)[item]
        frames[item] = frame
        index.setFrame(frame, of: item)
      }
      Self.expectQueries(of: &index, matchScanOf: frames, &random, round: round)
    }
  }

  @Test(
    "the same, on frames strewn so far apart that each level's cells are found by hashing",
    arguments: [65, 400, 2_000])
  func sparseMatchesScan(count: Int) {
    var random = TestRandom(state: UInt64(count) &* 104_729)
    // Positions 1000 times as far apart, sizes kept: most cells of a level's box hold nothing.
    let frames = SpatialIndexTests.frames(&random, count: count).map {
      Rect(x: $0.x * 1000, y: $0.y * 1000, width: $0.width, height: $0.height)
    }
    var index = SpatialIndex(frames: frames)
    for round in 0..<400 {
      // Half the queries at an item's own corner, so that hits are common.
      if round % 2 == 0 {
        let frame = frames[random.int(0...(count - 1))]
        let corner = Point(x: frame.x, y: frame.y)
        #expect(index.topmost(at: corner) == frames.indices.last { frames[$0].contains(corner) })
        #expect(index.items(at: corner) == frames.indices.filter { frames[$0].contains(corner) })
      }
      Self.expectQueries(of: &index, matchScanOf: frames, &random, round: round, spread: 1000)
    }
  }

  /// A point query at a random point and a sweep from it, on `index` and on a scan of `frames`,
  /// agree.
  static func expectQueries(
    of index: inout SpatialIndex, matchScanOf frames: [Rect], _ random: inout TestRandom,
    round: Int, spread: Double = 1
  ) {
    func point() -> Point {
      let point = SpatialIndexTests.point(&random)
      return Point(x: point.x * spread, y: point.y * spread)
    }
    let a = point()
    let b = random.int(0...2) == 0 ? a : point()
    let containing = frames.indices.filter { frames[$0].contains(a) }
    #expect(index.topmost(at: a) == containing.last, "round \(round)")
    #expect(index.items(at: a) == containing, "round \(round)")
    var scan: [(time: Double, item: Int)] = []
    for item in frames.indices {
      if let time = frames[item].contactTime(from: a, to: b) { scan.append((time, item)) }
    }
    scan.sort { $0.time < $1.time || ($0.time == $1.time && $0.item < $1.item) }
    let swept = index.sweep(from: a, to: b)
    #expect(swept.map { $0.item } == scan.map { $0.item }, "round \(round): \(a) to \(b)")
    #expect(swept.map { $0.time } == scan.map { $0.time }, "round \(round)")
    let box = Box(spanning: a, b)
    #expect(
      index.items(meeting: box).sorted() == frames.indices.filter { frames[$0].meets(box) },
      "round \(round)")
  }

  @Test(
    "SPEC 2.7: after inserts, removals and moves, stay or restack, queries match a scan of the carried frames",
    arguments: [3, 60, 64, 100, 400, 2_000])
  func listChangesMatchScan(count: Int) {
    var random = TestRandom(state: UInt64(count) &* 104_729)
    var frames = SpatialIndexTests.frames(&random, count: count)
    var index = SpatialIndex(frames: frames)
    for round in 0..<400 {
      let restacking = random.bool()
      if random.int(0...2) != 0 {
        let change = Self.change(&random, count: frames.count)
        let inserted = SpatialIndexTests.frames(&random, count: 1)[0]
        let before = frames
        frames = change.carry(frames, inserting: inserted, restacking ? .restack : .stay)
        let moved = index.apply(change, inserting: inserted, restacking: restacking)
        let expected = frames.indices.filter { item in
          change.oldIndex(of: item).map { before[$0] != frames[item] } ?? false
        }
        #expect(moved.map(\.index) == expected, "round \(round): \(change)")
        #expect(moved.allSatisfy { before[change.oldIndex(of: $0.index)!] == $0.before })
      } else if !frames.isEmpty {
        let item = random.int(0...(frames.count - 1))
        frames[item] = SpatialIndexTests.frames(&random, count: 1)[0]
        index.setFrame(frames[item], of: item)
      }
      #expect(index.count == frames.count, "round \(round)")
      #expect(index.framesInOrder == frames, "round \(round)")
      let offset = Double(random.int(-100...3200))
      #expect(
        index.topItem(seenFrom: offset) == (frames.firstIndex { $0.maxY > offset } ?? frames.count))
      #expect(
        index.lastIndex(reachingAtLeast: offset) == frames.lastIndex { $0.maxY >= offset })
      for _ in 0..<4 { Self.expectQueries(of: &index, matchScanOf: frames, &random, round: round) }
    }
  }

  /// A change in place on a list of `count` items: inserts most often, so that lists grow past
  /// the scanned size.
  static func change(_ random: inout TestRandom, count: Int) -> ListChange {
    guard count > 1 else { return .insert(random.int(0...count)) }
    switch random.int(0...5) {
    case 0, 1, 2: return .insert(random.int(0...count))
    case 3, 4: return .remove(random.int(0...(count - 1)))
    default:
      let from = random.int(0...(count - 1))
      let to = (from + random.int(1...(count - 1))) % count
      return .reorder(from: from, to: to)
    }
  }

  @Test("SPEC 2.1: a point on a shared edge of an integer grid hits exactly one cell")
  func sharedEdges() {
    let frames = (0..<16).map {
      Rect(x: Double($0 % 4) * 50, y: Double($0 / 4) * 50, width: 50, height: 50)
    }
    let index = SpatialIndex(frames: frames)
    for x in stride(from: 0.0, through: 150, by: 50) {
      for y in stride(from: 0.0, through: 150, by: 50) {
        let expected = Int(y / 50) * 4 + Int(x / 50)
        #expect(index.items(at: Point(x: x, y: y)) == [expected])
      }
    }
    #expect(index.items(at: Point(x: 200, y: 10)).isEmpty)
  }
}
