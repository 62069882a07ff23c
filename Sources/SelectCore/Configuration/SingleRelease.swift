/// What an `up` does in single mode under `single-commit` `press` and `follow` (SPEC 3.3,
/// `single-release`).
public enum SingleRelease: String, CaseIterable, Hashable, Sendable {
  /// Nothing: the press (and the moves) committed already (Tk's listbox; the default).
  case ignore
  /// After a `down` on no item or on the item selected then, the `up` taps the item under the
  /// finger: Qt's `QAbstractItemView::mouseReleaseEvent` applies the release's selection command
  /// when the press made none (`noSelectionOnMousePress`).
  case retap
}
