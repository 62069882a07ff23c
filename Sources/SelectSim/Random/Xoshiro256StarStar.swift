/// xoshiro256** (Blackman and Vigna): the generator behind every generated case.
package struct Xoshiro256StarStar: RandomSource, Sendable {
  private var s0: UInt64
  private var s1: UInt64
  private var s2: UInt64
  private var s3: UInt64

  /// Seeds the four words of state from SplitMix64, as the authors recommend.
  package init(seed: UInt64) {
    var seeder = SplitMix64(seed: seed)
    s0 = seeder.next()
    s1 = seeder.next()
    s2 = seeder.next()
    s3 = seeder.next()
  }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    let result = (s1 &* 5).rotatedLeft(by: 7) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = s3.rotatedLeft(by: 45)
    return result
  }
}

extension UInt64 {
  func rotatedLeft(by count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
