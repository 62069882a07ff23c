/// What a fuzz campaign found.
package struct CampaignOutcome: Sendable {
  /// The cases counted: from the first iteration on, up to the failure, or every block finished.
  package var totals: FuzzTotals
  /// The first iteration not counted: where a run can go on from.
  package var nextIteration: Int
  package var failure: CampaignFailure?
  /// Whether the run was stopped from outside (Ctrl-C) before it was done.
  package var interrupted = false
}

/// The lowest failing case of a campaign, confirmed in a fresh process.
package struct CampaignFailure: Sendable {
  package var iteration: Int
  /// What to report: the failure as a fresh process confirmed it, or `flaky` with both outcomes.
  package var failure: RunFailure
  /// The failure shrink candidates must show, when a fresh process reproduces it.
  package var shrinkTarget: RunFailure?
  /// The end of the engine's log from the run that showed the failure.
  package var log: String
  /// Whether a fresh process showed it again; `false` when the run was stopped first (Ctrl-C).
  package var confirmed = true
}
