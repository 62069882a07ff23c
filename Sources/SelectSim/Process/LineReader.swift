#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads `\n`-terminated lines from a file descriptor, with deadlines and a cap on line length,
/// so that nothing on the other end (a silent, slow or chattering process) can block or exhaust
/// the reader.
package struct LineReader {
  /// What a read found instead of a line.
  package enum Problem: Error, Hashable, Sendable {
    /// The other end closed (a process exited, most likely).
    case end
    /// Nothing complete arrived before the deadline.
    case timeout
    /// A line passed the length limit; it held at least this many bytes.
    case tooLong(Int)
  }

  package let descriptor: Int32
  private var buffer: [UInt8] = []
  private var consumed = 0
  private var scratch = [UInt8](repeating: 0, count: 1 << 16)
  /// Whether the other end has closed.
  package private(set) var sawEnd = false
  /// How long a read keeps asking before it sleeps: for a request-reply partner, whose answer
  /// comes within microseconds (zero: sleep at once).
  package var spin: Duration = .zero
  /// How long reads have waited lately (a moving average).
  private var typicalWait: Duration = .zero

  private mutating func noteWait(_ wait: Duration) {
    typicalWait = (typicalWait * 7 + wait) / 8
  }

  /// Reads from `descriptor`, which it makes non-blocking.
  package init(descriptor: Int32) {
    self.descriptor = descriptor
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
  }

  /// The next line (without its newline), waiting at most until `deadline` (`nil`: no limit).
  ///
  /// - Parameters:
  ///   - deadline: When to give up waiting.
  ///   - limit: The longest line accepted, in bytes.
  /// - Returns: The line, or why there is none.
  package mutating func readLine(deadline: ContinuousClock.Instant?, limit: Int = 1 << 26)
    -> Result<[UInt8], Problem>
  {
    if let line = takeLine(limit: limit) { return line }
    let started = ContinuousClock.now
    defer { noteWait(ContinuousClock.now - started) }
    if spin > .zero, typicalWait < spin, !sawEnd {
      // A reply usually comes within microseconds; waking a sleeping process costs tens of them
      // on some machines, so a reader that expects one soon asks again before it sleeps (and
      // stops asking while replies take longer than that).
      let until = started + spin
      repeat {
        fill()
        if let line = takeLine(limit: limit) { return line }
        // On a machine with one core, yielding is what lets the partner answer at all.
        sched_yield()
      } while !sawEnd && ContinuousClock.now < until
    }
    while true {
      if let line = takeLine(limit: limit) { return line }
      if sawEnd { return .failure(.end) }
      guard Descriptor.wait(for: descriptor, events: Int16(POLLIN), until: deadline) else {
        return .failure(.timeout)
      }
      fill()
    }
  }

  /// Exactly `count` more bytes (after a line that announced them), waiting at most until
  /// `deadline`.
  package mutating func readBytes(_ count: Int, deadline: ContinuousClock.Instant?)
    -> Result<[UInt8], Problem>
  {
    while buffer.count - consumed < count {
      if sawEnd { return .failure(.end) }
      guard Descriptor.wait(for: descriptor, events: Int16(POLLIN), until: deadline) else {
        return .failure(.timeout)
      }
      fill()
    }
    let bytes = Array(buffer[consumed..<(consumed + count)])
    consumed += count
    return .success(bytes)
  }

  /// Reads whatever is available without waiting; for callers that poll many descriptors.
  package mutating func fill() {
    if consumed > 0 && consumed == buffer.count {
      buffer.removeAll(keepingCapacity: true)
      consumed = 0
    } else if consumed > 1 << 16 {
      buffer.removeFirst(consumed)
      consumed = 0
    }
    while true {
      let count = scratch.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer.append(contentsOf: scratch[0..<count])
        if count < scratch.count { return }
        continue
      }
      if count == 0 {
        sawEnd = true
        return
      }
      if errno == EINTR { continue }
      if errno != EAGAIN && errno != EWOULDBLOCK { sawEnd = true }
      return
    }
  }

  /// The next complete line already read, if any; a line longer than `limit` is a problem.
  package mutating func takeLine(limit: Int = 1 << 26) -> Result<[UInt8], Problem>? {
    let start = consumed
    let newline: Int? = buffer.withUnsafeBufferPointer { bytes in
      guard start < bytes.count, let base = bytes.baseAddress,
        let found = memchr(base + start, 10, bytes.count - start)
      else { return nil }
      return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
    guard let newline else {
      if buffer.count - start > limit { return .failure(.tooLong(buffer.count - start)) }
      return nil
    }
    if newline - start > limit { return .failure(.tooLong(newline - start)) }
    consumed = newline + 1
    return .success(Array(buffer[start..<newline]))
  }

  /// Bytes after the last complete line: what the other end wrote before it ended mid-line.
  package var unterminatedTail: [UInt8] { Array(buffer[consumed...]) }
}

/// Deadlines on file descriptors.
package enum Descriptor {
  /// Waits until `descriptor` is ready for `events` or `deadline` passes.
  ///
  /// - Returns: Whether it became ready (an error or a hang-up counts: the next read says which).
  package static func wait(
    for descriptor: Int32, events: Int16, until deadline: ContinuousClock.Instant?
  ) -> Bool {
    var entry = pollfd(fd: descriptor, events: events, revents: 0)
    while true {
      let ready = poll(&entry, 1, milliseconds(until: deadline))
      if ready > 0 { return true }
      if ready < 0 && errno != EINTR { return true }
      if ready == 0, let deadline, ContinuousClock.now >= deadline { return false }
    }
  }

  /// The milliseconds left until `deadline`, rounded up; -1 for no deadline.
  package static func milliseconds(until deadline: ContinuousClock.Instant?) -> Int32 {
    guard let deadline else { return -1 }
    let left = deadline - ContinuousClock.now
    if left <= .zero { return 0 }
    let (seconds, attoseconds) = left.components
    let total = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: total)
  }

  /// Writes all of `bytes` to `descriptor` (non-blocking or not), waiting at most until
  /// `deadline` for room.
  ///
  /// - Returns: `false` when the other end stopped reading or the deadline passed first.
  package static func write(
    _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, deadline: ContinuousClock.Instant?
  ) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    var offset = 0
    while offset < bytes.count {
      let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
      if written > 0 {
        offset += written
        continue
      }
      if written < 0 && errno == EINTR { continue }
      guard written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) else { return false }
      guard wait(for: descriptor, events: Int16(POLLOUT), until: deadline) else { return false }
    }
    return true
  }
}
