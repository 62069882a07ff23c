/// Which items are selected, what the policy allows, and the selection as it was when the current
/// range drag anchored.
///
/// Every query and change costs O(log₆₄ *n*) or less, O(log *n*) once the list has changed, so
/// the engine never scans the items. Items
/// are kept by identity (SPEC 2.7): until the list first changes, item *i* is at index *i*; from
/// then on an ``ItemOrder`` says which item is at each index and finds the nearest selected or
/// selectable one in index order, in O(log *n*), so that a change of the list costs O(log *n*)
/// too.
package struct SelectionState: Sendable {
  /// The selected items, by identity.
  private(set) var selected: IndexBitmap
  /// Items `canSelect` allows that are not selected: what `selectAll` walks.
  private var selectable: IndexBitmap
  private var selectVetoed: IndexBitmap
  private var deselectVetoed: IndexBitmap
  /// The list's order since its first change (`nil` before: identity and index are one).
  private var order: ItemOrder?
  /// The number of items.
  package private(set) var itemCount: Int
  /// The most items that may be selected (SPEC 2.3), after the mode's own cap.
  package internal(set) var capacity: Int

  /// The journal keeps the state each item had when it opened, for the items changed since.
  private var journalStamp: [UInt32]
  private var journalValue: [Bool]
  private var journalGeneration: UInt32 = 0
  private var journalOpen = false

  init(configuration: Configuration) {
    let count = configuration.frames.count
    itemCount = count
    selected = IndexBitmap(capacity: count)
    var selectable = IndexBitmap(filledTo: count)
    var selectVetoed = IndexBitmap(capacity: count)
    var deselectVetoed = IndexBitmap(capacity: count)
    for item in configuration.vetoSelect { selectVetoed.insert(item) }
    for item in configuration.vetoDeselect { deselectVetoed.insert(item) }
    self.selectVetoed = selectVetoed
    self.deselectVetoed = deselectVetoed
    for item in configuration.vetoSelect { selectable.remove(item) }
    for item in configuration.initialSelection {
      selected.insert(item)
      selectable.remove(item)
    }
    self.selectable = selectable
    capacity = configuration.capacity
    journalStamp = Array(repeating: 0, count: count)
    journalValue = Array(repeating: false, count: count)
  }

  package var count: Int { selected.count }
  package var isFull: Bool { selected.count >= capacity }

  /// The identity of the item at `index`, which the engine keys what it remembers of an item by.
  ///
  /// - Complexity: O(1) before the list's first change, O(log *n*) expected after it.
  package func identity(at index: Int) -> Int { order?.item(at: index) ?? index }

  /// The identities of the items at `indices`, in index order.
  ///
  /// - Complexity: O(*k* + log *n*) expected for *k* indices.
  package func identities(in indices: Range<Int>) -> [Int] {
    order?.items(in: indices) ?? Array(indices)
  }

  /// The index of the item with identity `identity`, `nil` for one removed.
  ///
  /// - Complexity: as ``identity(at:)``.
  package func index(of identity: Int) -> Int? {
    guard let order else { return identity }
    return order.index(of: identity)
  }

  /// Whether the list has changed (SPEC 2.7): from then on identities and indices differ.
  package var listHasChanged: Bool { order != nil }

  /// The number of identities given so far: every per-item array keyed by identity has as many.
  package var identityCount: Int { order?.identityCount ?? itemCount }

  package func contains(_ item: Int) -> Bool { selected.contains(identity(at: item)) }
  package func canSelect(_ item: Int) -> Bool { !selectVetoed.contains(identity(at: item)) }
  package func canDeselect(_ item: Int) -> Bool { !deselectVetoed.contains(identity(at: item)) }

  /// The lowest selected item after `item` (pass -1 for the first).
  package func selected(after item: Int) -> Int? {
    guard let order else { return selected.next(after: item) }
    return order.first(.selected, atOrAfter: item + 1)
  }
  /// The highest selected item.
  package var lastSelected: Int? { lastSelected(before: itemCount) }
  /// The highest selected item below `item`.
  package func lastSelected(before item: Int) -> Int? {
    guard let order else { return selected.previous(before: item) }
    return order.last(.selected, before: item)
  }
  package func selectable(after item: Int) -> Int? {
    guard let order else { return selectable.next(after: item) }
    return order.first(.selectable, atOrAfter: item + 1)
  }

  /// Sets `item`'s state, journaling its old state while a journal is open (unless told not to
  /// remember it).
  mutating func set(_ item: Int, selected value: Bool, remembering: Bool = true) {
    let id = identity(at: item)
    if remembering && journalOpen && journalStamp[id] != journalGeneration {
      journalStamp[id] = journalGeneration
      journalValue[id] = selected.contains(id)
    }
    if value {
      selected.insert(id)
      selectable.remove(id)
    } else {
      selected.remove(id)
      if !selectVetoed.contains(id) { selectable.insert(id) }
    }
    order?.set(.selected, of: id, to: value)
    order?.set(.selectable, of: id, to: selectable.contains(id))
  }

  /// Starts remembering the selection as it is now (a range drag's `S0`).
  ///
  /// - Complexity: O(1), amortized.
  mutating func openJournal() {
    if journalGeneration == UInt32.max {
      journalGeneration = 0
      for item in journalStamp.indices { journalStamp[item] = 0 }
    }
    journalGeneration += 1
    journalOpen = true
  }

  mutating func closeJournal() { journalOpen = false }

  /// Whether `item` was selected when the journal opened.
  func wasSelected(_ item: Int) -> Bool {
    let id = identity(at: item)
    return journalStamp[id] == journalGeneration ? journalValue[id] : selected.contains(id)
  }

  /// The selected items in ascending order.
  ///
  /// - Complexity: O(*n* / 4096 + *k*) for *k* selected items of *n*; O(*k* log *n*) at
  ///   most once the list has changed.
  var items: [Int] {
    var result: [Int] = []
    readItems(into: &result)
    return result
  }

  /// Replaces the contents of `buffer` with ``items``, keeping its storage.
  func readItems(into buffer: inout [Int]) {
    guard let order else { return selected.members(into: &buffer) }
    order.indices(of: .selected, into: &buffer)
  }

  /// Carries the state through a change of the list (SPEC 2.7): every item keeps its state, its
  /// vetoes and what the journal remembers of it; an inserted item is unselected, vetoed in
  /// neither direction, and counts as unselected in an open journal (a range drag's `S0`).
  ///
  /// - Complexity: O(log *n*) expected, and O(*n*) once, at the list's first change, to number
  ///   its items.
  mutating func carry(through change: ListChange, selectionByItem: Bool = true) {
    let before = selectionByItem ? [] : items
    var order =
      self.order
      ?? ItemOrder(count: itemCount) { mark, item in
        mark == .selected ? selected.contains(item) : selectable.contains(item)
      }
    self.order = nil  // so that the tree is changed in place, not copied
    switch change {
    case .insert(let index):
      let id = order.insert(at: index, marks: [.selectable])
      for set in [\Self.selected, \.selectable, \.selectVetoed, \.deselectVetoed] {
        self[keyPath: set].reserve(id + 1)
      }
      selectable.insert(id)
      journalStamp.append(journalOpen ? journalGeneration : 0)
      journalValue.append(false)
    case .remove(let index):
      let id = order.remove(at: index)
      selected.remove(id)
      selectable.remove(id)
    case .reorder(let from, let to):
      order.move(from: from, to: to)
    }
    self.order = order
    itemCount = change.count(after: itemCount)
    if !selectionByItem { keepByIndex(before) }
  }

  /// A planted bug's: the selection stays by index, `selected` (the indices before the change)
  /// cut to the new length.
  ///
  /// - Complexity: O(*n* log *n*).
  private mutating func keepByIndex(_ selected: [Int]) {
    for item in items { set(item, selected: false, remembering: false) }
    for item in selected where item < itemCount { set(item, selected: true, remembering: false) }
  }
}
