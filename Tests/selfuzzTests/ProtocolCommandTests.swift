import Foundation
import Testing

/// The command that serves a built-in engine from the binary under test.
func serve(_ engine: String) -> String { "\(selfuzzBinary.path) serve \(engine)" }

@Suite("--engine-command and selfuzz serve: any engine over the engine protocol (SPEC 8)")
struct ProtocolCommandTests {
  func summary(_ output: String) -> [String] {
    output.split(separator: "\n").filter {
      $0.hasPrefix("fingerprint: ") || $0.hasPrefix("iterations: ") || $0.hasPrefix("FAILED: ")
    }.map(String.init)
  }

  @Test(
    "the protocol path is exact: the same fingerprint as in process, for every mode",
    arguments: ["paint", "range", "single", "mixed"])
  func sameFingerprint(mode: String) throws {
    for engine in ["core", "reference"] {
      let inProcess = try selfuzz([
        "--seed", "1", "--iterations", "120", "--mode", mode, "--engine", engine,
      ])
      let overProtocol = try selfuzz([
        "--seed", "1", "--iterations", "120", "--mode", mode, "--engine-command", serve(engine),
      ])
      #expect(inProcess.status == 0 && overProtocol.status == 0, "\(overProtocol.output)")
      #expect(summary(inProcess.output) == summary(overProtocol.output))
    }
  }

  @Test(
    "a planted bug over the protocol is found at the same iteration and shrunk to the same script",
    arguments: ["select-before-deselect", "limit-off-by-one", "no-hit-test-after-step"])
  func sameFailure(bug: String) throws {
    let inFolder = try scratchFolder("in-\(bug)")
    let overFolder = try scratchFolder("over-\(bug)")
    let inProcess = try selfuzz([
      "--seed", "1", "--iterations", "300", "--engine", bug, "--out", inFolder.path,
    ])
    let overProtocol = try selfuzz([
      "--seed", "1", "--iterations", "300", "--engine-command", serve(bug), "--out",
      overFolder.path,
    ])
    #expect(inProcess.status == 1 && overProtocol.status == 1)
    #expect(summary(inProcess.output) == summary(overProtocol.output))
    let body = { (output: String) in
      output.split(separator: "\n", omittingEmptySubsequences: false)
        .drop { $0 != "selscript 1" }.prefix { !$0.hasPrefix("saved: ") }.joined(separator: "\n")
    }
    #expect(body(inProcess.output) == body(overProtocol.output))
    #expect(body(inProcess.output).contains("selscript 1"))
  }

  @Test("the example Python engine passes; its copy with a bug is found, shrunk and replayed")
  func pythonExample() throws {
    let good = try selfuzz([
      "--seed", "1", "--iterations", "60", "--mode", "paint", "--engine-command",
      "python3 Examples/paint_engine.py",
    ])
    #expect(good.status == 0, "\(good.output)")
    let folder = try scratchFolder("python")
    let bad = try selfuzz([
      "--seed", "1", "--iterations", "60", "--mode", "paint", "--engine-command",
      "python3 Examples/paint_engine_skips.py", "--out", folder.path,
    ])
    #expect(bad.status == 1)
    #expect(bad.output.contains("FAILED: invariant no-skip"))
    #expect(bad.output.contains("# engine-command: python3 Examples/paint_engine_skips.py"))
    let saved = try #require(lines(bad.output, "saved: ").first)
    let replay = try selfuzz(["replay", saved])
    #expect(replay.status == 1, "replayed against the command its header names")
    #expect(replay.output.contains("on command 'python3 Examples/paint_engine_skips.py'"))
    #expect(try selfuzz(["replay", saved, "--engine", "core"]).status == 0)
  }

  @Test(
    "a command that cannot be used as an engine ends the run with an error that says why, exit 69 (SPEC 6)",
    arguments: [
      ("true", "the engine process exited with status 0 before its hello reply"),
      ("sh -c 'exit 3'", "the engine process exited with status 3 before its hello reply"),
      ("no-such-engine-command", "the shell found no such command (it exited with status 127)"),
      // It reads the request first, so that its reply, not its exit, is what the harness meets.
      ("sh -c 'read request; echo hello'", "the reply to request 1 (hello) is malformed"),
      (
        "python3 Tests/Engines/misbehaving_engine.py bad-version",
        "the engine speaks protocol 2; this harness speaks protocol 1"
      ),
    ])
  func notAnEngine(command: String, reason: String) throws {
    let result = try selfuzz(["--iterations", "5", "--engine-command", command])
    #expect(result.status == 69)
    #expect(
      result.errors.contains("the engine command '\(command)' cannot be used as an engine"),
      "\(result.errors)")
    #expect(result.errors.contains(reason), "\(result.errors)")
  }

  @Test("a hello that states an invalid profile is invalid input, exit 65 (SPEC 6, 8)")
  func invalidStatedProfile() throws {
    let command = "python3 Tests/Engines/misbehaving_engine.py bad-profile"
    for arguments in [["--iterations", "5"], ["engines"]] {
      let result = try selfuzz(arguments + ["--engine-command", command])
      #expect(result.status == 65)
      #expect(result.errors.contains("states an invalid profile in its hello"), "\(result.errors)")
      #expect(result.errors.contains("sideways"), "\(result.errors)")
    }
  }

  @Test("serve answers hello, start, apply and end, and refuses a bad request in words")
  func serveBuiltIn() throws {
    let process = Process()
    process.executableURL = selfuzzBinary
    process.arguments = ["serve", "core"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let requests = [
      #"{"op":"hello","protocol":1}"#,
      #"{"op":"start","config":{"mode":"paint","rangeTarget":"anchor","rangeRevert":"restore","viewport":{"width":100,"height":100},"insets":{"top":0,"bottom":0},"contentHeight":null,"offset":0,"hotspot":{"height":0,"top":0,"bottom":0,"velocity":0.5,"interval":0.025},"tapSlop":10,"limit":null,"frames":[[0,0,100,50],[0,50,100,50]],"vetoSelect":[],"vetoDeselect":[],"selected":[]}}"#,
      #"{"op":"apply","time":0,"event":{"type":"down","x":5,"y":5}}"#,
      #"{"op":"apply","time":0.1,"event":{"type":"move","x":5,"y":60}}"#,
      #"{"op":"dance"}"#,
      #"{"op":"end"}"#,
    ]
    input.fileHandleForWriting.write(Data((requests.joined(separator: "\n") + "\n").utf8))
    try input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let replies = text.split(separator: "\n")
    #expect(replies.count == 6)
    // core states the options for real widgets it has, and the list changes (SPEC 2.7), which
    // an engine takes only as stated.
    #expect(
      replies.first
        == #"{"protocol":1,"name":"core","profile":{"events":["frame","scroll","idle","cancel","selectAll","deselectAll","limit","insert","remove","reorder","stray"],"rangeTarget":["anchor","select","toggle"],"rangeRevert":["restore","deselect","opposite"],"rangeStart":["keep","clear","defer"],"rangeUpdate":["change","move"],"rangeScroll":["sample","wait"],"singleCommit":["tap","press","follow"],"singleSelectAll":["first","ignore","active"],"singleRelease":["ignore","retap"],"hitTest":["exact","nearest"],"maxOffset":["content","rows"],"doublePress":["press","ignore"],"rangeDirection":["fixed","anchor"],"rangeRevertScope":["extent","passed","all"],"rangeCurrent":["finger","anchor"],"rangeShape":["index","rect","rect-on-items"],"singleFollow":["move","change"],"listFrames":["stay","restack"],"listOffset":["stay","content"],"singleRemove":["drop","successor"]}}"#
    )
    // minOffset is -it (SPEC 2.2): with no inset, IEEE's negative zero, which keeps its sign.
    #expect(replies[1] == #"{"offset":-0.0,"selection":[]}"#)
    #expect(
      replies[2]
        == #"{"entries":[{"time":0,"item":0,"selected":true,"cause":"drag"}],"offset":-0.0,"selection":[0]}"#
    )
    #expect(replies[3].contains(#""item":1,"selected":true"#))
    #expect(replies[4].hasPrefix(#"{"error":"cannot read the request: unknown op \"dance\""#))
    #expect(replies[5] == "{}")
  }

  @Test(
    "requests written ahead of their replies: the same failures, findings and fingerprint as one at a time and in process (issue 42)"
  )
  func pipelined() throws {
    let folder = try scratchFolder("pipelined")
    // No auto-scroll, so every case's calls are known before its replies.
    let profile = folder.appendingPathComponent("no-auto-scroll.json").path
    try Data(#"{"autoScroll":false}"#.utf8).write(to: URL(fileURLWithPath: profile))
    let served = "\(selfuzzBinary.path) serve closed-hit-test"
    let found = try selfuzz([
      "--seed", "1", "--iterations", "2000", "--engine-command", served, "--profile", profile,
      "--out", folder.appendingPathComponent("found").path,
    ])
    #expect(found.status == 1, "\(found.output)")
    let saved = try #require(
      found.output.split(separator: "\n").first { $0.hasPrefix("saved: ") }.map {
        String($0.dropFirst(7))
      })
    let known = folder.appendingPathComponent("findings")
    try FileManager.default.createDirectory(at: known, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: saved, toPath: known.appendingPathComponent("closed.sel").path)
    // Each failing case stops with requests unanswered; the run reads on past it, on the same
    // engine process, whose next case must begin clean.
    let base = ["--seed", "1", "--iterations", "300", "--profile", profile, "--known", known.path]
    let runs = [
      try selfuzz(base + ["--engine", "closed-hit-test"]),
      try selfuzz(base + ["--engine-command", served]),
      try selfuzz(base + ["--engine-command", served], environment: ["SELFUZZ_LOCKSTEP": "1"]),
    ]
    let summaries = runs.map { run in
      run.output.split(separator: "\n").filter {
        $0.hasPrefix("fingerprint: ") || $0.hasPrefix("events checked: ")
          || $0.hasPrefix("known findings") || $0.hasPrefix("  \(known.path)")
      }
    }
    for run in runs { #expect(run.status == 0, "\(run.output)") }
    #expect(summaries[0].count == 4, "\(summaries[0])")
    #expect(summaries[1] == summaries[0])
    #expect(summaries[2] == summaries[0])
  }

  @Test(
    "with hotspots, the calls before a finger is down in one are written ahead: a scroll bug fails at the same call, and the fingerprint is the same (SPEC 3.4, 8)",
    arguments: ["no-hit-test-after-step", "core"])
  func pipelinedWithHotspots(_ engine: String) throws {
    let folder = try scratchFolder("pipelined-hotspots-\(engine)")
    let served = "\(selfuzzBinary.path) serve \(engine)"
    let base = ["--seed", "3", "--iterations", "400", "--shrink-budget", "0", "--jobs", "1"]
    func out(_ name: String) -> [String] {
      ["--out", folder.appendingPathComponent(name).path]
    }
    let runs = [
      try selfuzz(base + ["--engine", engine] + out("in-process")),
      try selfuzz(base + ["--engine-command", served] + out("pipelined")),
      try selfuzz(
        base + ["--engine-command", served] + out("lockstep"),
        environment: ["SELFUZZ_LOCKSTEP": "1"]),
    ]
    let summaries = runs.map { run in
      run.output.split(separator: "\n").filter {
        $0.hasPrefix("fingerprint: ") || $0.hasPrefix("events checked: ")
          || $0.hasPrefix("FAILED") || ($0.hasPrefix("  ") && $0.contains(" failed at "))
      }
    }
    #expect(runs[0].status == (engine == "core" ? 0 : 1), "\(runs[0].output)")
    #expect(summaries[0].count == (engine == "core" ? 2 : 4), "\(summaries[0])")
    for run in runs.dropFirst() { #expect(run.status == runs[0].status, "\(run.output)") }
    #expect(summaries[1] == summaries[0])
    #expect(summaries[2] == summaries[0])
  }
}
