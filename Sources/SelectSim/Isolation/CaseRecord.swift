/// One case's figures as a worker process reports them: what the totals need of it.
package struct CaseRecord: Hashable, Sendable {
  package var iteration: Int
  package var fingerprint: UInt64
  package var events: Int
  package var calls: Int
  package var coverage: CaseCoverage
  /// Why the engine skipped the case, when it did.
  package var skipped: String?

  package init(_ found: FuzzCase) {
    iteration = found.iteration
    fingerprint = found.fingerprint
    events = found.result.events
    calls = found.result.calls
    coverage = found.result.coverage
    skipped = found.result.skipped
  }

  package init(iteration: Int, fingerprint: UInt64, events: Int, calls: Int, coverage: CaseCoverage)
  {
    self.iteration = iteration
    self.fingerprint = fingerprint
    self.events = events
    self.calls = calls
    self.coverage = coverage
  }

  /// `ITERATION FINGERPRINT EVENTS CALLS COVERAGE [REASON]`, as the worker protocol writes it,
  /// the reason a skipped case's, as a JSON string.
  var fields: String {
    var text = "\(iteration) \(fingerprint) \(events) \(calls) \(coverage.bits)"
    if let skipped {
      var writer = JSONWriter()
      writer.string(skipped)
      text += " " + writer.text
    }
    return text
  }

  /// Reads ``fields`` from the words of a line (a reason is the rest of it, spaces and all).
  init?(_ words: ArraySlice<Substring>) {
    guard words.count == 5 || words.count == 6 else { return nil }
    let values = Array(words)
    guard let iteration = Int(values[0]), let fingerprint = UInt64(values[1]),
      let events = Int(values[2]), let calls = Int(values[3]), let bits = Int(values[4]),
      let coverage = CaseCoverage(bits: bits)
    else { return nil }
    self.init(
      iteration: iteration, fingerprint: fingerprint, events: events, calls: calls,
      coverage: coverage)
    if values.count == 6 {
      var scanner = JSONScanner(Array(values[5].utf8))
      guard let reason = try? scanner.string() else { return nil }
      skipped = reason
    }
  }
}

extension FuzzTotals {
  /// Counts one case from its record.
  package mutating func add(_ record: CaseRecord) {
    cases += 1
    events += record.events
    calls += record.calls
    fingerprintSum &+= record.fingerprint
    coverage.add(record.coverage)
    if let reason = record.skipped { skipReasons[reason, default: 0] += 1 }
  }
}
