/// `scroll-bounds`: the offset stays in `[minOffset, maxOffset]` (SPEC 2.2).
struct ScrollBoundsCheck: InvariantCheck {
  static let invariant = Invariant.scrollBounds

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    // What the entries say; and what the engine reports, when the call was its own.
    if let problem = outside(state.offset, state) { return problem }
    return call.isLate ? nil : outside(call.reportedOffset, state)
  }

  private func outside(_ offset: Double, _ state: RunState) -> String? {
    guard offset < state.minOffset || offset > state.maxOffset || !offset.isFinite else {
      return nil
    }
    return
      "offset \(ScriptPrinter.number(offset)) lies outside [\(ScriptPrinter.number(state.minOffset)), \(ScriptPrinter.number(state.maxOffset))]"
  }
}
