import SelectCore

/// One invariant of SPEC 4, checked after every call from the call's entries, the engine's
/// reported state and the harness's own ``RunState``.
///
/// A check keeps whatever memory it needs of what it saw; it never asks the engine how it did its
/// work.
protocol InvariantCheck {
  /// The invariant this check holds the engine to.
  static var invariant: Invariant { get }

  /// Checks one call; `state` has advanced past it (its analysis and after state describe it).
  ///
  /// - Returns: What went wrong, or `nil` when the invariant held.
  mutating func check(_ call: Call, _ state: RunState) -> String?
}

extension Entry {
  /// The item change, when this entry is one.
  var itemChange: (item: Int, selected: Bool, cause: Cause)? {
    if case .item(let item, let selected, let cause) = change {
      (item, selected, cause)
    } else {
      nil
    }
  }

  /// The offset, when this entry is an offset change.
  var offsetValue: Double? {
    if case .offset(let offset) = change { offset } else { nil }
  }
}
