public import SelectCore

/// A failing case written up for a person: the script with leading comments that say which
/// invariant failed, where, on which engine, and how it was found (SPEC 5).
public struct FailureReport: Sendable {
  /// The failing scenario (shrunk, when it was).
  public var scenario: Scenario
  /// How it failed.
  public var failure: RunFailure
  /// The engine's name, for the header.
  public var engine: String
  /// The engine command (SPEC 8) the failure was found with, when it was; `engine` is then
  /// `command`.
  public var engineCommand: String?
  /// The command line that found it, for the header.
  public var foundBy: String
  /// Further header lines (the shrinker's figures, for one).
  public var notes: [String]
  /// How to replay the script, for the header's last line.
  public var replayWith = "selfuzz replay <this file> (on the engine named above)"
  /// The last lines the engine wrote to its standard error in the failing run, shown under a
  /// fault (SPEC 9): a traceback says what "the process exited" does not.
  public var engineLog: [String] = []
  /// What the engine took in the run that found the failure (SPEC 8, "Profiles"): a header line
  /// `profile: JSON` when it was not the whole SPEC, which `replay` and `shrink` read back.
  public var profile: EngineProfile = .wholeSpec

  /// A report of `failure` on `scenario`.
  public init(
    scenario: Scenario, failure: RunFailure, engine: String, foundBy: String, notes: [String] = []
  ) {
    self.scenario = scenario
    self.failure = failure
    self.engine = engine
    self.foundBy = foundBy
    self.notes = notes
  }

  /// A report for an engine named by its origin: a built-in name or an engine command.
  package init(
    scenario: Scenario, failure: RunFailure, engine origin: EngineOrigin, foundBy: String,
    notes: [String] = []
  ) {
    switch origin {
    case .builtIn(let name):
      self.init(scenario: scenario, failure: failure, engine: name, foundBy: foundBy, notes: notes)
    case .command(let command):
      self.init(
        scenario: scenario, failure: failure, engine: "command", foundBy: foundBy, notes: notes)
      engineCommand = command
    }
  }

  /// A one-line title: `invariant limit` or `expectation`.
  public var title: String {
    switch failure {
    case .invariant(let violation, _): "invariant \(violation.invariant.rawValue)"
    case .expectation: "expectation"
    case .fault(let fault, _, _): "fault \(fault.rawValue)"
    }
  }

  /// What failed and where, naming the script line of the failing event.
  public var summary: String {
    oneLine.split(separator: "\n").joined(separator: " / ")
  }

  private var oneLine: String {
    switch failure {
    case .invariant(let violation, let place):
      let line = scriptLine(ofTimelineIndex: place.timelineIndex)
      let when =
        place.isStep
        ? "at the auto-scroll step at time \(ScriptPrinter.number(place.time)), before line \(line)"
        : "at line \(line) (time \(ScriptPrinter.number(place.time)))"
      return "\(violation.invariant.rawValue) failed \(when): \(violation.message)"
    case .expectation(let place, let expected, let actual):
      switch place {
      case .timed(let index):
        return
          "line \(scriptLine(ofTimelineIndex: index)): \(ScriptPrinter.statement(expected)), but \(actual)"
      case .final:
        return "\(ScriptPrinter.statement(expected)), but \(actual)"
      }
    case .fault(let fault, let message, let place):
      guard let place else { return "\(fault.rawValue): \(message)" }
      let line = scriptLine(ofTimelineIndex: place.timelineIndex)
      let when =
        place.isStep
        ? "at the auto-scroll step at time \(ScriptPrinter.number(place.time)), before line \(line)"
        : "at line \(line) (time \(ScriptPrinter.number(place.time)))"
      return "\(fault.rawValue) \(when): \(message)"
    }
  }

  /// Where the failure's name is explained, in the repository's own specification.
  public var reference: String {
    switch failure {
    case .invariant(let violation, _):
      "(what \(violation.invariant.rawValue) holds, \(violation.invariant.summary): docs/SPEC.md section 4; the notation: its glossary)"
    case .expectation: "(an `expect` line of the script: docs/SPEC.md section 5)"
    case .fault(let fault, _, _):
      "(\(fault.rawValue): \(fault.summary): docs/SPEC.md section 9)"
    }
  }

  /// The other invariants the failing call broke, as a header line, when it broke more than one,
  /// and the rule a step broke, when it did.
  private var alsoBroken: [String] {
    guard case .invariant(let violation, _) = failure else { return [] }
    var lines: [String] = []
    if !violation.alsoViolated.isEmpty {
      let names = violation.alsoViolated.map(\.rawValue).joined(separator: ", ")
      lines.append("the same call also broke: \(names)")
    }
    if let rule = violation.stepRule {
      lines.append(
        "the step broke \(rule.rawValue)'s rule there (steps are scroll-selects's to check)")
    }
    return lines
  }

  /// The header comment lines.
  public var header: [String] { header(summary: summary) }

  private func header(summary: String) -> [String] {
    [
      failure.fault == nil ? "selfuzz: \(title) failed" : "selfuzz: \(title)",
      summary,
    ] + alsoBroken + [
      reference,
      engineCommand.map { "engine-command: \($0)" } ?? "engine: \(engine)",
    ] + (profile.isWholeSpec ? [] : ["profile: \(profile.json)"]) + [
      "found by: \(foundBy)"
    ] + notes + logLines + ["replay with: \(replayWith)"]
  }

  /// The engine's last words, under a fault.
  private var logLines: [String] {
    guard failure.fault != nil, !engineLog.isEmpty else { return [] }
    return ["the engine's standard error ended with (all of it: this file's name with .log):"]
      + engineLog.map { "  | " + $0 }
  }

  /// The last `count` lines of `log` (each cut to 300 characters), for ``engineLog``.
  public static func lastLines(of log: String, count: Int = 12) -> [String] {
    log.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).suffix(count).map {
      $0.count > 300 ? String($0.prefix(300)) + "…" : String($0)
    }.drop { $0.isEmpty }.map { $0 }
  }

  /// The whole script: header comments, then the canonical scenario.
  public var script: String { ScriptPrinter.print(scenario, header: header) }

  /// The line, in ``script``, of timeline entry `index`.
  public func scriptLine(ofTimelineIndex index: Int) -> Int {
    // The header's lines: as many whatever the summary says (it is one line).
    let headerLines = header(summary: "").count
    let body = ScriptPrinter.print(scenario)
    guard let parsed = try? ScriptParser.parse(body), index < parsed.timelineLines.count else {
      return 0
    }
    return parsed.timelineLines[index] + headerLines
  }
}
