import SelectCore

/// Events for the same list with its items in the opposite order (item `i` of `n` is `n - 1 - i`):
/// what a decoy engine is fed (``Scenario/decoy``). List changes that are in place change the
/// number of items (SPEC 2.7), so the mirror follows them.
struct ItemMirror {
  private(set) var itemCount: Int

  /// `event` under the mirrored indices; an event that names no item is itself.
  mutating func mirrored(_ event: Event) -> Event {
    let last = itemCount - 1
    switch event {
    case .frame(let item, let frame):
      return .frame(item: last - item, frame)
    case .insert(let index, let frame) where event.changesList(of: itemCount):
      itemCount += 1
      return .insert(at: itemCount - 1 - index, frame)
    case .remove(let index) where event.changesList(of: itemCount):
      itemCount -= 1
      return .remove(at: last - index)
    case .reorder(let from, let to):
      return .reorder(from: last - from, to: last - to)
    default:
      return event
    }
  }
}
