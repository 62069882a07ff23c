/// What a `down` that follows the last one closely does (SPEC 2.4, `double-press`).
public enum DoublePress: String, CaseIterable, Hashable, Sendable {
  /// A press like any other (the default).
  case press
  /// A double press (at most 500 ms and 5 points from the last `down`) is ignored, and its
  /// touch takes up the touch before it: Tk binds `<Double-1>` to an empty script ("Ignore
  /// double clicks so that users can define their own behaviors", `library/listbox.tcl`), and
  /// two presses are a double click within `NEARBY_MS` (500) and `NEARBY_PIXELS` (5) of each
  /// other (`generic/tkBind.c`).
  case ignore
}
