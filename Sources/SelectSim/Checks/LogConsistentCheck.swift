/// `log-consistent`: applying the entries to the previous selection gives the reported selection
/// and offset; no entry is a no-op (SPEC 2.5).
struct LogConsistentCheck: InvariantCheck {
  static let invariant = Invariant.logConsistent

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    if let noOp = state.noOpEntries.first {
      return "entry '\(CheckWording.describe(noOp))' changes nothing"
    }
    // A step delivered within a later call has no state of its own to report.
    guard !call.isLate else { return nil }
    let reported = call.reportedSelection
    if reported.count != state.countAfter
      || !reported.allSatisfy({ state.isSelectedAfter($0) })
    {
      let replayed = (0..<state.itemCount).filter { state.isSelectedAfter($0) }
      return "the entries give selection \(replayed), but the engine reports \(reported)"
    }
    if call.reportedOffset != state.offset {
      return
        "the entries give offset \(ScriptPrinter.number(state.offset)), but the engine reports \(ScriptPrinter.number(call.reportedOffset))"
    }
    return nil
  }
}
