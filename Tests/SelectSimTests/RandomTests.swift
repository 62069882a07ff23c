import Foundation
import Testing

@testable import SelectSim

@Suite("Randomness: the package's own generators and mappings, pinned by golden vectors (SPEC 6)")
struct RandomTests {
  @Test("SplitMix64 matches its published reference outputs for seed 0")
  func splitMixReference() {
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
  }

  @Test("xoshiro256**, case seeds and the mappings are pinned")
  func golden() {
    var random = Xoshiro256StarStar(seed: 1)
    #expect((0..<4).map { _ in random.next() } == RandomTests.xoshiroSeed1)
    #expect(SplitMix64.caseSeed(seed: 1, iteration: 0) == RandomTests.caseSeed1of0)
    #expect(SplitMix64.caseSeed(seed: 1, iteration: 7) == RandomTests.caseSeed1of7)
    var mapped = Xoshiro256StarStar(seed: 42)
    #expect((0..<6).map { _ in mapped.bounded(10) } == RandomTests.bounded42)
    #expect((0..<3).map { _ in mapped.unit() } == RandomTests.units42)
    #expect((0..<4).map { _ in mapped.int(in: -3...3) } == RandomTests.ints42)
  }

  @Test("bounded stays in range and is close to uniform")
  func boundedUniform() {
    var random = Xoshiro256StarStar(seed: 7)
    var counts = Array(repeating: 0, count: 7)
    for _ in 0..<70_000 { counts[Int(random.bounded(7))] += 1 }
    for count in counts { #expect(abs(count - 10_000) < 500) }
    #expect(random.int(in: 5...5) == 5)
    #expect((0..<1000).allSatisfy { _ in (0..<1).contains(random.unit()) })
  }

  @Test("the deterministic sine is within 1e-12 of the C library's")
  func sine() {
    for step in -400...400 {
      let x = Double(step) * 0.0391
      #expect(abs(Trigonometry.sine(x) - sin(x)) < 1e-12, "x = \(x)")
    }
  }

  // Golden values, printed once by this implementation and pinned: a change here changes every
  // generated case, so it must be deliberate.
  // xoshiro256** seeded through SplitMix64 as its authors recommend; checked against an independent
  // transcription of the reference C code.
  static let xoshiroSeed1: [UInt64] = [
    0xB3F2_AF6D_0FC7_10C5, 0x853B_5596_4736_4CEA, 0x92F8_9756_082A_4514, 0x642E_1C7B_C266_A3A7,
  ]
  static let caseSeed1of0: UInt64 = 0x5C22_F764_0989_815A
  static let caseSeed1of7: UInt64 = 0x4808_A75C_F768_6AFF
  static let bounded42: [UInt64] = [0, 3, 6, 9, 9, 7]
  static let units42: [Double] = [0.7192585778779156, 0.8500084439109727, 0.7613743810057634]
  static let ints42: [Int] = [1, 1, -1, 2]
}
