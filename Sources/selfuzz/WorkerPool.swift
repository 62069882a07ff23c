import Foundation
import SelectSim

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
