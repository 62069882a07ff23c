#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A strict, allocation-light reader of one JSON text (RFC 8259), pulled value by value: the
/// decoder of the engine protocol's messages (SPEC 8) asks for what it expects next, and every
/// deviation, from a stray byte to a number out of range, is an error that names the position.
///
/// Nothing in the input can make it trap, loop or recurse without bound: nesting is capped at
/// ``maximumDepth``, and every read checks the end of the input.
package struct JSONScanner {
  /// What went wrong, and where (a byte offset).
  package struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    package var offset: Int
    package var message: String
    package var description: String { "\(message) at byte \(offset + 1)" }
  }

  package static let maximumDepth = 64

  private let bytes: [UInt8]
  package private(set) var position = 0

  package init(_ bytes: [UInt8]) { self.bytes = bytes }

  // MARK: Structure

  package func problem(_ message: String) -> Problem {
    Problem(offset: position, message: message)
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  /// What the next significant byte is, in words, for messages.
  private var found: String {
    guard let byte = current else { return "the end of the line" }
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16))"
  }

  package mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      position += 1
    }
  }

  /// Consumes `byte` after optional space, or fails naming what was there.
  package mutating func expect(_ byte: UInt8, _ what: String) throws(Problem) {
    skipSpace()
    guard current == byte else { throw problem("expected \(what), found \(found)") }
    position += 1
  }

  /// Consumes `text` after optional space if it comes next, byte for byte.
  package mutating func take(_ text: [UInt8]) -> Bool {
    skipSpace()
    guard !text.isEmpty, bytes.count - position >= text.count else { return false }
    let (start, count) = (position, text.count)
    let same = bytes.withUnsafeBufferPointer { all in
      text.withUnsafeBufferPointer { text in
        guard let all = all.baseAddress, let text = text.baseAddress else { return false }
        return memcmp(all + start, text, count) == 0
      }
    }
    guard same else { return false }
    position += count
    return true
  }

  /// The bytes from `start` to the current position.
  package func text(from start: Int) -> [UInt8] { Array(bytes[start..<position]) }

  /// Consumes `byte` after optional space if it is next.
  package mutating func take(_ byte: UInt8) -> Bool {
    skipSpace()
    guard current == byte else { return false }
    position += 1
    return true
  }

  /// Checks that only space is left.
  package mutating func finish() throws(Problem) {
    skipSpace()
    guard current == nil else { throw problem("expected the end of the message, found \(found)") }
  }

  /// Reads an object's members: `body` is called with each key, and must read its value.
  package mutating func object(_ body: (inout JSONScanner, JSONKey) throws(Problem) -> Void)
    throws(Problem)
  {
    try expect(UInt8(ascii: "{"), "an object '{'")
    if take(UInt8(ascii: "}")) { return }
    repeat {
      skipSpace()
      let key = try key()
      try expect(UInt8(ascii: ":"), "':' after a key")
      try body(&self, key)
    } while take(UInt8(ascii: ","))
    try expect(UInt8(ascii: "}"), "',' or '}' in an object")
  }

  /// Reads an array's elements: `body` is called for each and must read it.
  package mutating func array(_ body: (inout JSONScanner) throws(Problem) -> Void) throws(Problem) {
    try expect(UInt8(ascii: "["), "an array '['")
    if take(UInt8(ascii: "]")) { return }
    repeat {
      try body(&self)
    } while take(UInt8(ascii: ","))
    try expect(UInt8(ascii: "]"), "',' or ']' in an array")
  }

  /// Whether the next value is `null` (consumed if so).
  package mutating func takeNull() -> Bool {
    skipSpace()
    guard position + 4 <= bytes.count, bytes[position] == UInt8(ascii: "n"),
      bytes[position + 1] == UInt8(ascii: "u"), bytes[position + 2] == UInt8(ascii: "l"),
      bytes[position + 3] == UInt8(ascii: "l")
    else { return false }
    position += 4
    return true
  }

  // MARK: Values

  package mutating func bool() throws(Problem) -> Bool {
    skipSpace()
    if matches("true") { return true }
    if matches("false") { return false }
    throw problem("expected true or false, found \(found)")
  }

  private mutating func matches(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    let ok = word.withUTF8Buffer { literal in
      (0..<count).allSatisfy { bytes[position + $0] == literal[$0] }
    }
    if ok { position += count }
    return ok
  }

  /// A key: a string, matched without building it when it has no escapes.
  private mutating func key() throws(Problem) -> JSONKey {
    guard current == UInt8(ascii: "\"") else { throw problem("expected a key, found \(found)") }
    let start = position + 1
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
      bytes[end] >= 0x20
    {
      end += 1
    }
    if end < bytes.count && bytes[end] == UInt8(ascii: "\"")
      && bytes[start..<end].allSatisfy({ $0 < 0x80 })
    {
      position = end + 1
      return JSONKey(bytes: bytes[start..<end])
    }
    return JSONKey(bytes: Array(try string().utf8))
  }

  /// A string, its escapes decoded; invalid UTF-8 and lone surrogates are errors.
  package mutating func string() throws(Problem) -> String {
    skipSpace()
    guard current == UInt8(ascii: "\"") else { throw problem("expected a string, found \(found)") }
    position += 1
    let start = position
    // The common case: no escapes.
    while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
      position += 1
    }
    if current == UInt8(ascii: "\"") {
      let text = bytes[start..<position]
      position += 1
      guard let decoded = String(validating: text, as: UTF8.self) else {
        throw Problem(offset: start, message: "a string is not valid UTF-8")
      }
      return decoded
    }
    var scalars: [UInt8] = Array(bytes[start..<position])
    while true {
      guard let byte = current else { throw problem("a string is not closed") }
      position += 1
      switch byte {
      case UInt8(ascii: "\""):
        guard let decoded = String(validating: scalars, as: UTF8.self) else {
          throw Problem(offset: start, message: "a string is not valid UTF-8")
        }
        return decoded
      case UInt8(ascii: "\\"):
        guard let escape = current else { throw problem("a string is not closed") }
        position += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
        case UInt8(ascii: "b"): scalars.append(8)
        case UInt8(ascii: "f"): scalars.append(12)
        case UInt8(ascii: "n"): scalars.append(10)
        case UInt8(ascii: "r"): scalars.append(13)
        case UInt8(ascii: "t"): scalars.append(9)
        case UInt8(ascii: "u"):
          var value = try hex4()
          if (0xD800..<0xDC00).contains(value) {
            guard matches("\\u") else { throw problem("a lone surrogate in a string") }
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else {
              throw problem("a lone surrogate in a string")
            }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00..<0xE000).contains(value) {
            throw problem("a lone surrogate in a string")
          }
          guard let scalar = Unicode.Scalar(value) else { throw problem("a bad \\u escape") }
          scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
          throw problem("a bad escape '\\\(Character(UnicodeScalar(escape)))' in a string")
        }
      case 0..<0x20:
        throw problem("a control character in a string")
      default:
        scalars.append(byte)
      }
    }
  }

  private mutating func hex4() throws(Problem) -> UInt32 {
    guard position + 4 <= bytes.count else { throw problem("a short \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 48)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 87)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 55)
      default: throw problem("a bad \\u escape")
      }
      value = value * 16 + digit
      position += 1
    }
    return value
  }

  /// A number, read exactly as the nearest `Double`; it must be finite.
  package mutating func number() throws(Problem) -> Double {
    skipSpace()
    let start = position
    let isInteger = try scanNumber()
    let length = position - start
    if isInteger && length <= 16 {
      // Up to 15 digits (and a sign): exact as an integer, no string needed.
      var value = 0
      var index = start
      let negative = bytes[index] == UInt8(ascii: "-")
      if negative { index += 1 }
      while index < position {
        value = value * 10 + Int(bytes[index] - 48)
        index += 1
      }
      if negative { return value == 0 ? -0.0 : -Double(value) }
      return Double(value)
    }
    if let value = JSONScanner.decimal(bytes, start..<position) { return value }
    guard length < 400 else { throw Problem(offset: start, message: "a number is too long") }
    let value = withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { text in
      for index in 0..<length { text[index] = CChar(bitPattern: bytes[start + index]) }
      text[length] = 0
      guard let base = text.baseAddress else { return Double.nan }
      return strtod(base, nil)
    }
    guard value.isFinite else {
      throw Problem(offset: start, message: "a number is out of range (not a finite double)")
    }
    return value
  }

  /// An integer: digits only (no fraction or exponent), within `Int`.
  package mutating func integer() throws(Problem) -> Int {
    skipSpace()
    let start = position
    guard try scanNumber() else {
      throw Problem(offset: start, message: "expected an integer, found a fraction or exponent")
    }
    var index = start
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var value = 0
    while index < position {
      let (product, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = product.addingReportingOverflow(Int(bytes[index] - 48))
      guard !overflow && !overflow2 else {
        throw Problem(offset: start, message: "an integer is out of range")
      }
      value = sum
      index += 1
    }
    return negative ? -value : value
  }

  /// Powers of ten that a `Double` holds exactly.
  private static let exactPowers: [Double] = (0...22).map { power in
    (0..<power).reduce(1.0) { product, _ in product * 10 }
  }

  /// A number with a fraction and no exponent whose digits, as an integer, are at most 2⁵³ and
  /// whose fraction has at most 22 digits: that integer divided by a power of ten, both exact,
  /// which IEEE division rounds correctly (Clinger's fast path), as `strtod` would; `nil` for any
  /// other, which `strtod` reads. An engine's times and coordinates are such numbers.
  ///
  /// - Complexity: O(*d*) for *d* digits, with no allocation.
  static func decimal(_ bytes: [UInt8], _ range: Range<Int>) -> Double? {
    var index = range.lowerBound
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var digits: UInt64 = 0
    var fraction = -1
    while index < range.upperBound {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: ".") {
        fraction = 0
        continue
      }
      guard byte >= 48 && byte <= 57, digits < 1 << 53 / 10 + 1 else { return nil }
      digits = digits * 10 + UInt64(byte - 48)
      if fraction >= 0 { fraction += 1 }
    }
    guard fraction > 0, fraction <= 22, digits <= 1 << 53 else { return nil }
    let value = Double(digits) / exactPowers[fraction]
    return negative ? -value : value
  }

  /// Consumes a number by JSON's grammar.
  ///
  /// - Returns: Whether it has neither fraction nor exponent.
  private mutating func scanNumber() throws(Problem) -> Bool {
    if current == UInt8(ascii: "-") { position += 1 }
    guard let first = current, isDigit(first) else {
      throw problem("expected a number, found \(found)")
    }
    position += 1
    if first != UInt8(ascii: "0") {
      while let byte = current, isDigit(byte) { position += 1 }
    }
    var isInteger = true
    if current == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard let byte = current, isDigit(byte) else { throw problem("a digit must follow '.'") }
      while let byte = current, isDigit(byte) { position += 1 }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      isInteger = false
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard let byte = current, isDigit(byte) else {
        throw problem("a digit must follow the exponent")
      }
      while let byte = current, isDigit(byte) { position += 1 }
    }
    if let byte = current, isDigit(byte) || byte == UInt8(ascii: ".") {
      throw problem("a malformed number")
    }
    return isInteger
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  /// Skips any one value, nested at most ``maximumDepth`` deep.
  package mutating func skipValue(depth: Int = 0) throws(Problem) {
    guard depth < JSONScanner.maximumDepth else { throw problem("nesting is too deep") }
    skipSpace()
    switch current {
    case UInt8(ascii: "{"):
      try object { (scanner: inout JSONScanner, _: JSONKey) throws(Problem) in
        try scanner.skipValue(depth: depth + 1)
      }
    case UInt8(ascii: "["):
      try array { (scanner: inout JSONScanner) throws(Problem) in
        try scanner.skipValue(depth: depth + 1)
      }
    case UInt8(ascii: "\""): _ = try string()
    case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
    case UInt8(ascii: "n"):
      guard takeNull() else { throw problem("expected a value, found \(found)") }
    default: _ = try number()
    }
  }
}
