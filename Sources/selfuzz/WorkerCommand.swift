import Foundation
import SelectSim

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
