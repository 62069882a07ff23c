package import SelectCore

/// A ``SpecOption`` of any value type: what the parser, printer, protocol, profile, fingerprint
/// and shrinker ask of an option, by name and without knowing its type.
package protocol DeclaredOption: Sendable {
  /// The script's keyword (SPEC 5).
  var keyword: String { get }
  /// The key in the protocol and in a profile (SPEC 8).
  var key: String { get }
  /// What the parser expects, in words.
  var noun: String { get }
  /// The modes in which it acts.
  var scope: OptionScope { get }
  /// When it came into the SPEC.
  var era: OptionEra { get }
  /// Where the shrinker puts it back to its default; `nil` for none.
  var shrinkRank: Int? { get }
  /// The names of its values, the default first.
  var valueNames: [String] { get }

  /// The name of its value in `configuration`.
  func valueName(in configuration: Configuration) -> String
  /// Whether `configuration` has it at its default.
  func isDefault(in configuration: Configuration) -> Bool
  /// Whether `configuration` has one of the values an engine that states nothing has.
  func isOlder(in configuration: Configuration) -> Bool
  /// Sets the value named `name`; `false` when it names none.
  func set(_ name: Substring, in configuration: inout Configuration) -> Bool
  /// Puts it back to its default.
  func reset(_ configuration: inout Configuration)
  /// Puts it back to its default when its value is not an older one (the shrinker's reset).
  func resetToOlder(_ configuration: inout Configuration)
  /// Whether it acts in `configuration`: its scope has the mode and its condition holds.
  func acts(in configuration: Configuration) -> Bool
  /// Whether it acts in `profile`: the profile has a mode of its scope and its condition holds.
  func acts(in profile: EngineProfile) -> Bool
  /// Whether `profile` takes `configuration`'s value.
  func profile(_ profile: EngineProfile, takes configuration: Configuration) -> Bool
  /// The names of the values `profile` takes.
  func choiceNames(in profile: EngineProfile) -> [String]
  /// Whether `profile` takes other values than `base`.
  func choices(of profile: EngineProfile, differFrom base: EngineProfile) -> Bool
  /// Sets `profile` to take every value.
  func takeEveryValue(in profile: inout EngineProfile)
  /// Whether `profile` takes every older value.
  func takesOlderValues(_ profile: EngineProfile) -> Bool
  /// Sets the values `profile` takes to those named by `names`; the first name that is none of
  /// its values, or `nil`.
  func setChoices(_ names: [String], in profile: inout EngineProfile) -> String?
  /// Draws its value for a generated case from the values `profile` takes (``OptionDraw``).
  func draw(
    _ configuration: inout Configuration, from profile: EngineProfile,
    using random: inout some RandomSource)
  /// Adds the value's mark to `fingerprint` (the first pass over the options).
  func hash(_ configuration: Configuration, into fingerprint: inout Fingerprint)
  /// Adds an ``OptionEra/original`` option's later value (the second pass).
  func hashLater(_ configuration: Configuration, into fingerprint: inout Fingerprint)
}
