/// The numbers of the script format (SPEC 5): `-?digits(.digits)?`, never an exponent, NaN or
/// infinity.
enum ScriptNumber {
  /// The shortest plain decimal that reads back as exactly `value`.
  ///
  /// Swift's `description` gives the shortest digits that round-trip; this writes them without
  /// an exponent. Zero prints as `0` whatever its sign.
  static func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    var text = value.description
    var sign = ""
    if text.hasPrefix("-") {
      sign = "-"
      text.removeFirst()
    }
    var exponent = 0
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      exponent = Int(text[text.index(after: e)...]) ?? 0
      text = String(text[..<e])
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    var digits = String(parts[0])
    var point = digits.count
    if parts.count > 1 { digits += parts[1] }
    point += exponent
    if point <= 0 {
      digits = String(repeating: "0", count: 1 - point) + digits
      point = 1
    } else if point > digits.count {
      digits += String(repeating: "0", count: point - digits.count)
    }
    var whole = String(digits.prefix(point))
    var fraction = String(digits.dropFirst(point))
    while fraction.hasSuffix("0") { fraction.removeLast() }
    while whole.count > 1 && whole.hasPrefix("0") { whole.removeFirst() }
    return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
  }

  /// Reads a number written `-?digits(.digits)?`.
  ///
  /// - Returns: `nil` when the text is not of that form; the value otherwise, which may be
  ///   infinite for absurdly long digit strings (the caller rejects it).
  static func parse(_ text: Substring) -> Double? {
    guard isDecimal(text) else { return nil }
    return Double(String(text))
  }

  /// Reads an integer written `-?digits` that fits in an `Int`.
  static func parseInteger(_ text: Substring) -> Int? {
    var digits = text
    if digits.first == "-" { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else { return nil }
    return Int(text)
  }

  static func isDecimal(_ text: Substring) -> Bool {
    var rest = text
    if rest.first == "-" { rest = rest.dropFirst() }
    let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit) else {
      return false
    }
    if parts.count == 2 { return !parts[1].isEmpty && parts[1].allSatisfy(\.isASCIIDigit) }
    return true
  }
}

extension Character {
  var isASCIIDigit: Bool { isASCII && isNumber }
}
