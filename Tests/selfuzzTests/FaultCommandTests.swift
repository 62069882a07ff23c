import Foundation
import Testing

/// The lines of `output` that start with `prefix`, without it.
func lines(_ output: String, _ prefix: String) -> [String] {
  output.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map {
    String($0.dropFirst(prefix.count))
  }
}

@Suite("Faults: an engine that crashes, hangs or breaks the rules is a named failure (SPEC 9)")
struct FaultCommandTests {
  @Test("a trapping engine in a pipe: the seed, the crash, a shrunk repro that replays the crash")
  func crashInAPipe() throws {
    let folder = try scratchFolder("crash")
    let result = try selfuzz([
      "--seed", "1", "--iterations", "300", "--engine", "trap-on-rare-event", "--out", folder.path,
    ])
    #expect(result.status == 1)
    #expect(result.output.hasPrefix("seed: 1\n"), "the seed reaches the pipe first")
    let failed = try #require(lines(result.output, "FAILED: fault crash, after ").first)
    let cases = try #require(Int(failed.split(separator: " ")[0]), "\(failed)")
    #expect(failed.hasSuffix("cases (iteration \(cases - 1))"), "the first failure, counted from 1")
    #expect(result.output.contains("signal 4 (SIGILL, a Swift trap) in '"))
    #expect(result.output.contains(" frame 0 "), "the call it never returned from: a frame event")
    let saved = try #require(lines(result.output, "saved: ").first)
    let replay = try selfuzz(["replay", saved])
    #expect(replay.status == 1)
    #expect(replay.output.contains("fault crash"), "\(replay.output)")
    #expect(replay.output.contains("on trap-on-rare-event"))
  }

  @Test("the same lowest failure and fingerprint with one, two or three workers")
  func anyJobs() throws {
    var seen: Set<String> = []
    for jobs in ["1", "2", "3"] {
      let result = try selfuzz([
        "--seed", "1", "--iterations", "400", "--engine", "trap-on-rare-event", "--jobs", jobs,
        "--shrink-budget", "0", "--out", try scratchFolder("jobs-\(jobs)").path,
      ])
      #expect(result.status == 1)
      let summary = result.output.split(separator: "\n").filter {
        $0.hasPrefix("FAILED: ") || $0.hasPrefix("fingerprint: ") || $0.hasPrefix("iterations: ")
      }
      seen.insert(summary.joined(separator: "\n"))
    }
    #expect(seen.count == 1, "\(seen)")
  }

  @Test("an engine stuck in a loop is a hang at its call, shrunk and saved")
  func hang() throws {
    let folder = try scratchFolder("hang")
    let result = try selfuzz([
      "--seed", "1", "--iterations", "300", "--engine", "infinite-loop", "--call-timeout", "0.3s",
      "--out", folder.path,
    ])
    #expect(result.status == 1)
    #expect(result.output.contains("FAILED: fault hang"))
    #expect(result.output.contains("select-all' within the call deadline of 0.3 s"))
    #expect(result.output.contains("--call-timeout 0.3s"), "the commands printed keep the deadline")
  }

  @Test("a failure a fresh process does not show is flaky: exit 1, both outcomes, never a pass")
  func flaky() throws {
    let folder = try scratchFolder("flaky")
    let result = try selfuzz([
      "--seed", "1", "--iterations", "1000", "--engine", "warm-cache", "--out", folder.path,
    ])
    #expect(result.status == 1)
    #expect(result.output.contains("FAILED: fault flaky"))
    #expect(result.output.contains("in a worker: "))
    #expect(result.output.contains("in a fresh process: it passed"))
    #expect(!lines(result.output, "saved: ").isEmpty)
  }

  @Test("--jobs works when selfuzz is found on PATH from another folder")
  func onPath() throws {
    let folder = try scratchFolder("path")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "cd \(folder.path) && selfuzz --seed 5 --iterations 200 --jobs 2 | grep fingerprint",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] =
      selfuzzBinary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let direct = try selfuzz(["--seed", "5", "--iterations", "200"])
    #expect(output.hasPrefix("fingerprint: "))
    #expect(direct.output.contains(output.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  @Test("mutants finds every planted fault under its fault name with two workers")
  func plantedFaults() throws {
    let result = try selfuzz([
      "mutants", "--jobs", "2", "--call-timeout", "0.3s", "--only",
      "trap-on-rare-event,trap-in-init,infinite-loop,slow-calls,warm-cache,out-of-range-index,unsorted-selection",
    ])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("found 7/7"))
    let rows = result.output.split(separator: "\n")
    for (name, fault) in [
      ("trap-on-rare-event", "crash"), ("trap-in-init", "crash"), ("infinite-loop", "hang"),
      ("slow-calls", "hang"), ("warm-cache", "flaky"), ("out-of-range-index", "log-consistent"),
      ("unsorted-selection", "log-consistent"),
    ] {
      let row = try #require(rows.first { $0.hasPrefix(name + " ") })
      #expect(row.contains(" yes "), "\(row)")
      #expect(row.contains(" \(fault) "), "\(row)")
    }
  }
}
