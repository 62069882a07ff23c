/// How range and single mode find the item under the finger (SPEC 2.1, `hit-test`).
public enum HitTest: String, CaseIterable, Hashable, Sendable {
  /// The topmost item whose frame contains the finger's content point (the default).
  case exact
  /// Tk's listbox: the finger's point moved into the viewport first (x ignored in a list, y
  /// clamped to the visible rows), then the item there; below every frame, the item that
  /// reaches lowest (`index @x,y` is `NearestListboxElement` of y alone).
  case nearest
}
