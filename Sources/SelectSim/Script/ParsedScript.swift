/// A scenario read from a script, with the line of every timeline entry and expectation so that
/// a replay can say where a mismatch is.
package struct ParsedScript: Hashable, Sendable {
  /// The scenario the script describes.
  package var scenario: Scenario
  /// The script line of each entry of `scenario.timeline`.
  package var timelineLines: [Int]
  /// The script line of each entry of `scenario.expectations`.
  package var expectationLines: [Int]
}
