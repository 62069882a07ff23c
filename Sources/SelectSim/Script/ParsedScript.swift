/// A scenario read from a script, with the line of every timeline entry and expectation so that
/// a replay can say where a mismatch is.
public struct ParsedScript: Hashable, Sendable {
  /// The scenario the script describes.
  public var scenario: Scenario
  /// The script line of each entry of `scenario.timeline`.
  public var timelineLines: [Int]
  /// The script line of each entry of `scenario.expectations`.
  public var expectationLines: [Int]
}
