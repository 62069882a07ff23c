/// Which moves tap under `single-commit` `follow` (SPEC 3.3, `single-follow`).
public enum SingleFollow: String, CaseIterable, Hashable, Sendable {
  /// Every move (Qt's `SingleSelection` applies `ClearAndSelect` at every mouse move; the
  /// default).
  case move
  /// A move onto an item other than the one the last press or move tapped: Tk's `browse`
  /// listbox returns early while the row is `Priv(listboxPrev)` (`tk::ListboxMotion`).
  case change
}
