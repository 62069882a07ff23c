package import SelectCore

/// The `apply` requests of a case written ahead of their replies: for the calls a case will make
/// that no reply can change (its lines up to the first after which a finger is down in a
/// hotspot, since an auto-scroll step's time depends on the harness's state), the harness writes
/// the next requests while the engine works on the first, and reads the replies in order as they
/// come. SPEC 8's framing and replies are the same; an engine that reads one line at a time sees
/// no difference but less waiting. A fault, a hang or a malformed reply is still caught at its own
/// request, since replies come in order.
///
/// At most ``maximumBytes`` of requests are ever unanswered, well under a pipe's buffer (64 KiB
/// on Linux), so a write never waits for the engine to read, and the engine never waits for the
/// harness to read a reply while the harness waits to write.
package struct RequestPipeline {
  /// The most request bytes written and not yet answered.
  package static let maximumBytes = 16_384
  /// Below this many unanswered bytes, more requests are written.
  package static let refillBelow = 4_096

  /// A call of the case: the event and its time.
  package struct Call: Equatable {
    package var event: Event
    package var time: Double

    package init(event: Event, time: Double) {
      self.event = event
      self.time = time
    }
  }

  /// The case's calls, announced in order.
  private var calls: [Call] = []
  /// The next call to write.
  private var nextToWrite = 0
  /// The next call whose reply is read.
  private var nextToRead = 0
  /// The size of each written request, by call.
  private var sizes: [Int] = []
  private var unansweredBytes = 0

  package init() {}

  /// Announces the case's next calls, in order (it may stop early, at a failure).
  package mutating func announce(_ calls: [Call]) {
    self.calls = calls
    nextToWrite = 0
    nextToRead = 0
    sizes = Array(repeating: 0, count: calls.count)
    unansweredBytes = 0
  }

  /// Whether `call` is the next announced one, whose reply comes next.
  package func isNext(_ call: Call) -> Bool {
    nextToRead < calls.count && calls[nextToRead] == call
  }

  /// Whether announced calls are still to be made.
  package var hasUnmadeCalls: Bool { nextToRead < calls.count }

  /// How many requests are written and not answered.
  package var unanswered: Int { nextToWrite - nextToRead }

  /// Writes into `batch` the next requests that fit, when few enough are unanswered.
  ///
  /// - Returns: How many requests `batch` holds.
  package mutating func refill(into batch: inout JSONWriter) -> Int {
    batch.removeAll()
    guard unansweredBytes < RequestPipeline.refillBelow || unanswered == 0 else { return 0 }
    var count = 0
    while nextToWrite < calls.count {
      let before = batch.bytes.count
      ProtocolCodec.apply(calls[nextToWrite].event, at: calls[nextToWrite].time, into: &batch)
      let size = batch.bytes.count - before
      // The first request always goes; the rest only while they fit.
      if count > 0 || unanswered > 0, unansweredBytes + size > RequestPipeline.maximumBytes {
        batch.truncate(to: before)
        break
      }
      sizes[nextToWrite] = size
      unansweredBytes += size
      nextToWrite += 1
      count += 1
    }
    return count
  }

  /// The reply to the next call was read.
  package mutating func answered() {
    unansweredBytes -= sizes[nextToRead]
    nextToRead += 1
  }

  /// Forgets the case: what is still unanswered is the caller's to read and drop.
  package mutating func reset() {
    announce([])
  }
}
