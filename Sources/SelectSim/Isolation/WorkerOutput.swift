import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A worker's standard output: replies buffered and written whole, one writer at a time (the
/// worker's loop, or its watchdog with a last word).
package final class WorkerOutput: Sendable {
  private let pending = Mutex<[UInt8]>([])
  private let descriptor: Int32

  package init(descriptor: Int32) { self.descriptor = descriptor }

  /// Queues `reply`, and writes everything queued when `flush` is set or the queue is large.
  package func send(_ reply: WorkerReply, flush: Bool) {
    pending.withLock { bytes in
      bytes.append(contentsOf: reply.line.utf8)
      if flush || bytes.count >= 1 << 12 {
        bytes.withUnsafeBytes { _ = Descriptor.write($0, to: descriptor, deadline: nil) }
        bytes.removeAll(keepingCapacity: true)
      }
    }
  }
}
