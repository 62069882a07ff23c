import Testing

@testable import SelectCore

@Suite("Geometry and scrolling (SPEC 2.1, 2.2)")
struct GeometryAndScrollingTests {
  @Test("SPEC 2.1: touches map to content by adding the offset")
  func contentPoint() throws {
    var configuration = listConfiguration(count: 30)
    configuration.initialOffset = 120
    let (engine, _) = try play(configuration, [(0, .down(Point(x: 10, y: 30))), (0.1, .up)])
    #expect(engine.selection == [2])
  }

  @Test(
    "SPEC 2.2: offsets clamp to [-it, max(-it, C + ib - H)]",
    arguments: [
      (-500.0, 0.0, 0.0, 0.0), (5000.0, 0.0, 0.0, 956.0), (5000.0, 10.0, 20.0, 976.0),
      (-500.0, 10.0, 20.0, -10.0),
    ])
  func clamping(requested: Double, insetTop: Double, insetBottom: Double, expected: Double) throws {
    var configuration = listConfiguration(count: 30)
    configuration.viewport.insetTop = insetTop
    configuration.viewport.insetBottom = insetBottom
    configuration.initialOffset = requested
    let engine = try SelectionEngine(configuration: configuration)
    #expect(engine.offset == expected)
  }

  @Test("SPEC 2.2, 2.5: the initial clamp is no entry; a scroll's clamped offset is one entry")
  func scrollEntries() throws {
    var configuration = listConfiguration(count: 30)
    configuration.initialOffset = -40
    let (engine, entries) = try play(
      configuration, [(0, .scroll(100)), (1, .scroll(100)), (2, .scroll(99_999))])
    #expect(offsets(entries) == [100, 1800 - 844])
    #expect(entries.map(\.time) == [0, 2])
    #expect(engine.offset == 956)
  }

  @Test("SPEC 2.2: with no items the content height is 0 and the offset pins at -it")
  func noItems() throws {
    let configuration = Configuration(
      viewport: Viewport(width: 300, height: 500, insetTop: 7, insetBottom: 0), initialOffset: 40)
    let (engine, entries) = try play(
      configuration, [(0, .down(Point(x: 1, y: 1))), (0.5, .move(Point(x: 3, y: 499))), (1, .up)])
    #expect(engine.offset == -7)
    #expect(entries.isEmpty)
  }

  @Test(
    "SPEC 2.2: a frame change that shrinks the content re-clamps the offset, logged as an entry")
  func frameReclamps() throws {
    var configuration = listConfiguration(count: 30)
    configuration.initialOffset = 956
    let (engine, entries) = try play(
      configuration, [(1, .frame(item: 29, Rect(x: 0, y: 0, width: 10, height: 10)))])
    #expect(engine.offset == 896)
    #expect(offsets(entries) == [896])
  }
}
