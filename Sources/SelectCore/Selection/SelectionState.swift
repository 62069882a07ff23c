/// Which items are selected, what the policy allows, and the selection as it was when the current
/// range drag anchored.
///
/// Every query and change costs O(log₆₄ *n*) or less, so the engine never scans the items.
package struct SelectionState: Sendable {
  /// The selected items.
  private(set) var selected: IndexBitmap
  /// Items `canSelect` allows that are not selected: what `selectAll` walks.
  private var selectable: IndexBitmap
  private var selectVetoed: IndexBitmap
  private var deselectVetoed: IndexBitmap
  /// The most items that may be selected (SPEC 2.3), after the mode's own cap.
  package internal(set) var capacity: Int

  /// The journal keeps the state each item had when it opened, for the items changed since.
  private var journalStamp: [UInt32]
  private var journalValue: [Bool]
  private var journalGeneration: UInt32 = 0
  private var journalOpen = false

  init(configuration: Configuration) {
    let count = configuration.frames.count
    selected = IndexBitmap(capacity: count)
    selectable = IndexBitmap(capacity: count)
    var selectVetoed = IndexBitmap(capacity: count)
    var deselectVetoed = IndexBitmap(capacity: count)
    for item in configuration.vetoSelect { selectVetoed.insert(item) }
    for item in configuration.vetoDeselect { deselectVetoed.insert(item) }
    self.selectVetoed = selectVetoed
    self.deselectVetoed = deselectVetoed
    for item in 0..<count where !selectVetoed.contains(item) { selectable.insert(item) }
    for item in configuration.initialSelection {
      selected.insert(item)
      selectable.remove(item)
    }
    capacity = configuration.capacity
    journalStamp = Array(repeating: 0, count: count)
    journalValue = Array(repeating: false, count: count)
  }

  package var count: Int { selected.count }
  /// The number of items.
  package var itemCount: Int { selected.capacity }
  package var isFull: Bool { selected.count >= capacity }

  package func contains(_ item: Int) -> Bool { selected.contains(item) }
  package func canSelect(_ item: Int) -> Bool { !selectVetoed.contains(item) }
  package func canDeselect(_ item: Int) -> Bool { !deselectVetoed.contains(item) }

  /// The lowest selected item after `item` (pass -1 for the first).
  package func selected(after item: Int) -> Int? { selected.next(after: item) }
  /// The highest selected item.
  package var lastSelected: Int? { lastSelected(before: selected.capacity) }
  /// The highest selected item below `item`.
  package func lastSelected(before item: Int) -> Int? { selected.previous(before: item) }
  package func selectable(after item: Int) -> Int? { selectable.next(after: item) }

  /// Sets `item`'s state, journaling its old state while a journal is open (unless told not to
  /// remember it).
  mutating func set(_ item: Int, selected value: Bool, remembering: Bool = true) {
    if remembering && journalOpen && journalStamp[item] != journalGeneration {
      journalStamp[item] = journalGeneration
      journalValue[item] = selected.contains(item)
    }
    if value {
      selected.insert(item)
      selectable.remove(item)
    } else {
      selected.remove(item)
      if canSelect(item) { selectable.insert(item) }
    }
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
    journalStamp[item] == journalGeneration ? journalValue[item] : selected.contains(item)
  }

  /// The selected items in ascending order.
  ///
  /// - Complexity: O(*n* / 4096 + *k*) for *k* selected items of *n*.
  var items: [Int] {
    selected.members
  }

  /// Carries the state through a change of the list (SPEC 2.7): every item keeps its state, its
  /// vetoes and what the journal remembers of it; an inserted item is unselected, vetoed in
  /// neither direction, and counts as unselected in an open journal (a range drag's `S0`).
  ///
  /// - Complexity: O(*n*): the sets are built again (issue 26 is to make it O(log *n*)).
  mutating func carry(through change: ListChange, selectionByItem: Bool = true) {
    let count = change.count(after: itemCount)
    let oldSelected = selected
    func carried(_ set: IndexBitmap) -> IndexBitmap {
      var result = IndexBitmap(capacity: count)
      for item in set.members {
        if let index = change.newIndex(of: item) { result.insert(index) }
      }
      return result
    }
    selected = carried(selected)
    selectable = carried(selectable)
    selectVetoed = carried(selectVetoed)
    deselectVetoed = carried(deselectVetoed)
    if case .insert(let index) = change { selectable.insert(index) }
    if !selectionByItem {
      // A planted bug's: the selection stays by index, cut to the new length.
      selected = IndexBitmap(capacity: count)
      selectable = IndexBitmap(capacity: count)
      for item in oldSelected.members where item < count { selected.insert(item) }
      for item in 0..<count where !selected.contains(item) && canSelect(item) {
        selectable.insert(item)
      }
    }
    journalStamp = change.carry(journalStamp, inserting: journalOpen ? journalGeneration : 0)
    journalValue = change.carry(journalValue, inserting: false)
  }

  /// Replaces the contents of `buffer` with ``items``, keeping its storage.
  func readItems(into buffer: inout [Int]) { selected.members(into: &buffer) }
}
