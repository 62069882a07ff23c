/// An engine that can be told the calls a case will make before it makes them: one in another
/// process writes their requests ahead of the replies (``RequestPipeline``).
package protocol CallLookahead {
  /// The case's calls from now on, in order; the case may stop before the last (at a failure).
  /// Only a case whose calls cannot depend on the replies is announced: one with no auto-scroll
  /// step (SPEC 3.4), whose times the harness's state decides.
  func announce(_ calls: [RequestPipeline.Call])
}
