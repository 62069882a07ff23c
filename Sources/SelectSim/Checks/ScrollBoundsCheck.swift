/// `scroll-bounds`: the offset stays in `[minOffset, maxOffset]` (SPEC 2.2).
struct ScrollBoundsCheck: InvariantCheck {
  static let invariant = Invariant.scrollBounds

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    let offset = call.reportedOffset
    guard offset < state.minOffset || offset > state.maxOffset || !offset.isFinite else {
      return nil
    }
    return
      "offset \(ScriptPrinter.number(offset)) lies outside [\(ScriptPrinter.number(state.minOffset)), \(ScriptPrinter.number(state.maxOffset))]"
  }
}
