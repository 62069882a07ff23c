import SelectCore

/// A change of the list at one position (SPEC 2.7), as the picture shows it: the item that
/// arrives, leaves or moves, by its identity, and the frames the change sets.
///
/// The picture names every item it draws by an *identity* that the item keeps through the run's
/// list changes: a setup item's is its index in the setup, an inserted item's the next number
/// after the last one given (the setup's count for the first insert). Indices, as everywhere in
/// the SPEC, are the items' indices at the time.
struct PictureListChange {
  /// What happened to the list, by index: the item put in, taken out or moved.
  var change: ListChange
  /// The identity of the item put in, taken out or moved.
  var item: Int
  /// The frames the change set, by identity: the inserted item's, and any other item's that
  /// moved with the change; ascending by index after the change.
  var frames: [(item: Int, frame: Rect)]

  /// The change `event` made to a list whose items were `identities` with `before` frames and
  /// whose frames are `after` after it; `next` is the identity an inserted item takes.
  ///
  /// - Returns: The change, or `nil` when `event` is not a list change in place.
  /// - Complexity: O(*n*) for *n* items.
  init?(_ event: Event, identities: [Int], before: [Rect], after: [Rect], next: Int) {
    guard let change = event.listChange, event.changesList(of: identities.count) else {
      return nil
    }
    self.change = change
    let carried = change.carry(identities, inserting: next)
    switch change {
    case .insert: item = next
    case .remove(let index): item = identities[index]
    case .reorder(_, let to): item = carried[to]
    }
    frames = after.indices.compactMap { index in
      let old = change.oldIndex(of: index)
      guard old.map({ before[$0] != after[index] }) ?? true else { return nil }
      return (carried[index], after[index])
    }
  }

  /// The inserted item's frame, for an insert.
  var insertedFrame: Rect? {
    guard case .insert = change else { return nil }
    return frames.first { $0.item == item }?.frame
  }

  /// `identities` as the change leaves them: the list's identities by index.
  ///
  /// - Complexity: O(*n*).
  func carry(_ identities: [Int]) -> [Int] {
    change.carry(identities, inserting: item)
  }

  /// What the page's script replays: `["insert", index, identity]`, `["remove", index]` or
  /// `["reorder", from, to]`.
  var json: String {
    switch change {
    case .insert(let index): "[\"insert\",\(index),\(item)]"
    case .remove(let index): "[\"remove\",\(index)]"
    case .reorder(let from, let to): "[\"reorder\",\(from),\(to)]"
    }
  }

  /// The class the page gives the item: `arrived`, `leaving` or `moved`.
  var itemClass: String {
    switch change {
    case .insert: "arrived"
    case .remove: "leaving"
    case .reorder: "moved"
    }
  }

  /// The tag the picture puts beside the item: `inserted`, `removed`, `moved from 1`.
  var tag: String {
    switch change {
    case .insert: "inserted"
    case .remove: "removed"
    case .reorder(let from, _): "moved from \(from)"
    }
  }

  /// What the panel says of it: `a new item at 2`, `the item at 3 removed`, `the item at 1 moved
  /// to 5`.
  var summary: String {
    switch change {
    case .insert(let index): "a new item at \(index)"
    case .remove(let index): "the item at \(index) removed"
    case .reorder(let from, let to): "the item at \(from) moved to \(to)"
    }
  }
}
