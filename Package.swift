// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares: the strict features the house style asks for.
let strictness: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "SelectSim",
  products: [
    .library(name: "SelectCore", targets: ["SelectCore"]),
    .library(name: "SelectSim", targets: ["SelectSim"]),
    .library(name: "SelectSimTesting", targets: ["SelectSimTesting"]),
    .executable(name: "selfuzz", targets: ["selfuzz"]),
  ],
  targets: [
    // The engine: Swift standard library only, so an app can ship it.
    .target(name: "SelectCore", swiftSettings: strictness),
    // The harness: generators, scripts, runner, checks, reference model, shrinker.
    .target(name: "SelectSim", dependencies: ["SelectCore"], swiftSettings: strictness),
    // Property tests in Swift Testing: fuzz an engine, or replay a folder of scripts, in a @Test.
    .target(
      name: "SelectSimTesting", dependencies: ["SelectSim", "SelectCore"],
      swiftSettings: strictness),
    // The command line: parses arguments, calls SelectSim, prints, picks the exit status.
    .executableTarget(
      name: "selfuzz", dependencies: ["SelectSim", "SelectCore"], swiftSettings: strictness),
    .testTarget(name: "SelectCoreTests", dependencies: ["SelectCore"], swiftSettings: strictness),
    .testTarget(
      name: "SelectSimTests", dependencies: ["SelectSim", "SelectCore", "SelectSimTesting"],
      swiftSettings: strictness),
    .testTarget(
      name: "selfuzzTests", dependencies: ["selfuzz", "SelectSim"], swiftSettings: strictness),
  ],
  swiftLanguageModes: [.v6]
)
