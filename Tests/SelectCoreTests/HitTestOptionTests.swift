import Testing

@testable import SelectCore

/// `hit-test nearest` (SPEC 2.1; issue 24): Tk's listbox picks a row for every point, by y alone,
/// clamped to the visible rows, and the last row below them.
@Suite("Option hit-test: exact, or the nearest row as Tk's listbox (SPEC 2.1)")
struct HitTestOptionTests {
  /// Ten rows of 60 (content 600) in a viewport `height` tall, in `mode`, under `nearest`.
  private static func nearest(_ mode: SelectionMode, height: Double = 844) -> Configuration {
    var configuration = listConfiguration(mode: mode)
    configuration.hitTest = .nearest
    configuration.viewport.height = height
    return configuration
  }

  @Test("SPEC 2.1: below the last row, a range's c is the last row; above the view, the top one")
  func rangeClamps() throws {
    var (engine, _) = try play(
      Self.nearest(.range), [(0, .down(rowPoint(1))), (0.1, .move(Point(x: 100, y: 700)))])
    #expect(engine.selection == Array(1...9))
    var configuration = Self.nearest(.range, height: 300)
    configuration.initialOffset = 120
    (engine, _) = try play(
      configuration,
      [(0, .down(Point(x: 100, y: 100))), (0.1, .move(Point(x: 100, y: -50)))])
    #expect(engine.selection == [2, 3])
    (engine, _) = try play(
      configuration,
      [(0, .down(Point(x: 100, y: 100))), (0.1, .move(Point(x: -40, y: 250)))])
    #expect(engine.selection == [3, 4, 5, 6])
  }

  @Test("SPEC 2.1: exact finds nothing where nearest finds the last row; paint is unaffected")
  func exactAndPaint() throws {
    var configuration = Self.nearest(.single)
    var (engine, _) = try play(configuration, [(0, .down(Point(x: 100, y: 700))), (0.1, .up)])
    #expect(engine.selection == [9])
    configuration.hitTest = .exact
    (engine, _) = try play(configuration, [(0, .down(Point(x: 100, y: 700))), (0.1, .up)])
    #expect(engine.selection == [])
    configuration = Self.nearest(.paint)
    configuration.autoScroll.hotspotHeight = 0
    (engine, _) = try play(
      configuration, [(0, .down(Point(x: 100, y: 700))), (0.1, .move(Point(x: 100, y: 590)))])
    #expect(engine.selection == [9])
  }

  @Test("the row reaching lowest is the last of equals, and follows frame changes")
  func lowestItem() {
    var extent = ContentExtent(frames: [
      Rect(x: 0, y: 0, width: 10, height: 50), Rect(x: 0, y: 40, width: 10, height: 10),
      Rect(x: 0, y: 0, width: 10, height: 20),
    ])
    #expect(extent.lowestItem == 1)
    extent.update(item: 2, frame: Rect(x: 0, y: 60, width: 10, height: 0))
    #expect(extent.lowestItem == 2)
    #expect(ContentExtent(frames: []).lowestItem == nil)
  }

  @Test("SPEC 2.7: leaves by identity grow for inserts, and a removed item's counts for nothing")
  func extentByIdentity() {
    var extent = ContentExtent(frames: [
      Rect(x: 0, y: 0, width: 10, height: 45), Rect(x: 0, y: 40, width: 10, height: 10),
    ])
    // Identities 2 to 9 inserted: the tree grows twice.
    for item in 2..<10 { extent.update(item: item, frame: Rect(x: 0, y: 0, width: 10, height: 30)) }
    extent.update(item: 7, frame: Rect(x: 0, y: 20, width: 10, height: 30))
    #expect(extent.height == 50)
    #expect(extent.lowestItem == 7, "1 and 7 end at 50: the higher")
    extent.update(item: 7, frame: nil)
    #expect(extent.lowestItem == 1)
    extent.update([
      (1, Rect(x: 0, y: 0, width: 0, height: 0)), (0, Rect(x: 0, y: 0, width: 1, height: 1)),
    ])
    #expect(extent.height == 30)
    #expect(extent.lowestItem == 9, "2 to 6, 8 and 9 end at 30")
  }

  @Test("SPEC 2.1, 2.7: after a list change, nearest below every row is the last row by index")
  func nearestAfterListChange() throws {
    var configuration = listConfiguration(mode: .range, count: 4, height: 100)
    configuration.hitTest = .nearest
    var engine = try SelectionEngine(configuration: configuration)
    // A row put in at the top: the old last row (identity 3) is now at index 4.
    _ = engine.apply(.insert(at: 0, Rect(x: 0, y: 0, width: 390, height: 100)), at: 0)
    _ = engine.apply(.down(Point(x: 100, y: 700)), at: 1)
    #expect(engine.selection == [4])
  }
}
