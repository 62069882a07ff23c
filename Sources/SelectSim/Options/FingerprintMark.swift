/// How the fingerprint hashes an option's value (SPEC 6): numbers that no other option uses, so
/// that two setups that differ hash apart.
package enum FingerprintMark: Sendable {
  /// `base` plus the value's index.
  case indexed(Int)
  /// This number, whichever value.
  case tagged(Int)
}
