package import SelectCore

/// Which other values of the SPEC's options would explain a failure (issue 42): the failing case
/// is played again with the engine built exactly as before, but judged by the SPEC under each
/// other value of every option that acts in its mode. A value under which it passes is a hint: a
/// component may do this on purpose and not say so in its profile. A hint is only ever printed,
/// never applied: whether the behaviour is deliberate (state it) or a defect (a finding) is for
/// the component's source and docs to say.
///
/// The case is the shrunk one, so each play is short. The plays run where this is called (the
/// harness's process for an engine built in, the engine's own process over the protocol): the
/// engine sees the very setup and events it failed on, so it does what it did then, and only the
/// judgement differs. `determinism` is not checked: its twins would be built under the judged
/// setup, and no option explains a difference between two runs.
package enum OptionHints {
  /// The values under which `scenario`, failing on engines of `kind`, passes every invariant of
  /// `invariants` in both ways of delivering the steps (``Replay/plans``), in the order of
  /// ``SpecOptions/all`` and of each option's values.
  ///
  /// - Complexity: One play of the scenario per other value of each option acting in its mode.
  package static func hints(
    for scenario: Scenario, on kind: EngineKind, checking invariants: Set<Invariant>
  ) -> [OptionHint] {
    let judged = invariants.subtracting([.determinism])
    var hints: [OptionHint] = []
    for option in SpecOptions.all where option.acts(in: scenario.configuration) {
      let current = option.valueName(in: scenario.configuration)
      for value in option.valueNames where value != current {
        var other = scenario
        guard option.set(Substring(value), in: &other.configuration),
          option.acts(in: other.configuration), (try? other.validate()) != nil,
          passes(
            Replay.play(other, on: kind, checking: judged, engineSetup: scenario.configuration))
        else { continue }
        hints.append(
          OptionHint(
            keyword: option.keyword, key: option.key, value: value, section: option.section))
      }
    }
    return hints
  }

  /// The lines a failure's report prints: the values under which `scenario` passes, with what
  /// to do about one, or that none does; none for a failure no option could explain (a fault, a
  /// failed expectation, `determinism`).
  package static func lines(
    for scenario: Scenario, failing failure: RunFailure, on kind: EngineKind,
    checking invariants: Set<Invariant>
  ) -> [String] {
    guard case .invariant(let violation, _) = failure, violation.invariant != .determinism else {
      return []
    }
    let count = SpecOptions.all.count { $0.acts(in: scenario.configuration) }
    return lines(
      hints(for: scenario, on: kind, checking: invariants), optionCount: count,
      mode: scenario.configuration.mode)
  }

  /// The lines for `hints`, drawn from the `optionCount` options acting in `mode`.
  package static func lines(_ hints: [OptionHint], optionCount: Int, mode: SelectionMode)
    -> [String]
  {
    guard !hints.isEmpty else {
      return [
        "other values of the options: it fails under every other value of the \(optionCount) "
          + "options acting in \(mode.rawValue) mode, so none of them explains it"
      ]
    }
    let values = hints.map(\.text).joined(separator: "; ")
    let stated = hints.map { "\"\($0.key)\": [\"\($0.value)\"]" }.joined(separator: " or ")
    return [
      "other values of the options: it passes under \(values)",
      "  if the component does this on purpose, state it in its profile (\(stated)); "
        + "if not, this is a finding",
    ]
  }

  private static func passes(_ result: RunResult) -> Bool {
    result.failure == nil && result.skipped == nil
  }
}
