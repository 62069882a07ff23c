import Foundation
import SelectCore

/// What a worker process tells the parent, one line each.
package enum WorkerReply: Sendable {
  /// A case passed.
  case ok(CaseRecord)
  /// A case failed; its block ends here.
  case fail(CaseRecord, RunFailure)
  /// Every case of the block passed (or the block ended at its `fail`).
  case end(block: Int)
  /// The watchdog found a call (`call: true`) or a case over its deadline; the worker exits next.
  case hang(iteration: Int, place: CallPlace?, call: Bool, seconds: Double)
  /// The worker's engine trapped, aborted or faulted in case `iteration` (-1 for a script), at
  /// `place`, killed by `signal`; `inEngine` says whether the engine had control. The worker
  /// dies right after.
  case crash(iteration: Int, place: CallPlace, inEngine: Bool, signal: Int32)
  /// A script was played: its failure, its trace hash, events and calls.
  case result(RunFailure?, trace: UInt64, events: Int, calls: Int)
  /// One call of a traced script.
  case call(Call)
  /// A script the engine skipped (outside what it takes, SPEC 8), with its reason.
  case skipped(String)

  /// The reply as one line (with its newline).
  package var line: String {
    switch self {
    case .ok(let record): "ok \(record.fields)\n"
    case .fail(let record, let failure): "fail \(record.fields) \(WorkerReply.json(failure))\n"
    case .end(let block): "end \(block)\n"
    case .hang(let iteration, let place, let call, let seconds):
      "hang \(iteration) \(call ? "call" : "case") \(seconds) \(WorkerReply.json(place))\n"
    case .result(let failure, let trace, let events, let calls):
      "result \(trace) \(events) \(calls) \(WorkerReply.json(failure))\n"
    case .call(let call): "call \(WorkerReply.encode(call))\n"
    case .skipped(let reason): "skip \(WorkerReply.oneLine(reason))\n"
    case .crash(let iteration, let place, let inEngine, let signal):
      "crash \(iteration) \(place.timelineIndex) \(place.time.bitPattern) \(place.isStep ? 1 : 0) "
        + "\(inEngine ? 1 : 0) \(signal)\n"
    }
  }

  /// Reads a reply line; `nil` for anything else (a worker never writes anything else, so the
  /// parent treats it as the worker breaking down).
  package static func parse(_ bytes: [UInt8]) -> WorkerReply? {
    let text = String(decoding: bytes, as: UTF8.self)
    let words = text.split(separator: " ", maxSplits: 6, omittingEmptySubsequences: false)
    switch words.first {
    case "ok":
      return CaseRecord(words[1...]).map(WorkerReply.ok)
    case "fail":
      guard words.count == 7, let record = CaseRecord(words[1...5]),
        let failure: RunFailure = decode(words[6])
      else { return nil }
      return .fail(record, failure)
    case "end":
      guard words.count == 2, let block = Int(words[1]) else { return nil }
      return .end(block: block)
    case "hang":
      guard words.count == 5, let iteration = Int(words[1]), let seconds = Double(words[3]),
        words[2] == "call" || words[2] == "case"
      else { return nil }
      let place: CallPlace? = words[4] == "null" ? nil : decode(words[4])
      return .hang(iteration: iteration, place: place, call: words[2] == "call", seconds: seconds)
    case "result":
      let parts = text.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, let trace = UInt64(parts[1]), let events = Int(parts[2]),
        let calls = Int(parts[3])
      else { return nil }
      if parts[4] == "null" { return .result(nil, trace: trace, events: events, calls: calls) }
      guard let failure: RunFailure = decode(parts[4]) else { return nil }
      return .result(failure, trace: trace, events: events, calls: calls)
    case "crash":
      guard words.count == 7, let iteration = Int(words[1]), let index = Int(words[2]),
        let bits = UInt64(words[3]), let signal = Int32(words[6])
      else { return nil }
      return .crash(
        iteration: iteration,
        place: CallPlace(
          timelineIndex: index, time: Double(bitPattern: bits), isStep: words[4] == "1"),
        inEngine: words[5] == "1", signal: signal)
    case "call":
      let parts = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, let call = try? ProtocolCodec.call(Array(parts[1].utf8)) else {
        return nil
      }
      return .call(call)
    case "skip":
      return .skipped(String(text.dropFirst(5)))
    default:
      return nil
    }
  }

  /// `text` on one line: its line breaks become spaces.
  private static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }

  private static func json(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "null" }
    return String(decoding: data, as: UTF8.self)
  }

  private static func encode(_ call: Call) -> String {
    var writer = JSONWriter()
    ProtocolCodec.call(call, into: &writer)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  private static func decode<Value: Decodable>(_ text: Substring) -> Value? {
    try? JSONDecoder().decode(Value.self, from: Data(text.utf8))
  }
}
