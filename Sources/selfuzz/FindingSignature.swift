import SelectCore
import SelectSim

/// What a shrunk failure is, beyond its exact script (issue 42): the invariant, its message with
/// every number masked, the kinds of event the script holds (a list change of any sort as one),
/// its mode and the options it sets away from their defaults. The same defect in another form (a row of another height, another
/// offset, another row pressed) shrinks to a script of the same signature; ``KnownFindings``
/// counts such a case under the finding whose repro has it.
///
/// Looser than the script, stricter than the invariant: the message names the path the check
/// took (`after the rectangle moved (no item at the press point)`, `in E \ R (revert) should be
/// unselected`), so a second defect caught by the same invariant at another step of the SPEC
/// differs from the first, and one that needs another kind of event (an insert, a select-all)
/// or another option differs too.
struct FindingSignature: Hashable {
  let invariant: String
  let message: String
  let events: [String]
  let setup: [String]

  /// The signature of a shrunk failure: `title` and `summary` as a report gives them (the first
  /// two lines of a repro's header).
  init(title: String, summary: String, scenario: Scenario) {
    invariant = title
    // The summary's place ("failed at line 24 (time 0)") is masked with the rest.
    message = FindingSignature.masked(summary)
    var kinds: [String] = []
    for scheduled in scenario.timeline {
      let word = FindingSignature.kind(of: FindingSignature.verb(scheduled))
      if !kinds.contains(word) { kinds.append(word) }
    }
    events = kinds.sorted()
    setup = FindingSignature.setup(of: scenario.configuration)
  }

  /// The signature of a failure as a fuzz run finds it, before any shrink: the invariant, its
  /// message masked, the kind of event it failed at (or an auto-scroll step), the mode and the
  /// options the case sets away from their defaults. What else the case holds says nothing: a
  /// case as found holds every kind of event. ``KnownFindings`` counts a case under a finding
  /// when the finding's repro fails with the same signature, or a case of it was shrunk to the
  /// finding in this run.
  init(asFound failure: RunFailure, in scenario: Scenario) {
    invariant = failure.name
    message = FindingSignature.masked(failure.message)
    var at = "the end"
    if let place = failure.place, place.isStep {
      at = "an auto-scroll step"
    } else if let place = failure.place, scenario.timeline.indices.contains(place.timelineIndex) {
      at = FindingSignature.kind(of: FindingSignature.verb(scenario.timeline[place.timelineIndex]))
    }
    events = ["at \(at)"]
    setup = FindingSignature.setup(of: scenario.configuration)
  }

  /// The mode and the options that act in `configuration` and are away from their defaults.
  private static func setup(of configuration: Configuration) -> [String] {
    ["mode \(configuration.mode.rawValue)"]
      + SpecOptions.all.filter {
        $0.acts(in: configuration) && !$0.isDefault(in: configuration)
      }.map { "\($0.keyword) \($0.valueName(in: configuration))" }
  }

  /// The script's verb of an event.
  private static func verb(_ scheduled: Scheduled) -> String {
    String(ScriptPrinter.statement(scheduled.action).prefix { $0 != " " })
  }

  /// An event's kind as a signature holds it: a script's verb, but one kind for the three list
  /// changes (SPEC 2.7), which a defect in how a widget takes a list change shows alike.
  static func kind(of verb: String) -> String {
    ["insert", "remove", "reorder"].contains(verb) ? "list change" : verb
  }

  /// `text` with each number (digits, with a decimal point inside) as `#`.
  static func masked(_ text: String) -> String {
    let characters = Array(text)
    var out = ""
    var index = 0
    while index < characters.count {
      guard characters[index].isASCII, characters[index].isNumber else {
        out.append(characters[index])
        index += 1
        continue
      }
      out.append("#")
      while index < characters.count {
        let digit = characters[index].isASCII && characters[index].isNumber
        let point =
          characters[index] == "." && index + 1 < characters.count
          && characters[index + 1].isASCII && characters[index + 1].isNumber
        guard digit || point else { break }
        index += 1
      }
    }
    return out
  }
}
