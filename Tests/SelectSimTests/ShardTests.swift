import SelectCore
import Testing

@testable import SelectSim

@Suite("Shards: N disjoint slices add up to the whole run (issue 14)")
struct ShardTests {
  /// The iterations shard `shard` runs, as the campaign's ledger hands them out.
  func iterations(of shard: Shard, count: Int) -> [Int] {
    var ledger = BlockLedger(first: 0, count: count, blockSize: 64, shard: shard)
    var result: [Int] = []
    while let block = ledger.nextBlock() { result += Array(block.first..<block.end) }
    return result
  }

  @Test(
    "the shards of a run together run every case once, and merge into its fingerprint",
    arguments: ModeChoice.allCases)
  func merge(mode: ModeChoice) throws {
    let count = 200
    let fuzzer = Fuzzer(options: FuzzOptions(seed: 5, modes: mode))
    let whole = fuzzer.run(0..<count).totals
    for shardCount in [1, 2, 3, 7] {
      var records: [RunRecord] = []
      var seen: [Int] = []
      for index in 0..<shardCount {
        let shard = try #require(Shard(index, of: shardCount))
        let mine = iterations(of: shard, count: count)
        seen += mine
        let totals = fuzzer.run(mine).totals
        records.append(
          RunRecord(totals: totals, seed: 5, shard: shard, elapsed: 1, jobs: 1, failure: nil))
      }
      #expect(seen.sorted() == Array(0..<count), "every case exactly once")
      let merged = try ShardMerge(records)
      #expect(merged.totals == whole)
      #expect(merged.totals.fingerprint == whole.fingerprint)
      #expect(merged.missing.isEmpty)
    }
  }

  @Test("records of another run, a shard given twice and shards of other counts are refused")
  func refusals() throws {
    let totals = FuzzTotals()
    let a = RunRecord(
      totals: totals, seed: 1, shard: try #require(Shard(0, of: 2)), elapsed: 1, jobs: 1,
      failure: nil)
    var b = a
    b.seed = 2
    #expect(throws: ShardMerge.MergeError.self) { try ShardMerge([a, b]) }
    #expect(throws: ShardMerge.MergeError.self) { try ShardMerge([a, a]) }
    var c = a
    c.shard = "1/3"
    #expect(throws: ShardMerge.MergeError.self) { try ShardMerge([a, c]) }
    #expect(try ShardMerge([a]).missing == [1])
    #expect(Shard("2/2") == nil && Shard("-1/2") == nil && Shard("1/0") == nil && Shard("x") == nil)
  }
}
