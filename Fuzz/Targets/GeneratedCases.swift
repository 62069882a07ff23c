// libFuzzer target: every input is a generated scenario (ByteSource), played with every invariant.
//
// The bytes are the generators' decisions (Sources/SelectSim/Random/ByteSource.swift), so every
// input is a valid scenario and libFuzzer's mutations are mutations of decisions: of the layout,
// the settings and the touch timeline. A failure traps with `fatalError`, so libFuzzer saves the
// input as a crash file; `selfuzz decode CRASH --engine NAME` turns it into a script to replay and
// shrink.
//
// Environment:
//   SELFUZZ_ENGINE  the engine, any name `selfuzz engines` lists but the planted faults
//                   (default core); a planted bug's name hunts it
//   SELFUZZ_MODE    paint, range, single or mixed (default mixed): as `selfuzz decode --mode`

import Foundation
import SelectSim

/// What every input runs on, read once from the environment.
struct GeneratedCasesSetup: Sendable {
  var engine: EngineKind
  var generator: ScenarioGenerator
  var invariants: Set<Invariant>
  /// The share of inputs whose run has a determinism twin in this process, as `selfuzz` gives
  /// its cases (`DeterminismPolicy`): chosen by the input's hash, so the same input always runs
  /// the same way.
  var twinShare: Double

  /// The setup the environment asks for, or a message saying what is wrong with it.
  static func fromEnvironment() -> Result<GeneratedCasesSetup, SetupError> {
    let environment = ProcessInfo.processInfo.environment
    let name = environment["SELFUZZ_ENGINE"] ?? "core"
    guard let engine = BuiltInEngines.named(name) else {
      return .failure(
        SetupError(message: "SELFUZZ_ENGINE=\(name) names no engine; `selfuzz engines` lists them"))
    }
    if let bug = PlantedBug.named(name), bug.isFault {
      return .failure(
        SetupError(
          message: "SELFUZZ_ENGINE=\(name) is a planted fault (\(bug.summary)): faults are out "
            + "of this target's scope (a hang stops libFuzzer itself); `selfuzz --engine \(name)` "
            + "finds it in worker processes"))
    }
    let modeName = environment["SELFUZZ_MODE"] ?? "mixed"
    guard let modes = ModeChoice(rawValue: modeName) else {
      return .failure(
        SetupError(message: "SELFUZZ_MODE=\(modeName): the modes are paint, range, single, mixed"))
    }
    return .success(
      GeneratedCasesSetup(
        engine: engine, generator: ScenarioGenerator(modes: modes),
        invariants: Set(Invariant.allCases),
        twinShare: DeterminismPolicy().sameProcessShare))
  }

  /// Decodes `bytes`, plays the scenario and returns what failed, if anything.
  func failure(of bytes: [UInt8]) -> String? {
    let scenario = generator.scenario(decoding: bytes)
    do {
      try scenario.validate()
    } catch {
      return "the generators made an invalid scenario: \(error)"
    }
    let draw = SplitMix64.mix(ByteSource.hash(bytes) ^ 0xD5A6_1266_F0C9_392F)
    let plan = DeterminismPlan(
      sameProcess: Double(draw >> 11) * 0x1p-53 < twinShare, decoy: true, freshProcess: nil)
    let result = Runner.play(scenario, on: engine, checking: invariants, determinism: plan)
    guard let failure = result.failure else { return nil }
    let report = FailureReport(
      scenario: scenario, failure: failure, engine: engine.name, foundBy: "libFuzzer")
    return "\(report.title) failed: \(failure.message)"
  }
}

/// A setup the environment gets wrong.
struct SetupError: Error {
  var message: String
}

let setup: GeneratedCasesSetup = {
  switch GeneratedCasesSetup.fromEnvironment() {
  case .success(let setup): return setup
  case .failure(let error):
    FileHandle.standardError.write(Data("selfuzz: \(error.message)\n".utf8))
    exit(64)
  }
}()

/// libFuzzer calls this once before the first input: the environment is read and checked here, so
/// that a wrong engine name stops the run at once.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
  _ argc: UnsafeMutablePointer<CInt>?,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
  giveTrapsToLibFuzzer()
  FileHandle.standardError.write(
    Data(
      "selfuzz: GeneratedCases on \(setup.engine.name), mode \(setup.generator.modes.rawValue), every invariant\n"
        .utf8))
  return 0
}

/// One input: decoded, played, and a trap on the first failure.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let failure = setup.failure(of: bytes) {
    fatalError("selfuzz: \(failure)")
  }
  return 0
}
