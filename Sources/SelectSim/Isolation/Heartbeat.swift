import Synchronization

/// What the runner is doing right now, published for a watchdog on another thread: which case,
/// which call, and whether the engine or the harness has control.
///
/// The runner writes it with relaxed atomic stores (a few nanoseconds a call); the watchdog of a
/// worker process (``Watchdog``) reads it to find a call or a case that runs past its deadline.
package final class Heartbeat: Sendable {
  /// Counts engine calls: odd while the engine has control, even while the harness has it.
  private let beats = Atomic<Int>(0)
  private let iterationValue = Atomic<Int>(-1)
  private let timelineIndexValue = Atomic<Int>(0)
  private let timeBits = Atomic<UInt64>(0)
  private let stepValue = Atomic<Bool>(false)
  /// Counts cases begun.
  private let caseBegan = Atomic<Int>(0)
  private let running = Atomic<Bool>(false)

  package init() {}

  /// Notes the start of case `iteration` (or -1 for a script).
  package func beginCase(_ iteration: Int) {
    iterationValue.store(iteration, ordering: .relaxed)
    caseBegan.add(1, ordering: .releasing)
    running.store(true, ordering: .releasing)
  }

  /// Notes that the case ended: no deadline runs until the next one begins.
  package func endCase() { running.store(false, ordering: .releasing) }

  /// Notes that the engine is about to be called for `place`.
  package func enterEngine(timelineIndex: Int, time: Double, isStep: Bool) {
    timelineIndexValue.store(timelineIndex, ordering: .relaxed)
    timeBits.store(time.bitPattern, ordering: .relaxed)
    stepValue.store(isStep, ordering: .relaxed)
    beats.add(1, ordering: .releasing)
  }

  /// Notes that the engine returned.
  package func leaveEngine() { beats.add(1, ordering: .releasing) }

  /// A snapshot for the watchdog.
  package var reading: Reading {
    let count = beats.load(ordering: .acquiring)
    return Reading(
      beats: count, inEngine: count & 1 == 1, cases: caseBegan.load(ordering: .acquiring),
      caseRunning: running.load(ordering: .acquiring),
      iteration: iterationValue.load(ordering: .relaxed),
      place: CallPlace(
        timelineIndex: timelineIndexValue.load(ordering: .relaxed),
        time: Double(bitPattern: timeBits.load(ordering: .relaxed)),
        isStep: stepValue.load(ordering: .relaxed)))
  }

  /// What the runner was doing when the watchdog looked.
  package struct Reading: Sendable, Equatable {
    package var beats: Int
    package var inEngine: Bool
    package var cases: Int
    package var caseRunning: Bool
    package var iteration: Int
    package var place: CallPlace
  }
}
