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
  /// The most one engine call, and one script, may take when a saved script is played for its
  /// picture or to find a failure saved before (the run's `--call-timeout`, `--case-timeout`).
  var callTimeout: Double = 5
  var caseTimeout: Double = 60
  /// Whether an invariant failure that a repro saved before under `out` shows again (its
  /// replay's failing call breaks the same invariant) is reported as that repro instead of
  /// shrunk and saved once more, and a shrunk repro that a saved one shows (the same script, or
  /// its invariant broken by a saved repro's failing call) is not saved again: a soak that finds
  /// one bug night after night saves it once. `selfuzz shrink`, asked to shrink, always shrinks
  /// and saves.
  var reuseKnown = false
  /// Whether the last ``write(_:failure:shrinkTarget:evaluator:log:foundBy:)`` reported a repro
  /// saved before.
  private(set) var reusedKnown = false

  /// Why the failure was not shrunk, when it was not: said instead of shrinking.
  var notShrunkBecause: String?
  /// The file the failing case came from (`selfuzz shrink FILE`): the case as found is there
  /// already, and is not saved again.
  var foundIn: String?
  /// Whether the shrink's pass statistics are printed (`--stats`, `--shrink-stats`).
  var showsPasses = false
  /// Whether a shrink may stop at a scenario and failure it has reached (``Shrinker/isEnough``):
  /// `--known` stops once the case is a known finding. `nil`: shrinks run to their end.
  var stopsAt: (@Sendable (Scenario, RunFailure) -> Bool)?
  /// What the engine takes in this run (SPEC 8, "Profiles"): the shrink stays inside it, and the
  /// repro's header states it.
  var profile = EngineProfile.wholeSpec
  /// Whether the cases are saved (with their logs and pictures). Off to match a failure against
  /// known findings (`--known`): a match writes nothing, and a failure that matches none is
  /// written up again with its files.
  var writesFiles = true

  /// Saves the failing case as found (nothing found is ever lost), shrinks it with `evaluator`
  /// toward `shrinkTarget` (skipped without either), saves the shrunk repro, and beside it the
  /// engine's log as `NAME.log`. With ``reuseKnown``, a failure a repro saved before shows
  /// again is reported as that repro, unshrunk and unsaved, and so is one whose shrink ends on a
  /// failure a saved repro shows. A shrink stopped by Ctrl-C saves and reports the best so far.
  ///
  /// - Returns: The report of the case saved last (or of the repro saved before) and where it is.
  mutating func write(
    _ scenario: Scenario, failure: RunFailure, shrinkTarget: RunFailure?,
    evaluator: ChildEvaluator?, log: String, foundBy: String
  ) -> (report: FailureReport, path: String?) {
    var found = FailureReport(
      scenario: scenario, failure: failure, engine: engine.origin, foundBy: foundBy,
      notes: ["as found, before shrinking"])
    found.profile = profile
    found.engineLog = FailureReport.lastLines(of: log)
    reusedKnown = false
    let pictures = ChildEvaluator(
      launch, name: "picture", callTimeout: callTimeout, caseTimeout: caseTimeout)
    pictures.plans = evaluator?.plans ?? Replay.plans
    let originalPath =
      foundIn ?? save(found, stem: failure.name + "-unshrunk", log: log, pictures: pictures)
    guard shrinkBudget > 0, let shrinkTarget, let evaluator, !launch.stop() else {
      if announce && shrinkBudget > 0 {
        say("not shrunk: \(notShrunkBecause ?? "no fresh process shows this failure again")")
      }
      return (found, originalPath)
    }
    // Only invariant failures: a fault's kind (`crash`, `hang`, …) is too coarse to name one bug,
    // and a flaky failure is reported as flaky.
    var saved = reuseKnown ? savedRepros() : []
    if case .invariant = failure, let known = knownRepro(showing: shrinkTarget, among: &saved) {
      if announce {
        say("the same failure as \(known.path), saved before: not shrunk again")
      }
      return reuse(known, originalPath: originalPath, foundBy: foundBy)
    }
    var evaluating = evaluator
    let result = shrink(scenario, toward: shrinkTarget, with: &evaluating)
    let report = shrunkReport(
      result, found: failure, plans: evaluating.plans, originalPath: originalPath,
      foundBy: foundBy, log: log)
    // A shrink that ends on a script saved before (as repros found under another of one call's
    // invariants do) saves nothing new.
    let script = ScriptPrinter.print(result.scenario)
    if report.failure.fault != .flaky, let same = saved.first(where: { $0.script == script }) {
      if announce { say("the same script as \(same.path), saved before: not saved again") }
      reusedKnown = true
      return (report, same.path)
    }
    // A shrink that ends under another of the found call's invariants asks again, for that one:
    // a case found as `consistent-mode` whose call also broke `log-consistent` may shrink to the
    // `log-consistent` failure a saved repro shows.
    if case .invariant = report.failure, report.failure.invariant != shrinkTarget.invariant,
      let known = knownRepro(showing: report.failure, among: &saved)
    {
      if announce {
        say(
          "the shrunk case shows the same failure as \(known.path), saved before: not saved again")
      }
      return reuse(known, originalPath: originalPath, foundBy: foundBy)
    }
    // Named by the failure it shows, which may be another invariant the found call broke; the
    // engine's words are those of the shrunk case's run, when it said anything.
    let path = save(
      report, stem: report.failure.name, log: log, pictures: evaluating, wordsOfItsRun: true)
    return (report, path)
  }

  /// Shrinks `scenario`, saying so first and how it went after.
  private func shrink(
    _ scenario: Scenario, toward target: RunFailure, with evaluator: inout ChildEvaluator
  ) -> ShrinkResult {
    if announce {
      say(
        "shrinking the failing case (\(scenario.eventCount) events, \(scenario.configuration.frames.count) items)…"
      )
    }
    var shrinker = Shrinker(kind: engine.kind, invariants: invariants, profile: profile)
    shrinker.evaluationLimit = shrinkBudget
    shrinker.timeLimit = shrinkTime
    shrinker.isEnough = stopsAt
    if announce {
      let progress = ProgressLine(style: ProgressLine.styleForThisProcess, total: nil)
      shrinker.onEvaluation = { evaluations, best in
        progress.show { _ in
          "shrinking: \(evaluations) evaluations, \(best.eventCount) events and \(best.configuration.frames.count) items so far"
        }
      }
      defer { progress.clear() }
      let result = shrinker.shrink(scenario, failure: target, using: &evaluator)
      progress.clear()
      say(result.report)
      if showsPasses { say(result.passTable) }
      return result
    }
    return shrinker.shrink(scenario, failure: target, using: &evaluator)
  }

  /// The report of a shrink's result: a flaky failure stays flaky, and the header says how the
  /// case shrank, how it must be replayed, where the case as found is, and the engine's last words.
  private func shrunkReport(
    _ result: ShrinkResult, found failure: RunFailure, plans: [CallPlan], originalPath: String?,
    foundBy: String, log: String
  ) -> FailureReport {
    // A flaky failure stays flaky: the shrunk case still fails in some processes only.
    let shown: RunFailure =
      if case .fault(.flaky, let message, _) = failure {
        .fault(.flaky, message: message, at: result.failure.place)
      } else {
        result.failure
      }
    var notes = [result.summary]
    if plans != Replay.plans, let plan = plans.first {
      notes.append(
        "fails only with the \(plan) as the case had them: replay, which delivers the steps in "
          + "calls of their own and then with the next event, may pass it; rerun the case alone")
    }
    if let originalPath { notes.append("as found: \(originalPath)") }
    var report = FailureReport(
      scenario: result.scenario, failure: shown, engine: engine.origin, foundBy: foundBy,
      notes: notes)
    report.profile = profile
    report.engineLog = FailureReport.lastLines(of: log)
    return report
  }

  /// Saves `report`'s script under `stem`, and beside it the engine's log (`NAME.log`) and the
  /// picture of its run (`NAME.html`, played with `pictures` unless Ctrl-C stopped the run); says
  /// so when the same scenario was saved before.
  ///
  /// - Parameters:
  ///   - report: The failure's report: its script is what is saved.
  ///   - stem: The first part of the file's name.
  ///   - log: What the engine wrote in the run that found the failure.
  ///   - pictures: Plays the script for its picture.
  ///   - wordsOfItsRun: Whether the engine's log and last words in the header are those of the
  ///     picture's run (a shrunk case), rather than `log` (the case as found).
  /// - Returns: The path, or `nil` when it could not be written (said on standard error).
  private func save(
    _ report: FailureReport, stem: String, log: String, pictures: ChildEvaluator,
    wordsOfItsRun: Bool = false
  ) -> String? {
    guard writesFiles else { return nil }
    let store = ReproStore(folder: out)
    var report = report
    let run = pictureRun(report, with: pictures, title: store.fileName(report.script, stem: stem))
    var log = log
    if wordsOfItsRun, let runLog = run?.log, !runLog.isEmpty {
      log = runLog
      report.engineLog = FailureReport.lastLines(of: runLog)
    }
    do {
      let saved = try store.save(report.script, stem: stem)
      if saved.existed && announce {
        say("the same script is saved already: \(saved.path)")
      }
      let base = String(saved.path.dropLast(4))
      if !log.isEmpty { writeOnce(log + "\n", to: base + ".log") }
      if let html = run?.html { writeOnce(html, to: base + ".html") }
      return saved.path
    } catch {
      printError("error: \(error)")
      return nil
    }
  }

  /// Reports `known`, a repro saved before, as this failure's: only the case as found (at
  /// `originalPath`) and its log are saved.
  private mutating func reuse(
    _ known: (path: String, scenario: Scenario, failure: RunFailure, foundBy: String?),
    originalPath: String?, foundBy: String
  ) -> (report: FailureReport, path: String?) {
    reusedKnown = true
    var notes = ["saved before; found again by: \(foundBy)"]
    if let originalPath { notes.append("as found this time: \(originalPath)") }
    var report = FailureReport(
      scenario: known.scenario, failure: known.failure, engine: engine.origin,
      foundBy: known.foundBy ?? foundBy, notes: notes)
    report.profile = profile
    return (report, known.path)
  }

  /// A repro saved under `out` for this engine.
  private struct SavedRepro {
    var path: String
    var scenario: Scenario
    /// The scenario as the canonical printer writes it, without the header.
    var script: String
    var foundBy: String?
    /// How its replay failed, once it has been played (`nil` inside: it passed).
    var replayed: RunFailure??
  }

  /// The repros saved under `out` (in path order) whose header names this engine: not the cases
  /// as found, not scripts that cannot be read or parsed.
  private func savedRepros() -> [SavedRepro] {
    guard let files = try? ScriptFiles.collect([out]) else { return [] }
    return files.compactMap { path in
      guard !(path.split(separator: "/").last ?? "").contains("-unshrunk-"),
        let text = try? ScriptFiles.read(path), ScriptHeader.origin(in: text) == engine.origin,
        let scenario = try? ScriptParser.parse(text).scenario
      else { return nil }
      return SavedRepro(
        path: path, scenario: scenario, script: ScriptPrinter.print(scenario),
        foundBy: ScriptHeader.foundBy(in: text))
    }
  }

  /// The first of `saved` whose replay, played as `selfuzz replay` plays it, fails at a call whose
  /// own checks broke `target`'s invariant (not a step's rule: ``Violation/checked``). Each
  /// replay's failure is kept in `saved`, for asking again after a shrink.
  ///
  /// - Complexity: One replay per repro in `saved` not played before.
  private func knownRepro(showing target: RunFailure, among saved: inout [SavedRepro]) -> (
    path: String, scenario: Scenario, failure: RunFailure, foundBy: String?
  )? {
    guard let invariant = target.invariant, !saved.isEmpty else { return nil }
    let replay = ChildEvaluator(
      launch, name: "known", callTimeout: callTimeout, caseTimeout: caseTimeout)
    for index in saved.indices {
      if saved[index].replayed == nil {
        saved[index].replayed = .some(replay.evaluate(saved[index].scenario))
      }
      let repro = saved[index]
      if case .some(.some(let failure)) = repro.replayed,
        case .invariant(let violation, _) = failure, violation.checked.contains(invariant)
      {
        return (repro.path, repro.scenario, failure, repro.foundBy)
      }
    }
    return nil
  }

  /// Plays `report`'s scenario with `evaluator` each of its ways in turn until one fails, tracing
  /// it: its picture, titled `title`, and the engine's log from that run; `nil` when Ctrl-C
  /// stopped the run.
  private func pictureRun(_ report: FailureReport, with evaluator: ChildEvaluator, title: String)
    -> (html: String, log: String)?
  {
    guard !launch.stop() else { return nil }
    var calls: [Call] = []
    let evaluation = evaluator.replay(
      ScriptPrinter.print(report.scenario), scenario: report.scenario
    ) { calls.append($0) }.evaluation
    guard !evaluation.stopped else { return nil }
    var picture = FailurePicture(
      scenario: report.scenario, calls: calls, runFailure: evaluation.failure, title: title,
      engine: engine.label)
    picture.profile = profile
    return (picture.html, evaluation.log)
  }

  /// Writes `text` to `path` unless a file is there already.
  private func writeOnce(_ text: String, to path: String) {
    guard !FileManager.default.fileExists(atPath: path) else { return }
    try? RenderCommand.writeAtomically(text, to: path)
  }
}
