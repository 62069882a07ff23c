package import SelectCore

/// The closing summary of a fuzz run (SPEC 6), as text or JSON.
package struct FuzzSummary: Sendable {
  package var seed: UInt64
  package var totals: FuzzTotals
  /// Wall-clock seconds.
  package var elapsed: Double
  package var jobs: Int
  package var failure: FailureReport?
  package var failingIteration: Int?
  package var savedPath: String?
  package var engine: String

  package init(
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

  package var scenariosPerSecond: Int {
    elapsed > 0 ? Int((Double(totals.cases) / elapsed).rounded()) : 0
  }

  /// ``scenariosPerSecond`` as the summary prints it: to a tenth below 10 (an engine behind a real
  /// widget runs about one case a second, which a whole number would print as 0 or 1).
  var scenariosPerSecondText: String {
    let rate = elapsed > 0 ? Double(totals.cases) / elapsed : 0
    guard rate > 0 && rate < 9.95 else { return "\(scenariosPerSecond)" }
    let tenths = Int((rate * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// The summary as people read it: the failure first (if any), then the figures and the table.
  package var text: String {
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
        lines.append("\(savedBefore ? "saved before" : "saved"): \(savedPath)")
        lines.append("replay: selfuzz replay \(savedPath)")
      }
      if let logPath { lines.append("the engine's log: \(logPath)") }
      lines.append(contentsOf: optionHints)
      lines.append("")
    }
    lines.append("seed: \(seed)")
    lines.append("iterations: \(totals.cases)")
    lines.append(
      "scenarios per second: \(scenariosPerSecondText) (\(NumberFormat.seconds(elapsed)), \(jobs) job\(jobs == 1 ? "" : "s"))"
    )
    lines.append(
      "events checked: \(totals.events) (\(totals.calls) engine calls, auto-scroll steps included)")
    lines.append("fingerprint: \(totals.fingerprint.hex)")
    lines.append("")
    lines.append(totals.coverage.table(under: profile))
    lines.append(contentLines)
    lines.append(contentsOf: knownLines)
    lines.append(
      failure == nil ? "\n" + FuzzSummary.verdict(totals, known: !knownLines.isEmpty) : "")
    return lines.joined(separator: "\n")
  }

  /// What the cases were: the profile in force, the invariants it leaves nothing to check, the
  /// cases skipped and why, and the share whose touches met no item.
  private var contentLines: String {
    FuzzSummary.contentLines(totals, profile: profile, invariants: invariants)
  }

  /// The last line of a run without a failure: every invariant held, or nothing was tested.
  package static func verdict(_ totals: FuzzTotals, known: Bool = false) -> String {
    totals.cases > 0 && totals.skipped == totals.cases
      ? "nothing was tested: the engine skipped every case (a profile that says what it takes would have made cases it runs)"
      : known ? "all invariants held but in the known findings above" : "all invariants held"
  }

  /// The lines on what `totals`' cases were, under `profile` checking `invariants`: also what
  /// `selfuzz merge` prints.
  package static func contentLines(
    _ totals: FuzzTotals, profile: EngineProfile, invariants: Set<Invariant>
  ) -> String {
    var lines = ["profile: \(profile.summary)"]
    let idle = profile.inapplicable(invariants)
    if !idle.isEmpty {
      lines.append(
        "not applicable under this profile: " + idle.map(\.rawValue).joined(separator: ", "))
    }
    let run = totals.cases - totals.skipped
    if totals.skipped > 0 {
      let reasons = totals.skipReasonsByCount.prefix(5).map { "\($0.reason) (\($0.count))" }
      lines.append(
        "skipped: \(totals.skipped) of \(totals.cases) cases (\(NumberFormat.percent(totals.skipped, totals.cases))): "
          + reasons.joined(separator: "; "))
    } else if !profile.isWholeSpec {
      lines.append("skipped: none of \(totals.cases) cases")
    }
    let untouched = totals.coverage.untouched.reduce(0, +)
    lines.append(
      "cases whose touches met no item: \(NumberFormat.percent(untouched, run)) (\(untouched) of \(run))"
    )
    return lines.joined(separator: "\n")
  }

  /// The slice of a sharded run these totals are, or the whole run.
  package var shard = Shard.whole
  /// The command that reruns the failing case alone.
  package var alone = ""
  /// Whether the failure is one a repro saved before shows (``savedPath`` names that repro).
  package var savedBefore = false
  /// The engine's standard error from the failing run, saved beside the repro, if it wrote any.
  package var logPath: String?
  /// The profile the cases lay inside.
  package var profile = EngineProfile.wholeSpec
  /// The known findings the run's failing cases shrank to (`--known`), as lines.
  package var knownLines: [String] = []
  /// The other values of the options under which the failure passes, or that none does
  /// (``OptionHints``).
  package var optionHints: [String] = []
  /// The invariants checked.
  package var invariants = Set(Invariant.allCases)

  /// The summary as one JSON object (``RunRecord``): what `selfuzz merge` adds up.
  package var json: String {
    let failureRecord = failure.map { report in
      RunRecord.FailureRecord(
        title: report.title, name: report.failure.name, summary: report.summary,
        iteration: failingIteration ?? 0, script: report.script, saved: savedPath, alone: alone)
    }
    var record = RunRecord(
      totals: totals, seed: seed, shard: shard, elapsed: elapsed, jobs: jobs,
      failure: failureRecord)
    if !profile.isWholeSpec { record.profile = profile.json }
    if invariants != Set(Invariant.allCases) {
      record.checks = Invariant.allCases.filter(invariants.contains).map(\.rawValue)
    }
    return record.json
  }
}
