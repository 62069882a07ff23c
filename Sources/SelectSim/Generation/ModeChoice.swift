public import SelectCore

/// Which modes a fuzz run generates.
public enum ModeChoice: String, CaseIterable, Sendable {
  case paint, range, single, mixed

  /// The mode itself, or `nil` for `mixed`.
  public var mode: SelectionMode? { SelectionMode(rawValue: rawValue) }
}
