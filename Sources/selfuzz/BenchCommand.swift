import Foundation
import SelectSim

/// `selfuzz bench`: throughput and scaling figures, measured in one run.
enum BenchCommand {
  static let help = """
    USAGE: selfuzz bench [--cases M] [--samples K]

    Measures, on one core and in this build (use `swift run -c release selfuzz bench`):
      - the fuzz loop's throughput with every invariant and the reference model on, and how its
        time splits between generation, SelectCore's engine, the reference model, and the
        harness's own work (runner, checks, the determinism re-run);
      - the cost of an event as the number of items grows, for SelectCore's engine (indexed:
        flat) and the reference model (a scan: linear).
    Each figure is the median of K samples (the minimum beside it); ratios compare figures of
    this same run.

    OPTIONS:
      --cases M     Cases per throughput sample (default 2000).
      --samples K   Samples per figure (default 5).
    """

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    var bench = Benchmark()
    bench.cases = try arguments.integer("--cases", in: 1...1_000_000) ?? bench.cases
    bench.samples = try arguments.integer("--samples", in: 1...100) ?? bench.samples
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
    let model = throughput.model.median
    let harness = max(0, full - generation - engine - model)
    say(
      "throughput, one core, \(throughput.cases) cases (\(throughput.events) events), every invariant and the model on:"
    )
    say(
      "  scenarios per second: \(Int(Double(throughput.cases) / full)) (median of \(bench.samples); best \(Int(Double(throughput.cases) / throughput.full.minimum)))"
    )
    say("  events per second:    \(Int(Double(throughput.events) / full))")
    say("  where the time goes (share of the whole loop):")
    say(
      "    generation          \(share(throughput.generation).leftPadded(to: 7))  \(milliseconds(generation))"
    )
    say(
      "    SelectCore engine   \(share(throughput.engine).leftPadded(to: 7))  \(milliseconds(engine))"
    )
    say(
      "    reference model     \(share(throughput.model).leftPadded(to: 7))  \(milliseconds(model))"
    )
    say(
      "    harness and checks  \(percent(harness / full).leftPadded(to: 7))  \(milliseconds(harness))"
    )
    let executable = ExecutablePath.current ?? CommandLine.arguments[0]
    let logFolder = NSTemporaryDirectory() + "selfuzz-bench-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: logFolder) }
    let isolation = try bench.isolation(
      launch: WorkerProcess.Launch(
        command: [
          executable, "worker", "--seed", String(bench.seed), "--mode", "mixed", "--engine", "core",
          "--check", "all", "--call-timeout", "5", "--case-timeout", "60",
        ], logFolder: logFolder),
      freshTwin: EngineKind.make(.command("\(Shell.quote(executable)) serve core"), inWorker: false)
        ?? .core)
    let inProcessRate = Double(isolation.cases) / isolation.inProcess.median
    let isolatedRate = Double(isolation.cases) / isolation.isolated.median
    say(
      "  isolation: \(Int(inProcessRate)) scenarios/s in this process, \(Int(isolatedRate)) in a worker process "
        + "(cost \(percent(1 - isolatedRate / inProcessRate)))")
    say("")
    var engines: [(label: String, kind: EngineKind)] = [
      ("SelectCore in process", .core),
      (
        "selfuzz serve core",
        EngineKind.make(.command("\(Shell.quote(executable)) serve core"), inWorker: false) ?? .core
      ),
    ]
    if FileManager.default.fileExists(atPath: "Examples/paint_engine.py") {
      engines.append(
        (
          "Python example",
          EngineKind.make(.command("python3 Examples/paint_engine.py"), inWorker: false) ?? .core
        ))
    }
    let protocolCases = max(50, bench.cases / 4)
    let figures = bench.overProtocol(engines, cases: protocolCases)
    say(
      "over the engine protocol, \(protocolCases) paint cases, every invariant but determinism's twins:"
    )
    say("  engine                  scenarios/s  vs in process  median call")
    let baseline = figures.first.map { Double(protocolCases) / $0.full.median } ?? 1
    for figure in figures {
      let rate = Double(protocolCases) / figure.full.median
      say(
        "  " + figure.label.padded(to: 22) + String(Int(rate)).leftPadded(to: 13)
          + (percent(rate / baseline)).leftPadded(to: 15)
          + "\(format1(figure.medianCall * 1e6)) µs".leftPadded(to: 13))
    }
    say("")
    let scaling = bench.scaling()
    let base = scaling.first
    say(
      "cost of an event by number of items (ten drags scrubbing 20 rows, paint and range; setup excluded):"
    )
    say("  items      core ns/event  vs first   reference ns/event  vs first")
    for row in scaling {
      let core = row.engine / Double(row.events) * 1e9
      let coreBase = (base?.engine ?? 1) / Double(base?.events ?? 1) * 1e9
      var line =
        "  " + String(row.items).padded(to: 9) + String(Int(core)).leftPadded(to: 15)
        + (String(format1(core / coreBase)) + "x").leftPadded(to: 10)
      if let model = row.model {
        let reference = model / Double(row.events) * 1e9
        let referenceBase = (base?.model ?? 1) / Double(base?.events ?? 1) * 1e9
        line +=
          String(Int(reference)).leftPadded(to: 21)
          + (format1(reference / referenceBase) + "x").leftPadded(to: 10)
      } else {
        line += "(not timed)".leftPadded(to: 21)
      }
      say(line)
    }
    return .success
  }

  static func percent(_ share: Double) -> String { format1(share * 100) + "%" }
  static func milliseconds(_ seconds: Double) -> String { format1(seconds * 1000) + " ms" }
  static func format1(_ value: Double) -> String { Figures.fixed(value, places: 1) }
}
