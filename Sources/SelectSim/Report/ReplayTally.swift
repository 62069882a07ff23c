/// Counts replayed files and writes the line `selfuzz replay` prints for each.
package struct ReplayTally: Sendable {
  package private(set) var passed = 0
  package private(set) var failed = 0
  package private(set) var invalid = 0

  package init() {}

  /// Counts `result` and returns its line: `pass`, `FAIL` with the first mismatch, or `invalid`.
  package mutating func record(_ result: ReplayFileResult, file: String) -> String {
    switch result {
    case .replayed(let outcome):
      let place = "\(file)\(outcome.line.map { ":\($0)" } ?? "")"
      switch outcome {
      case .passed(let events):
        passed += 1
        return "pass     \(file) (\(events) events)"
      case .invalid:
        invalid += 1
        return "invalid  \(place): \(outcome)"
      default:
        failed += 1
        return "FAIL     \(place): \(outcome)"
      }
    case .invalid(let reason):
      invalid += 1
      return "invalid  \(file): \(reason)"
    }
  }

  /// The scripts counted so far.
  package var count: Int { passed + failed + invalid }

  /// The closing line.
  package var summary: String {
    "\(passed + failed + invalid) scripts: \(passed) passed, \(failed) failed, \(invalid) invalid"
  }
}
