/// The closing summary of a fuzz run (SPEC 6), as text or JSON.
public struct FuzzSummary: Sendable {
  public var seed: UInt64
  public var totals: FuzzTotals
  /// Wall-clock seconds.
  public var elapsed: Double
  public var jobs: Int
  public var failure: FailureReport?
  public var failingIteration: Int?
  public var savedPath: String?
  public var engine: String

  public init(
    seed: UInt64, totals: FuzzTotals, elapsed: Double, jobs: Int, failure: FailureReport?,
    failingIteration: Int?, savedPath: String?, engine: String
  ) {
    self.seed = seed
    self.totals = totals
    self.elapsed = elapsed
    self.jobs = jobs
    self.failure = failure
    self.failingIteration = failingIteration
    self.savedPath = savedPath
    self.engine = engine
  }

  public var scenariosPerSecond: Int {
    elapsed > 0 ? Int((Double(totals.cases) / elapsed).rounded()) : 0
  }

  /// The summary as people read it: the failure first (if any), then the figures and the table.
  public var text: String {
    var lines: [String] = []
    if let failure {
      lines.append(
        "FAILED: \(failure.title), after \(totals.cases) cases (iteration \(failingIteration ?? 0))"
      )
      lines.append("  \(failure.summary)")
      lines.append("  \(failure.reference)")
      lines.append("")
      lines.append("the failing case:")
      lines.append(failure.script)
      if let savedPath {
        lines.append("saved: \(savedPath)")
        lines.append("replay: selfuzz replay \(savedPath)")
      }
      lines.append("")
    }
    lines.append("seed: \(seed)")
    lines.append("iterations: \(totals.cases)")
    lines.append(
      "scenarios per second: \(scenariosPerSecond) (\(formatSeconds(elapsed)), \(jobs) job\(jobs == 1 ? "" : "s"))"
    )
    lines.append(
      "events checked: \(totals.events) (\(totals.calls) engine calls, auto-scroll steps included)")
    lines.append("fingerprint: \(totals.fingerprint.hex)")
    lines.append("")
    lines.append(totals.coverage.table)
    lines.append(failure == nil ? "\nall invariants held" : "")
    return lines.joined(separator: "\n")
  }

  /// The summary as one JSON object.
  public var json: String {
    var fields: [(String, String)] = [
      ("seed", String(seed)), ("iterations", String(totals.cases)), ("elapsed", String(elapsed)),
      ("scenariosPerSecond", String(scenariosPerSecond)), ("jobs", String(jobs)),
      ("events", String(totals.events)), ("calls", String(totals.calls)),
      ("fingerprint", quoted(totals.fingerprint.hex)),
    ]
    var statistics: [String] = []
    for (row, entry) in CaseCoverage.rows.enumerated() {
      statistics.append("\(quoted(entry.label)): \(totals.coverage.share(row))")
    }
    fields.append(("statistics", "{" + statistics.joined(separator: ", ") + "}"))
    if let failure {
      var failureFields = [
        "\"title\": \(quoted(failure.title))", "\"summary\": \(quoted(failure.summary))",
        "\"iteration\": \(failingIteration ?? 0)", "\"script\": \(quoted(failure.script))",
      ]
      if let invariant = failure.failure.invariant {
        failureFields.append("\"invariant\": \(quoted(invariant.rawValue))")
      }
      if let savedPath { failureFields.append("\"saved\": \(quoted(savedPath))") }
      fields.append(("failure", "{" + failureFields.joined(separator: ", ") + "}"))
    } else {
      fields.append(("failure", "null"))
    }
    return "{" + fields.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }

  private func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}

/// A duration for people: `12 ms` below a second, `3.46 s` above.
func formatSeconds(_ seconds: Double) -> String {
  if seconds < 1 { return "\(Int((seconds * 1000).rounded())) ms" }
  return "\((seconds * 100).rounded() / 100) s"
}
