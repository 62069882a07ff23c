/// When an option came into the SPEC, which decides what engines and runs written before it see.
package enum OptionEra: Sendable {
  /// Range mode's first two options (`range-target`, `range-revert`): the protocol always sends
  /// them, a profile's JSON writes them whatever its modes, and the fingerprint hashes whether
  /// each is at its default, and its values beyond ``SpecOption/older`` after every other option.
  case original
  /// The options for real widgets (SPEC 2, 3): the protocol always sends them; the fingerprint
  /// hashes them only away from their defaults.
  case widget
  /// The options of list changes (SPEC 2.7) and any added later: the protocol sends them only
  /// away from their defaults (an engine written before them gets what it knew), and the
  /// fingerprint hashes them only there.
  case sinceListChanges
}
