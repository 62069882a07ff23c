import SelectCore
import Testing

@testable import SelectSim

/// What an engine told the calls ahead saw: each announced call, and each call made.
private final class LookaheadLog: @unchecked Sendable {
  var pending: [RequestPipeline.Call] = []
  var autoScrolls = false
  /// Calls made as announced, in cases with hotspots and without.
  var announcedWithHotspots = 0
  var announcedWithout = 0
  /// Calls made with nothing announced, and calls other than the announced one.
  var unannounced = 0
  var mismatched: [String] = []
}

/// SelectCore's engine, told the calls ahead as an engine in another process is.
private struct LookaheadProbe: DragSelectEngine, CallLookahead {
  var engine: SelectionEngine
  let log: LookaheadLog

  init(configuration: Configuration) throws(ConfigurationError) {
    preconditionFailure("made by the kind's closure")
  }

  init(_ configuration: Configuration, log: LookaheadLog) throws(ConfigurationError) {
    engine = try SelectionEngine(configuration: configuration)
    self.log = log
    log.pending = []
    log.autoScrolls = configuration.autoScroll.hotspotHeight > 0
  }

  func announce(_ calls: [RequestPipeline.Call]) {
    if !log.pending.isEmpty { log.mismatched.append("announced over \(log.pending.count) calls") }
    log.pending = calls
  }

  mutating func apply(_ event: Event, at time: Double) -> [Entry] {
    if let next = log.pending.first {
      if next == RequestPipeline.Call(event: event, time: time) {
        log.pending.removeFirst()
        if log.autoScrolls { log.announcedWithHotspots += 1 } else { log.announcedWithout += 1 }
      } else {
        log.mismatched.append("\(time) \(event) where \(next.time) \(next.event) was announced")
      }
    } else {
      log.unannounced += 1
    }
    return engine.apply(event, at: time)
  }

  var offset: Double { engine.offset }
  var selection: [Int] { engine.selection }
}

@Suite("Calls told ahead (SPEC 8's pipelined requests): only calls no reply can change")
struct CallLookaheadTests {
  @Test(
    "a case with hotspots announces its lines until a finger is down in one; steps are never announced, and every announced call is made in order"
  )
  func hotspots() {
    let log = LookaheadLog()
    var options = FuzzOptions(
      seed: 4,
      engine: EngineKind(name: "probe", summary: "") { configuration throws(ConfigurationError) in
        try LookaheadProbe(configuration, log: log)
      })
    options.determinism = DeterminismPolicy(sameProcessShare: 0, freshProcessShare: 0)
    let run = Fuzzer(options: options).run(0..<300)
    #expect(run.failure == nil)
    #expect(log.mismatched.count == 0, "\(log.mismatched.prefix(3))")
    // Cases with hotspots are announced too, and the steps and the lines while a finger is in a
    // hotspot are not.
    #expect(log.announcedWithHotspots > 0)
    #expect(log.announcedWithout > 0)
    #expect(log.unannounced > 0)
  }
}
