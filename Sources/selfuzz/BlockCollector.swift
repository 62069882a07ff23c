import Foundation
import SelectSim

/// Gathers the workers' lines from their reader threads.
final class BlockCollector: @unchecked Sendable {
  private let lock = NSCondition()
  private var blocks: [Int: FuzzTotals] = [:]
  private var failingIterations: [Int] = []
  private var finishedReaders = 0
  private var casesSoFar = 0

  var cases: Int {
    lock.lock()
    defer { lock.unlock() }
    return casesSoFar
  }

  func add(_ line: String) {
    lock.lock()
    defer { lock.unlock() }
    if let (index, totals) = WorkerProtocol.parseBlock(Substring(line)) {
      blocks[index] = totals
      casesSoFar += totals.cases
    } else if line.hasPrefix("failure "), let iteration = Int(line.dropFirst(8)) {
      failingIterations.append(iteration)
    }
  }

  func finishReader() {
    lock.lock()
    finishedReaders += 1
    lock.broadcast()
    lock.unlock()
  }

  func waitForReaders(count: Int) {
    lock.lock()
    while finishedReaders < count { lock.wait() }
    lock.unlock()
  }

  /// The totals of the leading run of finished blocks (so that the iterations reported are a
  /// prefix, reproducible with `--iterations`), and the earliest failure, rerun here to report.
  func result(settings: FuzzSettings) -> (totals: FuzzTotals, failure: FoundFailure?) {
    lock.lock()
    defer { lock.unlock() }
    var totals = FuzzTotals()
    var index = 0
    while let block = blocks[index] {
      totals.add(block)
      index += 1
    }
    guard let first = failingIterations.min() else { return (totals, nil) }
    let fuzzer = Fuzzer(options: settings.fuzzOptions)
    let (scenario, result, _) = fuzzer.runCase(first)
    guard let failure = result.failure else { return (totals, nil) }
    return (totals, FoundFailure(iteration: first, scenario: scenario, failure: failure))
  }
}
