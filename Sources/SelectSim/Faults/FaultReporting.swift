/// An engine that can fail in ways ``SelectCore/DragSelectEngine`` has no words for: one that runs
/// in another process (SPEC 8, 9). After its first fault it changes nothing more.
package protocol FaultReporting {
  /// The first fault the engine had, with what happened, or `nil`.
  var fault: EngineFault? { get }

  /// Ends the case (SPEC 8's `end`), and returns a fault found in doing so: a bad reply, or output
  /// after it.
  mutating func finish() -> EngineFault?
}

/// A fault of an engine and what happened.
package struct EngineFault: Hashable, Sendable {
  package var fault: Fault
  package var message: String
  /// Whether the engine's `hello` reply stated a profile that makes no sense (SPEC 8): bad input
  /// rather than an engine that cannot be used.
  package var statesAnInvalidProfile = false
  /// Whether the engine wrote a line no request asked for: its replies may not be the replies
  /// to the requests they were read for (with requests written ahead, an extra line is read as
  /// the next request's reply), so whatever was judged on them is in doubt.
  package var misframed = false

  package init(_ fault: Fault, _ message: String) {
    self.fault = fault
    self.message = message
  }
}
