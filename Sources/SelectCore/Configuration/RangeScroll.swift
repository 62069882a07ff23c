/// What a `scroll` event does to a range drag in progress (SPEC 3.2, `range-scroll`).
public enum RangeScroll: String, CaseIterable, Hashable, Sendable {
  /// The finger's content point is sampled again: the content moved under it (the default).
  case sample
  /// Nothing until the finger's next `move` or auto-scroll step: Qt's item views and Tk's listbox
  /// select from mouse events, and a scroll bar that moves sends none.
  case wait
}
