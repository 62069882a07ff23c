/// What a change of the list does to the other items' frames (SPEC 2.7, `list-frames`).
public enum ListFrames: String, CaseIterable, Hashable, Sendable {
  /// Nothing: every frame stays where it is, and a list whose items move sends `frame` events
  /// (the default; a grid of photos whose cells the app places).
  case stay
  /// The items move vertically as the rows of a list do: the items after an inserted one move
  /// down by its height, those after a removed one up by its height, and those a moved item
  /// passes by its height the other way, the moved item by theirs. Qt's `QListView` in
  /// `ListMode` lays its rows out again in `TopToBottom` flow (`QListView::flow`), and a Tk
  /// listbox draws its lines one after another (`DisplayListbox`, `generic/tkListbox.c`).
  case restack
}
