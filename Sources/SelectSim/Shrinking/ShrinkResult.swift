import SelectCore

/// What shrinking found: the smallest failing scenario reached, with the figures of the work.
package struct ShrinkResult: Sendable {
  /// The smallest scenario found that still fails the same way.
  package var scenario: Scenario
  /// The failure the shrunk scenario shows: its call breaks an invariant the original's call
  /// broke, and it is named after the first it breaks (``RunFailure/sharesSymptom(with:)``).
  package var failure: RunFailure
  /// Timeline events before shrinking.
  package var eventsBefore: Int
  /// Items before shrinking.
  package var itemsBefore: Int
  /// Timeline events after shrinking.
  package var eventsAfter: Int { scenario.eventCount }
  /// Items after shrinking.
  package var itemsAfter: Int { scenario.configuration.frames.count }
  /// Runs of candidate scenarios.
  package var evaluations: Int
  /// Wall-clock seconds.
  package var seconds: Double
  /// What stopped shrinking before it was done, if anything.
  package enum Stop: String, Hashable, Sendable {
    /// The evaluation budget was spent: deterministic, the same on every machine.
    case budget
    /// The time cap, a safety net, cut it short: the result may differ on a slower machine.
    case timeCap
    /// Ctrl-C or SIGTERM stopped it: the result is the best found so far.
    case interrupted
    /// The caller's ``Shrinker/isEnough`` said the best so far was what it needed (a known
    /// finding): deterministic, as the budget.
    case enough
  }

  /// What stopped shrinking before it was done; `nil` when every pass ran to its end. The result
  /// is a failing case either way, perhaps not the smallest.
  package var stop: Stop?

  /// What each pass did, in the order the passes first ran (`selfuzz shrink --stats`).
  package var passes: [ShrinkPass.Statistics] = []

  /// Whether shrinking stopped before it was done.
  package var cutShort: Bool { stop != nil }
  /// Whether the result failed the same way on each of three more runs (one after the time cap;
  /// none after Ctrl-C, when it is `false`).
  package var verified: Bool

  /// The sizes before and after and the evaluations spent, the same on every run: the line a
  /// saved repro's header carries.
  package var summary: String {
    "shrunk from \(eventsBefore) events and \(itemsBefore) items to \(eventsAfter) events and \(itemsAfter) items "
      + "in \(evaluations) evaluations"
      + (eventsAfter > eventsBefore ? " (one line more: a move in place of auto-scroll steps)" : "")
      + (stop == .budget ? " (the evaluation budget ran out: perhaps not minimal)" : "")
      + (stop == .timeCap ? " (cut short by the time cap: perhaps not minimal)" : "")
      + (stop == .interrupted ? " (interrupted: the best so far, perhaps not minimal)" : "")
      + (stop == .enough ? " (stopped where the caller had enough: perhaps not minimal)" : "")
      + (verified
        ? ""
        : stop == .interrupted
          ? " (not replayed again after it was stopped)"
          : " (NOT verified: the result did not fail the same way when replayed)")
  }

  /// What each pass did, as a table: one line a pass, in the order the passes first ran, with
  /// its calls, the candidates it tried and kept, and the evaluations they cost; then the totals.
  package var passTable: String {
    let width = max(24, passes.map(\.name.count).max() ?? 0)
    func row(_ name: String, _ figures: [Int]) -> String {
      "  " + name.padded(to: width)
        + figures.map { String($0).leftPadded(to: 8) }.joined()
    }
    var lines = [
      "shrink passes, in the order they ran:",
      "  " + "pass".padded(to: width)
        + ["calls", "tried", "kept", "evals"].map { $0.leftPadded(to: 8) }.joined(),
    ]
    for pass in passes {
      lines.append(row(pass.name, [pass.calls, pass.tried, pass.kept, pass.evaluations]))
    }
    lines.append(
      row(
        "(all)",
        [
          passes.map(\.calls).reduce(0, +), passes.map(\.tried).reduce(0, +),
          passes.map(\.kept).reduce(0, +), passes.map(\.evaluations).reduce(0, +),
        ]))
    return lines.joined(separator: "\n")
  }

  /// ``summary`` with the time it took, for the screen.
  package var report: String { summary + ", " + NumberFormat.seconds(seconds) }
}
