import Foundation
import Testing

@Suite("selfuzz fuzzing: seed first, summary, fingerprint, --jobs, --json (SPEC 6)")
struct FuzzCommandTests {
  func fingerprint(_ output: String) -> String? {
    output.split(separator: "\n").first { $0.hasPrefix("fingerprint: ") }.map {
      String($0.dropFirst(13))
    }
  }

  @Test("the same seed prints the same fingerprint, with one job or two")
  func sameFingerprint() throws {
    let first = try selfuzz(["--seed", "11", "--iterations", "120"])
    let second = try selfuzz(["--seed", "11", "--iterations", "120"])
    let jobs = try selfuzz(["--seed", "11", "--iterations", "120", "--jobs", "2"])
    #expect(first.status == 0)
    #expect(jobs.status == 0, "\(jobs.errors)")
    let print = try #require(fingerprint(first.output))
    #expect(print.count == 16 && print.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    #expect(fingerprint(second.output) == print)
    #expect(fingerprint(jobs.output) == print)
    #expect(try fingerprint(selfuzz(["--seed", "12", "--iterations", "120"]).output) != print)
  }

  @Test("the seed comes first; the summary names iterations, speed, events and coverage")
  func summary() throws {
    let result = try selfuzz(["--seed", "3", "--iterations", "40", "--mode", "range"])
    let lines = result.output.split(separator: "\n")
    #expect(lines.first == "seed: 3")
    #expect(lines.contains("iterations: 40"))
    #expect(lines.contains { $0.hasPrefix("scenarios per second: ") })
    #expect(lines.contains { $0.hasPrefix("events checked: ") })
    #expect(result.output.contains("hotspot dwell >= 250 ms"))
    #expect(!result.output.contains("\u{1B}["), "no progress line in a pipe")
  }

  @Test("without --seed a seed is picked and printed first")
  func pickedSeed() throws {
    let result = try selfuzz(["--iterations", "5"])
    let first = try #require(result.output.split(separator: "\n").first)
    #expect(first.hasPrefix("seed: ") && UInt64(first.dropFirst(6)) != nil)
  }

  @Test("--json prints one JSON object with the fingerprint and the statistics")
  func json() throws {
    let result = try selfuzz(["--seed", "4", "--iterations", "30", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["seed"] as? Int == 4)
    #expect(object["iterations"] as? Int == 30)
    #expect((object["fingerprint"] as? String)?.count == 16)
    // The statistics' rows, the two of list changes (SPEC 2.7) among them.
    #expect((object["statistics"] as? [String: Any])?.count == 16)
  }

  @Test(
    "bad options exit 64",
    arguments: [
      ["--iterations", "0"], ["--mode", "lasso"], ["--check", "limit,bogus"], ["--engine", "nope"],
      ["--duration", "soon"], ["--seed", "-1"], ["--jobs", "0"],
    ])
  func badOptions(arguments: [String]) throws {
    #expect(try selfuzz(arguments).status == 64)
  }
}

@Suite("selfuzz --iteration: one case replays alone (SPEC 6)")
struct SingleCaseTests {
  @Test("--iteration reruns the failing case alone and fails the same way")
  func alone() throws {
    let folder = try scratchFolder("alone")
    let found = try selfuzz([
      "--seed", "1", "--iterations", "100", "--engine", "select-before-deselect", "--out",
      folder.path,
    ])
    #expect(found.status == 1)
    let prefix = "alone: selfuzz --seed 1 --iteration "
    let line = try #require(found.output.split(separator: "\n").first { $0.contains(prefix) })
    let rest = line[line.range(of: prefix)!.upperBound...]
    let iteration = try #require(Int(rest.prefix { $0.isNumber }))
    #expect(rest.contains(" --engine select-before-deselect"))
    let alone = try selfuzz([
      "--seed", "1", "--iteration", String(iteration), "--engine", "select-before-deselect",
      "--out", folder.path,
    ])
    #expect(alone.status == 1)
    #expect(
      alone.output.contains(
        "FAILED: invariant range-state, after 1 cases (iteration \(iteration))"))
    #expect(try selfuzz(["--iteration", "3", "--iterations", "5"]).status == 64)
  }
}
