import Foundation

/// The child side of process isolation (SPEC 9): `selfuzz worker` reads requests on its standard
/// input and answers on its standard output (``WorkerRequest``, ``WorkerReply``). The parent owns
/// every decision; a worker only runs what it is asked, reports each case, and is expendable: when
/// an engine traps, the worker dies and the parent learns which case did it.
package enum Worker {
  /// The exit status of a worker whose watchdog found a hang.
  package static let hangStatus: Int32 = 125

  /// Serves requests until its input ends.
  ///
  /// - Returns: The exit status: 0 when the input ended, 70 for a request it cannot read.
  package static func serve(_ settings: WorkerSettings) -> Int32 {
    let heartbeat = Heartbeat()
    let output = WorkerOutput(descriptor: 1)
    CrashReporter.install(heartbeat)
    Watchdog.start(
      heartbeat, callTimeout: settings.callTimeout, caseTimeout: settings.caseTimeout,
      output: output)
    let log = CaseLog()
    let fuzzer = Fuzzer(options: settings.fuzzOptions)
    let fresh =
      settings.invariants.contains(.determinism)
      ? settings.freshWorker.map {
        FreshProcessCheck($0, callTimeout: settings.callTimeout, caseTimeout: settings.caseTimeout)
      } : nil
    var input = LineReader(descriptor: 0)
    while case .success(let bytes) = input.readLine(deadline: nil) {
      let line = String(decoding: bytes, as: UTF8.self)
      switch WorkerRequest.parse(line) {
      case .block(let index, let first, let count, let verbose, let goesOn):
        for iteration in first..<(first + count) {
          log.clear()
          let freshToo =
            fresh != nil
            && settings.fuzzOptions.determinism.checksInFreshProcess(
              seed: settings.seed, iteration: iteration)
          // The fresh process plays the case while this one does.
          if freshToo { fresh?.begin(iteration) }
          var found = fuzzer.runCase(iteration, heartbeat: heartbeat)
          heartbeat.endCase()
          if freshToo, let fresh {
            if found.result.failure == nil {
              found.result.failure = fresh.check(
                found, plan: CallPlan.forCase(seed: settings.seed, iteration: iteration),
                kind: settings.engine)
            } else {
              fresh.abandon()
            }
          }
          let record = CaseRecord(found)
          if let failure = found.result.failure {
            output.send(.fail(record, failure), flush: goesOn)
            if goesOn { continue }
            break
          }
          output.send(.ok(record), flush: verbose)
        }
        output.send(.end(block: index), flush: true)
      case .script(let count, let trace, let plan):
        guard case .success(let scriptBytes) = input.readBytes(count, deadline: nil) else {
          return 70
        }
        log.clear()
        output.send(
          play(
            String(decoding: scriptBytes, as: UTF8.self), plan, settings, heartbeat, output, trace,
            fresh),
          flush: true)
      case nil:
        FileHandle.standardError.write(Data("selfuzz worker: unknown request '\(line)'\n".utf8))
        return 70
      }
    }
    return 0
  }

  private static func play(
    _ text: String, _ plan: CallPlan, _ settings: WorkerSettings, _ heartbeat: Heartbeat,
    _ output: WorkerOutput, _ trace: Bool, _ fresh: FreshProcessCheck?
  ) -> WorkerReply {
    let script: ParsedScript
    do {
      script = try ScriptParser.parse(text)
    } catch {
      return .result(
        .fault(.refused, message: "the worker could not read the script: \(error)", at: nil),
        trace: 0, events: 0, calls: 0)
    }
    heartbeat.beginCase(-1)
    defer { heartbeat.endCase() }
    let twins = DeterminismPlan(sameProcess: !settings.engine.reportsFaults, decoy: true)
    var result = Runner.play(
      script.scenario, on: settings.engine, checking: settings.invariants, plan: plan,
      determinism: twins,
      heartbeat: heartbeat,
      observe: trace ? { call in output.send(.call(call), flush: true) } : nil)
    if let reason = result.skipped { return .skipped(reason) }
    if result.failure == nil, let fresh {
      result.failure = fresh.check(
        script.scenario, plan: plan, result: result, kind: settings.engine)
    }
    return .result(
      result.failure, trace: result.trace.value, events: result.events, calls: result.calls)
  }
}

/// The worker's standard error, when it is a file: emptied before each case, so that what it
/// holds after a crash is what that case wrote (the engine's own messages included).
private struct CaseLog {
  private let isFile: Bool

  init() {
    var status = stat()
    isFile = fstat(2, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  /// Empties the file when the last case wrote to it (a look at its end costs less than a
  /// truncation, which updates the file's times, at every case).
  func clear() {
    guard isFile, lseek(2, 0, SEEK_END) > 0 else { return }
    _ = ftruncate(2, 0)
  }
}
