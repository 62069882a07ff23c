import SelectCore
import Testing

@testable import SelectSim

@Suite("The harness's own prefilters agree with brute force (issue 12)")
struct PrefilterTests {
  static func frames(_ random: inout Xoshiro256StarStar, count: Int) -> [Rect] {
    (0..<count).map { _ in
      Rect(
        x: Double(random.int(in: 0...40)) * 10, y: Double(random.int(in: 0...400)) * 5,
        width: Double(random.int(in: 0...8)) * 10, height: Double(random.int(in: 0...12)) * 5)
    }
  }

  @Test("FramesByTop's candidates hold every frame a band of y can reach, after frame changes too")
  func framesByTop() {
    var random = Xoshiro256StarStar(seed: 12)
    var frames = Self.frames(&random, count: 300)
    var byTop = FramesByTop(frames)
    for round in 0..<500 {
      if random.chance(0.3) {
        let item = random.int(in: 0...(frames.count - 1))
        frames[item] = Self.frames(&random, count: 1)[0]
        byTop.update(item, to: frames[item])
      }
      let a = Double(random.int(in: -50...2100))
      let b = a + Double(random.int(in: 0...200))
      let reaching = frames.indices.filter { frames[$0].y <= b && frames[$0].maxY >= a }
      let candidates = Set(byTop.candidates(fromY: a, toY: b))
      #expect(reaching.allSatisfy(candidates.contains), "round \(round)")
      #expect(byTop.candidates(fromY: a, toY: b) == candidates.sorted(), "ascending")
    }
  }

  @Test("the overlap statistic's sweep agrees with comparing every pair", arguments: 0..<40)
  func overlap(seed: UInt64) {
    var random = Xoshiro256StarStar(seed: seed)
    let frames = Self.frames(&random, count: random.int(in: 0...30))
    #expect(CoverageTracker.hasOverlap(frames) == Self.overlapsPairwise(frames))
  }

  /// Rows of cells in reading order (a list, a grid, ragged rows, gaps, empty frames), one frame
  /// moved now and then: the one-pass test of reading order and the sweep behind it agree with
  /// comparing every pair.
  @Test(
    "frames in reading order, one moved now and then: as comparing every pair", arguments: 0..<60)
  func overlapInReadingOrder(seed: UInt64) {
    var random = Xoshiro256StarStar(seed: seed)
    var frames: [Rect] = []
    var y = 0.0
    for _ in 0..<random.int(in: 0...8) {
      let height = Double(random.int(in: 0...3) * 10)
      var x = 0.0
      for _ in 0..<random.int(in: 1...4) {
        let width = Double(random.int(in: 0...3) * 10)
        frames.append(Rect(x: x, y: y, width: width, height: height))
        x += width + Double(random.int(in: 0...1) * 5)
      }
      y += height + Double(random.int(in: -1...1) * 5)
    }
    if !frames.isEmpty && random.chance(0.5) {
      let item = random.int(in: 0...(frames.count - 1))
      frames[item].x += Double(random.int(in: -15...15))
      frames[item].y += Double(random.int(in: -15...15))
    }
    #expect(CoverageTracker.hasOverlap(frames) == Self.overlapsPairwise(frames), "\(frames)")
    if CoverageTracker.areInReadingOrder(frames) { #expect(!Self.overlapsPairwise(frames)) }
  }

  private static func overlapsPairwise(_ frames: [Rect]) -> Bool {
    frames.indices.contains { i in
      frames.indices.contains { j in
        i < j && !frames[i].isEmpty && !frames[j].isEmpty && frames[i].x < frames[j].maxX
          && frames[j].x < frames[i].maxX && frames[i].y < frames[j].maxY
          && frames[j].y < frames[i].maxY
      }
    }
  }

  @Test("a row of 1,000,000 frames (minutes, compared pairwise) and one overlap at its end")
  func longRow() {
    var row = (0..<1_000_000).map { Rect(x: Double($0) * 10, y: 0, width: 10, height: 10) }
    #expect(!CoverageTracker.hasOverlap(row))
    row.append(Rect(x: 9_999_995, y: 5, width: 10, height: 10))
    #expect(CoverageTracker.hasOverlap(row))
  }
}
