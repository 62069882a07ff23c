/// What a fuzz campaign across worker processes is asked to do.
package struct CampaignSettings: Sendable {
  /// What each worker runs: seed, modes, engine, invariants, deadlines.
  package var worker: WorkerSettings
  /// How to start a worker.
  package var launch: WorkerProcess.Launch
  /// The first iteration.
  package var first = 0
  /// How many iterations, or `nil` to run until `duration` is over.
  package var count: Int?
  /// Seconds after which no more blocks are handed out.
  package var duration: Double?
  /// Worker processes.
  package var jobs = 1
  /// Iterations handed to a worker at a time.
  package var blockSize = 64
  /// The slice of the run to do (`--shard K/N`).
  package var shard = Shard.whole

  package init(worker: WorkerSettings, launch: WorkerProcess.Launch) {
    self.worker = worker
    self.launch = launch
  }
}
