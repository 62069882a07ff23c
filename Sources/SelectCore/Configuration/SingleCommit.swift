/// When single mode changes the selection (SPEC 3.3, `single-commit`).
public enum SingleCommit: String, CaseIterable, Hashable, Sendable {
  /// At `up`, after a tap that stayed within the slop (the custom selection view; the default).
  case tap
  /// At `down`: the item pressed becomes the selected one (Qt's `SingleSelection`, Tk's `single`).
  case press
  /// At `down` and at every `move` while the finger is down: the selection follows the finger
  /// (Qt's `SingleSelection` under a moving mouse, Tk's `browse`).
  case follow
}
