/// Why a scenario cannot be run (SPEC 2.4, 5, 9): the setup or a timeline line breaks a rule.
///
/// The runner refuses such a scenario before any engine sees it; the script parser reports the
/// same problems with the script line.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The timeline line at fault, or `nil` when the setup is.
  public var timelineIndex: Int?
  /// What is wrong, in a script's words.
  public var message: String

  /// An error at timeline line `timelineIndex` (or the setup, for `nil`).
  public init(timelineIndex: Int?, message: String) {
    self.timelineIndex = timelineIndex
    self.message = message
  }

  /// The problem, with the timeline line it is on.
  public var description: String {
    if let timelineIndex { return "timeline line \(timelineIndex + 1): \(message)" }
    return "setup: \(message)"
  }
}
