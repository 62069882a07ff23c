import SelectCore
import SelectSim

/// Writing up a failure: save it as found, shrink it, save the shrunk repro.
enum Repro {
  /// Saves the failing case as found (nothing found is ever lost), shrinks it within
  /// `shrinkTime` seconds, and saves the shrunk repro.
  ///
  /// - Returns: The report of the shrunk case and where it was saved.
  static func writeUp(
    _ scenario: Scenario, failure: RunFailure, engine: EngineKind, invariants: Set<Invariant>,
    foundBy: String,
    out: String, shrinkTime: Double, announce: Bool
  ) -> (report: FailureReport, path: String?) {
    let store = ReproStore(folder: out)
    let stem = failure.invariant?.rawValue ?? "failure"
    let found = FailureReport(
      scenario: scenario, failure: failure, engine: engine.name, foundBy: foundBy,
      notes: ["as found, before shrinking"])
    var originalPath: String?
    do {
      originalPath = try store.save(found.script, stem: stem + "-unshrunk")
    } catch {
      printError("error: \(error)")
    }
    guard shrinkTime > 0 else { return (found, originalPath) }
    if announce {
      print(
        "shrinking the failing case (\(scenario.eventCount) events, \(scenario.configuration.frames.count) items)…"
      )
    }
    var shrinker = Shrinker(kind: engine, invariants: invariants)
    shrinker.timeLimit = shrinkTime
    let result = shrinker.shrink(scenario, failure: failure)
    if announce { print(result.report) }
    var notes = [result.summary]
    if let originalPath { notes.append("as found: \(originalPath)") }
    let report = FailureReport(
      scenario: result.scenario, failure: result.failure, engine: engine.name, foundBy: foundBy,
      notes: notes)
    do {
      return (report, try store.save(report.script, stem: stem))
    } catch {
      printError("error: \(error)")
      return (report, nil)
    }
  }
}
