import SelectCore
import Testing

@testable import SelectSim

@Suite("Generators: deterministic, valid, and round-trip through scripts (SPEC 4, 5, 6)")
struct GenerationTests {
  let generator = ScenarioGenerator()

  @Test("the same seed and iteration give the same scenario; others give others")
  func deterministic() {
    for iteration in 0..<50 {
      #expect(
        generator.scenario(seed: 9, iteration: iteration)
          == generator.scenario(seed: 9, iteration: iteration))
    }
    #expect(generator.scenario(seed: 9, iteration: 0) != generator.scenario(seed: 9, iteration: 1))
    #expect(generator.scenario(seed: 9, iteration: 0) != generator.scenario(seed: 10, iteration: 0))
  }

  @Test("removing random items with the Fenwick tree leaves what removing them from an array does")
  func keepingMatchesArrayRemoval() {
    for seed in UInt64(0)..<200 {
      var sizes = Xoshiro256StarStar(seed: seed)
      let items = (0..<sizes.int(in: 0...300)).map { $0 * 3 + 1 }
      let room = sizes.int(in: -2...items.count + 2)
      var naive = items
      var naiveRandom = Xoshiro256StarStar(seed: seed ^ 0xABCD)
      while naive.count > max(room, 0) {
        naive.remove(at: naiveRandom.int(in: 0...(naive.count - 1)))
      }
      var random = Xoshiro256StarStar(seed: seed ^ 0xABCD)
      #expect(SetupGenerator.keeping(room, of: items, using: &random) == naive, "seed \(seed)")
      // The same draws were taken: the streams agree afterwards.
      #expect(random.next() == naiveRandom.next())
    }
  }

  @Test("every touch begins on the view: each down inside the viewport (issue 22)")
  func touchesBeginInView() {
    for mode in ModeChoice.allCases {
      let generator = ScenarioGenerator(modes: mode)
      for iteration in 0..<1_000 {
        let inView = generator.scenario(seed: 22, iteration: iteration).touchesBeginInView
        #expect(inView, "\(mode) iteration \(iteration)")
      }
    }
  }

  @Test(
    "in whole pixels too: a 1-pixel-tall viewport's down is at y 0, not rounded to 1 (issue 25)")
  func wholePixelDownsBeginInView() throws {
    // Qt's MultiSelection engine's profile (Examples/qt/qt_engine.py): seed 1, iteration 79 drew
    // a viewport 1 tall whose down, at the middle of its one pixel row, rounded to y 1, off the
    // view; the case lay outside the profile and its shrink, free of it, left it (a repro that
    // starts off the view of a widget that cannot be pressed there).
    let profile = try EngineProfile.parse(
      Array(
        #"{"layouts":["rows"],"contentHeight":false,"insets":false,"coordinates":"whole","positions":"whole","limit":false,"vetoSelect":false,"vetoDeselect":false,"autoScroll":false,"events":["scroll","idle","cancel","selectAll","deselectAll"],"modes":["range"],"rangeTarget":["anchor"],"rangeRevert":["restore"],"rangeStart":["keep"],"rangeUpdate":["move"],"rangeScroll":["wait"],"touchesOffView":false,"entryOrder":"set"}"#
          .utf8))
    let generator = ScenarioGenerator(profile: profile)
    let found = generator.scenario(seed: 1, iteration: 79)
    #expect(found.configuration.viewport.height == 1)
    for iteration in 0..<400 {
      let scenario = generator.scenario(seed: 1, iteration: iteration)
      #expect(profile.mismatch(scenario) == nil, "iteration \(iteration)")
    }
  }

  @Test("touches on the view only: no viewport of no area, which nothing can press (issue 25)")
  func noViewOfNoAreaForWidgets() throws {
    // Qt's SingleSelection engine skipped 8 of seed 1's 10,000 cases: viewports 0 tall.
    let widget = try EngineProfile.parse(
      Array(#"{"modes":["single"],"touchesOffView":false}"#.utf8))
    var free = widget
    free.touchesOutsideView = true
    let flat = (0..<3000).filter {
      ScenarioGenerator(profile: free).scenario(seed: 1, iteration: $0).configuration.viewport
        .height == 0
    }
    #expect(!flat.isEmpty)
    for iteration in flat {
      let scenario = ScenarioGenerator(profile: widget).scenario(seed: 1, iteration: iteration)
      #expect(scenario.configuration.viewport.height == 1, "iteration \(iteration)")
      #expect(widget.mismatch(scenario) == nil, "iteration \(iteration)")
    }
    var pressed = ScenarioGenerator(profile: free).scenario(seed: 1, iteration: flat[0])
    pressed.timeline = [.event(.down(Point(x: 1, y: 0)), at: 0)]
    #expect(widget.mismatch(pressed) == "a touch on a view of no area")
  }

  @Test("every generated scenario is valid and its script parses back to the same scenario")
  func validAndRoundTrips() throws {
    for iteration in 0..<300 {
      let scenario = generator.scenario(seed: 5, iteration: iteration)
      try scenario.configuration.validate()
      let text = ScriptPrinter.print(scenario)
      let parsed = try ScriptParser.parse(text)
      #expect(parsed.scenario == scenario, "iteration \(iteration)")
      #expect(ScriptPrinter.print(parsed.scenario) == text)
    }
  }

  @Test("a mode choice fixes the mode", arguments: [ModeChoice.paint, .range, .single])
  func modeChoice(choice: ModeChoice) {
    let generator = ScenarioGenerator(modes: choice)
    for iteration in 0..<20 {
      #expect(
        generator.scenario(seed: 1, iteration: iteration).configuration.mode.rawValue
          == choice.rawValue)
    }
  }

  @Test("minimum-jerk paths start and end still, peaking at 1.875 times the mean speed")
  func minimumJerk() {
    #expect(MinimumJerk.progress(0) == 0)
    #expect(MinimumJerk.progress(1) == 1)
    #expect(MinimumJerk.progress(0.5) == 0.5)
    let h = 1e-6
    let peak = (MinimumJerk.progress(0.5 + h) - MinimumJerk.progress(0.5 - h)) / (2 * h)
    #expect(abs(peak - 1.875) < 1e-6)
    let start = (MinimumJerk.progress(h) - MinimumJerk.progress(0)) / h
    #expect(start < 1e-6)
  }

  @Test("the layout kinds produce what they promise")
  func layouts() {
    var random = Xoshiro256StarStar(seed: 3)
    let layouts = LayoutGenerator()
    let large = layouts.frames(.large, width: 390, using: &random)
    #expect(large.count >= 10_000)
    var overlapping = 0
    for _ in 0..<20
    where CoverageTracker.hasOverlap(layouts.frames(.overlapping, width: 390, using: &random)) {
      overlapping += 1
    }
    #expect(overlapping == 20)
    var zeroSized = false
    for _ in 0..<20
    where layouts.frames(.degenerate, width: 390, using: &random).contains(where: \.isEmpty) {
      zeroSized = true
    }
    #expect(zeroSized)
  }

  @Test("list changes as real lists make them: pages at the end, syncs above the view, reloads")
  func realListChanges() {
    let generator = ScenarioGenerator()
    var (pages, syncsAbove, reloads) = (0, 0, 0)
    for iteration in 0..<600 {
      let scenario = generator.scenario(seed: 4, iteration: iteration)
      guard scenario.changesList else { continue }
      let atTheEnd = scenario.linesAtTheEnd()
      var removals = 0
      for (line, scheduled) in scenario.timeline.enumerated() where !scheduled.isStray {
        let frames = scenario.frames(beforeLine: line)
        switch scheduled.event {
        case .insert(let index, _) where index == frames.count && atTheEnd.contains(line):
          pages += 1
        case .insert(let index, let frame) where index < frames.count:
          let top = scenario.topItem(beforeLine: line, frames: frames)
          if top.offset >= 1 && frame.maxY <= top.offset && index <= top.index { syncsAbove += 1 }
        case .remove: removals += 1
        default: break
        }
      }
      if removals > 0 && removals == scenario.configuration.frames.count { reloads += 1 }
    }
    // Figures of this seed; each kind must be there, not rare.
    #expect(pages >= 50, "\(pages) pages")
    #expect(syncsAbove >= 5, "\(syncsAbove) syncs above the viewport")
    #expect(reloads >= 2, "\(reloads) reloads")
  }

  @Test("the fingerprint of seed 1 is pinned: a change to generation or to the engine shows here")
  func goldenFingerprint() {
    let run = Fuzzer(options: FuzzOptions(seed: 1)).run(0..<40)
    #expect(run.failure == nil)
    #expect(run.totals.fingerprint.hex == GenerationTests.fingerprintSeed1Of40)
  }

  static let fingerprintSeed1Of40 = "1ccb40a0ec45693d"
  /// The same run with the options for real widgets at their defaults (and `range-target` and
  /// `range-revert` without their later values): the run before they existed, as this build's
  /// generator makes it (an option added must leave it as it is; a change to how timelines are
  /// made, as range's share of `gapStart` gestures, moves it). Issue 24.
  static let fingerprintBeforeWidgetOptions = "339a3d4f0e75c4b1"
}
