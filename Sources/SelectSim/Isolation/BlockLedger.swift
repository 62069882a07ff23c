/// The bookkeeping of a fuzz run split into blocks across worker processes: which blocks to hand
/// out next, what each reported, the lowest failure, and the totals one process would have
/// printed. No processes here: the campaign feeds it what the workers said, so tests can too.
///
/// Blocks are handed out on demand in iteration order (work stealing: a worker on a busy core
/// simply takes fewer). The reported failure is the lowest failing iteration whatever the number of
/// workers: once one is known, no block above it is handed out, blocks above it are abandoned, and
/// the run settles when every block below it has ended.
package struct BlockLedger: Sendable {
  /// A stretch of iterations handed to one worker.
  package struct Block: Hashable, Sendable {
    package var index: Int
    package var first: Int
    package var count: Int
    package var end: Int { first + count }
  }

  /// What the workers said of a block so far.
  private struct Progress: Sendable {
    var block: Block
    var totals = FuzzTotals()
    /// The last iteration reported to pass, in order.
    var lastPassed: Int?
    var ended = false
  }

  /// A failing iteration and what the worker reported of it.
  package struct Failure: Sendable {
    package var iteration: Int
    package var block: Block
    /// What failed, as the worker saw it; `nil` when a worker died without saying where.
    package var failure: RunFailure?
    /// The failing case's own figures, when the worker sent them.
    package var record: CaseRecord?
    /// The last iteration of the block known to pass before it.
    package var lastPassed: Int?
  }

  package let first: Int
  /// One past the last iteration, or `nil` for a run bounded by time.
  package let end: Int?
  package let blockSize: Int
  /// This run's slice of a sharded run: it takes blocks `shard.index`, `shard.index + shard.count`,
  /// … of the whole run's (`--shard K/N`).
  package let shard: Shard
  private var nextIndex = 0
  private var assigning = true
  private var progress: [Int: Progress] = [:]
  /// The totals of the blocks before `settledIndex`, all ended without failure.
  private var settledTotals = FuzzTotals()
  private var settledIndex = 0
  package private(set) var lowestFailure: Failure?

  package init(first: Int, count: Int?, blockSize: Int, shard: Shard = .whole) {
    self.first = first
    self.end = count.map { first + $0 }
    self.blockSize = max(1, blockSize)
    self.shard = shard
  }

  /// The first iteration of this ledger's block `index`: the whole run's block
  /// `shard.index + index * shard.count`.
  private func start(ofBlock index: Int) -> Int {
    first + (shard.index + index * shard.count) * blockSize
  }

  /// The next block to hand out, or `nil` when there is none (the range is done, the run is
  /// stopping, or every further block lies above a failure).
  package mutating func nextBlock() -> Block? {
    guard assigning else { return nil }
    let start = start(ofBlock: nextIndex)
    if let end, start >= end { return nil }
    if let failure = lowestFailure, start > failure.iteration { return nil }
    let count = end.map { min(blockSize, $0 - start) } ?? blockSize
    let block = Block(index: nextIndex, first: start, count: count)
    nextIndex += 1
    progress[block.index] = Progress(block: block)
    return block
  }

  /// No more blocks are handed out (the duration is over, or the run was interrupted).
  package mutating func stopAssigning() { assigning = false }

  /// Case `record` of block `index` passed.
  package mutating func passed(_ record: CaseRecord, block index: Int) {
    guard var entry = progress[index] else { return }
    if let failure = lowestFailure, record.iteration > failure.iteration { return }
    entry.totals.add(record)
    entry.lastPassed = record.iteration
    progress[index] = entry
  }

  /// Block `index` ended: every case in it was reported (the failing one last, if any).
  package mutating func ended(block index: Int) {
    progress[index]?.ended = true
    settle()
  }

  /// Block `index` failed at `iteration`; a lower failure than any known becomes the run's.
  package mutating func failed(
    block index: Int, at iteration: Int, failure: RunFailure?, record: CaseRecord?
  ) {
    guard let entry = progress[index] else { return }
    if let known = lowestFailure, known.iteration <= iteration { return }
    lowestFailure = Failure(
      iteration: iteration, block: entry.block, failure: failure, record: record,
      lastPassed: entry.lastPassed)
  }

  /// Block `index` will not be finished: its worker was stopped (above the failure, or the run was
  /// interrupted). Its cases do not count.
  package mutating func abandon(block index: Int) {
    progress[index] = nil
  }

  /// Whether a block's work can no longer matter: it starts above the lowest failure.
  package func isMoot(_ block: Block) -> Bool {
    guard let failure = lowestFailure else { return false }
    return block.first > failure.iteration
  }

  /// The blocks handed out and not ended or abandoned.
  package var openBlocks: [Block] {
    progress.values.filter { !$0.ended }.map(\.block).sorted { $0.index < $1.index }
  }

  /// What the ledger knows of block `index`: its last passing iteration.
  package func lastPassed(inBlock index: Int) -> Int? { progress[index]?.lastPassed }

  /// Whether nothing more can change the outcome: no block can be handed out, and every open
  /// block lies above the lowest failure.
  package var isSettled: Bool {
    if nextBlockAvailable { return false }
    return openBlocks.allSatisfy { isMoot($0) || isFailing($0) }
  }

  private func isFailing(_ block: Block) -> Bool {
    lowestFailure.map { $0.block.index == block.index } ?? false
  }

  private var nextBlockAvailable: Bool {
    guard assigning else { return false }
    let start = start(ofBlock: nextIndex)
    if let end, start >= end { return false }
    if let failure = lowestFailure, start > failure.iteration { return false }
    return true
  }

  /// Folds the leading run of ended blocks into the settled totals.
  private mutating func settle() {
    while let entry = progress[settledIndex], entry.ended,
      lowestFailure.map({ $0.block.index != settledIndex }) ?? true
    {
      settledTotals.add(entry.totals)
      progress[settledIndex] = nil
      settledIndex += 1
    }
  }

  /// The totals one process would report: every case from the first iteration on, up to and
  /// including the lowest failure, or the leading run of ended blocks when none failed.
  ///
  /// - Parameters:
  ///   - failingCase: The failing case's record, when there is a failure.
  ///   - missing: Records of cases before it in its block that the workers did not report (a
  ///     confirmation run found them).
  /// - Returns: The totals.
  package func totals(failingCase: CaseRecord?, filling missing: [CaseRecord] = []) -> FuzzTotals {
    var totals = settledTotals
    var index = settledIndex
    while let entry = progress[index] {
      if let failure = lowestFailure, failure.block.index == index {
        totals.add(entry.totals)
        for record in missing where record.iteration > (entry.lastPassed ?? entry.block.first - 1) {
          totals.add(record)
        }
        if let failingCase { totals.add(failingCase) }
        return totals
      }
      guard entry.ended else { break }
      totals.add(entry.totals)
      index += 1
    }
    return totals
  }

  /// The totals of every case known to pass from the first iteration on, without a gap: the
  /// ended blocks, then the cases the first unfinished block reported (a worker runs a block in
  /// order). What an interrupted run counts.
  package var passedPrefix: FuzzTotals {
    var totals = settledTotals
    var index = settledIndex
    while let entry = progress[index] {
      totals.add(entry.totals)
      guard entry.ended else { break }
      index += 1
    }
    return totals
  }

  /// One past the last iteration the totals count (where a run could go on from); for a whole run.
  package func nextUncounted(failingCase: CaseRecord?) -> Int {
    first + totals(failingCase: failingCase).cases
  }
}
