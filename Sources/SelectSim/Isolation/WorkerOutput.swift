import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A worker's standard output: replies buffered and written whole, one writer at a time (the
/// worker's loop, or its watchdog with a last word).
package final class WorkerOutput: Sendable {
  private let pending = Mutex<(bytes: [UInt8], since: ContinuousClock.Instant)>(([], .now))
  private let descriptor: Int32

  package init(descriptor: Int32) { self.descriptor = descriptor }

  /// Queues `reply`, and writes everything queued when `flush` is set, the queue is large, or
  /// the oldest reply in it has waited a fifth of a second (so that the parent's count of
  /// finished cases keeps up).
  package func send(_ reply: WorkerReply, flush: Bool) {
    pending.withLock { queue in
      if queue.bytes.isEmpty { queue.since = .now }
      queue.bytes.append(contentsOf: reply.line.utf8)
      if flush || queue.bytes.count >= 1 << 12 || isStale(queue.since) { write(&queue.bytes) }
    }
  }

  /// Writes what is queued when the oldest reply has waited a fifth of a second: the watchdog
  /// calls it, so that replies queued before a long case (or a hang) still reach the parent.
  package func flushIfStale() {
    pending.withLock { queue in
      if !queue.bytes.isEmpty && isStale(queue.since) { write(&queue.bytes) }
    }
  }

  private func isStale(_ since: ContinuousClock.Instant) -> Bool {
    ContinuousClock.now - since > .milliseconds(200)
  }

  private func write(_ bytes: inout [UInt8]) {
    bytes.withUnsafeBytes { _ = Descriptor.write($0, to: descriptor, deadline: nil) }
    bytes.removeAll(keepingCapacity: true)
  }
}
