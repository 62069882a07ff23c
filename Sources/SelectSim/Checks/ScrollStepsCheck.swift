import SelectCore

/// `scroll-steps`: offset changes happen only at the step times of SPEC 3.4, each exactly
/// `±velocity * depth` unless clamped, the right way, only inside drags and never with `h <= 0`;
/// a `scroll`, a `frame` or a list change moves it only to its clamped value (SPEC 2.2, 2.7), a
/// list change after its removal's entry.
struct ScrollStepsCheck: InvariantCheck {
  static let invariant = Invariant.scrollSteps

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    if let early = call.entries.first(where: { $0.time != call.time }) {
      return
        "entry '\(CheckWording.describe(early))' carries time \(ScriptPrinter.number(early.time)), but no step was due then "
        + "(the call was at \(ScriptPrinter.number(call.time)); steps happen only in active drags, in a hotspot, every interval after t_enter)"
    }
    let offsets = call.entries.compactMap(\.offsetValue)
    let analysis = state.analysis
    guard let expected = analysis.expectedOffset else {
      return offsets.isEmpty
        ? nil
        : "the offset moved to \(ScriptPrinter.number(offsets[0])) at \(call.what), which moves no content"
    }
    // Built only when there is something to say: formatting numbers costs more than the check.
    func what() -> String {
      guard call.kind == .step else { return call.what }
      let direction = analysis.stepHotspot == .top ? "up" : "down"
      return "the step (\(direction), depth \(ScriptPrinter.number(analysis.stepDepth)))"
    }
    if expected == analysis.offsetBefore {
      return offsets.isEmpty
        ? nil
        : "\(what()) should leave the offset at \(ScriptPrinter.number(expected)), but moved it to \(ScriptPrinter.number(offsets[0]))"
    }
    // A list change clamps the offset once the list has changed: after a removal's entry.
    let position = analysis.listChange == nil ? "first" : "last"
    let placed =
      analysis.listChange == nil
      ? call.entries.first?.offsetValue != nil : call.entries.last?.offsetValue != nil
    if offsets.count != 1 || offsets[0] != expected || !placed {
      return
        "\(what()) should move the offset from \(ScriptPrinter.number(analysis.offsetBefore)) to \(ScriptPrinter.number(expected)) in one entry, \(position); got \(offsets.map(ScriptPrinter.number))"
    }
    return nil
  }
}
