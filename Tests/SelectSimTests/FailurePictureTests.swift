import SelectCore
import Testing

@testable import SelectSim

@Suite("Failure pictures: one self-contained page that opens on the failing position")
struct FailurePictureTests {
  /// The repro of a planted bug that fails `range-state` on its fourth position.
  static let rangeRepro = """
    selscript 1
    mode range
    viewport 348x898
    limit 3
    grid count=4 columns=2 origin=0,372 cell=158x158

    0 down 79,609
    1 move 160,540
    1 move 154,526
    """

  func scenario(_ script: String) throws -> Scenario { try ScriptParser.parse(script).scenario }

  func failingPicture() throws -> FailurePicture {
    let kind = try #require(BuiltInEngines.named("select-before-deselect"))
    return try FailurePicture.of(
      try scenario(Self.rangeRepro), on: kind, checking: Set(Invariant.allCases), title: "repro")
  }

  /// The value of attribute `name` on the page's `<body>`.
  func bodyAttribute(_ name: String, in html: String) -> String? {
    guard let body = html.firstRange(of: "<body"),
      let end = html[body.upperBound...].firstIndex(of: ">")
    else { return nil }
    let tag = html[body.upperBound..<end]
    guard let start = tag.firstRange(of: " \(name)=\"") else { return nil }
    return String(tag[start.upperBound...].prefix { $0 != "\"" })
  }

  /// The text of the element with `id`, up to its first child or closing tag.
  func text(ofID id: String, in html: String) -> String? {
    guard let start = html.firstRange(of: "id=\"\(id)\""),
      let open = html[start.upperBound...].firstIndex(of: ">")
    else { return nil }
    return String(html[html.index(after: open)...].prefix { $0 != "<" })
  }

  @Test("the page is self-contained: no link, no external source, no network address")
  func selfContained() throws {
    let html = try failingPicture().html
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(!html.contains("http"))
    #expect(!html.contains("src="))
    #expect(!html.contains("<link"))
    #expect(!html.contains("@import"))
    #expect(html.ranges(of: "url(").allSatisfy { html[$0.upperBound...].hasPrefix("#") })
    #expect(html.contains("<svg id=\"scene\""))
    #expect(html.contains("<style>") && html.contains("<script>"))
  }

  @Test("it opens on the failing position, with the invariant and its message in the banner")
  func opensOnFailure() throws {
    let picture = try failingPicture()
    let failure = try #require(picture.failure)
    #expect(failure.title == "invariant range-state")
    #expect(failure.callIndex == 2, "the third call, the second move, fails")
    let html = picture.html
    #expect(bodyAttribute("data-failing-position", in: html) == "3")
    #expect(bodyAttribute("data-position", in: html) == "3")
    #expect(text(ofID: "banner-title", in: html) == "invariant range-state")
    let message = try #require(text(ofID: "banner-message", in: html))
    #expect(message.hasPrefix("after c became 0 (anchor 2), item 0 in R (target) should be"))
    #expect(text(ofID: "event", in: html) == "1 move 154,526")
  }

  @Test("the opening position's state comes from the entries: selection, anchor, current item")
  func openingState() throws {
    let html = try failingPicture().html
    // The planted bug selects 1 (not 0) and deselects 3 at the failing move.
    #expect(text(ofID: "selection", in: html) == "1 2")
    #expect(text(ofID: "anchor", in: html) == "2")
    #expect(text(ofID: "current", in: html) == "0")
    #expect(html.contains("<li>select 1 (drag)</li><li>deselect 3 (drag)</li>"))
    #expect(html.contains("<g id=\"i1\" class=\"sel changed\">"))
  }

  @Test("every frame of a small layout is drawn with its number, overlapping ones too")
  func everyFrame() throws {
    let script = """
      selscript 1
      mode paint
      viewport 300x400
      item 0 0,0 100x100
      item 1 50,50 100x100
      item 2 0,0 100x100
      grid count=9 columns=3 origin=0,200 cell=90x40 spacing=5,5
      veto-select 4
      veto-deselect 5
      selected 5

      0 down 10,10
      0.1 move 10,250
      0.2 up
      """
    let html = try FailurePicture.of(try scenario(script), on: .core, checking: []).html
    for item in 0..<12 {
      #expect(html.contains("<g id=\"i\(item)\""), "item \(item) is drawn")
      #expect(html.contains(">\(item)</text>"), "item \(item) is numbered")
    }
    #expect(html.contains("<g id=\"i4\" class=\"vs\">"))
    #expect(html.contains("<g id=\"i5\" class=\"vd sel\">"))
    #expect(!html.contains("data-failing-position"))
    #expect(text(ofID: "banner-title", in: html) == "no failure")
    #expect(!html.contains("of 12 items drawn"), "a small layout is not abridged")
    #expect(!html.contains("id=\"follow\""), "the whole picture is close enough")
  }

  @Test("text from a failure cannot end the data script or inject markup")
  func escaping() throws {
    let failure = FailurePicture.Failure(
      title: "invariant <b>x</b>", message: "a </script><script>alert(1)</script> <!-- & more",
      callIndex: nil)
    let picture = FailurePicture(
      scenario: try scenario(Self.rangeRepro), calls: [], failure: failure,
      title: "</title></script>")
    let html = picture.html
    #expect(html.ranges(of: "</script>").count == 2, "only the two real closings")
    #expect(html.contains("a <\\/script><script>alert(1)<\\/script> <\\u0021-- & more"))
    #expect(html.contains("a &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- &amp;"))
    #expect(html.contains("invariant &lt;b&gt;x&lt;/b&gt;"))
    #expect(!html.contains("<b>x</b>"))
    #expect(WebText.jsonString("\"\\\n\u{1}\u{2028}") == #""\"\\\n\u0001\u2028""#)
  }

  @Test("the same scenario gives the same bytes")
  func deterministic() throws {
    let first = try failingPicture().html
    let second = try failingPicture().html
    #expect(first == second)
  }

  @Test("a call that applied several auto-scroll steps first gives one position per step")
  func stepsInsideACall() throws {
    let configuration = Configuration(
      mode: .range, viewport: Viewport(width: 100, height: 200),
      frames: (0..<20).map { Rect(x: 0, y: Double($0) * 50, width: 100, height: 50) },
      initialSelection: [1])
    let scenario = Scenario(
      configuration: configuration,
      timeline: [
        .event(.down(Point(x: 10, y: 190)), at: 0), .event(.move(Point(x: 10, y: 195)), at: 1),
      ])
    let down = Call(
      index: 0, timelineIndex: 0, time: 0, kind: .event(.down(Point(x: 10, y: 190))),
      entries: [.item(3, selected: true, cause: .drag, at: 0)], reportedOffset: 0,
      reportedSelection: [])
    let move = Call(
      index: 1, timelineIndex: 1, time: 1, kind: .event(.move(Point(x: 10, y: 195))),
      entries: [
        .offset(20, at: 0.025), .item(4, selected: true, cause: .drag, at: 0.025),
        .offset(40, at: 0.05),
        .offset(60, at: 0.075), .item(5, selected: true, cause: .drag, at: 0.075),
        .item(6, selected: true, cause: .drag, at: 1),
      ], reportedOffset: 60, reportedSelection: [])
    let timeline = PictureTimeline(scenario: scenario, calls: [down, move], failure: nil)
    #expect(timeline.positions.map(\.kind) == [.start, .event, .step, .step, .step, .event])
    #expect(timeline.positions.map(\.offset) == [0, 0, 20, 40, 60, 60])
    #expect(timeline.positions.map(\.callIndex) == [nil, 0, 1, 1, 1, 1])
    #expect(timeline.positions[5].entries == [.item(6, selected: true, cause: .drag, at: 1)])
    // Point sampling: the finger at viewport y 190 is over item 3, then 4 after 20 points...
    #expect(timeline.positions.map(\.current) == [nil, 3, 4, 4, 5, 5])
    #expect(timeline.positions.map(\.anchor) == [nil, 3, 3, 3, 3, 3])
    #expect(timeline.selection(at: 4) == [1, 3, 4, 5])
    let failing = PictureTimeline(
      scenario: scenario, calls: [down, move],
      failure: FailurePicture.Failure(title: "t", message: "m", callIndex: 1))
    #expect(failing.failingPosition == 5, "the failing call's last position")
  }

  @Test(
    "the initial offset is clamped as SPEC 2.2 says",
    arguments: [
      (5_000.0, 0.0, 0.0, 600.0), (-50, 20, 0, -20), (-50, 0, 0, 0), (300, 0, 30, 300),
    ])
  func initialOffset(offset: Double, insetTop: Double, insetBottom: Double, expected: Double) {
    // Content 1000 tall in a viewport 400 tall: offsets from -insetTop to 600 + insetBottom.
    let configuration = Configuration(
      viewport: Viewport(width: 100, height: 400, insetTop: insetTop, insetBottom: insetBottom),
      frames: [Rect(x: 0, y: 0, width: 100, height: 1_000)], initialOffset: offset)
    #expect(configuration.effectiveInitialOffset == expected)
  }

  @Test(
    "the harness's helpers clamp the offset as SelectCore's engine does, under either max-offset",
    arguments: MaxOffset.allCases)
  func offsetAsTheEngineHasIt(maxOffset: MaxOffset) throws {
    // Rows 44 tall, 23 of them (1012): the end is 612, or 616 raised to whole rows.
    for (offset, insetTop, insetBottom) in [
      (5_000.0, 0.0, 0.0), (5_000, 10, 7), (-50, 20, 0), (613, 0, 0), (100, 0, 30),
    ] {
      var configuration = Configuration(
        viewport: Viewport(width: 100, height: 400, insetTop: insetTop, insetBottom: insetBottom),
        frames: (0..<23).map { Rect(x: 0, y: Double($0) * 44, width: 100, height: 44) },
        initialOffset: offset)
      configuration.maxOffset = maxOffset
      let engine = try SelectionEngine(configuration: configuration)
      #expect(configuration.effectiveInitialOffset == engine.offset, "\(offset), \(maxOffset)")
      #expect(
        configuration.offsetBounds(over: configuration.frames).high == engine.maxOffset,
        "\(offset), \(maxOffset)")
      let picture = PictureTimeline(
        scenario: Scenario(configuration: configuration, timeline: []), calls: [], failure: nil)
      #expect(picture.positions.first?.offset == engine.offset)
    }
  }

  @Test("an untimed expectation that fails opens on the last position")
  func finalExpectation() throws {
    let script = Self.rangeRepro + "\nexpect selected 0\n"
    let picture = try FailurePicture.of(try scenario(script), on: .core, checking: [])
    #expect(picture.failure?.title == "expectation")
    #expect(picture.failure?.callIndex == nil)
    let html = picture.html
    #expect(bodyAttribute("data-failing-position", in: html) == "3")
    #expect(text(ofID: "banner-message", in: html) == "expect selected 0, but selected 0 1 2")
  }

  @Test("a 10,000-item layout draws only what lies near the run, small and quick")
  func largeLayout() throws {
    let script = """
      selscript 1
      mode range
      viewport 390x844
      limit 200
      grid count=10000 columns=3 origin=0,0 cell=128x60 spacing=3,4

      0 down 60,300
      0.1 move 60,500
      0.2 move 200,800
      2.2 move 200,820
      3 up
      """
    let scenario = try scenario(script)
    let picture = try FailurePicture.of(scenario, on: .core, checking: [])
    let clock = ContinuousClock()
    var html = ""
    let took = clock.measure { html = picture.html }
    #expect(took < .seconds(5), "debug build; a release build takes a few milliseconds")
    #expect(html.utf8.count < 250_000, "\(html.utf8.count) bytes")
    #expect(html.contains("id=\"minimap\""))
    #expect(
      html.contains("<input type=\"checkbox\" id=\"follow\" checked>"),
      "the band is too tall to read whole: the page opens in the view that follows the viewport")
    #expect(html.contains(" of 10000 items drawn"))
    #expect(html.contains("<g id=\"i0\""), "the first rows, where the drag starts")
    #expect(!html.contains("<g id=\"i9999\""), "the last row is far from the run")
    let timeline = PictureTimeline(scenario: scenario, calls: [], failure: nil)
    #expect(timeline.positions.count == 1)
  }

  // MARK: - Lists that change (SPEC 2.7)

  /// Five rows, 2 and 4 selected: an insert above both, a removal of an unselected item above
  /// them, a removal of a selected one, a move of the other to the top, and a stray removal.
  static let listScript = """
    selscript 1
    mode paint
    viewport 400x800
    grid count=5 columns=1 origin=0,0 cell=400x100
    selected 2 4

    0 insert 1 0,500 400x100
    0 remove 0
    0 remove 2
    0 reorder 3 0
    0 stray remove 9
    """

  func listPicture(failingCall: Int? = nil) throws -> FailurePicture {
    let scenario = try scenario(Self.listScript)
    var calls: [Call] = []
    _ = try Runner.run(scenario, on: .core, checking: []) { calls.append($0) }
    let failure = failingCall.map {
      FailurePicture.Failure(title: "invariant x", message: "m", callIndex: $0)
    }
    return FailurePicture(scenario: scenario, calls: calls, failure: failure, title: "list")
  }

  @Test("the selection follows its items through inserts, removals and moves, position by position")
  func selectionThroughListChanges() throws {
    let scenario = try scenario(Self.listScript)
    var calls: [Call] = []
    _ = try Runner.run(scenario, on: .core, checking: []) { calls.append($0) }
    let timeline = PictureTimeline(scenario: scenario, calls: calls, failure: nil)
    #expect(timeline.positions.count == 6)
    let replays = timeline.positions.indices.map { timeline.replay(through: $0) }
    // Identities: the setup's 0...4, the inserted item 5.
    #expect(
      replays.map(\.identities) == [
        [0, 1, 2, 3, 4], [0, 5, 1, 2, 3, 4], [5, 1, 2, 3, 4], [5, 1, 3, 4], [4, 5, 1, 3],
        [4, 5, 1, 3],
      ])
    #expect(replays.map(\.selection) == [[2, 4], [3, 5], [2, 4], [3], [0], [0]])
    #expect(replays.map(\.identities.count) == [5, 6, 5, 4, 4, 4])
    #expect(replays.map(\.removedItem) == [nil, nil, 0, 2, nil, nil])
    #expect(replays[3].changed == [2], "the removal's entry names item 2 by its index before")
    #expect(
      replays[4].frames[4] == Rect(x: 0, y: 400, width: 400, height: 100),
      "moved, not moved in space")
    #expect(replays[1].frames[5] == Rect(x: 0, y: 500, width: 400, height: 100))
    #expect(
      timeline.positions[3].entries.map(\.change) == [.item(2, selected: false, cause: .remove)])
    #expect(timeline.positions.map { $0.listChange?.item } == [nil, 5, 0, 2, 4, nil])
    #expect(timeline.positions[5].statement == "stray remove 9")
    #expect(timeline.positions[5].listChange == nil)
    #expect(timeline.firstFrames.count == 6)
    #expect(timeline.movedItems == [5], "only the inserted item's frame is set")
  }

  @Test("a frame event after a list change moves the item at its index then")
  func frameAfterListChange() throws {
    let script = """
      selscript 1
      mode paint
      viewport 400x800
      grid count=3 columns=1 origin=0,0 cell=400x100

      0 insert 0 0,300 400x100
      0 frame 1 0,500 400x50
      0 reorder 0 2
      """
    let scenario = try scenario(script)
    let timeline = PictureTimeline(scenario: scenario, calls: [], failure: nil)
    var calls: [Call] = []
    _ = try Runner.run(scenario, on: .core, checking: []) { calls.append($0) }
    let run = PictureTimeline(scenario: scenario, calls: calls, failure: nil)
    #expect(timeline.positions.count == 1)
    #expect(run.positions[2].frameChanges.map(\.item) == [0], "index 1 is the setup's item 0")
    let replay = run.replay(through: 3)
    #expect(replay.identities == [0, 1, 3, 2])
    #expect(replay.frames[0] == Rect(x: 0, y: 500, width: 400, height: 50))
    #expect(run.markedItems == [0, 3])
    let html = FailurePicture(scenario: scenario, calls: calls, failure: nil).html
    #expect(
      html.contains(#"<g id="i3" class="moved"><rect x="0" y="300" width="400" height="100"/>"#))
    #expect(html.contains(#"<g id="i0"><rect x="0" y="500" width="400" height="50"/>"#))
  }

  @Test("the page lists the change statements and carries each change, not every frame")
  func listChangeData() throws {
    let html = try listPicture().html
    for statement in [
      "0 insert 1 0,500 400x100", "0 remove 0", "0 remove 2", "0 reorder 3 0", "0 stray remove 9",
    ] {
      #expect(html.contains("<span>\(statement)</span>"), "\(statement)")
    }
    #expect(html.contains("<li id=\"p1\" class=\"event list\">"))
    #expect(html.contains("<li id=\"p5\" class=\"event current\">"), "a stray change is none")
    #expect(html.contains(",\"items\":6,\"lists\":true,"))
    #expect(html.contains(#"{"k":"event","o":0,"l":["insert",1,5],"fr":[[5,0,500,400,100]]}"#))
    #expect(html.contains(#"{"k":"event","o":0,"l":["remove",0]}"#))
    #expect(html.contains(#"{"k":"event","o":0,"e":[[2,0,"remove"]],"l":["remove",2]}"#))
    #expect(html.contains(#"{"k":"event","o":0,"l":["reorder",3,0]}"#))
    #expect(html.contains("6 items") == false && html.contains("5 items at the start"))
  }

  @Test("the page opens on the list as it is there: its items, numbers, selection and marks")
  func openingList() throws {
    // Opens on the last position: 4 5 1 3 by identity, item 4 (the setup's) selected at 0.
    let last = try listPicture().html
    #expect(text(ofID: "selection", in: last) == "0")
    #expect(text(ofID: "item-count", in: last) == "4")
    #expect(text(ofID: "list-change", in: last) == "")
    #expect(last.contains(#"<g id="i0" class="gone">"#))
    #expect(last.contains(#"<g id="i2" class="gone">"#))
    #expect(
      last.contains(#"<g id="i4" class="sel"><rect x="0" y="400" width="400" height="100"/>"#))
    #expect(last.contains(#"<g id="i5"><rect x="0" y="500" width="400" height="100"/>"#))
    #expect(
      last.contains(">1</text></g>\n<g id=\"i1\">"),
      "the inserted item, now at 1, lies under the setup's item 1")
    // Opens on the removal of the selected item: a ghost, on top, with the removal's entry.
    let removal = try listPicture(failingCall: 2).html
    #expect(bodyAttribute("data-position", in: removal) == "3")
    #expect(text(ofID: "selection", in: removal) == "3")
    #expect(text(ofID: "item-count", in: removal) == "4")
    #expect(text(ofID: "list-change", in: removal) == "the item at 2 removed")
    #expect(removal.contains("<li>deselect 2 (remove)</li>"))
    #expect(
      removal.contains(
        #"<g id="i2" class="changed leaving"><rect x="0" y="200" width="400" height="100"/>"#
          + #"<text x="8.57" y="222.86" font-size="28.57">2</text></g>\#n</g>"#),
      "drawn last, numbered by its index before the removal")
    #expect(removal.contains(#"class="tag leaving" x="400" y="200">removed</text>"#))
    // The insert and the move are marked.
    let insert = try listPicture(failingCall: 0).html
    #expect(insert.contains(#"<g id="i5" class="arrived">"#))
    #expect(insert.contains(#">inserted</text>"#))
    #expect(text(ofID: "selection", in: insert) == "3 5")
    let move = try listPicture(failingCall: 3).html
    #expect(move.contains(#"<g id="i4" class="sel moved">"#))
    #expect(move.contains(#">moved from 3</text>"#))
    #expect(text(ofID: "list-change", in: move) == "the item at 3 moved to 0")
  }

  @Test("a large layout draws an item inserted far from the run, and every frame only once")
  func largeLayoutWithInsert() throws {
    let script = """
      selscript 1
      mode range
      viewport 400x800
      grid count=1000 columns=1 origin=0,0 cell=400x50

      0 down 200,100
      0.1 insert 0 0,90000 400x50
      0.2 move 200,300
      0.3 remove 500
      0.4 up
      """
    let html = try FailurePicture.of(try scenario(script), on: .core, checking: []).html
    #expect(html.contains(" of 1001 items drawn"))
    #expect(html.contains(#"<g id="i1000" class="gone">"#) == false)
    #expect(html.contains(#"<g id="i1000">"#), "the inserted item, marked, is drawn")
    #expect(html.contains(#"<g id="i499""#), "the removed item, marked, is drawn")
    #expect(html.utf8.count < 120_000, "\(html.utf8.count) bytes")
    #expect(text(ofID: "item-count", in: html) == "1000")
  }
}
