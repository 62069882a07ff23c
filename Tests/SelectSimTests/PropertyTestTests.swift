import Foundation
import SelectCore
import SelectSimTesting
import Synchronization
import Testing

@testable import SelectSim

/// An engine of a user's own: SelectCore's, with the limit checked one item late.
struct OffByOneEngine: DragSelectEngine, Sendable {
  private var inner: SelectionEngine
  init(configuration: Configuration) throws(ConfigurationError) {
    var loosened = configuration
    loosened.limit = configuration.limit.map { $0 + 1 }
    inner = try SelectionEngine(configuration: loosened)
  }
  var offset: Double { inner.offset }
  var selection: [Int] { inner.selection }
  mutating func apply(_ event: Event, at time: Double) -> [Entry] { inner.apply(event, at: time) }
}

@Suite("PropertyTest: property tests in Swift Testing (issue 13)")
struct PropertyTestTests {
  @Test("SelectCore's engine holds every invariant over 200 cases")
  func core() {
    let result = PropertyTest.fuzz(SelectionEngine.self, iterations: 200)
    #expect(result.totals.cases == 200)
    #expect(result.failure == nil)
  }

  @Test("a failure is one issue: the invariant, the shrunk script and the command that reruns it")
  func failureIsAnIssue() throws {
    let recorded = Mutex<[String]>([])
    var result: PropertyTestResult?
    withKnownIssue {
      result = PropertyTest.fuzz(OffByOneEngine.self, iterations: 300, seed: 1)
    } matching: { issue in
      recorded.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    let comments = recorded.withLock { $0 }
    #expect(comments.count == 1, "one issue for the one failure")
    let comment = try #require(comments.first)
    #expect(comment.hasPrefix("invariant limit failed: "))
    #expect(comment.contains("rerun: SELFUZZ_SEED=1 SELFUZZ_ITERATION="))
    #expect(comment.contains("swift test --filter failureIsAnIssue"))
    #expect(comment.contains("selscript 1"), "the shrunk script is in the issue's text")
    let report = try #require(result?.failure)
    #expect(report.scenario.eventCount <= 3, "shrunk")
    #expect(comment.contains(report.script))
  }

  @Test("an engine command (SPEC 8) is fuzzed the same way")
  func command() {
    let result = PropertyTest.fuzz(
      command: "python3 Examples/paint_engine.py", iterations: 40, modes: .paint)
    #expect(result.failure == nil)
    #expect(result.totals.cases == 40)
  }

  /// Fails on purpose, so that `swift test --attachments-path DIR` writes its attachments; run by
  /// `./ci.sh`, which checks the files (SELFUZZ_ATTACHMENT_DEMO=1).
  @Test(
    "a failing property test attaches its script and picture",
    .enabled(if: ProcessInfo.processInfo.environment["SELFUZZ_ATTACHMENT_DEMO"] == "1"))
  func offByOneEngineHoldsTheSpec() {
    PropertyTest.fuzz(OffByOneEngine.self, iterations: 300)
  }
}
