/// Text made safe for the two languages of a picture page: HTML and the JSON embedded in it.
enum WebText {
  /// `text` with the characters HTML gives a meaning (`& < > " '`) written as entities, safe in
  /// element content and in quoted attribute values.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func html(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// `text` as a JSON string literal that can sit inside a `<script>` element: `</` is written
  /// `<\/` so that no `</script>` in the data ends the element early, `<!` is written `<\u0021`
  /// so that no `<!--` changes how the element is parsed, and the line separators U+2028 and
  /// U+2029 are escaped for older script engines.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  static func jsonString(_ text: String) -> String {
    var result = "\""
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "/" where previous == "<": result += "\\/"
      case "!" where previous == "<": result += "\\u0021"
      case "\u{2028}": result += "\\u2028"
      case "\u{2029}": result += "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
      previous = scalar
    }
    return result + "\""
  }

  /// A number as JSON and SVG write it: the shortest exact plain decimal, as scripts do.
  static func number(_ value: Double) -> String { ScriptPrinter.number(value) }

  /// A drawing measure rounded to hundredths: sizes the page computes need no more digits.
  static func measure(_ value: Double) -> String {
    ScriptPrinter.number((value * 100).rounded() / 100)
  }

  /// A JSON array of `items`, each already written as JSON.
  static func jsonArray(_ items: some Sequence<String>) -> String {
    "[" + items.joined(separator: ",") + "]"
  }
}
