/// What `selectAll` does in single mode (SPEC 3.3, `single-select-all`).
public enum SingleSelectAll: String, CaseIterable, Hashable, Sendable {
  /// Selects the first item `canSelect` allows when nothing is selected (SPEC 2.6 under the
  /// effective limit of 1; the default).
  case first
  /// Nothing: Qt's `QAbstractItemView::selectAll()` has `case SingleSelection: break;`.
  case ignore
}
