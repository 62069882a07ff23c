import Foundation

/// A `--check` name that names no invariant.
public struct UnknownInvariant: Error, CustomStringConvertible, Sendable {
  /// The name that matched no invariant.
  public var name: String
  /// A sentence naming it and the invariants there are.
  public var description: String {
    "unknown invariant '\(name)'; the invariants are: "
      + Invariant.allCases.map(\.rawValue).joined(separator: ", ")
  }
}
