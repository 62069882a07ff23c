/// How the generator draws an option's value where it acts and the profile leaves more than one
/// (a profile with one value draws nothing, so that its cases are those of the runs before the
/// option existed).
package enum OptionDraw: Sendable {
  /// The profile's first value (the default) two times in three, otherwise one of the rest: for
  /// an option that changes only the cases that meet what it is about.
  case later
  /// The first value five times in six: for an option that changes every case it is drawn in
  /// (at two in three, a bug only the defaults show went from case 121 to beyond 2,000).
  case rarely
  /// An ``OptionEra/original`` option's first value beyond its older ones, a sixth of the time
  /// (its older values are drawn with the mode).
  case laterValue
}
