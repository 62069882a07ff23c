import SelectCore

/// An engine in another process, driven over the engine protocol (SPEC 8): it conforms to
/// ``SelectCore/DragSelectEngine`` like any engine, so everything that takes an engine takes a
/// foreign one unchanged, and reports the faults a process can have through ``FaultReporting``.
struct ProcessEngine: DragSelectEngine, FaultReporting, CallLookahead {
  /// The case on its connection: ended and given back once, when the run finishes or the
  /// engine goes.
  private final class Case {
    let pool: EnginePool?
    var connection: EngineConnection?
    /// The number of items now: list changes change it (SPEC 2.7).
    var itemCount: Int

    init(pool: EnginePool?, connection: EngineConnection?, itemCount: Int) {
      self.pool = pool
      self.connection = connection
      self.itemCount = itemCount
    }

    /// Ends the case and gives the connection back.
    func end() -> EngineFault? {
      guard let connection, let pool else { return nil }
      self.connection = nil
      var fault: EngineFault?
      if connection.isHealthy {
        do {
          try connection.end()
        } catch {
          fault = error
        }
      }
      pool.giveBack(connection)
      return fault
    }

    deinit { _ = end() }
  }

  private let session: Case
  private(set) var offset: Double
  private(set) var selection: [Int]
  private(set) var fault: EngineFault?
  /// How the entries are read when the engine gives them as a set (its `hello` says so).
  private var reading: EntrySetOrder?

  /// A process engine comes from ``EngineKind/command(_:callTimeout:ownProcessGroup:)``; made
  /// this way it has no process and reports that as its fault.
  init(configuration: Configuration) throws(ConfigurationError) {
    session = Case(pool: nil, connection: nil, itemCount: configuration.frames.count)
    offset = configuration.initialOffset
    selection = []
    fault = EngineFault(.crash, "a process engine needs an engine command (EngineKind.command)")
  }

  /// Starts a case of `configuration` on a connection from `pool`.
  ///
  /// - Throws: ``ConfigurationError/outsideProfile(_:)`` when the engine skips the case (SPEC 8);
  ///   the case is ended and the connection given back first.
  init(configuration: Configuration, pool: EnginePool) throws(ConfigurationError) {
    offset = configuration.initialOffset
    selection = configuration.initialSelection.sorted()
    let connection: EngineConnection
    do {
      connection = try pool.take()
    } catch {
      session = Case(pool: nil, connection: nil, itemCount: configuration.frames.count)
      fault = error
      return
    }
    session = Case(pool: pool, connection: connection, itemCount: configuration.frames.count)
    let reply: ProtocolCodec.StartReply
    do {
      reply = try connection.start(configuration)
    } catch {
      fault = error
      return
    }
    switch reply {
    case .state(let offset, let selection):
      self.offset = offset
      self.selection = selection
      if connection.profile.entryOrder == .set {
        reading = try EntrySetOrder(configuration: configuration)
      }
    case .refused(let reason):
      fault = EngineFault(.refused, "the engine refused the setup: \(reason)")
    case .skipped(let reason):
      fault = session.end()
      // A skip whose `end` failed is that fault, not a skip.
      if fault == nil { throw .outsideProfile(reason) }
    }
  }

  mutating func apply(_ event: Event, at time: Double) -> [Entry] {
    guard fault == nil, let connection = session.connection else { return [] }
    do {
      let reply = try connection.apply(event, at: time, itemCount: session.itemCount)
      session.itemCount = event.itemCount(after: session.itemCount)
      offset = reply.offset
      selection = reply.selection
      return reading?.order(reply.entries, of: event, at: time) ?? reply.entries
    } catch {
      fault = error
      return []
    }
  }

  mutating func finish() -> EngineFault? {
    session.end()
  }

  func announce(_ calls: [RequestPipeline.Call]) {
    session.connection?.announce(calls)
  }
}

extension EngineKind {
  /// An engine in a child process that speaks the engine protocol (SPEC 8), started with
  /// `/bin/sh -c command`: one process serves case after case, and a new one replaces any that
  /// faulted.
  ///
  /// - Parameters:
  ///   - command: The shell command that starts the engine.
  ///   - callTimeout: The most one request may take, in seconds (SPEC 9's call deadline).
  ///   - ownProcessGroup: Whether each engine process leads a process group of its own.
  ///   - standardError: Where the engine's standard error goes (in a worker: the worker's log,
  ///     emptied before each case).
  /// - Returns: The engine kind; its engines share a pool of processes.
  package static func command(
    _ command: String, callTimeout: Double, ownProcessGroup: Bool,
    standardError: ChildProcess.StandardError = .inherit
  ) -> EngineKind {
    let pool = EnginePool(
      command: command, callTimeout: callTimeout, ownProcessGroup: ownProcessGroup,
      standardError: standardError)
    return EngineKind(
      name: "command", summary: "the engine of `\(command)`, over the engine protocol (SPEC 8)",
      origin: .command(command), reportsFaults: true
    ) { configuration throws(ConfigurationError) in
      try ProcessEngine(configuration: configuration, pool: pool)
    }
  }
}
