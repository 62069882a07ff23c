import Foundation
import SelectCore
import SelectSim

/// `selfuzz replay PATH...`: runs scripts and folders of scripts and checks their `expect` lines.
enum ReplayCommand {
  static let help = """
    USAGE: selfuzz replay PATH... [--engine NAME | --engine-command CMD] [--check NAME,...]
                          [--profile FILE] [--trace] [--call-timeout T] [--case-timeout T]

    Replays .sel scripts (docs/SPEC.md section 5) through an engine, checks every invariant of
    section 4 after every call, and checks every `expect` line at its place in the timeline. A
    folder is searched recursively for .sel files, replayed in path order. Each script runs in a
    worker process with deadlines, so an engine that traps or hangs fails that script (crash,
    hang) and the replay goes on.

    The engine: --engine or --engine-command when given; otherwise the one the script's header
    names (`# engine: NAME` or `# engine-command: CMD`, as saved failures have); otherwise core.
    A script replayed on another engine than core says so on its line.

    A script outside what the engine takes (its profile, docs/SPEC.md section 8: what the engine
    states, narrowed by --profile FILE or else by the script's `# profile:` header) is not run:
    its line says `skip` and which part of the profile it leaves, and it counts as neither passed
    nor failed. So is a script the engine itself skips.

    Ctrl-C (or SIGTERM) stops the replay within a second: the summary of the scripts replayed so
    far is printed, and selfuzz exits 130 (143 for SIGTERM).

    Prints one line per file: `pass` with the file, or `FAIL` with the first failure (its line,
    what the script expected and what the engine reported, or the invariant or fault, and under a
    fault the last lines the engine wrote to its standard error), or `invalid` with the line,
    column and problem. Then a summary line.

    OPTIONS:
      --engine NAME         The engine to run; `selfuzz engines` lists them.
      --engine-command CMD  An engine over the engine protocol (docs/SPEC.md section 8).
      --check LIST          Check only these invariants (comma-separated names, or all).
      --profile FILE        Narrow what the engine takes (a JSON profile, docs/SPEC.md section 8).
      --trace               Print every call (timeline lines and auto-scroll steps) with its entries,
                            and the last lines the engine wrote to its standard error.
      --call-timeout T      The most one engine call may take (default 5s).
      --case-timeout T      The most one script may take (default 60s).
      -h, --help            Show this help.

    EXIT STATUS:
      0   every script run passed (scripts skipped as outside the profile aside)
      1   a script failed: an expectation, an invariant or a fault of the engine
      64  bad usage
      65  a script or the profile is invalid or cannot be read (this wins over 1)
      66  no .sel script was found in the paths given, or every one was skipped
      69  an engine command cannot be used (not found, or it does not speak the protocol)
      130 stopped by Ctrl-C (143 by SIGTERM)

    EXAMPLE:
      selfuzz replay Corpus
      selfuzz replay .selfuzz/failures/limit-0123456789abcdef.sel
    """

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    let chosen = try arguments.engineOrigin()
    let trace = try arguments.flag("--trace")
    let invariants = try arguments.invariants().invariants
    let timeouts = try arguments.timeouts()
    let profileFile = try ProfileChoice.file(&arguments)
    let paths = try arguments.positionals()
    guard !paths.isEmpty else {
      throw arguments.usage("replay needs at least one script or folder")
    }
    if let chosen {
      _ = try EngineChoice(
        chosen, callTimeout: timeouts.call, inWorker: false, arguments: arguments)
    }
    let files: [String]
    do {
      files = try ScriptFiles.collect(paths)
    } catch {
      printError("error: \(error)")
      return .invalidInput
    }
    guard !files.isEmpty else {
      printError("error: no .sel scripts in \(paths.joined(separator: ", "))")
      return .noInput
    }
    Interruption.install()
    var evaluators: [String: ChildEvaluator] = [:]
    var stated: [String: EngineProfile] = [:]
    var tally = ReplayTally()
    for file in files {
      if Interruption.requested { break }
      let result: ReplayFileResult
      var engineNote = ""
      var engineLog = ""
      do {
        let text = try ScriptFiles.read(file)
        let parsed = try ScriptParser.parse(text)
        let origin = chosen ?? ScriptHeader.origin(in: text) ?? .builtIn("core")
        let engine = try EngineChoice(
          origin, callTimeout: timeouts.call, inWorker: false, arguments: arguments)
        let key = engine.options.joined(separator: "\u{0}")
        if stated[key] == nil {
          stated[key] = try ProfileChoice.stated(by: engine, callTimeout: timeouts.call)
        }
        if origin != .builtIn("core") { engineNote = " on \(engine.label)" }
        let profile = try ProfileChoice.effective(
          engine: stated[key] ?? .wholeSpec,
          file: profileFile ?? ProfileChoice.header(of: text, in: file), mode: nil)
        if let outside = profile.mismatch(parsed.scenario) {
          say(tally.record(.replayed(.skipped(Replay.outsideProfile(outside))), file: file))
          continue
        }
        let evaluator =
          evaluators[key]
          ?? ChildEvaluator(
            WorkerProcess.Launch(
              command: workerCommand(engine, invariants: invariants, timeouts: timeouts),
              logFolder: NSTemporaryDirectory() + "selfuzz-replay-\(getpid())",
              stop: { Interruption.requested }),
            name: "replay-\(evaluators.count)", callTimeout: timeouts.call,
            caseTimeout: timeouts.case)
        evaluators[key] = evaluator
        if trace { say(file) }
        let lines = parsed.timelineLines
        var calls: [Call] = []
        let (evaluation, plan) = evaluator.replay(
          text, scenario: parsed.scenario, trace: trace ? { calls.append($0) } : nil)
        if evaluation.stopped { break }
        if trace && plan != .early { say("  (\(plan); the way it failed)") }
        for call in calls { printTraceLine(call, line: lines[call.timelineIndex]) }
        if trace || evaluation.failure?.fault != nil { engineLog = evaluation.log }
        if let reason = evaluation.skipped {
          say(tally.record(.replayed(.skipped(Replay.skippedByEngine(reason))), file: file))
          continue
        }
        result = .replayed(
          Replay.outcome(of: evaluation.failure, events: evaluation.events, in: parsed, plan: plan))
      } catch let error as ScriptError {
        result = .invalid(error.description)
      } catch let error as UsageError {
        throw error
      } catch let error as InternalError {
        throw error
      } catch let error as EngineUnavailable {
        // Not the script's fault: no script can be replayed on that engine (exit 69).
        throw error
      } catch {
        result = .invalid("\(error)")
      }
      say(tally.record(result, file: file) + engineNote)
      printEngineLog(engineLog)
    }
    evaluators.removeAll()
    try? FileManager.default.removeItem(
      atPath: NSTemporaryDirectory() + "selfuzz-replay-\(getpid())")
    // Stopped before the first script ended, there is no tally to give: the line below says it.
    if !(Interruption.requested && tally.count == 0) { say(tally.summary) }
    if Interruption.requested {
      let left = files.count - tally.count
      return Interruption.stopped("\(left) of \(files.count) scripts not replayed")
    }
    if tally.invalid > 0 { return .invalidInput }
    if tally.failed > 0 { return .failure }
    return tally.skipped == tally.count ? .noInput : .success
  }

  /// The last lines the engine wrote to its standard error, under a fault or with `--trace`.
  private static func printEngineLog(_ log: String) {
    let lines = FailureReport.lastLines(of: log)
    guard !lines.isEmpty else { return }
    say("         the engine's standard error ended with:")
    for line in lines { say("         | \(line)") }
  }

  /// The command line of a worker that plays scripts on `engine`.
  static func workerCommand(
    _ engine: EngineChoice, invariants: Set<Invariant>, timeouts: (call: Double, case: Double)
  ) -> [String] {
    [ExecutablePath.current ?? CommandLine.arguments[0], "worker", "--seed", "0"] + engine.options
      + [
        "--check",
        Invariant.allCases.filter(invariants.contains).map(\.rawValue).joined(separator: ","),
        "--call-timeout", String(timeouts.call), "--case-timeout", String(timeouts.case),
      ]
  }
}

/// Prints one call and its entries for `--trace`.
private func printTraceLine(_ call: Call, line: Int) {
  say(
    "  \(call.isStep ? "    " : String(line) + ":") \(ScriptPrinter.number(call.time)) \(call.what)"
  )
  for entry in call.entries {
    switch entry.change {
    case .item(let item, let selected, let cause):
      say("        \(selected ? "select" : "deselect") \(item) (\(cause.rawValue))")
    case .offset(let offset):
      say("        offset \(ScriptPrinter.number(offset))")
    }
  }
}
