package import SelectCore

/// One option of the SPEC (`range-start`, `single-follow`, …), declared once: its names in a
/// script, in the protocol and in a profile, its values and default, where it acts, how the
/// fingerprint hashes it and where the shrinker resets it. The script parser and printer, the
/// engine protocol's writer and reader, a profile's JSON and words, a setup's fit to a profile,
/// the fingerprint and the shrink order all read ``SpecOptions/all``; the three models of the SPEC
/// (SelectCore, the reference model, the harness's own state) and the planted bugs are written
/// by hand, since they are the point.
///
/// An option's default is its first value (`Value.allCases[0]`), as SPEC 2 and 3 list them.
package struct SpecOption<Value: SpecOptionValue>: Sendable {
  /// The script's keyword (SPEC 5): `single-follow`.
  package let keyword: String
  /// The key in the protocol's `start` config and in a profile (SPEC 8): `singleFollow`.
  package let key: String
  /// What the parser expects, in words: `a single follow`.
  package let noun: String
  /// The modes in which it acts; outside them a script's setting is dropped and not printed.
  package let scope: OptionScope
  /// When it came into the SPEC, which decides how the protocol sends it and the fingerprint
  /// hashes it.
  package let era: OptionEra
  /// Its setting in a configuration.
  package let setting: any WritableKeyPath<Configuration, Value> & Sendable
  /// The values a profile takes.
  package let choices: any WritableKeyPath<EngineProfile, [Value]> & Sendable
  /// The values an engine that states nothing has (``EngineProfile/unstated``): the default,
  /// and for an ``OptionEra/original`` option the values it had before its later ones.
  package let older: [Value]
  /// How the fingerprint hashes a value away from the default (``OptionEra/original``: a value
  /// beyond ``older``), so that runs whose cases keep the defaults keep their fingerprints.
  package let mark: FingerprintMark
  /// How the generator draws it.
  package let draw: OptionDraw
  /// Where the shrinker puts it back to its default, among the options (lower first); `nil` for
  /// `single-commit`, whose reset comes with its own edits of the timeline.
  package let shrinkRank: Int?
  /// Whether it acts in a profile beyond its scope's modes (`list-offset` only where the rows
  /// restack).
  package let profileCondition: (@Sendable (EngineProfile) -> Bool)?
  /// Whether it acts in a setup beyond its scope's mode (`single-follow` only under
  /// `single-commit follow`).
  package let setupCondition: (@Sendable (Configuration) -> Bool)?

  /// The default: the first value.
  package var defaultValue: Value { Value.allCases[0] }

  init(
    _ keyword: String, key: String, noun: String, scope: OptionScope, era: OptionEra = .widget,
    setting: any WritableKeyPath<Configuration, Value> & Sendable,
    choices: any WritableKeyPath<EngineProfile, [Value]> & Sendable,
    older: [Value]? = nil, mark: FingerprintMark, draw: OptionDraw, shrinkRank: Int?,
    inProfile profileCondition: (@Sendable (EngineProfile) -> Bool)? = nil,
    inSetup setupCondition: (@Sendable (Configuration) -> Bool)? = nil
  ) {
    self.keyword = keyword
    self.key = key
    self.noun = noun
    self.scope = scope
    self.era = era
    self.setting = setting
    self.choices = choices
    self.older = older ?? [Value.allCases[0]]
    self.mark = mark
    self.draw = draw
    self.shrinkRank = shrinkRank
    self.profileCondition = profileCondition
    self.setupCondition = setupCondition
  }
}

/// A value of a ``SpecOption``: a closed set of names, the first the default.
package protocol SpecOptionValue: RawRepresentable<String>, CaseIterable, Hashable, Sendable
where AllCases == [Self] {}

extension RangeTarget: SpecOptionValue {}
extension RangeRevert: SpecOptionValue {}
extension RangeStart: SpecOptionValue {}
extension RangeUpdate: SpecOptionValue {}
extension RangeScroll: SpecOptionValue {}
extension SingleCommit: SpecOptionValue {}
extension SingleSelectAll: SpecOptionValue {}
extension SingleRelease: SpecOptionValue {}
extension HitTest: SpecOptionValue {}
extension MaxOffset: SpecOptionValue {}
extension DoublePress: SpecOptionValue {}
extension RangeDirection: SpecOptionValue {}
extension RangeRevertScope: SpecOptionValue {}
extension RangeCurrent: SpecOptionValue {}
extension RangeShape: SpecOptionValue {}
extension SingleFollow: SpecOptionValue {}
extension ListFrames: SpecOptionValue {}
extension SingleRemove: SpecOptionValue {}
extension ListOffset: SpecOptionValue {}
