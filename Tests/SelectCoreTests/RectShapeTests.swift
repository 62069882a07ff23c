import Testing

@testable import SelectCore

/// `range-shape rect` (SPEC 3.2; issue 24): the range is the items whose frames meet the closed
/// rectangle from the press point, fixed in the content, to the finger.
@Suite("Option range-shape: the range by index, or the rectangle from the press point (SPEC 3.2)")
struct RectShapeTests {
  /// A grid of 3 columns of 100x100 cells, `count` items, in range mode under `shape`.
  private static func grid(_ shape: RangeShape, count: Int = 9) -> Configuration {
    var configuration = Configuration(
      mode: .range, viewport: Viewport(width: 400, height: 800),
      frames: (0..<count).map {
        Rect(x: Double($0 % 3) * 100, y: Double($0 / 3) * 100, width: 100, height: 100)
      },
      autoScroll: AutoScrollSettings(hotspotHeight: 0))
    configuration.rangeShape = shape
    return configuration
  }

  @Test("SPEC 3.2: a rectangle over a grid takes what it meets, where an index range takes more")
  func gridRectangle() throws {
    for shape in RangeShape.allCases {
      let (engine, _) = try play(
        Self.grid(shape), [(0, .down(Point(x: 150, y: 150))), (0.1, .move(Point(x: 250, y: 250)))])
      #expect(engine.selection == (shape == .index ? [4, 5, 6, 7, 8] : [4, 5, 7, 8]))
    }
  }

  @Test("SPEC 3.2: the rectangle is closed: its edge at a frame's min edge meets the frame")
  func closedEdges() throws {
    let (engine, entries) = try play(
      Self.grid(.rect),
      [
        (0, .down(Point(x: 150, y: 150))), (0.1, .move(Point(x: 200, y: 150))),
        (0.2, .move(Point(x: 199.5, y: 150))),
      ])
    // At x 200 the box meets item 5, whose frame starts there; at 199.5 it does not.
    #expect(itemChanges(entries.filter { $0.time == 0.1 }).map(\.0) == [5])
    #expect(engine.selection == [4])
  }

  @Test("SPEC 3.2: a press on no item anchors the drag all the same, with target select")
  func pressOnNoItem() throws {
    var configuration = Self.grid(.rect)
    configuration.initialSelection = [5]
    let (engine, _) = try play(
      configuration,
      [(0, .down(Point(x: 350, y: 50))), (0.1, .move(Point(x: 250, y: 150))), (0.2, .up)])
    #expect(engine.selection == [2, 5])
  }

  @Test("SPEC 3.2: the press point stays in the content when the content scrolls")
  func pressInContent() throws {
    var configuration = Self.grid(.rect, count: 60)
    configuration.viewport.height = 300
    let (engine, _) = try play(
      configuration, [(0, .down(Point(x: 50, y: 50))), (0.1, .scroll(200))])
    // The box runs from content (50, 50) to (50, 250): column 0 of rows 0 to 2.
    #expect(engine.selection == [0, 3, 6])
  }

  @Test("SPEC 3.2, 3.5: a frame event moves an item out of the rectangle; the next sample sees it")
  func framesMove() throws {
    let (engine, entries) = try play(
      Self.grid(.rect),
      [
        (0, .down(Point(x: 150, y: 150))), (0.1, .move(Point(x: 250, y: 150))),
        (0.2, .frame(item: 5, Rect(x: 0, y: 600, width: 100, height: 100))),
        (0.3, .move(Point(x: 251, y: 150))),
      ])
    #expect(itemChanges(entries.filter { $0.time == 0.2 }).isEmpty)
    #expect(engine.selection == [4])
  }
}
