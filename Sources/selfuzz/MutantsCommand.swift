import Foundation
import SelectCore
import SelectSim

/// `selfuzz mutants`: the harness tests itself against every planted bug and fault.
enum MutantsCommand {
  static let help = """
    USAGE: selfuzz mutants [--iterations M] [--seed N] [--jobs N] [--only NAME,...] [--protocol]
                           [--profile FILE] [--save DIR] [--call-timeout T]

    Fuzzes every planted bug and planted fault (see `selfuzz engines`) from the seed, twice: with
    every invariant but model-agreement, then with the model on, each run in worker processes as
    any fuzz run. Shrinks each first failure and prints a table: the bug, whether it was found
    (as a failure it is expected to cause), by which invariant or fault, after how many cases
    (each run), and the shrunk repro's size (timeline events, items) and shrinking time. A
    planted cost bug (right answers, a cost per event that grows with the items) is found by the
    scaling check of `selfuzz scale` instead. Then `found N/N` and, at the end of the log, each
    bug not found with what the runs found instead.

    OPTIONS:
      --iterations M   Cases per bug and run before giving up (default 2000).
      --seed N         The seed (default 1).
      --jobs N         Worker processes per run (default 1); the same table with any number.
      --only LIST      Only these planted bugs or faults (comma-separated names).
      --protocol       Run each planted engine in its own process over the engine protocol
                       (`selfuzz serve NAME`, docs/SPEC.md section 8), as a foreign engine is run.
      --profile FILE   Generate and shrink inside this profile (docs/SPEC.md section 8), as for an
                       engine that takes only that much: each bug it can show must be found; a
                       bug it cannot show (a limit bug under a profile without a limit) is
                       listed with what it needs, not run.
      --call-timeout T The call deadline (default 0.5s, so that the slow planted fault is over it
                       and a hang costs little to shrink).
      --save DIR       Write each shrunk repro to DIR/<bug>.sel, with the state SelectCore's engine
                       reaches as `expect` lines, for the Corpus (an existing different file is kept).

    EXIT STATUS: 0 when every planted bug and fault (that the profile can show) was found in both
    runs; 1 otherwise; 64 bad usage; 65 an invalid profile file.
    """

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    let executable = ExecutablePath.current ?? CommandLine.arguments[0]
    let callTimeout = try arguments.seconds("--call-timeout", allowingZero: false) ?? 0.5
    let iterations = try arguments.integer("--iterations", in: 1...10_000_000) ?? 2_000
    let jobs = try arguments.integer("--jobs", in: 1...256) ?? 1
    let seedText = try arguments.option("--seed") ?? "1"
    guard let seed = FuzzCommand.parseSeed(seedText) else {
      throw arguments.usage("--seed takes an unsigned integer, not '\(seedText)'")
    }
    let overProtocol = try arguments.flag("--protocol")
    var bugs = PlantedBug.everything
    if let only = try arguments.option("--only") {
      let names = only.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
      guard !names.isEmpty else {
        throw arguments.usage("--only needs at least one planted bug or fault name")
      }
      if let unknown = names.first(where: { PlantedBug.named($0) == nil }) {
        throw arguments.usage("unknown planted bug '\(unknown)'; `selfuzz engines` lists them")
      }
      bugs = bugs.filter { names.contains($0.name) }
    }
    let save = try arguments.option("--save")
    let profile = try ProfileChoice.effective(
      engine: .wholeSpec, file: ProfileChoice.file(&arguments), mode: nil)
    try arguments.finish()
    let hidden = bugs.filter { bug in
      !PlantedBug.costly.contains { $0.name == bug.name }
        && bug.needs.missing(under: profile) != nil
    }
    bugs.removeAll { bug in hidden.contains { $0.name == bug.name } }
    let logFolder = NSTemporaryDirectory() + "selfuzz-mutants-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: logFolder) }
    var testing = MutationTesting { origin, invariants in
      let engine: [String] =
        switch origin {
        case .builtIn(let name): ["--engine", name]
        case .command(let command): ["--engine-command", command]
        }
      let checks = Invariant.allCases.filter(invariants.contains).map(\.rawValue)
      return WorkerProcess.Launch(
        command: [executable, "worker", "--seed", String(seed), "--mode", "mixed"] + engine + [
          "--check", checks.joined(separator: ","), "--call-timeout", String(callTimeout),
          "--case-timeout", "60",
        ] + (profile.isWholeSpec ? [] : ["--profile-json", profile.json]),
        logFolder: logFolder)
    }
    testing.seed = seed
    testing.callTimeout = callTimeout
    testing.iterations = iterations
    testing.jobs = jobs
    testing.profile = profile
    if overProtocol {
      testing.serveCommand = { "\(Shell.quote(executable)) serve \(Shell.quote($0))" }
    }
    let nameWidth = max(12, bugs.map(\.name.count).max() ?? 0)
    say(
      "planted bug".padded(to: nameWidth) + "  found  " + "invariants alone".padded(to: 22)
        + "cases  "
        + "model on".padded(to: 22) + "cases  " + "shrunk to".padded(to: 19) + "evals  " + "shrink")
    var found = 0
    // Repeated after the count, so that the end of a long log names what was missed.
    var missed: [String] = []
    for bug in bugs where PlantedBug.costly.contains(where: { $0.name == bug.name }) {
      // No invariant sees a cost bug: the scaling check must.
      let kind =
        overProtocol
        ? EngineKind.make(
          .command("\(Shell.quote(executable)) serve \(Shell.quote(bug.name))"), inWorker: false)
          ?? bug.kind
        : bug.kind
      var line = bug.name.padded(to: nameWidth) + "  "
      do {
        let report = try ScalingCheck().run(kind)
        if !report.passed { found += 1 } else { missed.append(bug.name + ": the scaling check") }
        line +=
          (report.passed ? "NO   " : "yes  ") + "  "
          + "scale: grows \(ScalingCheck.Report.ratio(report.growth))x (allowed "
          + "\(ScalingCheck.Report.ratio(report.allowedGrowth))x)"
      } catch {
        line += "NO     scaling check failed: \(error)"
        missed.append(bug.name + ": the scaling check failed")
      }
      say(line)
    }
    for bug in bugs where !PlantedBug.costly.contains(where: { $0.name == bug.name }) {
      let outcome: MutationTesting.Outcome
      do {
        outcome = try testing.test(bug)
      } catch {
        throw InternalError(message: "\(error)")
      }
      if outcome.found { found += 1 } else { missed.append(Self.miss(outcome)) }
      var line = bug.name.padded(to: nameWidth) + "  " + (outcome.found ? "yes  " : "NO   ") + "  "
      line +=
        (outcome.alone?.kind.name ?? "-").padded(to: 22)
        + String(outcome.alone?.cases ?? 0).leftPadded(to: 5) + "  "
      line +=
        (outcome.withModel?.kind.name ?? "-").padded(to: 22)
        + String(outcome.withModel?.cases ?? 0).leftPadded(to: 5) + "  "
      if let shrunk = outcome.shrunk {
        line += "\(shrunk.eventsAfter) events, \(shrunk.itemsAfter) items".padded(to: 19)
        line += String(shrunk.evaluations).leftPadded(to: 5) + "  "
        line +=
          BenchCommand.format1(shrunk.seconds * 1000) + " ms"
          + (shrunk.cutShort ? " (cut short)" : "")
      } else {
        line += "-"
      }
      say(line)
      if let save, let script = MutationTesting.corpusScript(outcome) {
        say("  " + saveRepro(script, name: bug.name, folder: save))
      }
    }
    say("found \(found)/\(bugs.count)")
    if !profile.isWholeSpec {
      say("profile: \(profile.summary)")
      say("cannot show under this profile (\(hidden.count), not run):")
      let width = max(12, hidden.map(\.name.count).max() ?? 0)
      for bug in hidden {
        say(
          "  " + bug.name.padded(to: width) + "  needs " + (bug.needs.missing(under: profile) ?? "")
        )
      }
    }
    if !missed.isEmpty { say("not found:\n" + missed.map { "  " + $0 }.joined(separator: "\n")) }
    return found == bugs.count ? .success : .failure
  }

  /// What a run that missed `outcome`'s bug found instead, in words.
  static func miss(_ outcome: MutationTesting.Outcome) -> String {
    let expected = outcome.bug.expected.map(\.name).sorted().joined(separator: ", ")
    func run(_ detection: MutationTesting.Detection?) -> String {
      detection.map { "\($0.kind.name) after \($0.cases) cases" } ?? "nothing"
    }
    return "\(outcome.bug.name): \(run(outcome.alone)) alone, \(run(outcome.withModel)) with the "
      + "model (expected \(expected))"
  }

  /// Writes a repro for the Corpus; a different existing file is kept and reported.
  static func saveRepro(_ script: String, name: String, folder: String) -> String {
    let path = "\(folder)/\(name).sel"
    let manager = FileManager.default
    if let existing = manager.contents(atPath: path) {
      return existing == Data(script.utf8)
        ? "unchanged: \(path)" : "kept (differs; not overwritten): \(path)"
    }
    do {
      try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data(script.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
      return "saved: \(path)"
    } catch {
      return "could not save \(path): \(error.localizedDescription)"
    }
  }
}
