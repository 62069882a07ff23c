import Foundation
import SelectCore
import Testing

@testable import SelectSim

/// The misbehaving engine of the tests, in one of its modes.
private func misbehaving(_ mode: String, callTimeout: Double = 10) -> EngineKind {
  let script = packageRoot.appendingPathComponent("Tests/Engines/misbehaving_engine.py").path
  return .command(
    "python3 \(script) \(mode)", callTimeout: callTimeout, ownProcessGroup: true,
    standardError: .discard)
}

/// A paint scenario with a drag over two rows, so that something is selected.
private let dragScenario: Scenario = {
  var configuration = Configuration(
    mode: .paint, viewport: Viewport(width: 390, height: 844),
    frames: (0..<4).map { Rect(x: 0, y: Double($0) * 50, width: 390, height: 50) })
  configuration.autoScroll.hotspotHeight = 0
  return Scenario(
    configuration: configuration,
    timeline: [
      .event(.down(Point(x: 10, y: 10)), at: 0), .event(.move(Point(x: 10, y: 80)), at: 0.1),
      .event(.up, at: 0.2),
    ])
}()

@Suite("The engine protocol: every malformed reply is a protocol failure naming it (SPEC 8, 9)")
struct EngineProtocolTests {
  @Test(
    "a reply that breaks the protocol is named, with its request",
    arguments: [
      ("garbage", "expected an object '{', found 't'"),
      ("missing-key", "the reply has no \"selection\" key"),
      ("wrong-type", "expected a number, found '\"'"),
      ("nonfinite", "not a finite double"),
      ("out-of-range", "names item 4, but the items are 0..<4"),
      ("unsorted", "not ascending without repeats (0 after 1)"),
      ("repeated", "not ascending without repeats (0 after 0)"),
      ("wrong-request", "no \"entries\" key (is it a reply to another request?)"),
      ("two-replies", "after"),
      ("after-end", "unasked"),
    ])
  func malformed(mode: String, words: String) throws {
    // Output after `end` shows by the next request at the latest: a second case on the same
    // engine process.
    let kind = misbehaving(mode)
    var result = try Runner.run(dragScenario, on: kind, checking: Set(Invariant.allCases))
    if result.failure == nil { result = try Runner.run(dragScenario, on: kind, checking: []) }
    guard case .fault(.protocol, let message, _) = result.failure else {
      Issue.record("\(mode): \(String(describing: result.failure))")
      return
    }
    #expect(message.contains(words), "\(message)")
    if mode != "after-end" && mode != "two-replies" {
      #expect(message.contains("request 3 (apply '0 down 10,10')"), "\(message)")
    }
  }

  @Test(
    "an engine command that states its entries as a set still crashes as a crash: its connection orders them, no wrapper hides its faults"
  )
  func setOrderedCommand() throws {
    var kind = misbehaving("exit")
    kind.profile.entryOrder = .set
    let crashed = try Runner.run(dragScenario, on: kind, checking: [])
    guard case .fault(.crash, _, _) = crashed.failure else {
      Issue.record("\(String(describing: crashed.failure))")
      return
    }
  }

  @Test("an engine that exits is a crash; one that stops answering is a hang at its deadline")
  func exitAndSilence() throws {
    let crashed = try Runner.run(dragScenario, on: misbehaving("exit"), checking: [])
    guard case .fault(.crash, let message, let place) = crashed.failure else {
      Issue.record("\(String(describing: crashed.failure))")
      return
    }
    #expect(message.contains("exited with status 3 during request 3 (apply '0 down 10,10')"))
    #expect(place?.timelineIndex == 0)
    let start = ContinuousClock.now
    let hung = try Runner.run(
      dragScenario, on: misbehaving("silent", callTimeout: 0.3), checking: [])
    guard case .fault(.hang, let hangMessage, _) = hung.failure else {
      Issue.record("\(String(describing: hung.failure))")
      return
    }
    #expect(hangMessage.contains("within the call deadline of 0.3 s"))
    #expect(ContinuousClock.now - start < .seconds(3))
  }

  @Test("a refusal is a refused failure; another protocol version is no engine at all")
  func refusalAndVersion() throws {
    let refused = try Runner.run(dragScenario, on: misbehaving("refuse"), checking: [])
    #expect(refused.failure?.fault == .refused)
    #expect(refused.failure?.message.contains("no layouts today") == true)
    #expect(throws: EngineFault.self) {
      _ = try EngineConnection(
        command: "python3 \(packageRoot.path)/Tests/Engines/misbehaving_engine.py bad-version",
        callTimeout: 2, ownProcessGroup: true, standardError: .discard)
    }
  }

  @Test("the example Python engine agrees with the reference model; its noisy twin still passes")
  func example() throws {
    let result = try Runner.run(
      dragScenario, on: misbehaving("none"), checking: Set(Invariant.allCases))
    #expect(result.failure == nil, "\(String(describing: result.failure))")
    #expect(result.events == 3)
  }
}

@Suite("The engine protocol's codec reads anything without trapping (SPEC 8)")
struct ProtocolCodecTests {
  @Test("requests written by the harness read back as the same configuration and events")
  func roundTrip() throws {
    let fuzzer = Fuzzer(options: FuzzOptions(seed: 3))
    for iteration in 0..<60 {
      let scenario = fuzzer.generator.scenario(seed: 3, iteration: iteration)
      var writer = JSONWriter()
      ProtocolCodec.start(scenario.configuration, into: &writer)
      let request = try ProtocolCodec.request(Array(writer.bytes.dropLast()))
      #expect(request == .start(scenario.configuration))
      for scheduled in scenario.timeline {
        guard let event = scheduled.event else { continue }
        writer.removeAll()
        ProtocolCodec.apply(event, at: scheduled.time, into: &writer)
        #expect(
          try ProtocolCodec.request(Array(writer.bytes.dropLast()))
            == .apply(event, time: scheduled.time))
      }
    }
  }

  @Test("replies written by a server read back exactly, negative zero and all")
  func replies() throws {
    let entries: [Entry] = [
      .offset(-0.0, at: 0.1 + 0.2), .item(2, selected: true, cause: .selectAll, at: 1e-7),
      .offset(1e20, at: 5),
    ]
    var writer = JSONWriter()
    ProtocolCodec.applyReply(entries: entries, offset: -0.0, selection: [0, 2], into: &writer)
    let reply = try ProtocolCodec.applyReply(Array(writer.bytes.dropLast()), itemCount: 3)
    #expect(reply.entries == entries)
    #expect(reply.offset.bitPattern == (-0.0).bitPattern)
    #expect(reply.selection == [0, 2])
  }

  @Test(
    "a selection read as the same text as the last reply's reads as it would alone: the same items, or the same refusal for fewer items"
  )
  func rememberedSelection() {
    var random = Xoshiro256StarStar(seed: 11)
    var memo = ProtocolCodec.SelectionMemo()
    var taken = 0
    for _ in 0..<5_000 {
      let count = random.int(in: 1...4)
      let selection = (0..<4).filter { _ in random.int(in: 0...3) == 0 }
      var writer = JSONWriter()
      ProtocolCodec.applyReply(entries: [], offset: 0, selection: selection, into: &writer)
      var bytes = Array(writer.bytes.dropLast())
      if random.int(in: 0...9) == 0 { bytes.removeLast(random.int(in: 1...3)) }
      let alone = Result { try ProtocolCodec.applyReply(bytes, itemCount: count) }
      let remembered = Result {
        try ProtocolCodec.applyReply(bytes, itemCount: count, memo: &memo)
      }
      switch (alone, remembered) {
      case (.success(let a), .success(let b)):
        #expect(a == b)
        taken += 1
      case (.failure(let a), .failure(let b)): #expect("\(a)" == "\(b)")
      default: Issue.record("\(bytes) for \(count) items: \(alone) alone, \(remembered) remembered")
      }
    }
    #expect(taken > 1_000)
  }

  @Test(
    "a number with a fraction reads as strtod reads it, bit for bit: the engines' own shortest forms, long fractions, many digits, signs and zeros"
  )
  func decimals() {
    var random = Xoshiro256StarStar(seed: 5)
    var texts = ["0.5", "-0.0", "0.0", "-0.000", "9007199254740993.5", "0.1", "1e5", "123.4e-2"]
    for _ in 0..<20_000 {
      let magnitude = Double(random.int(in: -1_000_000...1_000_000)) / 1000
      texts.append("\(magnitude + random.unit() * pow(10, Double(random.int(in: -12...8))))")
      let digits = (0..<random.int(in: 1...20)).map { _ in String(random.int(in: 0...9)) }
      let point = random.int(in: 0...(digits.count - 1))
      let sign = random.int(in: 0...1) == 0 ? "" : "-"
      let whole = digits[...point].joined().drop { $0 == "0" }
      texts.append(
        sign + (whole.isEmpty ? "0" : whole) + "." + digits[(point + 1)...].joined() + "1")
    }
    // At the fast path's bounds: a 22-digit fraction, a 23-digit one, 2^53 and 2^53 + 1.
    texts += [
      "0.0000000000000000000001", "0.00000000000000000000001", "900719925474099.2",
      "900719925474099.3",
    ]
    var fast = 0
    for text in texts {
      var scanner = JSONScanner(Array(text.utf8))
      let read = try? scanner.number()
      let expected = strtod(text, nil)
      #expect(read?.bitPattern == expected.bitPattern, "\(text)")
      // Where the fast path applies, it answers, and as strtod does.
      let bytes = Array(text.utf8)
      let quick = JSONScanner.decimal(bytes, 0..<bytes.count)
      let unsigned = text.drop { $0 == "-" }
      let fraction = unsigned.split(separator: ".").dropFirst().first.map(\.count) ?? 0
      let digits = UInt64(unsigned.filter { $0 != "." })
      let applies =
        !text.contains("e") && (1...22).contains(fraction) && digits.map { $0 <= 1 << 53 } == true
      #expect((quick != nil) == applies, "\(text)")
      if let quick {
        #expect(quick.bitPattern == expected.bitPattern, "\(text)")
        fast += 1
      }
    }
    #expect(fast > 25_000)
  }

  @Test("random, truncated and mangled replies are read or refused, never a trap or a hang")
  func hostileReplies() {
    var random = Xoshiro256StarStar(seed: 7)
    var writer = JSONWriter()
    ProtocolCodec.applyReply(
      entries: [.item(1, selected: true, cause: .drag, at: 0.5), .offset(40, at: 0.5)],
      offset: 40, selection: [1], into: &writer)
    let valid = Array(writer.bytes.dropLast())
    let alphabet = Array("{}[],:\"\\0123456789.eE+-truefalsnul \t\u{7f}".utf8) + [0, 0xC3, 0xFF]
    var refused = 0
    for _ in 0..<20_000 {
      var bytes = valid
      switch random.int(in: 0...3) {
      case 0: bytes = Array(bytes.prefix(random.int(in: 0...bytes.count)))
      case 1:
        bytes = (0..<random.int(in: 0...80)).map { _ in
          alphabet[random.int(in: 0...(alphabet.count - 1))]
        }
      case 2:
        for _ in 0..<random.int(in: 1...4) where !bytes.isEmpty {
          bytes[random.int(in: 0...(bytes.count - 1))] =
            alphabet[random.int(in: 0...(alphabet.count - 1))]
        }
      default:
        bytes = Array(repeating: UInt8(ascii: "["), count: random.int(in: 60...5_000))
      }
      do {
        let reply = try ProtocolCodec.applyReply(bytes, itemCount: 3)
        #expect(reply.selection.allSatisfy { (0..<3).contains($0) })
        #expect(reply.offset.isFinite)
      } catch {
        refused += 1
      }
      _ = try? ProtocolCodec.request(bytes)
      _ = try? ProtocolCodec.startReply(bytes, itemCount: 3)
      _ = try? ProtocolCodec.helloReply(bytes)
    }
    #expect(refused > 15_000)
  }
}
