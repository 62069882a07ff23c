extension ScenarioGenerator {
  /// The scenario that `bytes` stand for: the generators' decisions read from the bytes through a
  /// ``ByteSource``. Every byte string gives a valid scenario; this is how a libFuzzer input, or a
  /// crash file libFuzzer saved, becomes a case (`selfuzz decode`).
  ///
  /// - Complexity: O(*n*) for *n* bytes, plus the generation itself.
  package func scenario(decoding bytes: [UInt8]) -> Scenario {
    var source = ByteSource(bytes)
    return scenario(using: &source)
  }

  /// Case `iteration` of a run seeded with `seed`, the same as ``scenario(seed:iteration:)``, and
  /// the bytes that decode back to it with ``scenario(decoding:)``: the words its generation drew.
  ///
  /// - Returns: The scenario and its bytes (8 a word drawn, little-endian).
  package func recordedScenario(seed: UInt64, iteration: Int) -> (
    scenario: Scenario, bytes: [UInt8]
  ) {
    var recorder = RecordingSource(
      Xoshiro256StarStar(
        seed: SplitMix64.caseSeed(seed: seed, iteration: UInt64(bitPattern: Int64(iteration)))))
    let scenario = scenario(using: &recorder)
    return (scenario, recorder.bytes)
  }
}
