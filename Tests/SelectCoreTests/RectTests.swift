import Testing

@testable import SelectCore

@Suite("Rect: containment and contact (SPEC 2.1, 3.5)")
struct RectTests {
  let cell = Rect(x: 100, y: 200, width: 100, height: 50)

  @Test("SPEC 2.1: min edges belong to the frame, max edges do not")
  func halfOpenContainment() {
    #expect(cell.contains(Point(x: 100, y: 200)))
    #expect(cell.contains(Point(x: 199.999, y: 249.999)))
    #expect(!cell.contains(Point(x: 200, y: 220)))
    #expect(!cell.contains(Point(x: 150, y: 250)))
    #expect(!cell.contains(Point(x: 99.999, y: 220)))
  }

  @Test(
    "SPEC 2.1: a frame with zero width or height contains nothing",
    arguments: [
      Rect(x: 0, y: 0, width: 0, height: 10), Rect(x: 0, y: 0, width: 10, height: 0),
      Rect(x: 0, y: 0, width: 0, height: 0),
    ])
  func zeroSizeContainsNothing(_ frame: Rect) {
    #expect(!frame.contains(Point(x: 0, y: 0)))
    #expect(frame.contactTime(from: Point(x: -5, y: -5), to: Point(x: 5, y: 5)) == nil)
  }

  struct ContactCase: CustomTestStringConvertible, Sendable {
    var name: String
    var from: Point
    var to: Point
    var expected: Double?
    var testDescription: String { name }
  }

  static let contactCases: [ContactCase] = [
    ContactCase(
      name: "starts inside", from: Point(x: 150, y: 220), to: Point(x: 500, y: 220), expected: 0),
    ContactCase(
      name: "enters through the min x edge", from: Point(x: 0, y: 220), to: Point(x: 200, y: 220),
      expected: 0.5),
    ContactCase(
      name: "enters through the open max x edge (the limit)", from: Point(x: 300, y: 220),
      to: Point(x: 100, y: 220), expected: 0.5),
    ContactCase(
      name: "ends exactly on the min edge", from: Point(x: 0, y: 220), to: Point(x: 100, y: 220),
      expected: 1),
    ContactCase(
      name: "ends exactly on the open max edge", from: Point(x: 300, y: 220),
      to: Point(x: 200, y: 220), expected: nil),
    ContactCase(
      name: "runs along the open bottom edge", from: Point(x: 0, y: 250), to: Point(x: 300, y: 250),
      expected: nil),
    ContactCase(
      name: "runs along the closed top edge", from: Point(x: 0, y: 200), to: Point(x: 300, y: 200),
      expected: 1.0 / 3.0),
    ContactCase(
      name: "passes the min corner diagonally", from: Point(x: 50, y: 150),
      to: Point(x: 150, y: 250), expected: 0.5),
    ContactCase(
      name: "touches only the open max corner", from: Point(x: 150, y: 300),
      to: Point(x: 250, y: 200), expected: nil),
    ContactCase(
      name: "zero-length inside", from: Point(x: 120, y: 210), to: Point(x: 120, y: 210),
      expected: 0),
    ContactCase(
      name: "zero-length outside", from: Point(x: 20, y: 210), to: Point(x: 20, y: 210),
      expected: nil),
    ContactCase(
      name: "misses above", from: Point(x: 0, y: 100), to: Point(x: 300, y: 150), expected: nil),
  ]

  @Test(
    "SPEC 3.5: the contact time is where the closed segment enters the frame",
    arguments: contactCases)
  func contactTime(_ sample: ContactCase) {
    #expect(cell.contactTime(from: sample.from, to: sample.to) == sample.expected)
  }
}
