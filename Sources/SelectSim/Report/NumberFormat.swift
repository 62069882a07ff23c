/// How the reports print numbers: fixed decimals and grouped thousands, the same on every machine
/// (no locale, no `String(format:)`).
package enum NumberFormat {
  /// `value` rounded to `places` decimals: `fixed(2.345, places: 1)` is `"2.3"`.
  package static func fixed(_ value: Double, places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let rounded = (value * scale).rounded()
    guard rounded.isFinite, rounded.magnitude < 1e15 else { return "\(value)" }
    let whole = Int(rounded)
    guard places > 0 else { return "\(whole)" }
    let unit = Int(scale)
    let digits = String(abs(whole) % unit)
    return (whole < 0 ? "-" : "") + "\(abs(whole) / unit)."
      + String(repeating: "0", count: places - digits.count) + digits
  }

  /// A duration for people: `12 ms` below a second, `3.46 s` above.
  /// `part` of `whole` as a percentage with one decimal: `1.2%` (`-` of nothing).
  package static func percent(_ part: Int, _ whole: Int) -> String {
    guard whole > 0 else { return "-" }
    let tenths = (part * 1000 + whole / 2) / whole
    return "\(tenths / 10).\(tenths % 10)%"
  }

  package static func seconds(_ seconds: Double) -> String {
    if seconds < 1 { return "\(Int((seconds * 1000).rounded())) ms" }
    return "\((seconds * 100).rounded() / 100) s"
  }

  /// `value` with commas between groups of three digits: `grouped(100000)` is `"100,000"`.
  package static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = value < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return result
  }
}

extension String {
  /// The string followed by spaces up to `width` characters.
  package func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  /// The string after spaces up to `width` characters.
  package func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
