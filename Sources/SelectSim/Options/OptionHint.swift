/// A value of one of the SPEC's options under which a failing case passes: the failure may be a
/// deliberate behaviour of the engine that its profile does not state (``OptionHints``).
package struct OptionHint: Sendable, Equatable {
  /// The option's script keyword: `range-start`.
  package let keyword: String
  /// Its key in a profile and the protocol: `rangeStart`.
  package let key: String
  /// The value under which the case passes: `clear`.
  package let value: String
  /// The section of docs/SPEC.md that says what the value does: `3.2`.
  package let section: String

  /// The value as a script writes it, and where the SPEC says what it does:
  /// `range-start clear (SPEC 3.2)`.
  package var text: String { "\(keyword) \(value) (SPEC \(section))" }
}
