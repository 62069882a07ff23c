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
    let kind = try #require(Engines.named("select-before-deselect"))
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
      frames: (0..<20).map { Rect(x: 0, y: Double($0) * 50, width: 100, height: 50) })
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
    #expect(timeline.selection(at: 4, itemCount: 20, initial: [1]) == [1, 3, 4, 5])
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
    #expect(PictureTimeline.clampedOffset(configuration) == expected)
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
}
