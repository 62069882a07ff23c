/// Counts replayed files and writes the line `selfuzz replay` prints for each.
package struct ReplayTally: Sendable {
  package private(set) var passed = 0
  package private(set) var failed = 0
  package private(set) var invalid = 0
  /// Scripts outside the engine's profile, or that the engine skipped: neither passed nor failed.
  package private(set) var skipped = 0

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
      case .skipped(let reason):
        skipped += 1
        return "skip     \(file): \(reason)"
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
  package var count: Int { passed + failed + invalid + skipped }

  /// The closing line; skips are named when there are some.
  package var summary: String {
    "\(count) \(count == 1 ? "script" : "scripts"): \(passed) passed, \(failed) failed, \(invalid) invalid"
      + (skipped > 0 ? ", \(skipped) skipped (outside the engine's profile)" : "")
  }
}
