/// Which of the three seed behaviours the engine models (SPEC 3).
public enum SelectionMode: String, CaseIterable, Hashable, Sendable {
  /// Drag to paint a selection; the first item touched fixes select or deselect (SPEC 3.1).
  case paint
  /// Drag to select the range between an anchor and the finger (SPEC 3.2).
  case range
  /// Tap to make one item the selection (SPEC 3.3).
  case single
}
