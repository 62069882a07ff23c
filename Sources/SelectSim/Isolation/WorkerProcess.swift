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

    package init(command: [String], logFolder: String) {
      self.command = command
      self.logFolder = logFolder
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
  }

  package let child: ChildProcess
  /// Its standard error.
  package let logPath: String

  /// Starts a worker; its log is `name.log` in the launch's log folder.
  package init(_ launch: Launch, name: String) throws(SpawnError) {
    do {
      try FileManager.default.createDirectory(
        atPath: launch.logFolder, withIntermediateDirectories: true)
    } catch {
      throw SpawnError(command: launch.logFolder, reason: "cannot make the log folder: \(error)")
    }
    logPath = "\(launch.logFolder)/\(name).log"
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

  /// The next reply, waiting at most until `deadline`.
  package func nextReply(deadline: ContinuousClock.Instant?) -> Result<WorkerReply, Problem> {
    switch child.readLine(deadline: deadline) {
    case .success(let bytes):
      guard let reply = WorkerReply.parse(bytes) else {
        return .failure(.garbled(String(decoding: bytes.prefix(200), as: UTF8.self)))
      }
      return .success(reply)
    case .failure(.timeout):
      return .failure(.timeout)
    case .failure(.end), .failure(.tooLong):
      return .failure(.died(child.waitForExit(deadline: .now + .seconds(5)), log: logTail))
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

  /// The last lines of the worker's log: what the engine (or the Swift runtime) said last.
  package var logTail: String {
    WorkerProcess.tail(ofFile: logPath, lines: 12)
  }

  /// The last `lines` lines of the file at `path`, at most 4 KiB of them.
  package static func tail(ofFile path: String, lines: Int) -> String {
    guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
    defer { try? handle.close() }
    let size = (try? handle.seekToEnd()) ?? 0
    let start = size > 4096 ? size - 4096 : 0
    try? handle.seek(toOffset: start)
    let data = (try? handle.readToEnd()) ?? Data()
    let text = String(decoding: data, as: UTF8.self)
    return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
  }
}
