/// Counts replayed files and writes the line `selfuzz replay` prints for each.
package struct ReplayTally: Sendable {
  package private(set) var passed = 0
  package private(set) var failed = 0
  package private(set) var invalid = 0

  package init() {}

  /// Counts `result` and returns its line: `pass`, `FAIL` with the first mismatch, or `invalid`.
  package mutating func record(_ result: ReplayFileResult, file: String) -> String {
    switch result {
    case .replayed(.passed(let events)):
      passed += 1
      return "pass     \(file) (\(events) events)"
    case .replayed(.mismatch(let line, let expected, let actual)):
      failed += 1
      return "FAIL     \(file):\(line): \(expected), but \(actual)"
    case .replayed(.violation(let line, let violation, let time, let isStep)):
      failed += 1
      let when =
        isStep
        ? "at the auto-scroll step at \(ScriptPrinter.number(time)), before this line"
        : "at \(ScriptPrinter.number(time))"
      return
        "FAIL     \(file):\(line): invariant \(violation.invariant.rawValue) failed \(when): \(violation.message)"
    case .replayed(.fault(let fault, let message, let line)):
      failed += 1
      return "FAIL     \(file)\(line.map { ":\($0)" } ?? ""): fault \(fault.rawValue): \(message)"
    case .replayed(.invalid(let line, let message)):
      invalid += 1
      return "invalid  \(file)\(line.map { ":\($0)" } ?? ""): \(message)"
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
