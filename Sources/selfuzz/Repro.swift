import Foundation
import SelectCore
import SelectSim

/// Writing up a failure: save it as found, shrink it, save the shrunk repro and the engine's log.
struct Repro {
  var engine: EngineChoice
  var invariants: Set<Invariant>
  var out: String
  var shrinkBudget: Int
  var shrinkTime: Double
  var announce: Bool
  /// How to start a worker that plays a script for its picture.
  var launch: WorkerProcess.Launch

  /// Saves the failing case as found (nothing found is ever lost), shrinks it with `evaluator`
  /// toward `shrinkTarget` (skipped without either), saves the shrunk repro, and beside it the
  /// engine's log as `NAME.log`.
  ///
  /// - Returns: The report of the case saved last and where it was saved.
  mutating func write(
    _ scenario: Scenario, failure: RunFailure, shrinkTarget: RunFailure?,
    evaluator: ChildEvaluator?, log: String, foundBy: String
  ) -> (report: FailureReport, path: String?) {
    let store = ReproStore(folder: out)
    let found = FailureReport(
      scenario: scenario, failure: failure, engine: engine.origin, foundBy: foundBy,
      notes: ["as found, before shrinking"])
    var originalPath: String?
    do {
      originalPath = try store.save(found.script, stem: failure.name + "-unshrunk")
    } catch {
      printError("error: \(error)")
    }
    let pictures = ChildEvaluator(launch, name: "picture", callTimeout: 5, caseTimeout: 60)
    pictures.plans = evaluator?.plans ?? Replay.plans
    savePicture(found, evaluator: pictures, beside: originalPath)
    guard shrinkBudget > 0, let shrinkTarget, let evaluator else {
      saveLog(log, beside: originalPath)
      if announce && shrinkBudget > 0 {
        say("not shrunk: no fresh process shows this failure again")
      }
      return (found, originalPath)
    }
    if announce {
      say(
        "shrinking the failing case (\(scenario.eventCount) events, \(scenario.configuration.frames.count) items)…"
      )
    }
    var shrinker = Shrinker(kind: engine.kind, invariants: invariants)
    shrinker.evaluationLimit = shrinkBudget
    shrinker.timeLimit = shrinkTime
    var evaluating = evaluator
    let result = shrinker.shrink(scenario, failure: shrinkTarget, using: &evaluating)
    if announce { say(result.report) }
    // A flaky failure stays flaky: the shrunk case still fails in some processes only.
    let shown: RunFailure =
      if case .fault(.flaky, let message, _) = failure {
        .fault(.flaky, message: message, at: result.failure.place)
      } else {
        result.failure
      }
    var notes = [result.summary]
    if evaluating.plans != Replay.plans, let plan = evaluating.plans.first {
      notes.append(
        "fails only with the \(plan) as the case had them: replay, which delivers the steps in "
          + "calls of their own and then with the next event, may pass it; rerun the case alone")
    }
    if let originalPath { notes.append("as found: \(originalPath)") }
    let report = FailureReport(
      scenario: result.scenario, failure: shown, engine: engine.origin, foundBy: foundBy,
      notes: notes)
    do {
      // Named by the failure it shows, which may be another invariant the found call broke.
      let path = try store.save(report.script, stem: shown.name)
      let finalLog = savePicture(report, evaluator: evaluating, beside: path)
      saveLog(finalLog.isEmpty ? log : finalLog, beside: path)
      return (report, path)
    } catch {
      printError("error: \(error)")
      return (report, nil)
    }
  }

  /// Plays `report`'s scenario with `evaluator` each of its ways in turn until one fails, tracing
  /// it, and writes the picture of that run as `NAME.html` beside the script at `path`.
  ///
  /// - Returns: The engine's log from that run.
  @discardableResult
  private func savePicture(
    _ report: FailureReport, evaluator: ChildEvaluator, beside path: String?
  ) -> String {
    guard let path else { return "" }
    var calls: [Call] = []
    let evaluation = evaluator.replay(
      ScriptPrinter.print(report.scenario), scenario: report.scenario
    ) { calls.append($0) }.evaluation
    let picture = FailurePicture(
      scenario: report.scenario, calls: calls, runFailure: evaluation.failure,
      title: String(path.split(separator: "/").last ?? ""), engine: engine.label)
    let picturePath = String(path.dropLast(4)) + ".html"
    if !FileManager.default.fileExists(atPath: picturePath) {
      try? RenderCommand.writeAtomically(picture.html, to: picturePath)
    }
    return evaluation.log
  }

  /// Writes `log` as `NAME.log` beside the script at `path`, when there is anything to say.
  private func saveLog(_ log: String, beside path: String?) {
    guard let path, !log.isEmpty else { return }
    let logPath = String(path.dropLast(4)) + ".log"
    guard !FileManager.default.fileExists(atPath: logPath) else { return }
    try? Data((log + "\n").utf8).write(to: URL(fileURLWithPath: logPath), options: .atomic)
  }
}
