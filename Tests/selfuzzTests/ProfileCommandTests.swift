import Foundation
import Testing

/// Profiles on the command line (SPEC 5, 6, 8; issue 23): `--profile FILE`, an engine's `hello`
/// profile, skips, and repros that state the profile they were found under.
@Suite("selfuzz --profile, skips and the engine you have (issue 23)")
struct ProfileCommandTests {
  static let list = "Examples/list_profile.json"

  @Test("--profile narrows the cases: the summary says so, and every case touches an item")
  func narrowedRun() throws {
    let run = try selfuzz(["--seed", "1", "--iterations", "300", "--profile", Self.list])
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.contains(
        "profile: layouts: rows (varied heights); no limit; no vetoes; no auto-scroll"))
    #expect(
      run.output.contains("not applicable under this profile: limit, deselect-from-end, veto"))
    #expect(run.output.contains("skipped: none of 300 cases"))
    #expect(!run.output.contains("  - overlapping frames"), "no statistic a list cannot cover")
    #expect(run.output.contains("(outside the profile, so not counted: hotspot dwell"))
    let whole = try selfuzz(["--seed", "1", "--iterations", "300"])
    #expect(lines(run.output, "fingerprint: ") != lines(whole.output, "fingerprint: "))
    #expect(whole.output.contains("profile: whole SPEC"))
    let untouched = try #require(lines(run.output, "cases whose touches met no item: ").first)
    #expect(untouched.hasPrefix("0.") || untouched.hasPrefix("1."), "\(untouched)")
  }

  @Test("a profile that makes no sense is invalid input that names the key")
  func badProfiles() throws {
    let folder = try scratchFolder("bad-profile")
    for (json, words) in [
      (#"{"layout":["rows"]}"#, #""layout": is not a key of a profile"#),
      (#"{"modes":[]}"#, "no mode is left"), ("{", "profile"),
    ] {
      let file = try write(json, "profile.json", in: folder)
      let run = try selfuzz(["--iterations", "5", "--profile", file])
      #expect(run.status == 65)
      #expect(run.errors.contains(words), "\(run.errors)")
      #expect(run.errors.contains(file))
    }
    let paintOnly = try write(#"{"modes":["paint"]}"#, "paint.json", in: folder)
    let pinned = try selfuzz(["--iterations", "5", "--profile", paintOnly, "--mode", "range"])
    #expect(pinned.status == 65)
    #expect(pinned.errors.contains("--mode range"))
    #expect(try selfuzz(["--iterations", "5", "--profile", "/nonexistent.json"]).status == 65)
  }

  @Test("the list engine states its profile: no skip, no refusal, every invariant holds")
  func listEngine() throws {
    let engine = "python3 Examples/list_engine.py"
    let described = try selfuzz(["engines", "--engine-command", engine])
    #expect(described.status == 0)
    #expect(described.output.contains("profile: layouts: rows"))
    #expect(described.output.contains(#"as JSON: {"layouts":["rows"]"#))
    let run = try selfuzz([
      "--seed", "2", "--iterations", "300", "--jobs", "2", "--engine-command", engine,
    ])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("skipped: none of 300 cases"))
    #expect(run.output.contains("modes: paint, single"))
  }

  @Test("a bug in a copy of the list engine is found, shrunk inside its profile, and replays")
  func listEngineBug() throws {
    let folder = try scratchFolder("list-bug")
    let run = try selfuzz([
      "--seed", "1", "--iterations", "300", "--out", folder.path, "--engine-command",
      "python3 Examples/list_engine_bug.py",
    ])
    #expect(run.status == 1)
    #expect(run.output.contains("FAILED: invariant no-skip"))
    #expect(run.output.contains(#"# profile: {"layouts":["rows"]"#))
    let saved = try #require(lines(run.output, "saved: ").first)
    let script = try String(contentsOfFile: saved, encoding: .utf8)
    #expect(!script.contains("\nhotspot height=100"), "no auto-scroll in the repro")
    #expect(!script.contains("\nlimit "), "no limit in the repro")
    #expect(try selfuzz(["replay", saved]).status == 1)
    let good = try selfuzz(["replay", saved, "--engine-command", "python3 Examples/list_engine.py"])
    #expect(good.status == 0, "\(good.output)")
    // Shrinking it again keeps it inside the profile its header states.
    let again = try selfuzz(["shrink", saved, "--out", folder.path])
    #expect(again.status == 1)
    #expect(again.output.contains(#"# profile: {"layouts":["rows"]"#))
  }

  @Test("an engine that skips is counted, not failed; one that skips everything exits 66")
  func skips() throws {
    let folder = try scratchFolder("skips")
    let skipAll = try write(
      """
      import json, sys
      for line in sys.stdin:
          op = json.loads(line)["op"]
          reply = {"protocol": 1, "name": "skips"} if op == "hello" else {"skip": "not today"} if op == "start" else {}
          print(json.dumps(reply), flush=True)
      """, "skip_all.py", in: folder)
    let run = try selfuzz([
      "--seed", "1", "--iterations", "40", "--engine-command", "python3 \(skipAll)",
    ])
    #expect(run.status == 66, "\(run.output)")
    #expect(run.output.contains("skipped: 40 of 40 cases (100.0%): not today (40)"))
    #expect(run.output.contains("nothing was tested"))
    #expect(!run.output.contains("FAILED"))
    let replay = try selfuzz(["replay", "Corpus/paint", "--engine-command", "python3 \(skipAll)"])
    #expect(replay.status == 66)
    #expect(replay.output.contains("skipped by the engine: not today"))
  }

  @Test("replay skips scripts outside the profile, names the part they leave, counts them apart")
  func replaySkips() throws {
    let run = try selfuzz(["replay", "Corpus", "--profile", Self.list])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("skip     Corpus/"))
    #expect(run.output.contains("outside the profile: a limit"))
    #expect(run.output.contains("skipped (outside the engine's profile)"))
    let folder = try scratchFolder("outside")
    let file = try write(
      "selscript 1\nviewport 400x800\nlimit 1\nitem 0 0,0 400x50\n0 down 10,10\n", "limit.sel",
      in: folder)
    let alone = try selfuzz(["replay", file, "--profile", Self.list])
    #expect(alone.status == 66)
    #expect(alone.output.contains("\(file): outside the profile: a limit"))
    #expect(try selfuzz(["shrink", file, "--profile", Self.list]).status == 66)
    #expect(try selfuzz(["render", file, "--profile", Self.list]).status == 66)
  }

  @Test("shards under a profile merge into the whole run's fingerprint and say the profile")
  func shards() throws {
    let folder = try scratchFolder("profile-shards")
    var files: [String] = []
    for index in 0..<2 {
      let shard = try selfuzz([
        "--seed", "4", "--iterations", "100", "--shard", "\(index)/2", "--json", "--profile",
        Self.list,
      ])
      #expect(shard.status == 0)
      files.append(try write(shard.output, "shard-\(index).json", in: folder))
    }
    let merged = try selfuzz(["merge"] + files)
    let whole = try selfuzz(["--seed", "4", "--iterations", "100", "--profile", Self.list])
    #expect(lines(merged.output, "fingerprint: ") == lines(whole.output, "fingerprint: "))
    #expect(merged.output.contains("profile: layouts: rows"))
    let plain = try selfuzz(["--seed", "4", "--iterations", "100", "--shard", "1/2", "--json"])
    let mixed = try selfuzz(["merge", files[0], try write(plain.output, "plain.json", in: folder)])
    #expect(mixed.status == 65, "shards of runs under different profiles do not merge")
  }
}
