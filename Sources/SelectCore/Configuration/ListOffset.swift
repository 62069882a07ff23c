/// What a change of the list does to the offset when the rows restack (SPEC 2.7, `list-offset`).
public enum ListOffset: String, CaseIterable, Hashable, Sendable {
  /// Nothing: the offset stays (clamped), so a change above the viewport moves the items shown
  /// (the default; Qt's `QListView` keeps its scroll position).
  case stay
  /// The offset moves with the items above the viewport, so that the items shown stay where they
  /// are: by an inserted item's height when it goes before the top item, back by a removed one's
  /// when it was before it. A Tk listbox moves its top index so (`ListboxInsertSubCmd`,
  /// `ListboxDeleteSubCmd`, `generic/tkListbox.c`: "the elements previously visible stay
  /// visible").
  case content
}
