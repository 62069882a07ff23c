import Foundation

/// The parent's handle on one worker process (`selfuzz worker`): it sends requests, reads
/// replies, and says how the worker ended when it dies.
package final class WorkerProcess {
  /// How a worker is started: the command line, and where its standard error (and its engine's)
  /// goes, a file per worker emptied before each case.
  package struct Launch: Sendable {
    /// The executable and its arguments, `worker` and the run's settings included.
    package var command: [String]
    /// The folder for the workers' logs.
    package var logFolder: String
    /// Asked while a reply is awaited: once it says so (Ctrl-C, SIGTERM), the wait ends with
    /// ``Problem/stopped`` within a tenth of a second, whatever the deadline.
    package var stop: @Sendable () -> Bool

    package init(
      command: [String], logFolder: String, stop: @escaping @Sendable () -> Bool = { false }
    ) {
      self.command = command
      self.logFolder = logFolder
      self.stop = stop
    }
  }

  /// Why no reply came.
  package enum Problem: Error, Sendable {
    /// The worker ended: how, and the end of its log.
    case died(Termination, log: String)
    /// Nothing came before the deadline.
    case timeout
    /// The worker wrote something that is not a reply.
    case garbled(String)
    /// The launch's ``Launch/stop`` said to stop waiting (the worker may be mid-case).
    case stopped
  }

  package let child: ChildProcess
  /// Its standard error.
  package let logPath: String
  private let stop: @Sendable () -> Bool

  /// Starts a worker; its log is `name.log` in the launch's log folder.
  package init(_ launch: Launch, name: String) throws(SpawnError) {
    do {
      try FileManager.default.createDirectory(
        atPath: launch.logFolder, withIntermediateDirectories: true)
    } catch {
      throw SpawnError(command: launch.logFolder, reason: "cannot make the log folder: \(error)")
    }
    logPath = "\(launch.logFolder)/\(name).log"
    stop = launch.stop
    _ = FileManager.default.createFile(atPath: logPath, contents: nil)
    child = try ChildProcess(arguments: launch.command, standardError: .file(logPath))
  }

  deinit {
    child.terminate()
    try? FileManager.default.removeItem(atPath: logPath)
  }

  /// Sends `request`; `false` when the worker is gone.
  @discardableResult
  package func send(_ request: WorkerRequest) -> Bool {
    child.write(Array(request.text.utf8), deadline: .now + .seconds(60))
  }

  /// The next reply, waiting at most until `deadline`, and only while the launch's ``Launch/stop``
  /// does not say to stop (asked every tenth of a second).
  package func nextReply(deadline: ContinuousClock.Instant?) -> Result<WorkerReply, Problem> {
    while true {
      if stop() { return .failure(.stopped) }
      let slice = ContinuousClock.now + .milliseconds(100)
      let wait = deadline.map { min($0, slice) } ?? slice
      switch child.readLine(deadline: wait) {
      case .success(let bytes):
        guard let reply = WorkerReply.parse(bytes) else {
          return .failure(.garbled(String(decoding: bytes.prefix(200), as: UTF8.self)))
        }
        return .success(reply)
      case .failure(.timeout):
        if let deadline, ContinuousClock.now >= deadline { return .failure(.timeout) }
      case .failure(.end), .failure(.tooLong):
        return .failure(.died(child.waitForExit(deadline: .now + .seconds(5)), log: logTail))
      }
    }
  }

  /// The next complete reply already read, without waiting; for a parent polling many workers.
  package func takeReply() -> Result<WorkerReply, Problem>? {
    switch child.output.takeLine() {
    case nil:
      return nil
    case .success(let bytes):
      guard let reply = WorkerReply.parse(bytes) else {
        return .failure(.garbled(String(decoding: bytes.prefix(200), as: UTF8.self)))
      }
      return .success(reply)
    case .failure:
      return .failure(.garbled("an overlong line"))
    }
  }

  /// The end of the worker's log (its last 64 KiB): what the engine (or the Swift runtime) wrote
  /// during the last case, which the worker emptied the log before.
  package var logTail: String {
    WorkerProcess.tail(ofFile: logPath, bytes: 1 << 16)
  }

  /// The last `bytes` bytes of the file at `path`, from the first whole line in them.
  package static func tail(ofFile path: String, bytes: Int) -> String {
    guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
    defer { try? handle.close() }
    let size = (try? handle.seekToEnd()) ?? 0
    let start = size > UInt64(bytes) ? size - UInt64(bytes) : 0
    try? handle.seek(toOffset: start)
    let data = (try? handle.readToEnd()) ?? Data()
    var text = String(decoding: data, as: UTF8.self)
    if start > 0, let newline = text.firstIndex(of: "\n") {
      text = String(text[text.index(after: newline)...])
    }
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
