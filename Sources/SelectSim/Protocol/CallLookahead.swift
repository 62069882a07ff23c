/// An engine that can be told the calls a case will make before it makes them: one in another
/// process writes their requests ahead of the replies (``RequestPipeline``).
package protocol CallLookahead {
  /// The case's next calls, in order, as far as none can depend on a reply: its lines up to the
  /// first after which a finger is down in a hotspot (an auto-scroll step's time, SPEC 3.4, is
  /// the harness's state's to decide). The case may stop before the last (at a failure), and
  /// announces again once all were made.
  func announce(_ calls: [RequestPipeline.Call])
}
