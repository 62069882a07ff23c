import Foundation

/// A fuzz run's result as `selfuzz --json` prints it and `selfuzz merge` reads it: the totals one
/// machine (or one shard) ran, in full, so that shards add up to the whole run (SPEC 6; issue 14).
package struct RunRecord: Codable, Hashable, Sendable {
  /// A failure, with its global iteration, so that it replays alone anywhere.
  package struct FailureRecord: Codable, Hashable, Sendable {
    /// `invariant range-state`, `fault crash`, `expectation`.
    package var title: String
    /// The failure's stable name (an invariant's or a fault's).
    package var name: String
    package var summary: String
    package var iteration: Int
    /// The shrunk case as a script.
    package var script: String
    /// Where it was saved, if it was.
    package var saved: String?
    /// The command that reruns the case alone.
    package var alone: String

    package init(
      title: String, name: String, summary: String, iteration: Int, script: String,
      saved: String?, alone: String
    ) {
      self.title = title
      self.name = name
      self.summary = summary
      self.iteration = iteration
      self.script = script
      self.saved = saved
      self.alone = alone
    }
  }

  package var seed: UInt64
  /// `K/N` for a slice of a run, `0/1` for a whole one.
  package var shard: String
  /// Cases run.
  package var iterations: Int
  package var events: Int
  package var calls: Int
  /// Wall-clock seconds.
  package var elapsed: Double
  package var scenariosPerSecond: Int
  package var jobs: Int
  /// The fingerprint of these cases (SPEC 6), 16 hex digits.
  package var fingerprint: String
  /// The order-independent sum of the cases' hashes, 16 hex digits: what shards add.
  package var fingerprintSum: String
  /// The coverage counts (``CoverageTally/counts``): what shards add.
  package var coverage: [Int]
  /// Each statistic's share of the cases.
  package var statistics: [String: Double]
  /// The first failure, if any (for a whole run, the run's).
  package var failure: FailureRecord?
  /// The profile the cases lay inside (SPEC 8, "Profiles"), as JSON; `nil` for the whole SPEC.
  package var profile: String?
  /// Why the engine skipped cases, and how many for each reason; `nil` when it skipped none.
  package var skipReasons: [String: Int]?
  /// The invariants checked, by name; `nil` for all of them.
  package var checks: [String]?

  package init(
    totals: FuzzTotals, seed: UInt64, shard: Shard, elapsed: Double, jobs: Int,
    failure: FailureRecord?
  ) {
    self.seed = seed
    self.shard = shard.description
    iterations = totals.cases
    events = totals.events
    calls = totals.calls
    self.elapsed = elapsed
    scenariosPerSecond = elapsed > 0 ? Int((Double(totals.cases) / elapsed).rounded()) : 0
    self.jobs = jobs
    fingerprint = totals.fingerprint.hex
    fingerprintSum = Fingerprint.hex(totals.fingerprintSum)
    coverage = totals.coverage.counts
    var statistics: [String: Double] = [:]
    for (row, entry) in CaseCoverage.rows.enumerated() {
      statistics[entry.label] = totals.coverage.share(row)
    }
    self.statistics = statistics
    self.failure = failure
    skipReasons = totals.skipReasons.isEmpty ? nil : totals.skipReasons
  }

  /// The totals again, as ``FuzzTotals`` adds them.
  ///
  /// - Returns: `nil` when the record's sum or counts are not well formed.
  package var totals: FuzzTotals? {
    guard let sum = UInt64(fingerprintSum, radix: 16), let tally = CoverageTally(counts: coverage)
    else { return nil }
    var totals = FuzzTotals()
    totals.cases = iterations
    totals.events = events
    totals.calls = calls
    totals.fingerprintSum = sum
    totals.coverage = tally
    totals.skipReasons = skipReasons ?? [:]
    return totals
  }

  /// One line of JSON, keys sorted.
  package var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }
}
