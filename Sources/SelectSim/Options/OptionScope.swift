package import SelectCore

/// The modes in which an option acts (SPEC 3): a script's setting outside them is dropped, a
/// profile lists its values only when it has one of them.
package enum OptionScope: Sendable {
  /// Range mode only (SPEC 3.2).
  case range
  /// Single mode only (SPEC 3.3).
  case single
  /// The modes that pick an item under the finger: range and single (`hit-test`).
  case picking
  /// Every mode.
  case every

  /// Whether the option acts in `mode`.
  package func includes(_ mode: SelectionMode) -> Bool {
    switch self {
    case .range: mode == .range
    case .single: mode == .single
    case .picking: mode != .paint
    case .every: true
    }
  }

  /// Whether `profile` has a mode in which the option acts.
  package func meets(_ profile: EngineProfile) -> Bool {
    profile.modes.contains { includes($0) }
  }
}
