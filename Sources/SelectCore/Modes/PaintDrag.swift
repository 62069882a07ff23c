/// A paint drag in progress (SPEC 3.1).
struct PaintDrag: Sendable {
  /// Select or deselect, fixed by the first item the drag touches; `nil` until then.
  var selects: Bool?
  /// The stamp that marks the items this drag has considered.
  var number: UInt32
}
