import Foundation
import SelectCore

/// Cost as an invariant (`selfuzz scale`): how an engine's cost per event grows with the number
/// of items. An engine that hit-tests by scanning every frame can pass every check of SPEC 4 and
/// still drop frames in a 100,000-photo library; here that is a failure.
///
/// The same gestures (a paint drag and a range drag of 400 moves each over the first rows of a
/// list, ``Benchmark/gesture(items:mode:)``, and for an engine whose profile takes list changes a
/// range drag with the list changing under it, ``Benchmark/changingGesture(items:mode:)``) run on
/// lists of every size in ``sizes``. Each size is timed in ``samples`` samples on fresh engines,
/// setting them up (and the list's first change, which may number the items once) not included,
/// each gesture within its share of ``budget`` (a slow engine plays fewer events: what counts is
/// the cost per event); a sample's cost is the mean of its gestures' costs per event, and the
/// median sample counts. For an engine in another process (SPEC 8) the round trip, the median
/// of `idle` calls with nothing to do on the smallest list, is taken off first. The growth is
/// the least-squares fit of log cost against log items; the check fails when it is steeper than
/// ``bound`` allows: growth of at most `bound` over a 1,000x range (10x: *n*^0.33), whatever the
/// sizes measured.
package struct ScalingCheck: Sendable {
  /// The list lengths, smallest first.
  package var sizes = [100, 1_000, 10_000, 100_000]
  /// The most the cost per event may grow over a 1,000x range of item counts.
  package var bound = 10.0
  /// Timed samples per size; the median counts.
  package var samples = 5
  /// Seconds of timed play per size, shared by its samples.
  package var budget = 1.0

  /// A check with the default sizes, bound, samples and budget.
  package init() {}

  /// One size's figures.
  package struct Row: Sendable {
    /// The number of items in the list.
    package var items: Int
    /// Events timed, over every sample.
    package var events: Int
    /// The median sample's seconds per event, the round trip included.
    package var perEvent: Double
    /// Seconds per event net of the round trip (for an engine in this process, ``perEvent``).
    package var net: Double
  }

  /// What the check measured and concluded.
  package struct Report: Sendable {
    /// The engine measured, as the table names it.
    package var engine: String
    /// One row per size, smallest first.
    package var rows: [Row]
    /// The median round trip of a call, for an engine in another process.
    package var roundTrip: Double?
    /// The fitted exponent: the cost per event grows as *n* to this power.
    package var exponent: Double
    /// The fitted growth of the cost per event from the smallest list to the largest.
    package var growth: Double
    /// The growth allowed over a 1,000x range.
    package var bound: Double

    /// The exponent the bound allows: growth of `bound` over a 1,000x range.
    package var allowedExponent: Double { log(bound) / log(1_000) }

    /// The growth the bound allows over the range measured.
    package var allowedGrowth: Double {
      guard let first = rows.first?.items, let last = rows.last?.items, first > 0 else { return 1 }
      return pow(Double(last) / Double(first), allowedExponent)
    }

    /// Whether the growth is within the bound.
    package var passed: Bool { exponent <= allowedExponent }

    /// The table `selfuzz scale` prints.
    package var table: String {
      let first = rows.first?.items ?? 0
      let last = rows.last?.items ?? 0
      var lines = [
        "scaling: \(engine): the same gestures on lists of \(NumberFormat.grouped(first)) to \(NumberFormat.grouped(last)) items"
      ]
      let netHeader = roundTrip == nil ? "" : "net of round trip".leftPadded(to: 20)
      lines.append(
        "  " + "items".leftPadded(to: 9) + "events".leftPadded(to: 10)
          + "per event".leftPadded(to: 13) + netHeader)
      for row in rows {
        var line =
          "  " + NumberFormat.grouped(row.items).leftPadded(to: 9)
          + NumberFormat.grouped(row.events).leftPadded(to: 10)
          + Self.duration(row.perEvent).leftPadded(to: 13)
        if roundTrip != nil { line += Self.duration(row.net).leftPadded(to: 20) }
        lines.append(line)
      }
      if let roundTrip {
        lines.append("  round trip of one call (median idle call): \(Self.duration(roundTrip))")
      }
      let range = first > 0 ? last / first : 0
      lines.append(
        "fitted growth over the \(NumberFormat.grouped(range))x range: \(Self.ratio(growth))x "
          + "(cost per event ∝ n^\(NumberFormat.fixed(exponent, places: 2))); allowed "
          + "\(Self.ratio(allowedGrowth))x (\(Self.ratio(bound))x over 1,000x, "
          + "n^\(NumberFormat.fixed(allowedExponent, places: 2))): " + (passed ? "pass" : "FAIL"))
      return lines.joined(separator: "\n")
    }

    package static func duration(_ seconds: Double) -> String {
      if seconds >= 1e-3 { return NumberFormat.fixed(seconds * 1e3, places: 2) + " ms" }
      if seconds >= 1e-6 { return NumberFormat.fixed(seconds * 1e6, places: 2) + " µs" }
      return NumberFormat.fixed(seconds * 1e9, places: 0) + " ns"
    }

    package static func ratio(_ value: Double) -> String {
      NumberFormat.fixed(value, places: value < 10 ? 1 : 0)
    }
  }

  /// Why the check could not measure an engine.
  package struct Failure: Error, Sendable, CustomStringConvertible {
    /// What stopped the check.
    package var description: String
  }

  /// Measures `kind`.
  ///
  /// - Throws: ``Failure`` when the engine refuses a list or fails while it is timed.
  package func run(_ kind: EngineKind) throws(Failure) -> Report {
    let clock = ContinuousClock()
    var roundTrip: Double?
    if kind.reportsFaults, let smallest = sizes.first {
      roundTrip = try measureRoundTrip(kind, items: smallest, clock: clock)
    }
    var rows: [Row] = []
    for items in sizes {
      var scenarios = [SelectionMode.paint, .range].map {
        (scenario: Benchmark.gesture(items: items, mode: $0), untimed: 0)
      }
      if let mode = changingMode(kind.profile) {
        scenarios.append(
          (Benchmark.changingGesture(items: items, mode: mode), Benchmark.listChangeWarmUp))
      }
      var perEvent: [Double] = []
      var events = 0
      for _ in 0..<samples {
        let sample = try timeSample(
          kind, scenarios, budget: budget / Double(samples), clock: clock)
        perEvent.append(sample.perEvent)
        events += sample.events
      }
      perEvent.sort()
      let median = perEvent[perEvent.count / 2]
      let net = roundTrip.map { Swift.max(median - $0, $0 * 0.01) } ?? median
      rows.append(Row(items: items, events: events, perEvent: median, net: net))
    }
    let exponent = Self.slope(rows.map { (Double($0.items), $0.net) })
    let span = Double(sizes.last ?? 1) / Double(sizes.first ?? 1)
    return Report(
      engine: kind.name, rows: rows, roundTrip: roundTrip, exponent: exponent,
      growth: pow(span, exponent), bound: bound)
  }

  /// Plays each scenario's events on fresh engines, again and again, until its share of
  /// `budget` seconds of play: the time in `apply` only, checked every 16 events. Each
  /// scenario's events after its `untimed` first ones are timed.
  ///
  /// - Returns: The mean of the scenarios' costs per event, so that each gesture weighs the
  ///   same whatever its number of events, and the events timed.
  private func timeSample(
    _ kind: EngineKind, _ scenarios: [(scenario: Scenario, untimed: Int)], budget: Double,
    clock: ContinuousClock
  ) throws(Failure) -> (perEvent: Double, events: Int) {
    var perEvent = 0.0
    var events = 0
    for (scenario, untimed) in scenarios {
      let played = try play(
        kind, scenario, untimed: untimed, budget: budget / Double(scenarios.count), clock: clock)
      perEvent += played.seconds / Double(max(played.events, 1)) / Double(scenarios.count)
      events += played.events
    }
    return (perEvent, events)
  }

  /// Plays `scenario` on fresh engines, at most 8 times, until `budget` seconds of play.
  private func play(
    _ kind: EngineKind, _ scenario: Scenario, untimed: Int, budget: Double,
    clock: ContinuousClock
  ) throws(Failure) -> (seconds: Double, events: Int) {
    var seconds = 0.0
    var events = 0
    var passes = 0
    while seconds < budget && passes < 8 {
      passes += 1
      var engine = try make(kind, scenario)
      for scheduled in scenario.timeline.prefix(untimed) {
        if let event = scheduled.event { _ = engine.apply(event, at: scheduled.time) }
      }
      var start = clock.now
      var batch = 0
      for scheduled in scenario.timeline.dropFirst(untimed) {
        guard let event = scheduled.event else { continue }
        Benchmark.blackHole(engine.apply(event, at: scheduled.time))
        events += 1
        batch += 1
        if batch == 16 {
          let now = clock.now
          seconds += (now - start).seconds
          start = now
          batch = 0
          if seconds >= budget { break }
        }
      }
      seconds += (clock.now - start).seconds
      try finish(&engine, kind)
    }
    return (seconds, events)
  }

  /// The mode of the gesture with list changes for an engine of `profile`: range where it has
  /// it, and `nil` where it takes no inserts and removals.
  private func changingMode(_ profile: EngineProfile) -> SelectionMode? {
    guard profile.takes(.insert) && profile.takes(.remove) && profile.takes(.reorder) else {
      return nil
    }
    return profile.modes.contains(.range) ? .range : profile.modes.first
  }

  /// The median of 200 `idle` calls with nothing to do, on an engine in another process.
  private func measureRoundTrip(_ kind: EngineKind, items: Int, clock: ContinuousClock)
    throws(Failure) -> Double
  {
    let scenario = Benchmark.gesture(items: items, mode: .paint)
    var engine = try make(kind, scenario)
    var calls: [Double] = []
    for call in 0..<200 {
      calls.append(
        clock.measure { Benchmark.blackHole(engine.apply(.idle, at: Double(call) / 1000)) }.seconds)
    }
    try finish(&engine, kind)
    calls.sort()
    return calls[calls.count / 2]
  }

  private func make(_ kind: EngineKind, _ scenario: Scenario) throws(Failure)
    -> any DragSelectEngine
  {
    let items = scenario.configuration.frames.count
    do {
      let engine = try kind.makeEngine(scenario.configuration)
      if let fault = (engine as? any FaultReporting)?.fault {
        throw Failure(description: "on \(items) items: \(fault.fault.rawValue): \(fault.message)")
      }
      return engine
    } catch let failure as Failure {
      throw failure
    } catch {
      throw Failure(description: "the engine refused a list of \(items) items: \(error)")
    }
  }

  private func finish(_ engine: inout any DragSelectEngine, _ kind: EngineKind) throws(Failure) {
    guard var reporting = engine as? any FaultReporting else { return }
    if let fault = reporting.fault ?? reporting.finish() {
      throw Failure(description: "\(fault.fault.rawValue): \(fault.message)")
    }
  }

  /// The least-squares slope of log `y` against log `x`.
  static func slope(_ points: [(x: Double, y: Double)]) -> Double {
    let logs = points.filter { $0.x > 0 && $0.y > 0 }.map {
      (Foundation.log($0.x), Foundation.log($0.y))
    }
    guard logs.count >= 2 else { return 0 }
    let count = Double(logs.count)
    let meanX = logs.reduce(0) { $0 + $1.0 } / count
    let meanY = logs.reduce(0) { $0 + $1.1 } / count
    var covariance = 0.0
    var variance = 0.0
    for (x, y) in logs {
      covariance += (x - meanX) * (y - meanY)
      variance += (x - meanX) * (x - meanX)
    }
    return variance == 0 ? 0 : covariance / variance
  }
}
