import SelectCore

/// One option of the SPEC (`range-start`, `single-follow`, …), declared once: its names in a
/// script, in the protocol and in a profile, its values and default, where it acts, how the
/// fingerprint hashes it, how the generator draws it and where the shrinker resets it. The script
/// parser and printer, the engine protocol's writer and reader, a profile's JSON and words, a
/// setup's fit to a profile, the fingerprint, the generator and the shrink order all read
/// ``SpecOptions/all``; the three models of the SPEC (SelectCore, the reference model, the
/// harness's own state) and the planted bugs are written by hand, since they are the point.
///
/// Not generic: a value is its index among the option's values (the default first, as SPEC 2
/// and 3 list them), read and written through closures that name the setting (not key paths),
/// so that the fingerprint and the generator, which ask every option at every case, run no
/// generic code and apply no key path: each costs about a thousand instructions, and through
/// them the harness ran 2-3% more per case.
package struct SpecOption: Sendable {
  /// The script's keyword (SPEC 5): `single-follow`.
  package let keyword: String
  /// The key in the protocol's `start` config and in a profile (SPEC 8): `singleFollow`.
  package let key: String
  /// The section of docs/SPEC.md that says what its values do: `3.3`.
  package let section: String
  /// What the parser expects, in words: `a single follow`.
  package let noun: String
  /// The modes in which it acts; outside them a script's setting is dropped and not printed.
  package let scope: OptionScope
  /// When it came into the SPEC, which decides how the protocol sends it and the fingerprint
  /// hashes it.
  package let era: OptionEra
  /// How the fingerprint hashes a value away from the default (``OptionEra/original``: a value
  /// beyond the older ones), so that runs whose cases keep the defaults keep their fingerprints.
  package let mark: FingerprintMark
  /// How the generator draws it.
  package let draw: OptionDraw
  /// Where the shrinker puts it back to its default, among the options (lower first); `nil` for
  /// `single-commit`, whose reset comes with its own edits of the timeline.
  package let shrinkRank: Int?
  /// The names of its values, the default first.
  package let valueNames: [String]
  /// The indices of the values an engine that states nothing has (``EngineProfile/unstated``):
  /// the default, and for an ``OptionEra/original`` option the values it had before its later
  /// ones.
  let olderIndices: [Int]
  /// Whether it acts in a profile beyond its scope's modes (`list-offset` only where the rows
  /// restack).
  let profileCondition: (@Sendable (EngineProfile) -> Bool)?
  /// Whether it acts in a setup beyond its scope's mode (`single-follow` only under
  /// `single-commit follow`).
  let setupCondition: (@Sendable (borrowing Configuration) -> Bool)?
  /// The index of the value a configuration has.
  let index: @Sendable (borrowing Configuration) -> Int
  /// Sets the value of this index.
  let setIndex: @Sendable (inout Configuration, Int) -> Void
  /// The indices of the values a profile takes, in its order.
  let choiceIndices: @Sendable (EngineProfile) -> [Int]
  /// Sets the values a profile takes to these indices.
  let setChoiceIndices: @Sendable (inout EngineProfile, [Int]) -> Void

  /// An option whose values are `Value`'s cases, the first the default.
  init<Value: RawRepresentable<String> & CaseIterable & Equatable & Sendable>(
    _ keyword: String, key: String, section: String, noun: String, scope: OptionScope,
    era: OptionEra = .widget,
    get: @escaping @Sendable (borrowing Configuration) -> Value,
    set: @escaping @Sendable (inout Configuration, Value) -> Void,
    choices: @escaping @Sendable (EngineProfile) -> [Value],
    setChoices: @escaping @Sendable (inout EngineProfile, [Value]) -> Void,
    older: [Value]? = nil, mark: FingerprintMark, draw: OptionDraw, shrinkRank: Int?,
    inProfile profileCondition: (@Sendable (EngineProfile) -> Bool)? = nil,
    inSetup setupCondition: (@Sendable (borrowing Configuration) -> Bool)? = nil
  ) where Value.AllCases == [Value] {
    let values = Value.allCases
    self.keyword = keyword
    self.key = key
    self.section = section
    self.noun = noun
    self.scope = scope
    self.era = era
    self.mark = mark
    self.draw = draw
    self.shrinkRank = shrinkRank
    valueNames = values.map(\.rawValue)
    olderIndices = (older ?? [values[0]]).compactMap { values.firstIndex(of: $0) }
    self.profileCondition = profileCondition
    self.setupCondition = setupCondition
    index = { values.firstIndex(of: get($0)) ?? 0 }
    setIndex = { set(&$0, values[$1]) }
    choiceIndices = { choices($0).compactMap { values.firstIndex(of: $0) } }
    setChoiceIndices = { profile, indices in setChoices(&profile, indices.map { values[$0] }) }
  }
}
