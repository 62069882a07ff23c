#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process with pipes on its standard input and output: the one process layer that
/// worker processes, case evaluators and engines over the engine protocol (SPEC 8) all use.
///
/// Reads and writes take deadlines, so no child can block the harness; a child that will not end
/// is killed with its process group. Lines are `\n`-terminated and capped in length.
///
/// Not thread-safe: one owner uses it at a time.
package final class ChildProcess {
  /// Where the child's standard error goes.
  package enum StandardError: Hashable, Sendable {
    /// The harness's own standard error.
    case inherit
    /// Nowhere.
    case discard
    /// Appended to this file.
    case file(String)
  }

  package let pid: Int32
  /// The command, for messages.
  package let command: String
  private let ownGroup: Bool
  private var input: Int32
  /// The child's standard output.
  package var output: LineReader
  private var ended: Termination?

  /// Starts `arguments[0]` (an absolute path) with the rest as its arguments.
  ///
  /// - Parameters:
  ///   - arguments: The executable's absolute path, then its arguments.
  ///   - standardError: Where the child's standard error goes.
  ///   - newProcessGroup: Whether the child leads a process group of its own, so that a terminal's
  ///     Ctrl-C reaches only the harness and a kill reaches the child's own children too.
  ///   - environment: The child's environment; the harness's own when `nil`.
  /// - Throws: ``SpawnError`` when the pipes or the process cannot be made.
  package init(
    arguments: [String], standardError: StandardError, newProcessGroup: Bool = true,
    environment: [String: String]? = nil
  ) throws(SpawnError) {
    ChildProcess.ignoreBrokenPipes()
    command = arguments.joined(separator: " ")
    ownGroup = newProcessGroup
    var inPipe: [Int32] = [-1, -1]
    var outPipe: [Int32] = [-1, -1]
    guard ChildProcess.makePipe(&inPipe), ChildProcess.makePipe(&outPipe) else {
      throw SpawnError(command: command, reason: "cannot make a pipe: \(ChildProcess.lastError)")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    switch standardError {
    case .inherit: break
    case .discard:
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    case .file(let path):
      posix_spawn_file_actions_addopen(&actions, 2, path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var flags = Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
    if newProcessGroup { flags |= Int32(POSIX_SPAWN_SETPGROUP) }
    posix_spawnattr_setflags(&attributes, Int16(flags))
    posix_spawnattr_setpgroup(&attributes, 0)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGHUP] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)

    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child: pid_t = 0
    let status: Int32
    if let environment {
      let envp =
        environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer { for pointer in envp { free(pointer) } }
      status = posix_spawn(&child, arguments[0], &actions, &attributes, argv, envp)
    } else {
      status = posix_spawn(&child, arguments[0], &actions, &attributes, argv, environ)
    }
    close(inPipe[0])
    close(outPipe[1])
    guard status == 0 else {
      close(inPipe[1])
      close(outPipe[0])
      throw SpawnError(command: command, reason: String(cString: strerror(status)))
    }
    pid = child
    input = inPipe[1]
    output = LineReader(descriptor: outPipe[0])
    _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
  }

  /// Starts `/bin/sh -c command`.
  package convenience init(
    shell command: String, standardError: StandardError, newProcessGroup: Bool = true
  ) throws(SpawnError) {
    try self.init(
      arguments: ["/bin/sh", "-c", command], standardError: standardError,
      newProcessGroup: newProcessGroup)
  }

  deinit {
    terminate()
    if input >= 0 { close(input) }
    close(output.descriptor)
  }

  // MARK: Writing

  /// Writes `bytes` to the child's standard input, waiting at most until `deadline`.
  ///
  /// - Returns: `false` when the child stopped reading (its input is closed) or the deadline
  ///   passed first.
  @discardableResult
  package func write(_ bytes: [UInt8], deadline: ContinuousClock.Instant?) -> Bool {
    guard input >= 0 else { return false }
    return bytes.withUnsafeBytes { Descriptor.write($0, to: input, deadline: deadline) }
  }

  /// Writes `text` and a newline.
  @discardableResult
  package func writeLine(_ text: String, deadline: ContinuousClock.Instant?) -> Bool {
    var bytes = Array(text.utf8)
    bytes.append(10)
    return write(bytes, deadline: deadline)
  }

  /// Closes the child's standard input: for a well-behaved child, the end of its work.
  package func closeInput() {
    if input >= 0 {
      close(input)
      input = -1
    }
  }

  // MARK: Reading

  /// The next line of the child's output, waiting at most until `deadline`.
  package func readLine(deadline: ContinuousClock.Instant?, limit: Int = 1 << 26)
    -> Result<[UInt8], LineReader.Problem>
  {
    output.readLine(deadline: deadline, limit: limit)
  }

  // MARK: Ending

  /// How the child ended, waiting for it (after its output ended, it is about to).
  ///
  /// - Parameter deadline: When to stop waiting and kill it.
  /// - Returns: How it ended.
  package func waitForExit(deadline: ContinuousClock.Instant?) -> Termination {
    if let ended { return ended }
    while true {
      var status: Int32 = 0
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        let termination = Termination(waitStatus: status)
        ended = termination
        return termination
      }
      if result < 0 && errno != EINTR {
        ended = .exited(-1)
        return .exited(-1)
      }
      if let deadline, ContinuousClock.now >= deadline {
        terminate()
        return ended ?? .signaled(SIGKILL)
      }
      usleep(1000)
    }
  }

  /// How the child ended, if it has.
  package var termination: Termination? {
    if let ended { return ended }
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == pid {
      ended = Termination(waitStatus: status)
    }
    return ended
  }

  /// Kills the child (and its process group, when it leads one) and reaps it.
  package func terminate() {
    guard ended == nil else { return }
    if ownGroup { kill(-pid, SIGKILL) }
    kill(pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    ended = Termination(waitStatus: status)
  }

  // MARK: Helpers

  private static func makePipe(_ ends: inout [Int32]) -> Bool {
    guard ends.withUnsafeMutableBufferPointer({ pipe($0.baseAddress) }) == 0 else { return false }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return true
  }

  private static var lastError: String { String(cString: strerror(errno)) }

  /// A child that stops reading must not kill the harness with SIGPIPE: writes to it fail instead.
  private static let brokenPipesIgnored: Bool = {
    signal(SIGPIPE, SIG_IGN)
    return true
  }()

  static func ignoreBrokenPipes() { _ = brokenPipesIgnored }
}
