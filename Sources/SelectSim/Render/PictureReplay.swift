import SelectCore

/// A run replayed position by position as the picture shows it: the list's items, each item's
/// frame and the selection, from the positions' entries, list changes and frames alone.
///
/// The page's script replays the same way, so that the opening position drawn here and every
/// position the step control shows agree: a position's item entries apply first, each to the
/// item at its index in the list as it was before the position's list change (SPEC 2.5, 2.7: a
/// removal's entry names the item's index before the removal), then the change, then the frames.
struct PictureReplay {
  /// The identity of the item at each index (``PictureListChange``).
  private(set) var identities: [Int]
  /// Every item's frame, by identity: the last a position set, else its first.
  private(set) var frames: [Rect]
  /// Whether each item is selected, by identity.
  private(set) var selected: [Bool]
  /// The list change the last position applied made, if it made one.
  private(set) var lastChange: PictureListChange?
  /// The items the last position's item entries named, by identity.
  private(set) var changed: Set<Int> = []

  /// The state before the first position of `timeline`: its setup's items and selection.
  ///
  /// - Complexity: O(*n*) for *n* items, inserted ones included.
  init(timeline: PictureTimeline) {
    let setupCount = timeline.setupItemCount
    identities = Array(0..<setupCount)
    frames = timeline.firstFrames
    selected = [Bool](repeating: false, count: frames.count)
    for item in timeline.initialSelection where (0..<setupCount).contains(item) {
      selected[item] = true
    }
  }

  /// Applies `position`: its item entries, its list change, its frames.
  ///
  /// An entry that names no item (an engine's fault) is left out, as the page's script leaves it.
  ///
  /// - Complexity: O(*e*) for *e* entries, plus O(*n*) for a list change.
  mutating func apply(_ position: PicturePosition) {
    changed = []
    for entry in position.entries {
      guard case .item(let index, let isSelected, _) = entry.change,
        identities.indices.contains(index)
      else { continue }
      selected[identities[index]] = isSelected
      changed.insert(identities[index])
    }
    lastChange = position.listChange
    if let change = position.listChange { identities = change.carry(identities) }
    for (item, frame) in position.frameChanges where frames.indices.contains(item) {
      frames[item] = frame
    }
  }

  /// The selected items by index, ascending.
  ///
  /// - Complexity: O(*n*).
  var selection: [Int] { identities.indices.filter { selected[identities[$0]] } }

  /// The index of every item in the list, by identity; `nil` for an item not in it (not yet
  /// inserted, or removed).
  ///
  /// - Complexity: O(*n*).
  var indices: [Int?] {
    var result = [Int?](repeating: nil, count: frames.count)
    for (index, item) in identities.enumerated() { result[item] = index }
    return result
  }

  /// The item the last position's list change took out, if it took one out: the page shows it
  /// there, faded, where it was.
  var removedItem: Int? {
    guard let lastChange, case .remove = lastChange.change else { return nil }
    return lastChange.item
  }
}
