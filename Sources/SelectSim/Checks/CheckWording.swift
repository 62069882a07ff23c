import SelectCore

/// How the checks' messages name things, in a script's words.
enum CheckWording {
  /// A list of item changes: `select 3, deselect 5`, or `none`.
  static func describe(_ changes: [ItemChange]) -> String {
    changes.isEmpty
      ? "none"
      : changes.map { "\($0.selected ? "select" : "deselect") \($0.item)" }.joined(separator: ", ")
  }

  /// An entry: `select 3 (drag) at 0.25`, `offset 40 at 0.5`.
  static func describe(_ entry: Entry) -> String {
    let time = ScriptPrinter.number(entry.time)
    switch entry.change {
    case .item(let item, let selected, let cause):
      return "\(selected ? "select" : "deselect") \(item) (\(cause.rawValue)) at \(time)"
    case .offset(let offset): return "offset \(ScriptPrinter.number(offset)) at \(time)"
    }
  }

  /// A point as a script writes it: `12,40.5`.
  static func point(_ point: Point) -> String {
    "\(ScriptPrinter.number(point.x)),\(ScriptPrinter.number(point.y))"
  }
}
