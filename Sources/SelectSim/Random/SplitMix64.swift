/// SplitMix64 (Steele, Lea and Flood): a tiny generator whose output function also serves as the
/// package's integer hash, for deriving seeds and for fingerprints.
package struct SplitMix64: RandomSource, Sendable {
  /// The generator's state.
  package private(set) var state: UInt64

  /// A generator starting at `seed`.
  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return SplitMix64.mix(state)
  }

  /// SplitMix64's output function: a bijective 64-bit mix.
  package static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The seed of case `iteration` of a run seeded with `seed` (SPEC 6): every case has its own, so
  /// one case replays alone.
  package static func caseSeed(seed: UInt64, iteration: UInt64) -> UInt64 {
    mix(mix(seed) ^ mix(iteration &+ 0x632B_E59B_D9B4_E019))
  }
}
