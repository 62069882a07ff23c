/// Which fuzz cases pay for which `determinism` twin (SPEC 4, 9): each case's own seed chooses, so
/// the same cases get the same twins on every run and machine.
package struct DeterminismPolicy: Hashable, Sendable {
  /// The share of cases with a twin in the same process, interleaved with a decoy engine.
  package var sameProcessShare: Double
  /// The share of cases whose calls are replayed in a fresh process (`selfuzz serve`, or the
  /// engine command again) when the run has one.
  package var freshProcessShare: Double

  /// A policy with the given shares of cases (by default a quarter, and one in sixteen).
  package init(sameProcessShare: Double = 0.25, freshProcessShare: Double = 1.0 / 16) {
    self.sameProcessShare = sameProcessShare
    self.freshProcessShare = freshProcessShare
  }

  /// The plan for case `iteration` of a run seeded with `seed` on `engine`; `freshProcess` is the
  /// twin kind a worker can start, if any. An engine in another process gets no twin in this
  /// one: a twin there would be one more process woken at every call.
  package func plan(
    seed: UInt64, iteration: Int, engine: EngineKind, freshProcess: EngineKind?
  ) -> DeterminismPlan {
    let draw = DeterminismPolicy.draw(seed: seed, iteration: iteration)
    let sameUnit = Double(draw >> 11) * 0x1p-53
    return DeterminismPlan(
      sameProcess: !engine.reportsFaults && sameUnit < sameProcessShare, decoy: true,
      freshProcess: checksInFreshProcess(seed: seed, iteration: iteration) ? freshProcess : nil)
  }

  /// Whether case `iteration` of a run seeded with `seed` is played again in a fresh process.
  package func checksInFreshProcess(seed: UInt64, iteration: Int) -> Bool {
    let draw = DeterminismPolicy.draw(seed: seed, iteration: iteration)
    return Double(SplitMix64.mix(draw) >> 11) * 0x1p-53 < freshProcessShare
  }

  private static func draw(seed: UInt64, iteration: Int) -> UInt64 {
    SplitMix64.mix(
      SplitMix64.caseSeed(seed: seed, iteration: UInt64(bitPattern: Int64(iteration)))
        ^ 0xD5A6_1266_F0C9_392F)
  }
}
