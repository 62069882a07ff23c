import Foundation
import SelectSim

/// Findings already written down (`--known DIR`): the repro scripts of bugs a component is known to
/// have. A fuzz run counts a failing case under one of them when the case fails as found as the
/// finding's repro or an earlier case of it did (the same ``FindingSignature`` as found), or else
/// when the case shrinks to the finding, line for line as the printer writes both (its header
/// comments aside) or to a script of the same signature (the same defect in another form); the
/// run goes on with the next case. Any other failure ends the run as usual, so a widget's
/// recorded bugs do not hide the ones nobody has seen yet.
struct KnownFindings {
  /// The folder, as given.
  let folder: String
  /// Each finding's path, its script without the header comments, its scenario when it parses,
  /// and its signature once learnt (``learnSignatures(on:checking:)``), in file-name order.
  private var scripts:
    [(path: String, body: Substring, scenario: Scenario?, signature: FindingSignature?)]
  /// The cases that shrank to each finding, by path, in the order found.
  private(set) var cases: [String: [Int]] = [:]
  /// How many of each finding's cases matched by signature, not line for line.
  private(set) var bySignature: [String: Int] = [:]
  /// Each finding's cases counted by what failed as found, not shrunk.
  private(set) var asFound: [String: [Int]] = [:]
  /// The finding each failure as found is, by the failure's signature: learnt from each
  /// finding's repro as it fails (``learnSignatures(on:checking:)``), and from the first case of
  /// any other signature, shrunk in this run. A case of a signature here is counted without a
  /// shrink.
  private var findingOf: [FindingSignature: String] = [:]

  /// Reads every `.sel` file in `folder`.
  ///
  /// - Throws: ``InvalidInput`` (exit 65) when the folder cannot be read or holds no script,
  ///   naming it.
  init(folder: String) throws {
    self.folder = folder
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw InvalidInput(message: "--known \(folder): the folder cannot be read")
    }
    var scripts: [(String, Substring, Scenario?, FindingSignature?)] = []
    for name in names.sorted() where name.hasSuffix(".sel") {
      let path = (folder as NSString).appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: path) else {
        throw InvalidInput(message: "\(path): the finding cannot be read")
      }
      // As the printer writes it today, so that a finding saved before the canonical form
      // changed (the order of the setup's options, say) still matches its shrunk case.
      let text = String(decoding: data, as: UTF8.self)
      let parsed = try? ScriptParser.parse(text)
      let canonical = parsed.map { ScriptPrinter.print($0.scenario) }
      scripts.append((path, ReproStore.body(of: canonical ?? text), parsed?.scenario, nil))
    }
    guard !scripts.isEmpty else {
      throw InvalidInput(message: "--known \(folder): no .sel script in the folder")
    }
    self.scripts = scripts
  }

  /// Learns each finding's signatures from the failure its repro shows on engines of `kind`
  /// today (played as `replay` plays it, each way of delivering the steps until one fails): the
  /// signature of its shrunk script, and that of its failure as found, so that a case failing as
  /// the repro fails is counted without a shrink (the first finding in file order takes a
  /// signature two share). A repro that passes, is skipped or faults there has neither, and
  /// matches only line for line.
  ///
  /// - Complexity: One or two plays of each repro.
  mutating func learnSignatures(on kind: EngineKind, checking invariants: Set<Invariant>) {
    // Without `determinism`: its twin in this process plays the case with its items in another
    // order, which an engine of lists skips, and no finding's signature is a determinism one.
    let invariants = invariants.subtracting([.determinism])
    for index in scripts.indices {
      guard let scenario = scripts[index].scenario, (try? scenario.validate()) != nil,
        let failure = Replay.play(scenario, on: kind, checking: invariants).failure,
        case .invariant = failure
      else { continue }
      let report = FailureReport(scenario: scenario, failure: failure, engine: "", foundBy: "")
      scripts[index].signature = FindingSignature(
        title: report.title, summary: report.summary, scenario: scenario)
      let asFound = FindingSignature(asFound: failure, in: scenario)
      if findingOf[asFound] == nil { findingOf[asFound] = scripts[index].path }
    }
  }

  /// Whether `report` (a shrunk failure) is one of the findings, line for line or by signature.
  func knows(_ report: FailureReport) -> Bool { finding(of: report) != nil }

  /// The finding that `report` (a shrunk failure) is, if one is; the case is counted under it.
  mutating func match(_ report: FailureReport, iteration: Int) -> String? {
    guard let (path, exact) = finding(of: report) else { return nil }
    cases[path, default: []].append(iteration)
    if !exact { bySignature[path, default: 0] += 1 }
    return path
  }

  /// The finding whose script is `report`'s, or else the first whose signature is, and which.
  private func finding(of report: FailureReport) -> (path: String, exact: Bool)? {
    let body = ReproStore.body(of: report.script)
    if let found = scripts.first(where: { $0.body == body }) { return (found.path, true) }
    guard case .invariant = report.failure else { return nil }
    let signature = FindingSignature(
      title: report.title, summary: report.summary, scenario: report.scenario)
    return scripts.first { $0.signature == signature }.map { ($0.path, false) }
  }

  /// Notes that `failure`, the failure of `scenario` as a fuzz run found it, shrank to the
  /// finding at `path`: later cases that fail as it did are that finding too.
  mutating func learn(_ failure: RunFailure, of scenario: Scenario, shrankTo path: String) {
    guard case .invariant = failure else { return }
    findingOf[FindingSignature(asFound: failure, in: scenario)] = path
  }

  /// Counts case `iteration` under a finding when it failed as the finding's repro or an earlier
  /// case that shrank to the finding did (the same ``FindingSignature`` as found), without a
  /// shrink of its own.
  ///
  /// - Returns: Whether it was counted; a failure no case before it showed is shrunk first.
  mutating func recognise(_ failure: RunFailure, of scenario: Scenario, iteration: Int) -> Bool {
    guard case .invariant = failure,
      let path = findingOf[FindingSignature(asFound: failure, in: scenario)]
    else { return false }
    if asFound[path]?.contains(iteration) != true {
      cases[path, default: []].append(iteration)
      asFound[path, default: []].append(iteration)
    }
    return true
  }

  /// Forgets the cases from `iteration` on counted as found: a worker ahead of the run's failure
  /// counted them, and they run again after it (so the counts are the same with any `--jobs`).
  mutating func forget(from iteration: Int) {
    for (path, iterations) in asFound {
      let dropped = Set(iterations.filter { $0 >= iteration })
      guard !dropped.isEmpty else { continue }
      asFound[path] = iterations.filter { $0 < iteration }
      cases[path] = cases[path]?.filter { !dropped.contains($0) }
    }
  }

  /// How many cases shrank to a known finding.
  var count: Int { cases.values.reduce(0) { $0 + $1.count } }

  /// The summary's lines: each finding seen, with its cases.
  var lines: [String] {
    guard count > 0 else { return [] }
    let unshrunk = asFound.values.reduce(0) { $0 + $1.count }
    var lines = [
      "known findings (--known \(folder)): \(count) cases, \(count - unshrunk) shrunk to one and"
        + " \(unshrunk) counted as found (each failed as the finding's repro or a case before it that shrank to the finding did)"
    ]
    for (path, _, _, _) in scripts {
      guard let iterations = cases[path], !iterations.isEmpty else { continue }
      let shown = iterations.sorted().prefix(5).map(String.init).joined(separator: ", ")
      let more = iterations.count > 5 ? ", …" : ""
      var how: [String] = []
      let unshrunk = asFound[path]?.count ?? 0
      let shrunk = iterations.count - unshrunk
      if shrunk > 0 {
        let forms = bySignature[path].map { " (\($0) by its signature)" } ?? ""
        how.append("\(shrunk) shrunk\(forms)")
      }
      if unshrunk > 0 { how.append("\(unshrunk) as found") }
      lines.append(
        "  \(path): \(iterations.count) (iterations \(shown)\(more); \(how.joined(separator: ", ")))"
      )
    }
    return lines
  }
}
