import SelectCore

/// The shape every engine's output must have before any check reads it (SPEC 2.5, 9): entries
/// that name items in `0..<n`, finite times and offsets, and a reported selection that is
/// ascending without repeats.
enum OutputValidation {
  /// What is wrong with `call`'s output, or `nil`.
  ///
  /// - Complexity: O(*e* + *k*) for *e* entries and *k* reported items.
  ///
  /// The entries name items of the list before the call, the selection items of the list after
  /// it (`countAfter`): a list change makes them differ (SPEC 2.7).
  static func problem(in call: Call, itemCount: Int, countAfter: Int, selectionRead: Bool)
    -> String?
  {
    for entry in call.entries {
      guard entry.time.isFinite else {
        return "an entry has time \(entry.time), not a finite number"
      }
      switch entry.change {
      case .item(let item, _, _):
        if item < 0 || item >= itemCount {
          return
            "entry '\(CheckWording.describe(entry))' names item \(item), but the items are 0..<\(itemCount)"
        }
      case .offset(let offset):
        if !offset.isFinite { return "an offset entry holds \(offset), not a finite number" }
      }
    }
    if !call.reportedOffset.isFinite {
      return "the engine reports offset \(call.reportedOffset), not a finite number"
    }
    guard selectionRead else { return nil }
    var previous = -1
    for item in call.reportedSelection {
      if item < 0 || item >= countAfter {
        return "the reported selection names item \(item), but the items are 0..<\(countAfter)"
      }
      if item <= previous {
        return
          "the reported selection \(Self.list(call.reportedSelection)) is not ascending without repeats (SPEC 2.5)"
      }
      previous = item
    }
    return nil
  }

  /// A list of indices, cut short when long.
  static func list(_ items: [Int]) -> String {
    let shown = items.prefix(12).map(String.init).joined(separator: " ")
    return "[" + shown + (items.count > 12 ? " … (\(items.count) in all)" : "") + "]"
  }
}
