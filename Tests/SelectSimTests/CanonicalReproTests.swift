import SelectCore
import Testing

@testable import SelectSim

@Suite("Canonical repros: one bug found from many seeds shrinks to one script (issue 12)")
struct CanonicalReproTests {
  @Test(
    "ten seeds, one script",
    arguments: [
      "deselect-all-honours-veto", "select-all-ignores-veto", "tap-ignores-deselect-veto",
      "cancel-taps", "unclamped-steps", "no-sweep", "limit-deselects-from-start",
      "veto-only-at-anchor", "no-clamp-after-frame", "stale-selection-cache", "steps-only-on-idle",
      "limit-off-by-one", "zero-height-hotspot", "depth-ignores-offsets",
      "select-all-ignores-limit", "scrolls-after-up", "uncapped-depth", "remembered-from-down",
      "contact-at-max-edge", "paint-mode-per-item", "far-end-fill", "restore-deselect-swapped",
      "closed-hit-test", "lazy-restore-snapshot", "incremental-extent",
      "ties-to-the-higher-index", "select-before-deselect", "frame-clears-memory",
    ])
  func oneScript(name: String) throws {
    let bug = try #require(PlantedBug.named(name))
    let shrinker = Shrinker(kind: bug.kind, invariants: Set(Invariant.allCases))
    var scripts: [String: [UInt64]] = [:]
    for seed in 1...10 as ClosedRange<UInt64> {
      let fuzzer = Fuzzer(options: FuzzOptions(seed: seed, engine: bug.kind))
      let found = try #require(fuzzer.run(0..<20_000).failure, "seed \(seed)")
      let shrunk = shrinker.shrink(found.scenario, failure: found.failure)
      scripts[ScriptPrinter.print(shrunk.scenario), default: []].append(seed)
    }
    #expect(
      scripts.count == 1,
      "\(scripts.sorted { $0.value.first! < $1.value.first! }.map { "seeds \($0.value):\n\($0.key)" })"
    )
  }

  /// `script` shrunk on the planted bug `name`, as printed, and the invariant it fails.
  static func shrunk(_ script: String, on name: String) throws -> (
    found: RunFailure, script: String, invariant: Invariant?
  ) {
    let bug = try #require(PlantedBug.named(name))
    let scenario = try ScriptParser.parse(script).scenario
    let found = try #require(
      Runner.play(scenario, on: bug.kind, checking: Set(Invariant.allCases)).failure)
    let result = Shrinker(kind: bug.kind).shrink(scenario, failure: found)
    #expect(result.verified)
    return (found, ScriptPrinter.print(result.scenario), result.failure.invariant)
  }

  @Test("a call that breaks two invariants reports both, and its shrink may end on either (SPEC 4)")
  func sharedSymptoms() throws {
    // Single mode's "at most one" and select-all's own rule, broken by one call: the shrink ends
    // on the repro the paint-mode seeds find (a limit of 0, one item), which breaks select-all
    // too.
    let single = """
      selscript 1
      mode single
      viewport 400x800
      item 0 0,0 400x100
      item 1 0,100 400x100

      0 select-all
      """
    let result = try Self.shrunk(single, on: "select-all-ignores-limit")
    guard case .invariant(let violation, _) = result.found else {
      Issue.record("expected an invariant failure, got \(result.found)")
      return
    }
    #expect(violation.invariant == .singleSelect)
    #expect(violation.alsoViolated == [.selectAll])
    let report = FailureReport(
      scenario: try ScriptParser.parse(single).scenario, failure: result.found,
      engine: "select-all-ignores-limit", foundBy: "a test")
    #expect(report.header.contains("the same call also broke: select-all"))
    #expect(result.invariant == .limit)
    #expect(
      result.script == """
        selscript 1
        mode paint
        viewport 400x800
        limit 0
        item 0 0,0 400x100

        0 select-all

        """)
  }

  @Test("failures match for shrinking when their calls broke an invariant in common")
  func sharesSymptom() {
    let place = CallPlace(timelineIndex: 0, time: 0, isStep: false)
    let limit = RunFailure.invariant(Violation(.limit, "", alsoViolated: [.selectAll]), at: place)
    let single = RunFailure.invariant(
      Violation(.singleSelect, "", alsoViolated: [.selectAll]), at: place)
    let skip = RunFailure.invariant(Violation(.noSkip, ""), at: place)
    #expect(limit.sharesSymptom(with: single) && single.sharesSymptom(with: limit))
    #expect(!limit.isSame(as: single), "confirming a failure still asks for the same invariant")
    #expect(!limit.sharesSymptom(with: skip))
    let hang = RunFailure.fault(.hang, message: "", at: place)
    #expect(hang.sharesSymptom(with: hang) && !hang.sharesSymptom(with: limit))
  }

  @Test("a step that breaks scroll-selects lists its mode's rule; its repro meets the move's")
  func stepBecomesMove() throws {
    // Found by seed 7: an auto-scroll step carries the finger back to the anchor (item 2), where
    // item 1 should be restored. It breaks range-state's rule on a step; the shrink tries the
    // step as a move back onto the anchor and ends on the repro the other nine seeds find.
    let step = """
      selscript 1
      mode range
      viewport 400x800
      item 0 0,700 400x100
      item 1 0,0 400x100
      item 2 0,800 400x100
      selected 1

      0 down 200,850
      0 move 200,750
      0.1 move 200,50
      """
    let result = try Self.shrunk(step, on: "restore-deselect-swapped")
    #expect(result.found.invariant == .scrollSelects)
    #expect(result.found.place?.isStep == true)
    guard case .invariant(let violation, _) = result.found else { return }
    #expect(violation.stepRule == .rangeState)
    #expect(!violation.alsoViolated.contains(.rangeState), "range-state's own check skips steps")
    #expect(result.invariant == .rangeState)
    #expect(
      result.script.hasSuffix(
        "item 0 0,0 400x100\nitem 1 0,100 400x100\nselected 0\n\n0 down 200,150\n0 move 200,50\n"
          + "0 move 200,150\n"))
  }

  @Test("steps that selected an item before the failing move become a move onto it")
  func stepsBecomeMove() throws {
    // Found by seed 6: the down in the bottom hotspot scrolls the finger onto item 0, then a move
    // to item 2 selects it before it deselects item 0. Every time 0 and a move onto item 0 in
    // place of the steps: the repro the other nine seeds find, one line longer than this one.
    let steps = """
      selscript 1
      mode range
      viewport 400x800
      item 0 0,900 400x100
      item 1 0,700 400x100
      item 2 0,200 400x100

      0 down 200,750
      0.2 move 200,50
      """
    let result = try Self.shrunk(steps, on: "select-before-deselect")
    #expect(result.invariant == .rangeState)
    #expect(
      result.script.hasSuffix(
        "item 0 0,0 400x100\nitem 1 0,100 400x100\nitem 2 0,200 400x100\n\n0 down 200,150\n"
          + "0 move 200,250\n0 move 200,50\n"))
  }

  @Test("a policy the bug shows without goes first, before the timeline is cut")
  func policyGoesFirst() throws {
    // Seed 6 finds ties-to-the-higher-index under an initial selection the bug does not need;
    // kept, it led to a 4-event drag that the other nine seeds cannot reach.
    let bug = try #require(PlantedBug.named("ties-to-the-higher-index"))
    let fuzzer = Fuzzer(options: FuzzOptions(seed: 6, engine: bug.kind))
    let found = try #require(fuzzer.run(0..<2_000).failure)
    #expect(!found.scenario.configuration.initialSelection.isEmpty)
    let shrinker = Shrinker(kind: bug.kind, invariants: Set(Invariant.allCases))
    let shrunk = shrinker.shrink(found.scenario, failure: found.failure)
    #expect(shrunk.scenario.configuration.initialSelection.isEmpty)
    #expect(shrunk.scenario.configuration.limit == nil)
    #expect(shrunk.scenario.eventCount == 5)
  }

  @Test("a tap that selects an item its down was not on breaks only-touched, as a drag's would")
  func tapOnlyTouched() throws {
    // The closed hit test taps item 0 from its bottom edge: single-select and only-touched, and
    // the shrink meets the paint-mode repro, whose down selects it.
    let tap = """
      selscript 1
      mode single
      viewport 400x800
      item 0 0,0 400x100

      0 down 200,100
      0 up
      """
    let result = try Self.shrunk(tap, on: "closed-hit-test")
    #expect(result.found.invariant == .onlyTouched)
    guard case .invariant(let violation, _) = result.found else { return }
    #expect(violation.alsoViolated == [.singleSelect])
    #expect(
      result.script.hasSuffix(
        "mode paint\nviewport 400x800\nitem 0 0,0 400x100\n\n0 down 200,100\n"))
  }

  @Test("a stray line whose effect a touch in its place has becomes that touch")
  func strayBecomesTouch() throws {
    let stray = """
      selscript 1
      mode paint
      viewport 400x800
      content-height 1000

      0 down 200,750
      0 up
      0.03 stray up
      """
    let result = try Self.shrunk(stray, on: "scrolls-after-up")
    #expect(result.found.invariant == .strayIgnored)
    #expect(result.invariant == .scrollSteps)
    #expect(result.script.hasSuffix("0 down 200,750\n0 up\n0.03 down 200,50\n"))
  }

  @Test(
    "the forms of one repro that seeds end on come to one",
    arguments: [
      // A top inset, the touches under it: no inset, the touches moved up by as much.
      (
        "paint-mode-kept-after-up",
        "mode paint\nviewport 400x800\ninsets 100 0\nitem 0 0,0 400x100\n\n0 down 200,150\n0 up\n0 down 200,150\n",
        "mode paint\nviewport 400x800\nitem 0 0,0 400x100\n\n0 down 200,50\n0 up\n0 down 200,50\n"
      ),
      // A range drag that visits rows 1, 0, 1 comes out as the one that visits 0, 1, 0 (without
      // the swap of two rows, each stays as it is).
      (
        "remembered-from-down",
        "mode range\nviewport 400x800\nitem 0 0,0 400x100\nitem 1 0,100 400x100\n\n0 down 200,-50\n"
          + "0 select-all\n0 move 200,150\n0 move 200,50\n0 move 200,150\n",
        "mode range\nviewport 400x800\nitem 0 0,0 400x100\nitem 1 0,100 400x100\n\n0 down 200,-50\n"
          + "0 select-all\n0 move 200,50\n0 move 200,150\n0 move 200,50\n"
      ),
      // A touch on an item's right edge: on its bottom edge, at the middle of the width.
      (
        "closed-hit-test", "mode paint\nviewport 400x800\nitem 0 0,0 400x100\n\n0 down 400,50\n",
        "mode paint\nviewport 400x800\nitem 0 0,0 400x100\n\n0 down 200,100\n"
      ),
      // A drag from one item onto another: a touch on both, stacked.
      (
        "paint-mode-per-item",
        "mode paint\nviewport 400x800\nitem 0 0,0 400x100\nitem 1 0,100 400x100\nselected 0\n\n"
          + "0 down 200,150\n0 move 200,50\n",
        "mode paint\nviewport 400x800\nitem 0 0,0 400x100\nitem 1 0,0 400x100\nselected 0\n\n"
          + "0 down 200,50\n"
      ),
      // A drag that stays on an item's right edge: on its bottom edge, both touches at once.
      (
        "contact-at-max-edge",
        "mode paint\nviewport 400x800\nitem 0 0,0 400x100\n\n0 down 400,50\n0 move 400,50\n",
        "mode paint\nviewport 400x800\nitem 0 0,0 400x100\n\n0 down 200,100\n0 move 200,150\n"
      ),
      // A range drag that reaches the far side and comes back after a select-all: the shorter
      // one that starts on the far side and comes back after a deselect-all (two edits at once).
      (
        "incremental-extent",
        "mode range\nviewport 400x800\nitem 0 0,0 400x100\nitem 1 0,100 400x100\nitem 2 0,200 400x100\n\n"
          + "0 down 200,150\n0 move 200,250\n0 move 200,150\n0 select-all\n0 move 200,50\n",
        "mode range\nviewport 400x800\nitem 0 0,0 400x100\nitem 1 0,100 400x100\nitem 2 0,200 400x100\n\n"
          + "0 down 200,250\n0 move 200,150\n0 deselect-all\n0 move 200,50\n"
      ),
      // Its mirror image's dual (the selection complemented, the bulk event swapped) comes to it
      // too: select-all becomes deselect-all as the initial selection goes.
      (
        "incremental-extent",
        "mode range\nviewport 400x800\nitem 0 0,0 400x100\nitem 1 0,100 400x100\nitem 2 0,200 400x100\n"
          + "selected 0\n\n0 down 200,50\n0 move 200,150\n0 select-all\n0 move 200,250\n",
        "mode range\nviewport 400x800\nitem 0 0,0 400x100\nitem 1 0,100 400x100\nitem 2 0,200 400x100\n\n"
          + "0 down 200,250\n0 move 200,150\n0 deselect-all\n0 move 200,50\n"
      ),
      // A deselect-all after a move, over an initial selection: the select-all before it.
      (
        "lazy-restore-snapshot",
        "mode range\nviewport 400x800\nitem 0 0,0 400x100\nitem 1 0,100 400x100\nselected 0\n\n"
          + "0 down 200,150\n0 move 200,50\n0 deselect-all\n0 move 200,150\n",
        "mode range\nviewport 400x800\nitem 0 0,0 400x100\nitem 1 0,100 400x100\n\n"
          + "0 down 200,150\n0 select-all\n0 move 200,50\n0 move 200,150\n"
      ),
      // Two events at one time that are not a finger's: in the order of their text.
      (
        "frame-clears-memory",
        "mode paint\nviewport 400x800\nitem 0 0,0 400x100\n\n"
          + "0 down 200,50\n0 frame 0 0,0 400x100\n0 deselect-all\n0 move 200,50\n",
        "mode paint\nviewport 400x800\nitem 0 0,0 400x100\n\n"
          + "0 down 200,50\n0 deselect-all\n0 frame 0 0,0 400x100\n0 move 200,50\n"
      ),
      // A limit refuses item 0 at the down and rises before the frame event of another item: the
      // frame event becomes item 0's, in its place (the other item goes), and the rising limit a
      // deselect-all with no limit (two edits at once).
      (
        "frame-clears-memory",
        "mode paint\nviewport 400x800\nlimit 0\nitem 0 0,0 400x100\nitem 1 0,100 400x100\n\n"
          + "0 down 200,50\n0 limit 1\n0 frame 1 0,0 400x100\n0 move 200,50\n",
        "mode paint\nviewport 400x800\nitem 0 0,0 400x100\n\n"
          + "0 down 200,50\n0 deselect-all\n0 frame 0 0,0 400x100\n0 move 200,50\n"
      ),
      // A drag in the bottom hotspot toward an item 6 points below the touch: the item at 800 and
      // the touch in the hotspot's middle (the items and touches moved down together first).
      (
        "no-hit-test-after-step",
        "mode paint\nviewport 400x800\nitem 0 0,710 400x100\n\n0 down 200,704\n0.1 move 200,50\n",
        "mode paint\nviewport 400x800\nitem 0 0,800 400x100\n\n0 down 200,750\n0.1 move 200,50\n"
      ),
    ])
  func formsMeet(name: String, from: String, to: String) throws {
    let result = try Self.shrunk("selscript 1\n" + from, on: name)
    #expect(result.script == "selscript 1\n" + to)
  }

  /// Three rows, item 1 vetoed, a drag from row 0 to row 2, and a frame event for item 2.
  static let rows: Scenario = {
    var configuration = Configuration(
      mode: .range, viewport: Viewport(width: 400, height: 800),
      frames: (0..<3).map { Rect(x: 0, y: Double($0) * 100, width: 400, height: 100) })
    configuration.vetoSelect = [1]
    configuration.initialSelection = [0]
    return Scenario(
      configuration: configuration,
      timeline: [
        .event(.down(Point(x: 200, y: 50)), at: 0), .event(.move(Point(x: 200, y: 250)), at: 1),
        .event(.frame(item: 2, Rect(x: 0, y: 200, width: 400, height: 50)), at: 2),
        .event(.up, at: 3),
      ],
      expectations: [.selected([0, 2])])
  }()

  @Test("a mirror image numbers the items from the other end, and twice is the original")
  func mirror() {
    let mirrored = ShrinkSession<InProcessEvaluator>.mirrored(Self.rows)
    #expect(mirrored.configuration.frames == Self.rows.configuration.frames)
    #expect(mirrored.configuration.vetoSelect == [1])
    #expect(mirrored.configuration.initialSelection == [2])
    #expect(mirrored.timeline[0].event == .down(Point(x: 200, y: 250)))
    #expect(mirrored.timeline[1].event == .move(Point(x: 200, y: 50)))
    #expect(
      mirrored.timeline[2].event == .frame(item: 0, Rect(x: 0, y: 50, width: 400, height: 50)))
    #expect(mirrored.expectations == [.selected([0, 2])])
    #expect(ShrinkSession<InProcessEvaluator>.mirrored(mirrored) == Self.rows)
    var scrolled = Self.rows
    scrolled.configuration.initialOffset = 10
    #expect(ShrinkSession<InProcessEvaluator>.mirrored(scrolled) == scrolled, "not for offsets")
  }

  @Test("fast-forwarding a beginning keeps the state it led to as the setup")
  func fastForward() throws {
    var scenario = Self.rows
    scenario.configuration.mode = .paint
    scenario.configuration.vetoSelect = []
    scenario.timeline = [
      .event(.selectAll, at: 0), .event(.limit(2), at: 0), .event(.deselectAll, at: 1),
    ]
    let forwarded = try #require(
      ShrinkSession<InProcessEvaluator>.fastForwarded(scenario, past: 2))
    #expect(
      forwarded.configuration.initialSelection == [0, 1], "a lowered limit deselects from the end")
    #expect(forwarded.configuration.limit == 2)
    #expect(forwarded.timeline == [.event(.deselectAll, at: 1)])
  }

  typealias Session = ShrinkSession<InProcessEvaluator>

  /// Two rows in paint mode, nothing selected, and `timeline`.
  static func paint(_ timeline: [Scheduled], contentHeight: Double? = nil) -> Scenario {
    var configuration = Configuration(
      mode: .paint, viewport: Viewport(width: 400, height: 800),
      frames: (0..<2).map { Rect(x: 0, y: Double($0) * 100, width: 400, height: 100) })
    configuration.contentHeight = contentHeight
    return Scenario(configuration: configuration, timeline: timeline)
  }

  @Test("fast-forwarding into a touch selects what the drag had selected and drops its rest")
  func fastForwardIntoTouch() throws {
    let scenario = Self.paint([
      .event(.down(Point(x: 200, y: 150)), at: 0), .event(.move(Point(x: 200, y: 50)), at: 0),
      .event(.limit(0), at: 0), .event(.move(Point(x: 200, y: 150)), at: 1), .event(.up, at: 2),
      .event(.down(Point(x: 200, y: 50)), at: 3),
    ])
    let forwarded = try #require(Session.fastForwarded(scenario, past: 2))
    #expect(forwarded.configuration.initialSelection == [0, 1])
    let dropped = Session.droppingOpenTouch(forwarded)
    #expect(
      dropped.timeline == [.event(.limit(0), at: 0), .event(.down(Point(x: 200, y: 50)), at: 3)],
      "the open touch's move and up go, the next touch stays")
  }

  @Test("a select-all within a drag becomes the initial selection, the drag's own items kept")
  func bulkChangeIntoSetup() {
    let scenario = Self.paint([
      .event(.down(Point(x: 200, y: 150)), at: 0), .event(.selectAll, at: 0),
      .event(.move(Point(x: 200, y: 50)), at: 0),
    ])
    #expect(Session.selectionMovedIntoSetup(scenario, dropping: 1) == [0])
    #expect(Session.selectionMovedIntoSetup(scenario, dropping: 2) == nil, "not a bulk change")
    var earlier = scenario
    earlier.timeline.insert(.event(.selectAll, at: 0), at: 0)
    #expect(
      Session.selectionMovedIntoSetup(earlier, dropping: 2) == nil,
      "not when the selection changed before the touch")
  }

  @Test("a scroll with the finger down becomes the move that reaches the same content")
  func scrollToMove() {
    let scenario = Self.paint(
      [
        .event(.down(Point(x: 200, y: 100)), at: 0), .event(.scroll(300), at: 0),
        .event(.scroll(5000), at: 0), .event(.up, at: 1), .event(.scroll(0), at: 2),
      ], contentHeight: 2000)
    #expect(Session.moveReplacingScroll(at: 1, of: scenario) == .move(Point(x: 200, y: 400)))
    #expect(
      Session.moveReplacingScroll(at: 2, of: scenario) == .move(Point(x: 200, y: 1000)),
      "as far as the offset goes: to 1200, the content's end")
    #expect(Session.moveReplacingScroll(at: 4, of: scenario) == nil, "the finger is up")
  }

  @Test("a mirror image in a fixed content maps offsets to E - H - o, and twice is the original")
  func mirrorInContent() throws {
    var scenario = Self.paint(
      [.event(.down(Point(x: 200, y: 50)), at: 0), .event(.scroll(300), at: 1)],
      contentHeight: 1000)
    scenario.configuration.initialOffset = 50
    scenario.configuration.viewport.insetTop = 20
    scenario.configuration.autoScroll.bottomOffset = 30
    scenario.configuration.initialSelection = [0]
    let mirror = try #require(Session.mirroredInContent(scenario))
    #expect(mirror.configuration.initialOffset == 150)
    #expect(mirror.configuration.frames[1] == Rect(x: 0, y: 900, width: 400, height: 100))
    #expect(mirror.configuration.initialSelection == [1])
    #expect(mirror.configuration.viewport.insetBottom == 20)
    #expect(mirror.configuration.autoScroll.topOffset == 30)
    #expect(mirror.timeline[0].event == .down(Point(x: 200, y: 750)))
    #expect(mirror.timeline[1].event == .scroll(-100))
    #expect(Session.mirroredInContent(mirror) == scenario)
    #expect(Session.mirroredInContent(Self.paint([])) == nil, "not without a content height")
  }

  @Test("growing the viewport with the content moved down keeps every offset and what it shows")
  func resizeWithContent() {
    var scenario = Self.paint([
      .event(.down(Point(x: 200, y: 50)), at: 0),
      .event(.frame(item: 0, Rect(x: 0, y: 0, width: 400, height: 50)), at: 1),
    ])
    scenario.configuration.viewport.height = 200
    scenario.configuration.initialOffset = 0
    let resized = Session.resizedWithContent(scenario)
    #expect(resized.configuration.viewport.height == 800)
    #expect(resized.configuration.frames[0] == Rect(x: 0, y: 600, width: 400, height: 100))
    #expect(resized.timeline[0].event == .down(Point(x: 200, y: 650)))
    #expect(
      resized.timeline[1].event == .frame(item: 0, Rect(x: 0, y: 600, width: 400, height: 50)))
    let below = Session.resizedWithContent(scenario, below: true)
    #expect(below.configuration.frames == scenario.configuration.frames)
    #expect(below.timeline == scenario.timeline)
    #expect(below.configuration.contentHeight == 800, "200 of items, grown by 600")
  }

  @Test("retiming keeps times in order and round: merged lines meet exactly, gaps sum to 0.04")
  func retimed() {
    let scenario = Self.paint([
      .event(.down(Point(x: 200, y: 50)), at: 0), .event(.move(Point(x: 200, y: 150)), at: 0.19),
      .event(.move(Point(x: 200, y: 50)), at: 2.11), .event(.up, at: 2.11),
    ])
    let merged = Session.retimed(scenario, from: 2, to: 0.19)
    #expect(merged.timeline.map(\.time) == [0, 0.19, 0.19, 0.19])
    #expect(merged.isWellFormed)
    var gaps = Session.retimed(scenario, from: 1, to: Session.roundedTime(0 + 0.01))
    gaps = Session.retimed(gaps, from: 2, to: Session.roundedTime(gaps.timeline[1].time + 0.03))
    #expect(gaps.timeline.map(\.time) == [0, 0.01, 0.04, 0.04])
    #expect(ScriptPrinter.print(gaps).contains("\n0.04 move 200,50\n"))
  }

  @Test("a relayout for offset 0 puts each touch on the same place of its item's new row")
  func relayoutAtOffsetZero() {
    var scenario = Self.paint([.event(.down(Point(x: 200, y: 60)), at: 0)], contentHeight: 2000)
    scenario.configuration.initialOffset = 100
    let rows = [
      Rect(x: 0, y: 0, width: 400, height: 100), Rect(x: 0, y: 300, width: 400, height: 100),
    ]
    let moved = Session.relaidOut(scenario, to: rows, centering: false, newOffset: 0) { _ in nil }
    #expect(
      moved.timeline[0].event == .down(Point(x: 200, y: 360)),
      "content 160 is 60 into item 1, which now starts at 300")
    let kept = Session.relaidOut(scenario, to: rows, centering: false) { _ in nil }
    #expect(kept.timeline[0].event == .down(Point(x: 200, y: 260)), "at the initial offset, 100")
  }
}
