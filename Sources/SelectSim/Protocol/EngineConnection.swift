import Foundation
package import SelectCore

/// One engine process speaking the engine protocol (SPEC 8): started with `/bin/sh -c COMMAND`,
/// greeted once, then serving one case after another. Every request has a deadline, and every
/// reply is read by ``ProtocolCodec``; a reply that breaks the protocol, an engine that exits or
/// one that stops answering becomes an ``EngineFault`` naming the request, and the connection is
/// dead from then on (a pool starts a new process for the next case).
///
/// It has one owner at a time, never two threads: a case while it runs, then the pool's lock
/// (``EnginePool``), which hands it to the next case. Hence `@unchecked Sendable`: the handover is
/// what the compiler cannot see.
package final class EngineConnection: @unchecked Sendable {
  package let command: String
  private let process: ChildProcess
  private let callTimeout: Double
  private var writer = JSONWriter(capacity: 512)
  /// Requests sent.
  private var requests = 0
  /// The number of the request whose reply is read (or was, last), for messages.
  private var current = 0
  /// The case's `apply` requests written ahead of their replies, when its calls are known.
  private var pipeline = RequestPipeline()
  private var batch = JSONWriter(capacity: RequestPipeline.maximumBytes)
  /// The last reply's selection (``ProtocolCodec/SelectionMemo``).
  private var selectionMemo = ProtocolCodec.SelectionMemo()
  /// The engine's name from its `hello` reply.
  package private(set) var name = ""
  /// What the engine takes, from its `hello` reply (SPEC 8, "Profiles").
  package private(set) var profile = EngineProfile.wholeSpec
  /// Whether the process can serve another case.
  package private(set) var isHealthy = true

  /// Starts the command and greets it.
  ///
  /// - Throws: ``EngineFault`` when it cannot start, does not answer `hello`, or speaks another
  ///   protocol version.
  package init(
    command: String, callTimeout: Double, ownProcessGroup: Bool,
    standardError: ChildProcess.StandardError = .inherit
  ) throws(EngineFault) {
    self.command = command
    self.callTimeout = callTimeout
    do {
      process = try ChildProcess(
        shell: command, standardError: standardError, newProcessGroup: ownProcessGroup)
    } catch {
      throw EngineFault(.crash, "\(error)")
    }
    process.output.spin = .microseconds(50)
    ProtocolCodec.hello(into: &writer)
    let line = try exchange("hello")
    do {
      let (version, name, profile) = try ProtocolCodec.helloReply(line)
      guard version == ProtocolCodec.version else {
        isHealthy = false
        throw EngineFault(
          .protocol,
          "the engine speaks protocol \(version); this harness speaks protocol \(ProtocolCodec.version)"
        )
      }
      self.name = name
      self.profile = profile
    } catch let problem as ProtocolCodec.HelloReplyProblem {
      switch problem {
      case .malformed(let problem): throw malformed(problem, line, "hello")
      case .profile(let problem):
        var fault = malformed(problem, line, "hello")
        fault.statesAnInvalidProfile = true
        throw fault
      }
    } catch let fault as EngineFault {
      throw fault
    } catch {
      throw EngineFault(.protocol, "\(error)")
    }
  }

  deinit { process.terminate() }

  /// Starts `command`, greets it and stops it: what it states in its `hello` reply.
  ///
  /// - Returns: The profile it states (SPEC 8, "Profiles"; the whole SPEC when it states none).
  /// - Throws: ``EngineFault`` when it does not speak the protocol.
  package static func statedProfile(of command: String, callTimeout: Double) throws(EngineFault)
    -> EngineProfile
  {
    let connection = try EngineConnection(
      command: command, callTimeout: max(callTimeout, 10), ownProcessGroup: true)
    connection.kill()
    return connection.profile
  }

  /// Starts a case.
  ///
  /// - Returns: The engine's initial state, or its refusal.
  package func start(_ configuration: Configuration) throws(EngineFault)
    -> ProtocolCodec.StartReply
  {
    writer.removeAll()
    ProtocolCodec.start(configuration, into: &writer)
    let line = try exchange("start")
    do {
      return try ProtocolCodec.startReply(line, itemCount: configuration.frames.count)
    } catch {
      throw malformed(error, line, "start")
    }
  }

  /// Announces the case's next `apply` calls, in order, so that their requests are written ahead
  /// of the replies (``RequestPipeline``); the case may stop before the last, and may announce
  /// more once every call announced before was made.
  package func announce(_ calls: [RequestPipeline.Call]) {
    guard !EngineConnection.lockstep else { return }
    // Every call made means every request answered: none is written before it is announced.
    precondition(
      !pipeline.hasUnmadeCalls, "calls announced over calls announced before and not made")
    pipeline.announce(calls)
  }

  /// Whether every request waits for the reply before it (`SELFUZZ_LOCKSTEP=1` in the
  /// environment, which worker processes inherit): to measure what pipelining gains, or for an
  /// engine that misreads requests written ahead. The replies, the trace and the fingerprint are
  /// the same either way.
  package static let lockstep: Bool = {
    guard let value = getenv("SELFUZZ_LOCKSTEP") else { return false }
    return String(cString: value) == "1"
  }()

  /// Applies one event: the next announced call, whose request may be written already, or else
  /// one request and its reply.
  package func apply(_ event: Event, at time: Double, itemCount: Int) throws(EngineFault)
    -> ProtocolCodec.ApplyReply
  {
    let what = { "apply '\(ScriptPrinter.number(time)) \(ScriptPrinter.statement(event))'" }
    let line: [UInt8]
    if pipeline.isNext(RequestPipeline.Call(event: event, time: time)) {
      let count = pipeline.refill(into: &batch)
      if count > 0 { try send(batch.bytes, requests: count, what) }
      line = try receive(what)
      pipeline.answered()
    } else {
      precondition(pipeline.unanswered == 0, "a call other than the one announced: \(what())")
      writer.removeAll()
      ProtocolCodec.apply(event, at: time, into: &writer)
      line = try exchange(what)
    }
    do {
      return try ProtocolCodec.applyReply(
        line, itemCount: itemCount, countAfter: event.itemCount(after: itemCount),
        memo: &selectionMemo)
    } catch {
      throw malformed(error, line) {
        "apply '\(ScriptPrinter.number(time)) \(ScriptPrinter.statement(event))'"
      }
    }
  }

  /// Ends the case: first the replies to requests written ahead that it did not read (it
  /// stopped at a failure), each within the call deadline.
  package func end() throws(EngineFault) {
    while pipeline.unanswered > 0 {
      _ = try receive { "a request written ahead, after the case stopped" }
      pipeline.answered()
    }
    pipeline.reset()
    writer.removeAll()
    ProtocolCodec.end(into: &writer)
    let line = try exchange("end")
    do {
      try ProtocolCodec.endReply(line)
    } catch {
      throw malformed(error, line, "end")
    }
    try checkSilence(after: "end")
  }

  /// Kills the process; the connection serves nothing more.
  package func kill() {
    isHealthy = false
    process.terminate()
  }

  // MARK: Exchanges

  private func exchange(_ what: @autoclosure () -> String) throws(EngineFault) -> [UInt8] {
    try exchange(what)
  }

  /// Sends the request in `writer` and reads one reply line, within the call deadline.
  private func exchange(_ what: () -> String) throws(EngineFault) -> [UInt8] {
    try send(writer.bytes, requests: 1, what)
    return try receive(what)
  }

  /// Writes `count` requests, within the call deadline; first, when no reply is due, checks that
  /// the engine wrote nothing unasked.
  private func send(_ bytes: [UInt8], requests count: Int, _ what: () -> String)
    throws(EngineFault)
  {
    // Anything the engine wrote since its last reply was asked for by no one.
    if requests > 0, requests == current {
      try checkSilence(after: "its reply to request \(requests)")
    }
    requests += count
    guard process.write(bytes, deadline: ContinuousClock.now + .seconds(callTimeout)) else {
      current += 1
      isHealthy = false
      if process.termination != nil || process.output.sawEnd {
        throw died(during: what())
      }
      throw hang(during: what())
    }
  }

  /// Reads the reply to the next request, within the call deadline.
  private func receive(_ what: () -> String) throws(EngineFault) -> [UInt8] {
    current += 1
    switch process.readLine(deadline: ContinuousClock.now + .seconds(callTimeout), limit: 1 << 28) {
    case .success(let line):
      return line
    case .failure(.timeout):
      throw hang(during: what())
    case .failure(.end):
      throw died(during: what())
    case .failure(.tooLong(let count)):
      isHealthy = false
      process.terminate()
      throw EngineFault(
        .protocol,
        "the reply to request \(current) (\(what())) is longer than \(count) bytes without a newline"
      )
    }
  }

  /// Fails when the engine wrote a line no request asked for.
  private func checkSilence(after what: String) throws(EngineFault) {
    process.output.fill()
    if let extra = process.output.takeLine() {
      isHealthy = false
      let text =
        switch extra {
        case .success(let bytes): ProtocolCodec.excerpt(bytes)
        case .failure: "an overlong line"
        }
      var fault = EngineFault(.protocol, "the engine wrote \(text) after \(what), unasked")
      fault.misframed = true
      throw fault
    }
  }

  private func hang(during what: String) -> EngineFault {
    isHealthy = false
    process.terminate()
    return EngineFault(
      .hang,
      "the engine did not answer request \(current) (\(what)) within the call deadline of "
        + "\(ScriptPrinter.number(callTimeout)) s (--call-timeout)")
  }

  private func died(during what: String) -> EngineFault {
    isHealthy = false
    let termination = process.waitForExit(deadline: .now + .seconds(2))
    let tail = process.output.unterminatedTail
    var text = "the engine process \(termination) during request \(current) (\(what))"
    if current == 1 {
      // Gone before its first reply: it never ran as an engine (SPEC 8). The shell says 127 for
      // a command it cannot find, 126 for one it cannot run.
      text =
        switch termination {
        case .exited(127): "the shell found no such command (it exited with status 127)"
        case .exited(126): "the shell could not run the command (it exited with status 126)"
        default: "the engine process \(termination) before its hello reply"
        }
    }
    if !tail.isEmpty { text += "; it wrote \(ProtocolCodec.excerpt(tail)) without a newline" }
    return EngineFault(.crash, text)
  }

  private func malformed(
    _ error: JSONScanner.Problem, _ line: [UInt8], _ what: @autoclosure () -> String
  )
    -> EngineFault
  {
    malformed(error, line, what)
  }

  private func malformed(_ error: JSONScanner.Problem, _ line: [UInt8], _ what: () -> String)
    -> EngineFault
  {
    isHealthy = false
    process.terminate()
    return EngineFault(
      .protocol,
      "the reply to request \(current) (\(what())) is malformed: \(error.message) at byte \(error.offset + 1) of \(ProtocolCodec.excerpt(line))"
    )
  }
}

extension ProtocolCodec {
  /// A line for a message: quoted, cut at 120 bytes with its length said.
  package static func excerpt(_ bytes: [UInt8]) -> String {
    var shown = ""
    for scalar in String(decoding: bytes.prefix(120), as: UTF8.self).unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F {
        shown += "\\x" + String(scalar.value, radix: 16)
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return "'\(shown)'" + (bytes.count > 120 ? " (\(bytes.count) bytes in all)" : "")
  }
}

extension EngineFault: Error {}
