import SelectCore

/// Serves an engine over the engine protocol (SPEC 8) on standard input and output: what
/// `selfuzz serve ENGINE` runs, so that any built-in engine (or a Swift engine of your own, from a
/// program of yours) can be driven like a foreign one, and the protocol path compared with the
/// in-process one on the same cases.
package enum EngineServer {
  /// Answers requests until the input ends.
  ///
  /// A request that cannot be read gets `{"error": …}` and the server goes on; a configuration
  /// the engine refuses gets `{"error": …}` too (SPEC 8's refusal).
  ///
  /// - Returns: The exit status: 0 when the input ended.
  package static func serve(_ kind: EngineKind, input: Int32 = 0, output: Int32 = 1) -> Int32 {
    var reader = LineReader(descriptor: input)
    reader.spin = .microseconds(50)
    var writer = JSONWriter(capacity: 1024)
    var engine: (any DragSelectEngine)?
    while case .success(let line) = reader.readLine(deadline: nil) {
      writer.removeAll()
      do {
        switch try ProtocolCodec.request(line) {
        case .hello:
          ProtocolCodec.helloReply(name: kind.name, profile: kind.profile, into: &writer)
        case .start(let configuration):
          do {
            let made = try kind.makeEngine(configuration)
            engine = made
            ProtocolCodec.stateReply(
              offset: made.offset, selection: made.selection, into: &writer)
          } catch {
            engine = nil
            ProtocolCodec.errorReply(error.description, into: &writer)
          }
        case .apply(let event, let time):
          if var current = engine {
            engine = nil  // keeps the engine uniquely referenced while it changes
            let entries = current.apply(event, at: time)
            ProtocolCodec.applyReply(
              entries: entries, offset: current.offset, selection: current.selection,
              into: &writer)
            engine = current
          } else {
            ProtocolCodec.errorReply("apply before start", into: &writer)
          }
        case .end:
          engine = nil
          ProtocolCodec.endReply(into: &writer)
        }
      } catch {
        ProtocolCodec.errorReply("cannot read the request: \(error)", into: &writer)
      }
      let sent = writer.bytes.withUnsafeBytes {
        Descriptor.write($0, to: output, deadline: nil)
      }
      if !sent { return 0 }
    }
    return 0
  }
}
