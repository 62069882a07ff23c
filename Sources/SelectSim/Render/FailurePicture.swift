package import SelectCore

/// A picture of a run, for a person: one self-contained HTML page that shows the content with
/// every frame, the viewport, the hotspots, the finger's path coloured by time, the items' states
/// and each position's entries, with a step control that walks the run event by event and
/// auto-scroll step by step, opening on the failing position.
///
/// Building the page is a pure function of the scenario and its calls: no file, clock or process
/// is touched, and the same input gives the same bytes.
package struct FailurePicture: Sendable {
  private let scenario: Scenario
  private let calls: [Call]
  /// What failed, as the banner says it; `nil` for a passing run.
  package let failure: Failure?
  private let title: String
  private let engine: String
  /// What the engine took in the run (SPEC 8, "Profiles"): the page's header says so when it was
  /// not the whole SPEC.
  package var profile: EngineProfile = .wholeSpec

  /// A picture of `calls`, the run of `scenario`.
  ///
  /// - Parameters:
  ///   - scenario: The scenario that was run.
  ///   - calls: Every call the runner made, in order, as its `observe` callback received them.
  ///   - failure: What failed, or `nil` for a passing run.
  ///   - title: The page's heading, such as the script's file name.
  ///   - engine: The engine's name, for the page's header; empty when unknown.
  package init(
    scenario: Scenario, calls: [Call], failure: Failure?, title: String = "", engine: String = ""
  ) {
    self.scenario = scenario
    self.calls = calls
    self.failure = failure
    self.title = title
    self.engine = engine
  }

  /// A picture of the run of `scenario` that made `calls` and failed with `failure` (or passed).
  ///
  /// A fault in a call that never returned (a crash, a hang) gets a position of its own, without
  /// entries, so that the page opens on the event that did it.
  ///
  /// - Parameters:
  ///   - scenario: The scenario that was run.
  ///   - calls: The calls that returned, in order.
  ///   - failure: How the run failed, or `nil`.
  ///   - title: The page's heading.
  ///   - engine: The engine's name, for the page's header.
  package init(
    scenario: Scenario, calls: [Call], runFailure failure: RunFailure?, title: String = "",
    engine: String = ""
  ) {
    var calls = calls
    if case .fault(_, _, let place?) = failure,
      calls.last.map({ ($0.timelineIndex, $0.time) != (place.timelineIndex, place.time) }) ?? true,
      scenario.timeline.indices.contains(place.timelineIndex)
    {
      let kind: Call.Kind =
        if place.isStep {
          .step
        } else if let event = scenario.timeline[place.timelineIndex].event {
          .event(event)
        } else {
          .expectation
        }
      calls.append(
        Call(
          index: calls.count, timelineIndex: place.timelineIndex, time: place.time, kind: kind,
          entries: [], reportedOffset: calls.last?.reportedOffset ?? 0, reportedSelection: []))
    }
    self.init(
      scenario: scenario, calls: calls,
      failure: failure.map { Failure($0, scenario: scenario, calls: calls, engine: engine) },
      title: title, engine: engine)
  }

  /// The page: HTML with inline style, SVG and script, and no reference to any other file.
  ///
  /// - Complexity: O(*p* · *n*) for *p* positions with the finger down and *n* items (the
  ///   picture's own hit tests), plus O(*n*) to choose what to draw.
  package var html: String {
    let timeline = PictureTimeline(scenario: scenario, calls: calls, failure: failure)
    let scope = PictureScope(configuration: scenario.configuration, timeline: timeline)
    return PicturePage(
      scenario: scenario, timeline: timeline, scope: scope, failure: failure,
      title: title.isEmpty ? "a run" : title, engine: engine, profile: profile
    ).html
  }

  /// Plays `scenario` on `kind`, checking `invariants`, and returns the picture of that run.
  ///
  /// When an invariant or a timed expectation fails, the failing call is the last one the runner
  /// made; an untimed expectation or a refused setup names no call, and the page opens on the
  /// last position. The banner says what the ``RunFailure`` says.
  ///
  /// - Parameters:
  ///   - scenario: What to play.
  ///   - kind: The engine to play it on.
  ///   - invariants: The invariants to check after every call.
  ///   - title: The page's heading, such as the script's file name.
  /// - Returns: The picture, failing or passing.
  /// - Throws: ``ScenarioError`` for a scenario the runner refuses.
  /// - Complexity: That of ``Runner/run(_:on:checking:observe:)``; the page is built when
  ///   ``html`` is read.
  package static func of(
    _ scenario: Scenario, on kind: EngineKind, checking invariants: Set<Invariant>,
    title: String = ""
  ) throws(ScenarioError) -> FailurePicture {
    var calls: [Call] = []
    let result = try Runner.run(scenario, on: kind, checking: invariants) { calls.append($0) }
    return FailurePicture(
      scenario: scenario, calls: calls, runFailure: result.failure, title: title,
      engine: kind.name)
  }
}
