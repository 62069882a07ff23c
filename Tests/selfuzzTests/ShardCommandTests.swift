import Foundation
import Testing

@Suite("selfuzz --shard K/N --json and selfuzz merge (issue 14)")
struct ShardCommandTests {
  @Test("three shards merge into the unsharded run's summary")
  func merge() throws {
    let folder = try scratchFolder("shards")
    var files: [String] = []
    for index in 0..<3 {
      let shard = try selfuzz([
        "--seed", "3", "--iterations", "300", "--shard", "\(index)/3", "--json",
      ])
      #expect(shard.status == 0)
      files.append(try write(shard.output, "shard-\(index).json", in: folder))
    }
    let merged = try selfuzz(["merge"] + files)
    let whole = try selfuzz(["--seed", "3", "--iterations", "300"])
    #expect(merged.status == 0, "\(merged.errors)")
    #expect(lines(merged.output, "fingerprint: ") == lines(whole.output, "fingerprint: "))
    #expect(lines(merged.output, "iterations: ") == ["300"])
    #expect(merged.output.contains("shards: 3 of 3"))
    let partial = try selfuzz(["merge", files[0], files[2]])
    #expect(partial.output.contains("shards missing: 1/3"))
  }

  @Test("a failure in a shard names its global iteration, which replays alone")
  func failureInAShard() throws {
    let folder = try scratchFolder("shard-failure")
    let shard = try selfuzz([
      "--seed", "2", "--iterations", "600", "--shard", "0/2", "--engine", "frame-clears-memory",
      "--json", "--out", folder.path, "--shrink-budget", "0",
    ])
    #expect(shard.status == 1)
    let file = try write(shard.output, "shard.json", in: folder)
    let merged = try selfuzz(["merge", file])
    #expect(merged.status == 1)
    let failed = try #require(lines(merged.output, "FAILED: ").first)
    let iteration = try #require(
      failed.split(separator: " ").last.flatMap { Int($0.dropLast()) }, "\(failed)")
    #expect((0..<600).contains(iteration), "an iteration of the whole run, not of the shard")
    let alone = try selfuzz([
      "--seed", "2", "--iteration", String(iteration), "--engine", "frame-clears-memory",
      "--shrink-budget", "0", "--out", folder.path,
    ])
    #expect(alone.status == 1, "the case fails alone too")
  }

  @Test("merge refuses what is not a shard's result")
  func badInput() throws {
    let folder = try scratchFolder("merge-bad")
    let file = try write("not json\n", "bad.json", in: folder)
    #expect(try selfuzz(["merge", file]).status == 65)
    #expect(try selfuzz(["merge"]).status == 66)
    #expect(try selfuzz(["--shard", "3/3"]).status == 64)
  }
}
