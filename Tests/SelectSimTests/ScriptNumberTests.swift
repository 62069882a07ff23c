import Testing

@testable import SelectSim

@Suite("Script numbers: plain decimals that round-trip exactly (SPEC 5)")
struct ScriptNumberTests {
  @Test(
    "shortest plain decimal, never an exponent",
    arguments: [
      (0.0, "0"), (-0.0, "0"), (12, "12"), (-3.5, "-3.5"), (0.016, "0.016"), (1e-5, "0.00001"),
      (-2.5e-7, "-0.00000025"), (1e16, "10000000000000000"), (123.456, "123.456"),
      (1.0 / 3.0, "0.3333333333333333"),
    ])
  func format(value: Double, text: String) {
    #expect(ScriptNumber.format(value) == text)
  }

  @Test("every finite double within the limit reads back exactly")
  func roundTrip() {
    var bits: UInt64 = 0x1234_5678_9ABC_DEF0
    for _ in 0..<20_000 {
      bits = bits &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let value = Double(bitPattern: bits)
      guard value.isFinite, value.magnitude <= 1e9 else { continue }
      let text = ScriptNumber.format(value)
      #expect(ScriptNumber.parse(Substring(text)) == value, "\(value) printed as \(text)")
      #expect(!text.contains("e"))
    }
  }

  @Test(
    "only -?digits(.digits)? is a number",
    arguments: ["1e5", ".5", "5.", "+3", "nan", "inf", "1_0", "--1", "1.2.3", ""])
  func rejected(text: String) {
    #expect(ScriptNumber.parse(Substring(text)) == nil)
  }
}
