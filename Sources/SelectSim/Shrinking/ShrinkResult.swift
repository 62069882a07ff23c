import SelectCore

/// What shrinking found: the smallest failing scenario reached, with the figures of the work.
public struct ShrinkResult: Sendable {
  public var scenario: Scenario
  /// The failure the shrunk scenario shows (the same invariant as the original's).
  public var failure: RunFailure
  public var eventsBefore: Int
  public var itemsBefore: Int
  public var eventsAfter: Int { scenario.eventCount }
  public var itemsAfter: Int { scenario.configuration.frames.count }
  /// Runs of candidate scenarios.
  public var evaluations: Int
  /// Wall-clock seconds.
  public var seconds: Double
  /// Whether the time cap stopped shrinking before it was done (the result is then still a
  /// failing case, but perhaps not the smallest, nor the same on a slower machine).
  public var cutShort: Bool
  /// Whether the result failed the same invariant on each of three more runs.
  public var verified: Bool

  /// The sizes before and after and the evaluations spent, the same on every run: the line a
  /// saved repro's header carries.
  public var summary: String {
    "shrunk from \(eventsBefore) events and \(itemsBefore) items to \(eventsAfter) events and \(itemsAfter) items "
      + "in \(evaluations) evaluations"
      + (cutShort ? " (cut short by the time cap: not fully shrunk)" : "")
      + (verified ? "" : " (NOT verified: the result did not fail the same way three times)")
  }

  /// ``summary`` with the time it took, for the screen.
  public var report: String { summary + ", " + formatSeconds(seconds) }
}
