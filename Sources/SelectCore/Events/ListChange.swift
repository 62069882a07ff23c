/// A change of the list (SPEC 2.7), as what it does to the indices: an item put in, taken out, or
/// moved. Everything an engine keeps by index goes through ``newIndex(of:)``.
package enum ListChange: Hashable, Sendable {
  /// A new item is put at this index; the items from it on move up by one.
  case insert(Int)
  /// The item at this index leaves; the items after it move down by one.
  case remove(Int)
  /// The item at `from` moves so that it is at `to`; the items between move by one.
  case reorder(from: Int, to: Int)

  /// The index the item at `index` has after the change: `nil` for the item removed.
  ///
  /// - Complexity: O(1).
  package func newIndex(of index: Int) -> Int? {
    switch self {
    case .insert(let at): return index >= at ? index + 1 : index
    case .remove(let at): return index == at ? nil : index > at ? index - 1 : index
    case .reorder(let from, let to):
      if index == from { return to }
      if from < to && from < index && index <= to { return index - 1 }
      if to < from && to <= index && index < from { return index + 1 }
      return index
    }
  }

  /// The index before the change of the item at `index` after it: `nil` for the item inserted.
  ///
  /// - Complexity: O(1).
  package func oldIndex(of index: Int) -> Int? {
    switch self {
    case .insert(let at): return index == at ? nil : index > at ? index - 1 : index
    case .remove(let at): return index >= at ? index + 1 : index
    case .reorder(let from, let to):
      return ListChange.reorder(from: to, to: from).newIndex(of: index)
    }
  }

  /// The index of the item the change takes out (`nil` for an insert or a move).
  package var removal: Int? {
    if case .remove(let at) = self { return at }
    return nil
  }

  /// The index of the item the change puts in or moves, after it (`nil` for a removal).
  package var arrival: Int? {
    switch self {
    case .insert(let at): at
    case .remove: nil
    case .reorder(_, let to): to
    }
  }

  /// The number of items whose indices the change moves by one, of `count` before it (the item
  /// moved by a `reorder` included): those `list-frames restack` moves.
  package func passedCount(in count: Int) -> Int {
    switch self {
    case .insert(let at): count - at
    case .remove(let at): count - at - 1
    case .reorder(let from, let to): Swift.max(from, to) - Swift.min(from, to) + 1
    }
  }

  /// The number of items after the change, of `count` before it.
  package func count(after count: Int) -> Int {
    switch self {
    case .insert: count + 1
    case .remove: count - 1
    case .reorder: count
    }
  }

  /// `values`, kept per index, carried through the change: `inserted` is the new item's value.
  ///
  /// - Complexity: O(*n*).
  package func carry<Value>(_ values: [Value], inserting inserted: Value) -> [Value] {
    var result = values
    switch self {
    case .insert(let at): result.insert(inserted, at: at)
    case .remove(let at): result.remove(at: at)
    case .reorder(let from, let to): result.insert(result.remove(at: from), at: to)
    }
    return result
  }

  /// `frames` carried through the change under `list-frames` (SPEC 2.7): `inserted` is the new
  /// item's frame; under `restack` the items the change passes move vertically as rows do.
  ///
  /// - Complexity: O(*n*).
  package func carry(_ frames: [Rect], inserting inserted: Rect, _ listFrames: ListFrames)
    -> [Rect]
  {
    var result = carry(frames, inserting: inserted)
    guard listFrames == .restack else { return result }
    func shift(_ indices: Range<Int>, by dy: Double) {
      for index in indices { result[index].y += dy }
    }
    switch self {
    case .insert(let at): shift((at + 1)..<result.count, by: inserted.height)
    case .remove(let at): shift(at..<result.count, by: -frames[at].height)
    case .reorder(let from, let to):
      // The items passed, by their new indices, and the sum of their heights in index order.
      let passed = from < to ? from..<to : (to + 1)..<(from + 1)
      let passedHeight = passed.reduce(0.0) { $0 + result[$1].height }
      let height = frames[from].height
      shift(passed, by: from < to ? -height : height)
      result[to].y += from < to ? passedHeight : -passedHeight
    }
    return result
  }
}

extension ListChange {
  /// How far `list-offset content` moves the offset through this change of `frames` seen from
  /// `offset` (SPEC 2.7): by the height of an item inserted before the top item (the first, by
  /// index, whose frame reaches below the offset), back by that of one removed before it; a move
  /// counts as its removal, then its insert.
  ///
  /// - Complexity: O(*n*) to find the top item.
  package func offsetShift(of frames: [Rect], inserting inserted: Rect, from offset: Double)
    -> Double
  {
    offsetShift(
      top: frames.firstIndex { $0.maxY > offset } ?? frames.count, inserting: inserted,
      height: { frames[$0].height })
  }

  /// How far `list-offset content` moves the offset through this change, the top item being at
  /// index `top` and `height` giving the height of the item at an index, before the change.
  ///
  /// - Complexity: O(1), and a call of `height`.
  package func offsetShift(top: Int, inserting inserted: Rect, height: (Int) -> Double)
    -> Double
  {
    var top = top
    switch self {
    case .insert(let at): return at < top ? inserted.height : 0
    case .remove(let at): return at < top ? -height(at) : 0
    case .reorder(let from, let to):
      let height = height(from)
      var shift = 0.0
      if from < top {
        shift -= height
        top -= 1
      }
      return to < top ? shift + height : shift
    }
  }
}
