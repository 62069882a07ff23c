import Foundation
import SelectCore
import SelectSim

/// `selfuzz bench`: throughput and scaling figures, measured in one run.
enum BenchCommand {
  static let help = """
    USAGE: selfuzz bench [--cases M] [--samples K] [--profile FILE]

    Measures, on one core and in this build (use `swift run -c release selfuzz bench`):
      - the fuzz loop's throughput with every invariant and the reference model on, and how its
        time splits between generation, SelectCore's engine, the reference model, and the
        harness's own work (runner, checks, the determinism re-run);
      - the cost of an event as the number of items grows (100 to 1,000,000), for SelectCore's
        engine (indexed: flat), a tight scan of a flat array (linear: the yardstick) and the
        reference model (frames prefiltered by their top edge), and the engine's setup per item.
    Each figure is the median of its samples, by the wall clock and the CPU clock, with the
    fastest, the slowest and the spread; ratios compare figures of this same run.

    OPTIONS:
      --cases M     Cases per throughput sample (default 2000).
      --samples K   The fewest samples per figure (default 5); sampling goes on until the last
                    five agree within 5%, up to 15.
      --profile FILE  Measure the throughput under this profile too (docs/SPEC.md section 8),
                    beside the whole SPEC's, in the same run: its rate and the ratio.
    """

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    var bench = Benchmark()
    bench.cases = try arguments.integer("--cases", in: 1...1_000_000) ?? bench.cases
    bench.samples = try arguments.integer("--samples", in: 1...100) ?? bench.samples
    let profile = try ProfileChoice.file(&arguments)
    try arguments.finish()
    #if DEBUG
      say(
        "note: a debug build; run `swift run -c release selfuzz bench` for representative figures\n"
      )
    #endif
    let throughput = bench.throughput()
    let full = throughput.full.median
    func share(_ timing: Benchmark.Timing) -> String { percent(timing.median / full) }
    let generation = throughput.generation.median
    let engine = throughput.engine.median
    let twins = throughput.twins.median
    let model = throughput.model.median
    let harness = max(0, full - generation - engine - twins - model)
    let rate = { (seconds: Double) in
      NumberFormat.grouped(Int(Double(throughput.cases) / seconds))
    }
    say(
      "throughput, one core, \(throughput.cases) cases (\(throughput.events) events), every invariant and the model on:"
    )
    say(
      "  scenarios per second: \(rate(full)) by the wall clock, \(rate(throughput.full.cpu)) per CPU-second"
    )
    say(
      "    (median of \(throughput.full.samples) samples; fastest \(rate(throughput.full.minimum)), "
        + "slowest \(rate(throughput.full.maximum)), spread \(percent(throughput.full.spread)))")
    say("  events per second:    \(NumberFormat.grouped(Int(Double(throughput.events) / full)))")
    say("  where the time goes (share of the whole loop, each part timed alone):")
    say(
      "    generation           \(share(throughput.generation).leftPadded(to: 7))  \(milliseconds(generation))"
    )
    say(
      "    SelectCore engine    \(share(throughput.engine).leftPadded(to: 7))  \(milliseconds(engine))"
    )
    say(
      "    determinism twins    \(share(throughput.twins).leftPadded(to: 7))  \(milliseconds(twins)) "
        + "(a twin and a decoy in this process, a quarter of the cases)")
    say(
      "    reference model      \(share(throughput.model).leftPadded(to: 7))  \(milliseconds(model))"
    )
    say(
      "    harness and checks   \(percent(harness / full).leftPadded(to: 7))  \(milliseconds(harness))"
    )
    if let profile {
      underProfile(profile, bench: bench, wholeRate: Double(throughput.cases) / full)
    }
    let executable = ExecutablePath.current ?? CommandLine.arguments[0]
    let logFolder = NSTemporaryDirectory() + "selfuzz-bench-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: logFolder) }
    let isolation = try bench.isolation(
      launch: WorkerProcess.Launch(
        command: [
          executable, "worker", "--seed", String(bench.seed), "--mode", "mixed", "--engine", "core",
          "--check", "all", "--call-timeout", "5", "--case-timeout", "60",
        ], logFolder: logFolder))
    let inProcessRate = Double(isolation.cases) / isolation.inProcess.median
    let isolatedRate = Double(isolation.cases) / isolation.isolated.median
    say(
      "  isolation: \(Int(inProcessRate)) scenarios/s in this process, \(Int(isolatedRate)) in a worker process "
        + "(cost \(percent(1 - isolatedRate / inProcessRate)), the worker's fresh-process "
        + "replays of one case in sixteen included)")
    say("")
    var engines: [(label: String, kind: EngineKind)] = [("SelectCore in process", .core)]
    if let served = EngineKind.make(
      .command("\(Shell.quote(executable)) serve core"), inWorker: false)
    {
      engines.append(("selfuzz serve core", served))
    }
    // The cases every engine takes: the Python example states paint mode and no list changes.
    var shared = EngineProfile.wholeSpec
    let example = "Examples/paint_engine.py"
    let python = "python3 \(example)"
    if FileManager.default.fileExists(atPath: example),
      let kind = EngineKind.make(.command(python), inWorker: false)
    {
      shared = try shared.narrowed(by: EngineProbe.check(python, callTimeout: 5))
      engines.append(("Python example", kind))
    }
    let protocolCases = max(50, bench.cases / 4)
    let figures = bench.overProtocol(
      engines, cases: protocolCases, profile: try shared.pinned(to: .paint))
    say(
      "over the engine protocol, \(protocolCases) paint cases every engine's profile takes, every invariant "
        + "but determinism's twins, by the wall clock:")
    say("  engine                  scenarios/s  vs in process  median call")
    let baseline = figures.first?.rate
    for figure in figures {
      let rate: String
      let share: String
      if let failed = figure.failedAt {
        (rate, share) = ("failed", "at case \(failed)")
      } else if let figureRate = figure.rate {
        rate = String(Int(figureRate))
        share = baseline.map { percent(figureRate / $0) } ?? "-"
      } else {
        (rate, share) = ("-", "none ran")
      }
      say(
        "  " + figure.label.padded(to: 22) + rate.leftPadded(to: 13) + share.leftPadded(to: 15)
          + "\(format1(figure.medianCall * 1e6)) µs".leftPadded(to: 13))
    }
    say("")
    let scaling = bench.scaling()
    say(
      "cost of an event by number of items (a paint and a range drag of 400 moves over a list; engines set up outside the timer):"
    )
    say(
      "  " + "items".leftPadded(to: 9) + "core/event".leftPadded(to: 13)
        + "flat scan/event".leftPadded(to: 17) + "reference/event".leftPadded(to: 17)
        + "core setup".leftPadded(to: 13) + "setup/item".leftPadded(to: 12))
    for row in scaling {
      let model = row.model.map { ScalingCheck.Report.duration($0) } ?? "(not timed)"
      say(
        "  " + NumberFormat.grouped(row.items).leftPadded(to: 9)
          + ScalingCheck.Report.duration(row.engine).leftPadded(to: 13)
          + ScalingCheck.Report.duration(row.scan).leftPadded(to: 17) + model.leftPadded(to: 17)
          + ScalingCheck.Report.duration(row.setup).leftPadded(to: 13)
          + ScalingCheck.Report.duration(row.setup / Double(row.items)).leftPadded(to: 12))
    }
    say("")
    say(
      "cost of a list change (SPEC 2.7), a range drag in progress (engines set up, and their list changed once, outside the timer):"
    )
    say(
      "  " + "items".leftPadded(to: 9) + "insert".leftPadded(to: 13) + "remove".leftPadded(to: 13)
        + "append (restack)".leftPadded(to: 19) + "insert (restack)".leftPadded(to: 19)
        + "first change".leftPadded(to: 15))
    for row in bench.listChanges() {
      say(
        "  " + NumberFormat.grouped(row.items).leftPadded(to: 9)
          + ScalingCheck.Report.duration(row.insert).leftPadded(to: 13)
          + ScalingCheck.Report.duration(row.remove).leftPadded(to: 13)
          + ScalingCheck.Report.duration(row.appendRestacked).leftPadded(to: 19)
          + ScalingCheck.Report.duration(row.insertRestacked).leftPadded(to: 19)
          + ScalingCheck.Report.duration(row.firstChange).leftPadded(to: 15))
    }
    say(
      "  insert and remove are at the middle, under list-frames stay; append (restack) puts a row at the end and moves none, insert (restack) at the middle moves half the rows; the first change numbers the items, once per engine."
    )
    return .success
  }

  /// The fuzz loop's throughput under `profile`, beside `wholeRate`, the whole SPEC's in this
  /// run.
  private static func underProfile(_ profile: EngineProfile, bench: Benchmark, wholeRate: Double) {
    var profiled = bench
    profiled.profile = profile
    let throughput = profiled.throughput()
    let rate = Double(throughput.cases) / throughput.full.median
    say("  under the profile (\(profile.summary)):")
    say(
      "    scenarios per second: \(NumberFormat.grouped(Int(rate))) (\(percent(rate / wholeRate)) of the whole SPEC's), "
        + "\(NumberFormat.grouped(throughput.events / max(throughput.cases, 1))) events a case; "
        + "median of \(throughput.full.samples) samples, spread \(percent(throughput.full.spread))")
  }

  static func percent(_ share: Double) -> String { format1(share * 100) + "%" }
  static func milliseconds(_ seconds: Double) -> String { format1(seconds * 1000) + " ms" }
  static func format1(_ value: Double) -> String { NumberFormat.fixed(value, places: 1) }
}
