/// How `determinism` is checked in one run (SPEC 4, 9): by a twin in this process, fed each call
/// right after the engine, with a decoy engine on another layout fed the same calls in between
/// (so that state shared by the engines of a process shows); and by a twin in a fresh process, fed
/// the run's calls afterwards (so that what differs from process to process shows, as a `Set`'s
/// order does).
package struct DeterminismPlan: Sendable {
  /// Whether a twin runs in this process, interleaved with the engine.
  package var sameProcess: Bool
  /// Whether a decoy engine on the scenario with its items in reverse order runs between the
  /// engine's calls and the twin's.
  package var decoy: Bool
  /// The kind of the twin in a fresh process, or `nil` for none.
  package var freshProcess: EngineKind?

  package init(sameProcess: Bool = true, decoy: Bool = true, freshProcess: EngineKind? = nil) {
    self.sameProcess = sameProcess
    self.decoy = decoy
    self.freshProcess = freshProcess
  }

  /// A twin in this process with a decoy, and none in a fresh one: what a run in a library call
  /// gets.
  package static let inProcess = DeterminismPlan()
}
