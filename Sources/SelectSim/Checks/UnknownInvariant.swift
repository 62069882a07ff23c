import Foundation

/// A `--check` name that names no invariant.
public struct UnknownInvariant: Error, CustomStringConvertible, Sendable {
  public var name: String
  public var description: String {
    "unknown invariant '\(name)'; the invariants are: "
      + Invariant.allCases.map(\.rawValue).joined(separator: ", ")
  }
}
