import Foundation

/// The deadline keeper of a worker process: a thread that watches the runner's ``Heartbeat`` and,
/// when an engine call or a whole case runs past its deadline (SPEC 9), tells the parent with a
/// `hang` reply and ends the process, since no thread can stop a Swift engine stuck in a loop.
package enum Watchdog {
  /// Starts watching `heartbeat` for the life of the process.
  ///
  /// - Parameters:
  ///   - heartbeat: Where the runner says what it does.
  ///   - callTimeout: Seconds one engine call may take. An engine over the protocol keeps its own
  ///     call deadline and reports the hang itself; this one waits a little longer.
  ///   - caseTimeout: Seconds one case may take.
  ///   - output: Where the `hang` reply goes.
  package static func start(
    _ heartbeat: Heartbeat, callTimeout: Double, caseTimeout: Double, output: WorkerOutput
  ) {
    let thread = Thread {
      var lastBeats = -1
      var beatSince = ContinuousClock.now
      var lastCases = -1
      var caseSince = ContinuousClock.now
      let margin = 0.25
      while true {
        usleep(20_000)
        output.flushIfStale()
        let reading = heartbeat.reading
        let now = ContinuousClock.now
        if reading.beats != lastBeats {
          lastBeats = reading.beats
          beatSince = now
        }
        if reading.cases != lastCases {
          lastCases = reading.cases
          caseSince = now
        }
        if reading.inEngine && (now - beatSince).seconds > callTimeout + margin {
          report(reading, call: true, seconds: callTimeout, output: output)
        }
        if reading.caseRunning && (now - caseSince).seconds > caseTimeout + margin {
          report(reading, call: false, seconds: caseTimeout, output: output)
        }
      }
    }
    thread.stackSize = 1 << 18
    thread.start()
  }

  private static func report(
    _ reading: Heartbeat.Reading, call: Bool, seconds: Double, output: WorkerOutput
  ) -> Never {
    output.send(
      .hang(
        iteration: reading.iteration, place: reading.beats > 0 ? reading.place : nil, call: call,
        seconds: seconds), flush: true)
    _exit(Worker.hangStatus)
  }
}
