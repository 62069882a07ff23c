public import SelectCore

/// Counts of what the cases of a run covered, overall and per mode.
public struct CoverageTally: Hashable, Sendable {
  /// Cases seen, per mode in `SelectionMode.allCases` order.
  public private(set) var cases: [Int]
  /// For each row of ``CaseCoverage/rows``, cases that covered it, per mode.
  public private(set) var hits: [[Int]]
  /// Cases whose touches met no item, per mode (skipped cases aside).
  public private(set) var untouched: [Int]
  /// Cases the engine skipped, per mode.
  public private(set) var skipped: [Int]

  /// A tally of no cases.
  public init() {
    cases = Array(repeating: 0, count: SelectionMode.allCases.count)
    hits = Array(repeating: cases, count: CaseCoverage.rows.count)
    untouched = cases
    skipped = cases
  }

  /// The share of the cases run (not skipped) whose touches met no item.
  public var untouchedShare: Double {
    let run = total - skipped.reduce(0, +)
    return run == 0 ? 0 : Double(untouched.reduce(0, +)) / Double(run)
  }

  /// Cases counted, every mode.
  public var total: Int { cases.reduce(0, +) }

  /// Counts one case.
  public mutating func add(_ coverage: CaseCoverage) {
    let mode = SelectionMode.allCases.firstIndex(of: coverage.mode) ?? 0
    cases[mode] += 1
    if coverage.skipped {
      skipped[mode] += 1
      return
    }
    if !coverage.touchedItem { untouched[mode] += 1 }
    for (row, entry) in CaseCoverage.rows.enumerated() where coverage[keyPath: entry.keyPath] {
      hits[row][mode] += 1
    }
  }

  /// Adds another tally's counts (in any order: the sums are the same).
  public mutating func add(_ other: CoverageTally) {
    for mode in cases.indices {
      cases[mode] += other.cases[mode]
      untouched[mode] += other.untouched[mode]
      skipped[mode] += other.skipped[mode]
    }
    for row in hits.indices {
      for mode in cases.indices { hits[row][mode] += other.hits[row][mode] }
    }
  }

  /// The share of the cases that could cover row `row` (those of its modes) that did.
  public func share(_ row: Int) -> Double {
    let (part, whole) = applicable(row)
    return whole == 0 ? 0 : Double(part) / Double(whole)
  }

  /// The cases of row `row`'s modes, and those of them that covered it.
  private func applicable(_ row: Int) -> (part: Int, whole: Int) {
    var part = 0
    var whole = 0
    for (mode, name) in SelectionMode.allCases.enumerated()
    where CaseCoverage.rows[row].modes.contains(name) {
      part += hits[row][mode]
      whole += cases[mode]
    }
    return (part, whole)
  }

  /// The counts as integers, for passing between processes.
  package var counts: [Int] { cases + hits.flatMap { $0 } + untouched + skipped }

  /// Rebuilds a tally from ``counts``.
  package init?(counts: [Int]) {
    self.init()
    let modes = cases.count
    // An older file has no untouched and skipped counts: none.
    guard counts.count == modes * (1 + hits.count) || counts.count == modes * (3 + hits.count)
    else { return nil }
    cases = Array(counts[0..<modes])
    for row in hits.indices {
      hits[row] = Array(counts[(modes * (row + 1))..<(modes * (row + 2))])
    }
    if counts.count == modes * (3 + hits.count) {
      let base = modes * (1 + hits.count)
      untouched = Array(counts[base..<(base + modes)])
      skipped = Array(counts[(base + modes)..<(base + 2 * modes)])
    }
  }

  /// The statistics table, the way Hypothesis prints its statistics: each row the share of cases
  /// that covered it, overall and per mode.
  public var table: String { table(under: .wholeSpec) }

  /// The statistics table under `profile`: only the rows and modes the profile allows a case to
  /// cover (a list-only profile has no overlapping frames to count), and a line naming the rows
  /// left out.
  public func table(under profile: EngineProfile) -> String {
    let modes = SelectionMode.allCases
    var lines = [
      "statistics (share of the cases that covered each, of those whose mode can; per mode):"
    ]
    // Each label in a column as wide as the longest (`limit refusals in a range`).
    let width = CaseCoverage.rows.map(\.label.count).max() ?? 0
    let header =
      "  " + "".padded(to: width + 2) + "all".leftPadded(to: 8)
      + modes.map { $0.rawValue.leftPadded(to: 8) }.joined()
    lines.append(header)
    var impossible: [String] = []
    for (row, entry) in CaseCoverage.rows.enumerated() {
      guard profile.allows(entry.keyPath), entry.modes.contains(where: profile.modes.contains)
      else {
        impossible.append(entry.label)
        continue
      }
      let (part, whole) = applicable(row)
      var line = "  - " + entry.label.padded(to: width) + percent(part, whole).leftPadded(to: 8)
      for (mode, name) in modes.enumerated() {
        let possible = entry.modes.contains(name) && profile.modes.contains(name)
        line += (possible ? percent(hits[row][mode], cases[mode]) : "-").leftPadded(to: 8)
      }
      lines.append(line)
    }
    lines.append(
      "  - " + "cases".padded(to: width) + String(total).leftPadded(to: 8)
        + cases.map { String($0).leftPadded(to: 8) }.joined())
    if !impossible.isEmpty {
      lines.append("  (outside the profile, so not counted: \(impossible.joined(separator: ", ")))")
    }
    return lines.joined(separator: "\n")
  }

  private func percent(_ part: Int, _ whole: Int) -> String {
    guard whole > 0 else { return "-" }
    let tenths = (part * 1000 + whole / 2) / whole
    return "\(tenths / 10).\(tenths % 10)%"
  }
}
