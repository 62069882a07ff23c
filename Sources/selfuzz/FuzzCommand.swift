import Foundation
import SelectCore
import SelectSim

/// What `selfuzz [options]` was asked to do.
struct FuzzSettings {
  var seed: UInt64
  /// The first iteration (`--start`, or `--iteration` for one case).
  var start: Int
  /// How many cases, or `nil` to run until `duration` is over.
  var count: Int?
  var duration: Double?
  var engine: EngineChoice
  var modes: ModeChoice
  var invariants: Set<Invariant>
  var out: String
  var jobs: Int
  var json: Bool
  var shrinkTime: Double
  var shrinkBudget: Int
  /// Whether a shrink prints its pass statistics (`--shrink-stats`).
  var shrinkStats = false
  /// The slice of the run (`--shard K/N`).
  var shard: Shard
  var callTimeout: Double
  var caseTimeout: Double
  /// The options as given that choose what runs (not which cases), for the commands printed.
  var options: [String]
  /// `--profile FILE`, read.
  var profileFile: EngineProfile?
  /// `--known DIR`, read: failures that shrink to one of its findings are counted and passed.
  var known: KnownFindings?
  /// The profile in force: the engine's, narrowed by `--profile` and `--mode` (set once the
  /// engine has said its own).
  var profile = EngineProfile.wholeSpec

  /// These settings for the campaign that goes on from `iteration`, `elapsed` seconds into the
  /// run (after a failure that shrank to a known finding).
  func from(_ iteration: Int, elapsed: Double) -> FuzzSettings {
    var settings = self
    settings.start = iteration
    settings.count = count.map { start + $0 - iteration }
    settings.duration = duration.map { max($0 - elapsed, 0.001) }
    return settings
  }

  /// Whether cases are left to run from `iteration` on, for a run that began at `began`.
  func hasCases(from iteration: Int, start began: ContinuousClock.Instant) -> Bool {
    if let count, iteration >= start + count { return false }
    if let duration, (ContinuousClock.now - began).seconds >= duration { return false }
    return true
  }

  /// An empty summary of this run, with `totals`.
  func summary(totals: FuzzTotals) -> FuzzSummary {
    var summary = FuzzSummary(
      seed: seed, totals: totals, elapsed: 0, jobs: jobs, failure: nil, failingIteration: nil,
      savedPath: nil, engine: engine.label)
    summary.shard = shard
    summary.profile = profile
    summary.invariants = invariants
    return summary
  }

  /// The command that reruns case `iteration` alone.
  func alone(_ iteration: Int) -> String {
    (["selfuzz", "--seed", String(seed), "--iteration", String(iteration)] + options).joined(
      separator: " ")
  }

  /// The command that runs this run's cases from `iteration` on, as many as are left, the way
  /// this run ran them: the same jobs, folder, shard and shrinking too.
  func goOn(from iteration: Int) -> String {
    var words = ["selfuzz", "--seed", String(seed), "--start", String(iteration)]
    if let count { words += ["--iterations", String(max(1, start + count - iteration))] }
    if let duration { words += ["--duration", "\(Int(duration.rounded(.up)))s"] }
    if shard != .whole { words += ["--shard", shard.description] }
    return (words + options + runOptions).joined(separator: " ")
  }

  /// The options that say how cases run and where failures go (not which cases or what is
  /// checked): for the command that goes on.
  var runOptions: [String] {
    var words: [String] = []
    if jobs != 1 { words += ["--jobs", String(jobs)] }
    if out != FuzzCommand.defaultOut { words += ["--out", Shell.quote(out)] }
    if shrinkBudget != FuzzCommand.defaultShrinkBudget {
      words += ["--shrink-budget", String(shrinkBudget)]
    }
    if shrinkTime != FuzzCommand.defaultShrinkTime {
      words += ["--shrink-time", "\(ScriptPrinter.number(shrinkTime))s"]
    }
    if json { words.append("--json") }
    if let known { words += ["--known", Shell.quote(known.folder)] }
    return words
  }

  /// The run's case `iteration`.
  func scenario(_ iteration: Int) -> Scenario {
    ScenarioGenerator(modes: modes, profile: profile).scenario(seed: seed, iteration: iteration)
  }

  /// The command that found case `iteration`, and the one that reruns it alone.
  func reproduction(_ iteration: Int) -> String {
    var words = ["selfuzz", "--seed", String(seed)]
    if start != 0 { words += ["--start", String(start)] }
    if let count { words += ["--iterations", String(count)] }
    if shard != .whole { words += ["--shard", shard.description] }
    return
      "\((words + options).joined(separator: " ")) (iteration \(iteration); alone: \(alone(iteration)))"
  }

  /// The worker processes' command line.
  var workerCommand: [String] {
    var words = [ExecutablePath.current ?? CommandLine.arguments[0], "worker"]
    words += ["--seed", String(seed), "--mode", modes.rawValue]
    words += engine.options
    words += [
      "--check",
      Invariant.allCases.filter(invariants.contains).map(\.rawValue).joined(separator: ","),
    ]
    words += ["--call-timeout", String(callTimeout), "--case-timeout", String(caseTimeout)]
    if !profile.isWholeSpec { words += ["--profile-json", profile.json] }
    return words
  }
}

/// `selfuzz [--seed N] [--iterations M] …`: the fuzz loop (SPEC 6), its cases in worker
/// processes (SPEC 9).
enum FuzzCommand {
  static let defaultOut = ".selfuzz/failures"
  static let defaultShrinkBudget = 3000
  static let defaultShrinkTime = 60.0

  static let help = """
    USAGE: selfuzz [--seed N] [--iterations M | --iteration I] [--start I] [--duration D]
                   [--engine NAME | --engine-command CMD] [--mode paint|range|single|mixed]
                   [--profile FILE] [--check NAME,...] [--out DIR] [--jobs N] [--json]
                   [--shard K/N] [--call-timeout T] [--case-timeout T] [--shrink-budget N]
                   [--shrink-time T] [--shrink-stats] [--known DIR]

    Generates scenarios from the seed (each case from its own seed derived from the seed and its
    iteration), runs each through the engine, checks every invariant of docs/SPEC.md section 4
    after every event, and stops at the first failure. Prints the seed first, a progress line on
    a terminal, then a summary: seed, iterations, scenarios per second, events checked, the
    fingerprint (a stable hash of every scenario and trace) and a table of what the cases covered.

    Cases run in worker processes (one per job, reused), so an engine that traps, aborts or hangs
    is a failure with a name (crash, hang; docs/SPEC.md section 9), never the end of the run. The
    failure reported is the lowest failing iteration, whatever --jobs says; it is confirmed in a
    fresh process (a failure that does not happen again there is `flaky`), shrunk, printed, saved
    under --out (the case as found too, and the engine's log), and the command that replays it is
    printed. Exit 1. The summary ends with the profile in force, the invariants it leaves nothing
    to check, the cases skipped and the share of cases whose touches met no item. An invariant failure that a repro saved under --out before (for the same
    engine) shows again is not shrunk or saved again: that repro is printed, named on a `saved
    before:` line, and this run's case as found is saved.

    OPTIONS:
      --seed N             The run's seed (decimal or 0x hex); without it one is picked and printed.
      --iterations M       Cases to run (default 1000; with --duration, no limit).
      --iteration I        Run case I alone (each case has its own seed, from the seed and I).
      --start I            Start at case I (to go on with a run that was stopped).
      --shard K/N          Run the K-th of N disjoint slices of the run (K from 0): blocks of 64
                           cases K, K + N, … Each slice's --json adds up with `selfuzz merge`.
      --duration D         Stop starting cases after D: 90s, 10m, 1h, 500ms, or seconds.
      --engine NAME        The engine to test (default core); `selfuzz engines` lists them.
      --engine-command CMD An engine in another process, any language: CMD is run with /bin/sh -c
                           and spoken to over the engine protocol (docs/SPEC.md section 8).
      --mode MODE          paint, range, single or mixed (default mixed).
      --profile FILE       What the engine takes, as JSON (docs/SPEC.md section 8, "Profiles"):
                           narrows the profile the engine states (its hello reply, or a Swift
                           type's static profile). Every case is made inside it; a case the
                           engine skips is counted with its reason (all skipped: exit 66).
      --check LIST         Only these invariants (comma-separated names; default all).
      --out DIR            Where failures are saved (default .selfuzz/failures).
      --jobs N             Worker processes (default 1); the same fingerprint with any number.
      --call-timeout T     The most one engine call may take (default 5s): longer is a hang.
      --case-timeout T     The most one case may take (default 60s): longer is a hang.
      --shrink-budget N    Candidate runs when shrinking a failure (default 3000; 0: unshrunk).
      --shrink-time T      A safety cap on shrinking time (default 60s).
      --shrink-stats       Print each shrink pass with its calls, candidates tried and kept, and
                           evaluations, in the order they ran.
      --known DIR          Findings written down before (.sel repros, e.g. a widget's known
                           bugs): a failing case that shrinks to one of them, line for line or
                           by its signature (invariant, message but for its numbers, kinds of
                           event, options), is counted under it, writing no file, and the run
                           goes on; any other failure stops it. A case that fails as a
                           finding's repro fails (invariant, message but for its numbers, the
                           kind of event it failed at, options) is counted under it as found,
                           unshrunk; of the other failures as found, only the first case of
                           each is shrunk, and a later one that fails the same way is counted
                           under the same finding as found.
                           All held but known findings: exit 0, the findings listed.
      --json               Print the summary as one JSON object.
      -h, --help           Show this help.

    Ctrl-C stops the run: the summary of the cases finished and the command that goes on from
    there are printed, and selfuzz exits 130.

    EXAMPLES:
      selfuzz --seed 1 --iterations 20000
      selfuzz --mode range --duration 10m --jobs 2
      selfuzz --engine limit-off-by-one --check limit --iterations 2000
      selfuzz --engine-command 'python3 Examples/list_engine.py' --profile Examples/list_profile.json
    """

  static func parse(_ arguments: inout Arguments) throws -> FuzzSettings {
    var options: [String] = []
    let seedText = try arguments.option("--seed")
    let seed: UInt64
    if let seedText {
      guard let parsed = parseSeed(seedText) else {
        throw arguments.usage("--seed takes an unsigned 64-bit integer, not '\(seedText)'")
      }
      seed = parsed
    } else {
      seed = pickSeed()
    }
    let iterations = try arguments.integer("--iterations", in: 1...Int(Int32.max))
    let only = try arguments.integer("--iteration", in: 0...Int(Int32.max))
    let start = try arguments.integer("--start", in: 0...Int(Int32.max))
    if only != nil && (iterations != nil || start != nil) {
      throw arguments.usage(
        "--iteration runs one case; it goes with neither --iterations nor --start")
    }
    let duration = try arguments.seconds("--duration", allowingZero: false)
    let shardText = try arguments.option("--shard")
    let shard: Shard
    if let shardText {
      guard let parsed = Shard(shardText) else {
        throw arguments.usage(
          "--shard takes K/N with 0 <= K < N (the K-th of N slices), not '\(shardText)'")
      }
      guard only == nil else {
        throw arguments.usage("--iteration runs one case; it does not go with --shard")
      }
      shard = parsed
    } else {
      shard = .whole
    }
    if only != nil && duration != nil {
      throw arguments.usage("--iteration runs one case; it does not go with --duration")
    }
    let timeouts = try arguments.timeouts()
    let origin = try arguments.engineOrigin() ?? .builtIn("core")
    let engine = try EngineChoice(
      origin, callTimeout: timeouts.call, inWorker: false, arguments: arguments)
    if origin != .builtIn("core") { options += engine.options.map(Shell.quote) }
    let modeText = try arguments.option("--mode") ?? "mixed"
    guard let modes = ModeChoice(rawValue: modeText) else {
      throw arguments.usage("--mode takes paint, range, single or mixed, not '\(modeText)'")
    }
    if modes != .mixed { options += ["--mode", modeText] }
    let (invariants, checkList) = try arguments.invariants()
    if let checkList { options += ["--check", Shell.quote(checkList)] }
    let profilePath = try arguments.option("--profile")
    if let profilePath { options += ["--profile", Shell.quote(profilePath)] }
    let profileFile = try profilePath.map(ProfileChoice.read)
    let out = try arguments.option("--out") ?? defaultOut
    let jobs = try arguments.integer("--jobs", in: 1...256) ?? 1
    let shrinkTime = try arguments.seconds("--shrink-time", allowingZero: true) ?? defaultShrinkTime
    let shrinkBudget =
      try arguments.integer("--shrink-budget", in: 0...10_000_000) ?? defaultShrinkBudget
    if timeouts.call != 5 {
      options += ["--call-timeout", "\(ScriptPrinter.number(timeouts.call))s"]
    }
    if timeouts.case != 60 {
      options += ["--case-timeout", "\(ScriptPrinter.number(timeouts.case))s"]
    }
    let json = try arguments.flag("--json")
    let shrinkStats = try arguments.flag("--shrink-stats")
    let known = try arguments.option("--known").map { try KnownFindings(folder: $0) }
    try arguments.finish()
    return FuzzSettings(
      seed: seed, start: only ?? start ?? 0,
      count: only != nil ? 1 : iterations ?? (duration == nil ? 1000 : nil), duration: duration,
      engine: engine, modes: modes, invariants: invariants, out: out, jobs: jobs, json: json,
      shrinkTime: shrinkTime == 0 ? 0 : shrinkTime,
      shrinkBudget: shrinkTime == 0 ? 0 : shrinkBudget, shrinkStats: shrinkStats, shard: shard,
      callTimeout: timeouts.call, caseTimeout: timeouts.case, options: options,
      profileFile: profileFile, known: known)
  }

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    var settings = try parse(&arguments)
    Interruption.install()
    if !settings.json { say("seed: \(settings.seed)") }
    settings.profile = try ProfileChoice.effective(
      engine: ProfileChoice.stated(by: settings.engine, callTimeout: settings.callTimeout),
      file: settings.profileFile, mode: settings.modes.mode)
    settings.known?.learnSignatures(on: settings.engine.kind, checking: settings.invariants)
    let logFolder = NSTemporaryDirectory() + "selfuzz-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: logFolder) }
    let progress = ProgressLine(
      style: settings.json ? .off : ProgressLine.styleForThisProcess, total: settings.count)
    let start = ContinuousClock.now
    var totals = FuzzTotals()
    var next = settings.start
    var outcome: CampaignOutcome
    var written: FuzzSummary?
    // One campaign, or with --known one after each failure that shrank to a known finding.
    repeat {
      let elapsed = (ContinuousClock.now - start).seconds
      let campaign = FuzzCampaign(
        campaignSettings(settings.from(next, elapsed: elapsed), logFolder: logFolder))
      // The cases of the campaigns before this one (with --known, one after each match).
      let before = totals.cases
      let first = next
      if settings.known != nil {
        let cases = settings
        campaign.isKnown = { iteration, failure in
          settings.known?.recognise(failure, of: cases.scenario(iteration), iteration: iteration)
            ?? false
        }
      }
      if !settings.json {
        campaign.onConfirming = { iteration in
          guard settings.known == nil else {
            progress.update(
              before + iteration - first, doing: "matching iteration \(iteration) to the findings")
            return
          }
          progress.clear()
          say("confirming the failure of iteration \(iteration) in a fresh process…")
        }
      }
      do {
        outcome = try campaign.run(
          progress: { progress.update(before + $0) }, interrupted: { Interruption.requested })
      } catch {
        progress.clear()
        throw InternalError(message: "\(error)")
      }
      totals.add(outcome.totals)
      settings.known?.forget(from: outcome.nextIteration)
      guard let found = outcome.failure else { break }
      var summary = settings.summary(totals: totals)
      // Against known findings, a failure is first shrunk quietly and saves nothing: only one
      // that matches none is written up with its files, as any failure.
      writeUp(found, settings, campaign, into: &summary, quietly: settings.known != nil)
      if found.confirmed, let report = summary.failure,
        let path = settings.known?.match(report, iteration: found.iteration)
      {
        let scenario = settings.scenario(found.iteration)
        settings.known?.learn(found.failure, of: scenario, shrankTo: path)
        if !settings.json {
          progress.clear()
          say("iteration \(found.iteration) shrank to the known finding \(path)")
        }
        outcome.failure = nil
        next = found.iteration + 1
        continue
      }
      progress.clear()
      if settings.known != nil {
        summary = settings.summary(totals: totals)
        writeUp(found, settings, campaign, into: &summary, quietly: false)
      }
      written = summary
      break
    } while !Interruption.requested && settings.hasCases(from: next, start: start)
    progress.clear()
    var summary = written ?? settings.summary(totals: totals)
    if let report = summary.failure, !Interruption.requested, !settings.json {
      summary.optionHints = OptionHints.lines(
        for: report.scenario, failing: report.failure, on: settings.engine.kind,
        checking: settings.invariants)
    }
    summary.totals = totals
    summary.elapsed = (ContinuousClock.now - start).seconds
    summary.knownLines = settings.known?.lines ?? []
    say(settings.json ? summary.json : summary.text)
    return finish(settings, outcome: outcome)
  }

  /// The launch of this run's workers: its command line, its log folder, and Ctrl-C.
  private static func campaignSettings(_ settings: FuzzSettings, logFolder: String)
    -> CampaignSettings
  {
    var campaign = CampaignSettings(
      worker: WorkerSettings(
        seed: settings.seed, modes: settings.modes, engine: settings.engine.kind,
        invariants: settings.invariants, callTimeout: settings.callTimeout,
        caseTimeout: settings.caseTimeout, profile: settings.profile),
      launch: WorkerProcess.Launch(
        command: settings.workerCommand, logFolder: logFolder,
        stop: { Interruption.requested }))
    campaign.first = settings.start
    campaign.count = settings.count
    campaign.duration = settings.duration
    campaign.jobs = settings.jobs
    campaign.shard = settings.shard
    return campaign
  }

  /// Saves, shrinks and reports the run's failure into `summary`: the case as found always, and
  /// when Ctrl-C came before a fresh process confirmed it, only that.
  private static func writeUp(
    _ found: CampaignFailure, _ settings: FuzzSettings, _ campaign: FuzzCampaign,
    into summary: inout FuzzSummary, quietly: Bool
  ) {
    let scenario = settings.scenario(found.iteration)
    var writeUp = Repro(
      engine: settings.engine, invariants: settings.invariants, out: settings.out,
      shrinkBudget: settings.shrinkBudget, shrinkTime: settings.shrinkTime,
      announce: !settings.json && !quietly, launch: campaign.settings.launch)
    writeUp.writesFiles = !quietly
    // Against known findings, a failure is matched by its shrink, not by a repro saved before.
    writeUp.reuseKnown = settings.known == nil
    writeUp.showsPasses = settings.shrinkStats
    // A quiet shrink against known findings stops once its case is one (line for line or by
    // signature): what a match needs, at a part of a full shrink's evaluations, though a full
    // shrink might have gone on to another finding's signature.
    if quietly, let known = settings.known {
      writeUp.stopsAt = { scenario, failure in
        known.knows(FailureReport(scenario: scenario, failure: failure, engine: "", foundBy: ""))
      }
    }
    writeUp.profile = settings.profile
    writeUp.callTimeout = settings.callTimeout
    writeUp.caseTimeout = settings.caseTimeout
    if !found.confirmed {
      writeUp.notShrunkBecause =
        "\(Interruption.name) came before a fresh process could confirm it (the case as found is saved)"
    }
    var written = writeUp.write(
      scenario, failure: found.failure, shrinkTarget: found.confirmed ? found.shrinkTarget : nil,
      evaluator: found.confirmed ? campaign.evaluator : nil, log: found.log,
      foundBy: settings.reproduction(found.iteration))
    // A shrink toward the failure as found can stop where one toward the failure the repro shows
    // goes on (a case found as range-state whose repro fails only-touched): against known
    // findings, the repro is shrunk once more, as `selfuzz shrink` of it would (quietly too,
    // where nothing is saved, so that the match sees that shrink's case).
    if let known = settings.known, found.confirmed, !Interruption.requested,
      !known.knows(written.report), case .invariant = written.report.failure,
      quietly || written.path != nil
    {
      writeUp.foundIn = written.path
      written = writeUp.write(
        written.report.scenario, failure: written.report.failure,
        shrinkTarget: written.report.failure, evaluator: campaign.evaluator, log: found.log,
        foundBy: settings.reproduction(found.iteration))
    }
    summary.failure = written.report
    summary.failingIteration = found.iteration
    summary.savedPath = written.path
    if let path = written.path {
      let log = String(path.dropLast(4)) + ".log"
      if FileManager.default.fileExists(atPath: log) { summary.logPath = log }
    }
    summary.savedBefore = writeUp.reusedKnown
    summary.alone = settings.alone(found.iteration)
  }

  /// The closing lines of a stopped run and the exit status.
  private static func finish(_ settings: FuzzSettings, outcome: CampaignOutcome) -> ExitStatus {
    guard Interruption.requested else {
      if outcome.failure != nil { return .failure }
      // Nothing was tested: every case lay outside what the engine takes (SPEC 6).
      let totals = outcome.totals
      return totals.cases > 0 && totals.skipped == totals.cases ? .noInput : .success
    }
    if !settings.json {
      if outcome.failure != nil {
        say(
          "\ninterrupted by \(Interruption.name) after the failure was found: what was found is saved above."
        )
      } else {
        say(
          "\ninterrupted by \(Interruption.name) after \(outcome.totals.cases) cases; the fingerprint is of those."
        )
        say("go on with: \(settings.goOn(from: outcome.nextIteration))")
      }
    }
    return ExitStatus(rawValue: Interruption.status) ?? .failure
  }

  static func parseSeed(_ text: String) -> UInt64? {
    if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) }
    return UInt64(text)
  }

  /// A seed from the clock and the process id, for runs without `--seed`; it is printed first.
  static func pickSeed() -> UInt64 {
    let now = UInt64(Date().timeIntervalSince1970 * 1_000_000)
    return SplitMix64.mix(now ^ UInt64(getpid())) % 1_000_000_000
  }
}

/// Something went wrong inside selfuzz (exit 70).
struct InternalError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// An engine command that cannot be used (exit 69): it cannot be started, or it ends or answers
/// `hello` in anything but this protocol.
struct EngineUnavailable: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// Checks an engine command before anything runs: it must start and answer `hello` with this
/// protocol's version (SPEC 8). Anything else ends the run with a clear error, not a failure:
/// exit 69, or 65 for a `hello` that states a profile that makes no sense.
enum EngineProbe {
  /// Greets the engine command once.
  ///
  /// - Returns: The profile its `hello` reply states (SPEC 8, "Profiles").
  @discardableResult
  static func check(_ command: String, callTimeout: Double) throws -> EngineProfile {
    do {
      return try EngineConnection.statedProfile(of: command, callTimeout: callTimeout)
    } catch let error where error.statesAnInvalidProfile {
      throw InvalidInput(
        message:
          "the engine command '\(command)' states an invalid profile in its hello (docs/SPEC.md section 8): \(error.message)"
      )
    } catch {
      throw EngineUnavailable(
        message:
          "the engine command '\(command)' cannot be used as an engine (docs/SPEC.md section 8): \(error.message)"
      )
    }
  }
}
