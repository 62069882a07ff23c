import SelectCore

/// One item's change, as the checks compare them: which item, and whether it became selected.
struct ItemChange: Hashable, Sendable {
  var item: Int
  var selected: Bool
}

extension [Entry] {
  /// The item changes of these entries with `cause` (any cause for `nil`), in order.
  func itemChanges(cause: Entry.Cause? = nil) -> [ItemChange] {
    compactMap { entry in
      guard let change = entry.itemChange, cause == nil || change.cause == cause else { return nil }
      return ItemChange(item: change.item, selected: change.selected)
    }
  }
}

extension Entry {
  /// Whether this is an item's entry with cause `tap`.
  var isTap: Bool {
    if case .item(_, _, .tap) = change { return true }
    return false
  }
}
