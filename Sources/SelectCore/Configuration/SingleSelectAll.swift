/// What `selectAll` does in single mode (SPEC 3.3, `single-select-all`).
public enum SingleSelectAll: String, CaseIterable, Hashable, Sendable {
  /// Selects the first item `canSelect` allows when nothing is selected (SPEC 2.6 under the
  /// effective limit of 1; the default).
  case first
  /// Nothing: Qt's `QAbstractItemView::selectAll()` has `case SingleSelection: break;`.
  case ignore
  /// The active item alone, the item under the finger at the last `up` (item 0 before any): Tk's
  /// `tk::ListboxSelectAll` in `single` and `browse` mode, `$w selection clear 0 end` /
  /// `$w selection set active`, where `<ButtonRelease-1>` runs `%W activate @%x,%y`.
  case active
}
