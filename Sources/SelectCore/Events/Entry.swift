/// One reported change of state (SPEC 2.5): an item selected or deselected, or the offset moved.
///
/// Entries are never no-ops. A step's entries carry the step's time, its offset entry first.
public struct Entry: Hashable, Sendable {
  /// What changed.
  public enum Change: Hashable, Sendable {
    /// Item `item` became selected (`true`) or unselected (`false`) because of `cause`.
    case item(Int, selected: Bool, cause: Cause)
    /// The offset became this value.
    case offset(Double)
  }

  /// Why an item's state changed.
  public enum Cause: String, CaseIterable, Hashable, Sendable {
    /// A paint or range drag, taps in paint mode included.
    case drag
    /// A tap in single mode.
    case tap
    /// The limit was lowered below the count.
    case limit
    /// `selectAll`.
    case selectAll
    /// `deselectAll`.
    case deselectAll
    /// The item was removed from the list while selected (SPEC 2.7).
    case remove
  }

  /// The virtual time of the change (a step's entries carry the step's time).
  public var time: Double
  /// What changed: an item's state, or the offset.
  public var change: Change

  /// An entry for `change` at `time`.
  public init(time: Double, change: Change) {
    self.time = time
    self.change = change
  }

  /// An item's change.
  public static func item(_ item: Int, selected: Bool, cause: Cause, at time: Double) -> Entry {
    Entry(time: time, change: .item(item, selected: selected, cause: cause))
  }

  /// An offset change.
  public static func offset(_ offset: Double, at time: Double) -> Entry {
    Entry(time: time, change: .offset(offset))
  }
}

extension Entry: CustomStringConvertible {
  /// The entry for people: `0.25 select 3 (drag)`, `0.5 offset 40`.
  public var description: String {
    switch change {
    case .item(let item, let selected, let cause):
      "\(time) \(selected ? "select" : "deselect") \(item) (\(cause.rawValue))"
    case .offset(let offset):
      "\(time) offset \(offset)"
    }
  }
}
