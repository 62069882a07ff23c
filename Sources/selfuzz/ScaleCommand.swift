import Foundation
import SelectSim

/// `selfuzz scale`: cost as an invariant; how an engine's cost per event grows with the items.
enum ScaleCommand {
  static let help = """
    USAGE: selfuzz scale [--engine NAME | --engine-command CMD] [--bound X] [--sizes N,N,...]
                         [--budget T] [--call-timeout T]

    Plays the same gestures (a paint drag and a range drag of 400 moves each, scrubbing over the
    first rows of a list, and, for an engine that takes list changes, a range drag with an item
    put in, taken out and moved after every tenth move) on lists of 100, 1,000, 10,000 and
    100,000 items, times the engine's cost per event at each size (setting the engine up and
    its first list change, which may number the items once, not included; the median of 5
    samples), and fits how it grows. An engine over the engine protocol (docs/SPEC.md section 8) is timed
    net of its round trip, the median of 200 `idle` calls with nothing to do. Prints the table
    and fails when the fitted growth is steeper than the bound allows (10x over a 1,000x range,
    that is n^0.33, whatever the sizes): an engine that scans every frame on every event drops
    frames in a 100,000-photo library, even when every answer it gives is right. Run it in a
    release build.

    OPTIONS:
      --engine NAME         The engine (default core); `selfuzz engines` lists them.
      --engine-command CMD  An engine over the engine protocol.
      --bound X             The growth allowed over a 1,000x range of items (default 10).
      --sizes LIST          The list lengths, at least two, ascending (default 100,1000,10000,100000).
      --budget T            Timed play per size (default 1s); a slow engine plays fewer events.
      --call-timeout T      The deadline of one call to an engine over the protocol (default 10s).

    EXIT STATUS: 0 the growth is within the bound; 1 it is steeper, or the engine failed;
    64 bad usage.

    EXAMPLE:
      swift run -c release selfuzz scale --engine scanning-hit-test
    """

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    let origin = try arguments.engineOrigin() ?? .builtIn("core")
    let callTimeout = try arguments.seconds("--call-timeout", allowingZero: false) ?? 10
    var check = ScalingCheck()
    if let bound = try arguments.option("--bound") {
      guard let value = Double(bound), value >= 1, value.isFinite else {
        throw arguments.usage("--bound takes a number of 1 or more, not '\(bound)'")
      }
      check.bound = value
    }
    if let list = try arguments.option("--sizes") {
      let values = list.split(separator: ",").compactMap {
        Int($0.trimmingCharacters(in: .whitespaces))
      }
      guard values.count >= 2, values.count == list.split(separator: ",").count,
        values.allSatisfy({ $0 >= 1 }),
        zip(values, values.dropFirst()).allSatisfy({ $0 < $1 })
      else {
        throw arguments.usage("--sizes takes two or more ascending item counts, not '\(list)'")
      }
      check.sizes = values
    }
    check.budget = try arguments.seconds("--budget", allowingZero: false) ?? check.budget
    try arguments.finish()
    let engine = try EngineChoice(
      origin, callTimeout: callTimeout, inWorker: false, arguments: arguments)
    #if DEBUG
      say(
        "note: a debug build; run `swift run -c release selfuzz scale` for representative figures")
    #endif
    // An engine command's own profile says whether it takes list changes, which add a gesture.
    var kind = engine.kind
    kind.profile = try ProfileChoice.stated(by: engine, callTimeout: callTimeout)
    let report: ScalingCheck.Report
    do {
      report = try check.run(kind)
    } catch {
      printError("error: the scaling check of \(engine.label) stopped: \(error)")
      return .failure
    }
    var table = report
    table.engine = engine.label
    say(table.table)
    guard report.passed else {
      let first = report.rows.first?.items ?? 0
      let last = report.rows.last?.items ?? 0
      say(
        "FAILED: the cost per event of \(engine.label) grows "
          + "\(ScalingCheck.Report.ratio(report.growth))x from \(first) to \(last) items, "
          + "over the \(ScalingCheck.Report.ratio(report.allowedGrowth))x allowed: it does work in "
          + "proportion to the items on every event (a scan where an index would do)")
      return .failure
    }
    return .success
  }
}
