import Foundation
import SelectSim

/// What `selfuzz [options]` was asked to do.
struct FuzzSettings {
  var seed: UInt64
  var iterations: Int?
  /// `--iteration I`: run case I alone.
  var only: Int?
  var duration: Double?
  var engine: EngineKind
  var modes: ModeChoice
  var invariants: Set<Invariant>
  var out: String
  var jobs: Int
  var json: Bool
  /// The shrinker's time cap, in seconds; 0 reports failures unshrunk.
  var shrinkTime: Double
  /// The options as given, for repro headers and the worker processes.
  var options: [String]

  var fuzzOptions: FuzzOptions {
    FuzzOptions(seed: seed, engine: engine, modes: modes, invariants: invariants)
  }

  /// The command that reruns this run.
  var commandLine: String {
    (["selfuzz", "--seed", String(seed)] + options).joined(separator: " ")
  }

  /// The command that found case `iteration`, and the one that reruns that case alone.
  func reproduction(_ iteration: Int) -> String {
    var alone = ["selfuzz", "--seed", String(seed), "--iteration", String(iteration)]
    var position = 0
    while position < options.count {
      // The options but those that choose which cases run.
      if ["--iterations", "--duration", "--iteration"].contains(options[position]) {
        position += 2
        continue
      }
      alone.append(options[position])
      position += 1
    }
    return "\(commandLine) (iteration \(iteration); alone: \(alone.joined(separator: " ")))"
  }
}

/// `selfuzz [--seed N] [--iterations M] …`: the fuzz loop (SPEC 6).
enum FuzzCommand {
  static let help = """
    USAGE: selfuzz [--seed N] [--iterations M] [--duration D] [--engine NAME]
                   [--mode paint|range|single|mixed] [--check NAME,...] [--out DIR] [--jobs N] [--json]

    Generates scenarios from the seed (each case from its own seed derived from the seed and its
    iteration), runs each through the engine, checks every invariant of SPEC 4 after every event,
    and stops at the first failure. Prints the seed first, a progress line on a terminal, then a
    summary: seed, iterations, scenarios per second, events checked, the fingerprint (a stable hash
    of every scenario and trace) and a table of what the cases covered.

    On a failure it shrinks the failing case (for at most --shrink-time), prints the invariant and
    the shrunk case as a script with the shrinker's figures, saves it (and the case as found) under
    --out, prints the command that replays it, and exits 1.

    OPTIONS:
      --seed N           The run's seed (decimal or 0x hex); without it one is picked and printed.
      --iterations M     Cases to run (default 1000; with --duration, no limit).
      --iteration I      Run case I alone (each case has its own seed, from the seed and I).
      --duration D       Stop starting cases after D: 90s, 10m, 1h, 500ms, or seconds.
      --engine NAME      The engine to test (default core); `selfuzz engines` lists them.
      --mode MODE        paint, range, single or mixed (default mixed).
      --check LIST       Only these invariants (comma-separated names; default all).
      --out DIR          Where failures are saved (default .selfuzz/failures).
      --jobs N           Spread the cases over N worker processes; same fingerprint as one.
      --shrink-time T    Cap on shrinking a failure (default 10s; 0 reports it unshrunk).
      --json             Print the summary as one JSON object.
      -h, --help         Show this help.

    EXAMPLES:
      selfuzz --seed 1 --iterations 20000
      selfuzz --mode range --duration 10m --jobs 2
      selfuzz --engine limit-off-by-one --check limit --iterations 2000
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
    if let iterations { options += ["--iterations", String(iterations)] }
    let only = try arguments.integer("--iteration", in: 0...Int(Int32.max))
    if let only {
      guard iterations == nil else {
        throw arguments.usage("--iteration runs one case; it does not go with --iterations")
      }
      options += ["--iteration", String(only)]
    }
    let durationText = try arguments.option("--duration")
    var duration: Double?
    if let durationText {
      guard let seconds = Arguments.parseDuration(durationText), seconds > 0 else {
        throw arguments.usage(
          "--duration takes a time such as 90s, 10m, 1h or 500ms, not '\(durationText)'")
      }
      duration = seconds
      options += ["--duration", durationText]
    }
    let engineName = try arguments.option("--engine") ?? "core"
    guard let engine = Engines.named(engineName) else {
      throw arguments.usage("unknown engine '\(engineName)'; `selfuzz engines` lists them")
    }
    if engineName != "core" { options += ["--engine", engineName] }
    let modeText = try arguments.option("--mode") ?? "mixed"
    guard let modes = ModeChoice(rawValue: modeText) else {
      throw arguments.usage("--mode takes paint, range, single or mixed, not '\(modeText)'")
    }
    if modes != .mixed { options += ["--mode", modeText] }
    let (invariants, checkList) = try arguments.invariants()
    if let checkList { options += ["--check", checkList] }
    let out = try arguments.option("--out") ?? ".selfuzz/failures"
    let jobs = try arguments.integer("--jobs", in: 1...256) ?? 1
    let shrinkTime = try arguments.seconds("--shrink-time", allowingZero: true) ?? 10
    let json = arguments.flag("--json")
    try arguments.finish()
    return FuzzSettings(
      seed: seed, iterations: iterations ?? (duration == nil ? 1000 : nil), only: only,
      duration: duration,
      engine: engine, modes: modes, invariants: invariants, out: out, jobs: jobs, json: json,
      shrinkTime: shrinkTime, options: options)
  }

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    let settings = try parse(&arguments)
    if !settings.json { print("seed: \(settings.seed)") }
    let progress = ProgressLine(
      enabled: !settings.json && isatty(STDOUT_FILENO) == 1, total: settings.iterations)
    let start = ContinuousClock.now
    let outcome =
      settings.jobs > 1 && settings.only == nil
      ? try WorkerPool(settings: settings).run(progress: progress)
      : runInProcess(settings, start: start, progress: progress)
    let elapsed = (ContinuousClock.now - start).seconds
    progress.clear()
    var saved: String?
    var report: FailureReport?
    if let failure = outcome.failure {
      let written = Repro.writeUp(
        failure.scenario, failure: failure.failure, engine: settings.engine,
        invariants: settings.invariants,
        foundBy: settings.reproduction(failure.iteration), out: settings.out,
        shrinkTime: settings.shrinkTime, announce: !settings.json)
      report = written.report
      saved = written.path
    }
    let summary = FuzzSummary(
      seed: settings.seed, totals: outcome.totals, elapsed: elapsed, jobs: settings.jobs,
      failure: report, failingIteration: outcome.failure?.iteration, savedPath: saved,
      engine: settings.engine.name)
    print(settings.json ? summary.json : summary.text)
    return outcome.failure == nil ? .success : .failure
  }

  /// Runs every case in this process, in iteration order.
  static func runInProcess(
    _ settings: FuzzSettings, start: ContinuousClock.Instant, progress: ProgressLine
  )
    -> (totals: FuzzTotals, failure: FoundFailure?)
  {
    let fuzzer = Fuzzer(options: settings.fuzzOptions)
    let iterations =
      settings.only.map { $0..<($0 + 1) } ?? 0..<(settings.iterations ?? Int(Int32.max))
    var done = 0
    return fuzzer.run(iterations) {
      if done % 16 == 0 { progress.update(done) }
      done += 1
      guard let duration = settings.duration else { return true }
      return (ContinuousClock.now - start).seconds < duration
    }
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
