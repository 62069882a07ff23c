// libFuzzer target: the harness's reader of the engine protocol (SPEC 8) on any bytes.
//
// An engine in another process writes whatever it likes; the harness must answer every line with
// a value or a typed problem, never a trap. Each input is read as a reply to hello, start, apply
// and end, and as a request (what `selfuzz serve` reads), with a few item counts. A reply or
// request that reads is also written again with the protocol's writers and read back: it must
// come back the same.

import SelectCore
import SelectSim

/// libFuzzer's start-up hook: hands the trap signal back to libFuzzer, which saves the input.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(
  _ argc: UnsafeMutablePointer<CInt>?,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
  giveTrapsToLibFuzzer()
  return 0
}

/// One input: read as every message the protocol has.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let line = Array(UnsafeBufferPointer(start: data, count: size))
  _ = try? ProtocolCodec.helloReply(line)
  try? ProtocolCodec.endReply(line)
  for itemCount in [0, 3, 1000] {
    _ = try? ProtocolCodec.startReply(line, itemCount: itemCount)
    if let reply = try? ProtocolCodec.applyReply(line, itemCount: itemCount) {
      var writer = JSONWriter()
      ProtocolCodec.applyReply(
        entries: reply.entries, offset: reply.offset, selection: reply.selection, into: &writer)
      let again = try? ProtocolCodec.applyReply(writer.bytes, itemCount: itemCount)
      guard again == reply else {
        fatalError(
          "selfuzz: an apply reply written again reads back as \(String(describing: again)), "
            + "not \(reply): \(String(decoding: writer.bytes, as: UTF8.self))")
      }
    }
  }
  if let request = try? ProtocolCodec.request(line) {
    var writer = JSONWriter()
    switch request {
    case .hello, .end: return 0
    case .start(let configuration): ProtocolCodec.start(configuration, into: &writer)
    case .apply(let event, let time): ProtocolCodec.apply(event, at: time, into: &writer)
    }
    let again = try? ProtocolCodec.request(writer.bytes)
    guard again == request else {
      fatalError(
        "selfuzz: a request written again reads back as \(String(describing: again)), "
          + "not \(request): \(String(decoding: writer.bytes, as: UTF8.self))")
    }
  }
  return 0
}
