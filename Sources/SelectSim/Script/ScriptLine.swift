/// One line of a script split into whitespace-separated tokens, comments removed, with a cursor.
struct ScriptLine {
  struct Token {
    var text: Substring
    /// 1-based column of the token's first character.
    var column: Int
  }

  let number: Int
  let tokens: [Token]
  /// The column just past the last token, where "expected …" points at the end of a line.
  let endColumn: Int
  private(set) var position = 0

  init(number: Int, text: Substring) {
    self.number = number
    var tokens: [Token] = []
    var column = 1
    var start: Substring.Index?
    var startColumn = 1
    var index = text.startIndex
    var end = 1
    while index < text.endIndex, text[index] != "#" {
      let character = text[index]
      if character == " " || character == "\t" || character == "\r" {
        if let tokenStart = start {
          tokens.append(Token(text: text[tokenStart..<index], column: startColumn))
          end = column
          start = nil
        }
      } else if start == nil {
        start = index
        startColumn = column
      }
      column += 1
      index = text.index(after: index)
    }
    if let tokenStart = start {
      tokens.append(Token(text: text[tokenStart..<index], column: startColumn))
      end = column
    }
    self.tokens = tokens
    self.endColumn = end
  }

  var isBlank: Bool { tokens.isEmpty }
  var peek: Token? { position < tokens.count ? tokens[position] : nil }

  func error(_ message: String, at column: Int) -> ScriptError {
    ScriptError(line: number, column: column, message: message)
  }

  func error(_ message: String, at token: Token) -> ScriptError {
    error(message, at: token.column)
  }

  /// The next token; a missing one is reported at the end of the line.
  mutating func next(_ expected: @autoclosure () -> String) throws(ScriptError) -> Token {
    guard let token = peek else {
      throw error("expected \(expected()), found the end of the line", at: endColumn)
    }
    position += 1
    return token
  }

  /// Fails on a token left over.
  func finish(_ statement: String) throws(ScriptError) {
    if let extra = peek { throw error("unexpected '\(extra.text)' after \(statement)", at: extra) }
  }

  // MARK: Values

  /// A number `-?digits(.digits)?` within the magnitude limit.
  func number(_ token: Token, _ what: String, nonNegative: Bool = false) throws(ScriptError)
    -> Double
  {
    try number(token.text, column: token.column, what, nonNegative: nonNegative)
  }

  func number(_ text: Substring, column: Int, _ what: String, nonNegative: Bool = false)
    throws(ScriptError) -> Double
  {
    guard let value = ScriptNumber.parse(text) else {
      throw error("expected \(what) (a number like 12 or -3.5), found '\(text)'", at: column)
    }
    guard value.isFinite, value.magnitude <= ScriptLimits.magnitude else {
      throw error(
        "\(what) \(text) is out of range (magnitude at most \(ScriptNumber.format(ScriptLimits.magnitude)))",
        at: column)
    }
    if nonNegative && value < 0 {
      throw error("expected \(what) of 0 or more, found '\(text)'", at: column)
    }
    return value
  }

  /// A non-negative integer that names an item of `itemCount`, when the count is known.
  func index(_ token: Token, _ what: String = "an item index") throws(ScriptError) -> Int {
    guard token.text.allSatisfy(\.isASCIIDigit), let value = Int(token.text) else {
      throw error("expected \(what) (0, 1, 2, …), found '\(token.text)'", at: token)
    }
    return value
  }

  /// An integer `-?digits`.
  func integer(_ token: Token, _ what: String) throws(ScriptError) -> Int {
    guard let value = ScriptNumber.parseInteger(token.text) else {
      throw error("expected \(what) (an integer), found '\(token.text)'", at: token)
    }
    return value
  }

  /// Two parts of a token joined by `separator`, as in `X,Y` and `WxH`.
  func split(_ token: Token, by separator: Character, _ what: String) throws(ScriptError)
    -> (Substring, Int, Substring, Int)
  {
    let text = token.text
    // The size separator may not be the sign of the first number, so search after it.
    let searchStart = text.first == "-" ? text.index(after: text.startIndex) : text.startIndex
    guard let cut = text[searchStart...].firstIndex(of: separator) else {
      throw error("expected \(what), found '\(text)'", at: token)
    }
    let first = text[..<cut]
    let second = text[text.index(after: cut)...]
    let secondColumn = token.column + text.distance(from: text.startIndex, to: cut) + 1
    return (first, token.column, second, secondColumn)
  }

  /// A point written `X,Y`.
  func point(_ token: Token) throws(ScriptError) -> (Double, Double) {
    let (x, xColumn, y, yColumn) = try split(token, by: ",", "a point X,Y")
    return (try number(x, column: xColumn, "x"), try number(y, column: yColumn, "y"))
  }

  /// A size written `WxH`, both parts 0 or more.
  func size(_ token: Token) throws(ScriptError) -> (Double, Double) {
    let (w, wColumn, h, hColumn) = try split(token, by: "x", "a size WxH")
    return (
      try number(w, column: wColumn, "a width", nonNegative: true),
      try number(h, column: hColumn, "a height", nonNegative: true)
    )
  }

  /// A `key=value` pair.
  func keyValue(_ token: Token) throws(ScriptError) -> (key: Substring, value: Token) {
    guard let cut = token.text.firstIndex(of: "=") else {
      throw error("expected key=value, found '\(token.text)'", at: token)
    }
    let valueColumn = token.column + token.text.distance(from: token.text.startIndex, to: cut) + 1
    return (
      token.text[..<cut],
      Token(text: token.text[token.text.index(after: cut)...], column: valueColumn)
    )
  }
}
