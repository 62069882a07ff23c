/// What the parent asks a worker process (`selfuzz worker`), one line each.
package enum WorkerRequest: Hashable, Sendable {
  /// Run cases `first..<first + count` of the fuzz run, reporting each (`ok`/`fail`), then `end`.
  /// Unless `verbose`, `ok` lines are buffered and sent in batches (a crash loses the unsent ones,
  /// and the parent reruns them alone). A worker stops a block at its first failure, unless it
  /// `goesOn` (a run against known findings, whose parent counts a failure it knows and reads on).
  case block(index: Int, first: Int, count: Int, verbose: Bool, goesOn: Bool = false)
  /// Play one script (as `ScriptPrinter` writes it) with its steps delivered as `plan` says, and
  /// answer with `result`; with `trace`, a `call` line for every call first.
  case script(String, trace: Bool, plan: CallPlan)

  /// The request's text: one line, and for a script its bytes after it.
  package var text: String {
    switch self {
    case .block(let index, let first, let count, let verbose, let goesOn):
      "block \(index) \(first) \(count)\(verbose ? " verbose" : "")\(goesOn ? " goes-on" : "")\n"
    case .script(let script, let trace, let plan):
      "\(trace ? "trace-script" : "script") \(script.utf8.count) \(plan.word)\n\(script)"
    }
  }

  /// Reads a request's first line; a script's byte count comes back for the caller to read.
  package static func parse(_ line: String) -> Header? {
    let words = line.split(separator: " ")
    switch words.first {
    case "block":
      let flags = words.dropFirst(4)
      guard words.count >= 4, flags.allSatisfy({ $0 == "verbose" || $0 == "goes-on" }),
        let index = Int(words[1]), let first = Int(words[2]), let count = Int(words[3]), count >= 0
      else { return nil }
      return .block(
        index: index, first: first, count: count, verbose: flags.contains("verbose"),
        goesOn: flags.contains("goes-on"))
    case "script", "trace-script":
      guard words.count == 3, let bytes = Int(words[1]), bytes >= 0,
        let plan = CallPlan(word: String(words[2]))
      else { return nil }
      return .script(bytes: bytes, trace: words[0] == "trace-script", plan: plan)
    default:
      return nil
    }
  }

  /// A request's first line, read.
  package enum Header: Hashable, Sendable {
    case block(index: Int, first: Int, count: Int, verbose: Bool, goesOn: Bool = false)
    case script(bytes: Int, trace: Bool, plan: CallPlan)
  }
}
