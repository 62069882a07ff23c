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

/// Text for lists of item changes in messages: `select 3, deselect 5`.
func describe(_ changes: [(item: Int, selected: Bool)]) -> String {
  changes.isEmpty
    ? "none"
    : changes.map { "\($0.selected ? "select" : "deselect") \($0.item)" }.joined(separator: ", ")
}

/// The item changes of `entries` with `cause`, in order.
func itemChanges(_ entries: [Entry], cause: Entry.Cause? = nil) -> [(item: Int, selected: Bool)] {
  entries.compactMap { entry in
    guard let change = entry.itemChange, cause == nil || change.cause == cause else { return nil }
    return (change.item, change.selected)
  }
}

func same(_ a: [(item: Int, selected: Bool)], _ b: [(item: Int, selected: Bool)]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { $0.item == $1.item && $0.selected == $1.selected }
}

func point(_ p: Point) -> String { "\(ScriptPrinter.number(p.x)),\(ScriptPrinter.number(p.y))" }

/// An entry in a script's words: `select 3 (drag) at 0.25`, `offset 40 at 0.5`.
func describe(_ entry: Entry) -> String {
  let time = ScriptPrinter.number(entry.time)
  switch entry.change {
  case .item(let item, let selected, let cause):
    return "\(selected ? "select" : "deselect") \(item) (\(cause.rawValue)) at \(time)"
  case .offset(let offset): return "offset \(ScriptPrinter.number(offset)) at \(time)"
  }
}
