package import SelectCore

/// The results of the shards of one fuzz run, added up into the summary one machine would print
/// (`selfuzz merge`; issue 14): the same totals and fingerprint as the unsharded run when every
/// shard ran its whole slice, and every shard's failure with its global iteration.
package struct ShardMerge: Sendable {
  /// Why records cannot be merged.
  package struct MergeError: Error, CustomStringConvertible, Sendable {
    package var description: String
  }

  package let seed: UInt64
  /// How many shards the run was cut into.
  package let shardCount: Int
  /// The shards that reported, by index.
  package let shards: [Int]
  package let totals: FuzzTotals
  /// The longest a shard took, in seconds.
  package let elapsed: Double
  /// Every shard's failure, by global iteration.
  package let failures: [RunRecord.FailureRecord]
  /// The profile the run's cases lay inside, and the invariants it checked.
  package let profile: EngineProfile
  package let invariants: Set<Invariant>

  /// Adds up `records`.
  ///
  /// - Throws: ``MergeError`` when the records are of different seeds or shard counts, when a
  ///   shard is given twice, or when a record is not well formed.
  package init(_ records: [RunRecord]) throws(MergeError) {
    guard let first = records.first else { throw MergeError(description: "nothing to merge") }
    var counts: Set<Int> = []
    var indices: [Int] = []
    var totals = FuzzTotals()
    var failures: [RunRecord.FailureRecord] = []
    var elapsed = 0.0
    for record in records {
      guard record.profile == first.profile, record.checks == first.checks else {
        throw MergeError(
          description:
            "the records are of different runs: shard \(record.shard) ran under another profile or other checks than shard \(first.shard)"
        )
      }
      guard record.seed == first.seed else {
        throw MergeError(
          description:
            "the records are of different runs: seed \(first.seed) and seed \(record.seed)")
      }
      guard let shard = Shard(record.shard) else {
        throw MergeError(description: "a record names shard '\(record.shard)', not K/N")
      }
      counts.insert(shard.count)
      guard !indices.contains(shard.index) else {
        throw MergeError(description: "shard \(shard) is given twice")
      }
      indices.append(shard.index)
      guard let recordTotals = record.totals else {
        throw MergeError(description: "the record of shard \(shard) has malformed totals")
      }
      totals.add(recordTotals)
      failures += record.failure.map { [$0] } ?? []
      elapsed = max(elapsed, record.elapsed)
    }
    guard counts.count == 1, let count = counts.first else {
      throw MergeError(
        description:
          "the records are of runs cut into different numbers of shards: \(counts.sorted())")
    }
    do {
      profile =
        try first.profile.map { json throws(ProfileError) in
          try EngineProfile.parse(Array(json.utf8))
        } ?? .wholeSpec
    } catch {
      throw MergeError(description: "the records' profile: \(error)")
    }
    invariants = Set(
      (first.checks ?? Invariant.allCases.map(\.rawValue)).compactMap(Invariant.init))
    seed = first.seed
    shardCount = count
    shards = indices.sorted()
    self.totals = totals
    self.elapsed = elapsed
    self.failures = failures.sorted { $0.iteration < $1.iteration }
  }

  /// The shards that did not report.
  package var missing: [Int] { (0..<shardCount).filter { !shards.contains($0) } }

  /// The summary one machine would print, with every failure.
  package var text: String {
    var lines: [String] = []
    for failure in failures {
      lines.append("FAILED: \(failure.title) (iteration \(failure.iteration))")
      lines.append("  \(failure.summary)")
      lines.append("  alone: \(failure.alone)")
      if let saved = failure.saved { lines.append("  saved: \(saved)") }
    }
    if !failures.isEmpty { lines.append("") }
    if !missing.isEmpty {
      lines.append(
        "shards missing: \(missing.map { "\($0)/\(shardCount)" }.joined(separator: ", ")) (these totals are not the whole run's)"
      )
    }
    lines.append("seed: \(seed)")
    lines.append("shards: \(shards.count) of \(shardCount)")
    lines.append("iterations: \(totals.cases)")
    let rate = elapsed > 0 ? Int((Double(totals.cases) / elapsed).rounded()) : 0
    lines.append(
      "scenarios per second: \(rate) (the slowest shard: \(NumberFormat.seconds(elapsed)))")
    lines.append(
      "events checked: \(totals.events) (\(totals.calls) engine calls, auto-scroll steps included)")
    lines.append("fingerprint: \(totals.fingerprint.hex)")
    lines.append("")
    lines.append(totals.coverage.table(under: profile))
    lines.append(FuzzSummary.contentLines(totals, profile: profile, invariants: invariants))
    lines.append(failures.isEmpty ? "\n" + FuzzSummary.verdict(totals) : "")
    return lines.joined(separator: "\n")
  }
}
