import Foundation
import SelectCore
import SelectSim

/// How `--jobs N` splits a run: iterations come in blocks of ``blockSize``; worker `j` of `N` runs
/// blocks `j`, `j + N`, `j + 2N`, … and reports each block's totals on its own line. Totals add up
/// in any order, so the parent reports what one process would: the same fingerprint.
enum WorkerProtocol {
  static let blockSize = 64

  /// `block <index> <cases> <events> <calls> <fingerprint sum> <coverage counts…>`
  static func blockLine(_ index: Int, _ totals: FuzzTotals) -> String {
    ([
      "block", String(index), String(totals.cases), String(totals.events), String(totals.calls),
      String(totals.fingerprintSum),
    ]
      + totals.coverage.counts.map(String.init)).joined(separator: " ")
  }

  static func parseBlock(_ line: Substring) -> (index: Int, totals: FuzzTotals)? {
    let words = line.split(separator: " ")
    guard words.count > 6, words[0] == "block", let index = Int(words[1]),
      let cases = Int(words[2]),
      let events = Int(words[3]), let calls = Int(words[4]), let sum = UInt64(words[5]),
      let coverage = CoverageTally(counts: words[6...].compactMap { Int($0) })
    else { return nil }
    var totals = FuzzTotals()
    totals.cases = cases
    totals.events = events
    totals.calls = calls
    totals.fingerprintSum = sum
    totals.coverage = coverage
    return (index, totals)
  }
}

/// `selfuzz worker …`: one worker process of `--jobs` (not for people; not in the top help).
enum WorkerCommand {
  static let help = """
    USAGE: selfuzz worker --job J --of N [fuzz options]

    One worker process of `selfuzz --jobs N`: runs blocks J, J + N, J + 2N, … of 64 iterations
    each and prints each block's totals on a line for the parent process.
    """

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    guard let job = try arguments.integer("--job", in: 0...255),
      let jobs = try arguments.integer("--of", in: 1...256)
    else {
      throw arguments.usage("worker needs --job J --of N")
    }
    var settings = try FuzzCommand.parse(&arguments)
    settings.jobs = 1
    let fuzzer = Fuzzer(options: settings.fuzzOptions)
    let start = ContinuousClock.now
    let limit = settings.iterations ?? Int(Int32.max)
    var block = job
    while block * WorkerProtocol.blockSize < limit {
      if let duration = settings.duration, (ContinuousClock.now - start).seconds >= duration {
        break
      }
      let first = block * WorkerProtocol.blockSize
      let range = first..<min(first + WorkerProtocol.blockSize, limit)
      let (totals, failure) = fuzzer.run(range)
      if let failure {
        FileHandle.standardOutput.write(Data("failure \(failure.iteration)\n".utf8))
        return .failure
      }
      FileHandle.standardOutput.write(Data((WorkerProtocol.blockLine(block, totals) + "\n").utf8))
      block += jobs
    }
    return .success
  }
}

/// Runs a fuzz run across worker processes of this same executable and adds up their blocks.
struct WorkerPool {
  let settings: FuzzSettings

  func run(progress: ProgressLine) throws -> (totals: FuzzTotals, failure: FoundFailure?) {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    let collector = BlockCollector()
    var processes: [Process] = []
    var readers: [Thread] = []
    for job in 0..<settings.jobs {
      let process = Process()
      process.executableURL = executable
      process.arguments =
        [
          "worker", "--job", String(job), "--of", String(settings.jobs), "--seed",
          String(settings.seed), "--out", settings.out,
        ]
        + settings.options
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      processes.append(process)
      let reader = Thread {
        let handle = pipe.fileHandleForReading
        var pending = Data()
        while true {
          let chunk = handle.availableData
          if chunk.isEmpty { break }
          pending.append(chunk)
          while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
            pending.removeSubrange(pending.startIndex...newline)
            collector.add(line)
            progress.update(collector.cases)
          }
        }
        collector.finishReader()
      }
      reader.start()
      readers.append(reader)
    }
    for process in processes { process.waitUntilExit() }
    collector.waitForReaders(count: settings.jobs)
    for process in processes where process.terminationStatus != 0 && process.terminationStatus != 1
    {
      throw WorkerError(status: process.terminationStatus)
    }
    return collector.result(settings: settings)
  }
}

struct WorkerError: Error, CustomStringConvertible {
  var status: Int32
  var description: String { "a worker process exited with status \(status)" }
}

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
