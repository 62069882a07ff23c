/// An object's key as ``JSONScanner`` reads it: its first 16 bytes packed into two words with its
/// length, so that matching it against the keys a message may have costs two comparisons and no
/// allocation. Written as a string literal in a `switch`.
package struct JSONKey: Hashable, Sendable, ExpressibleByStringLiteral {
  private var low: UInt64 = 0
  private var high: UInt64 = 0
  /// The length in bytes; keys longer than 16 bytes never equal a literal (the protocol has none).
  private var length: Int

  package init(stringLiteral value: StaticString) {
    length = value.utf8CodeUnitCount
    value.withUTF8Buffer { pack($0) }
  }

  /// A key from its bytes (escapes already decoded).
  init(bytes: some Collection<UInt8>) {
    length = bytes.count
    guard length <= 16 else {
      length += 1 << 40  // never the length of a literal
      return
    }
    var index = 0
    for byte in bytes {
      if index < 8 {
        low |= UInt64(byte) << (8 * UInt64(index))
      } else {
        high |= UInt64(byte) << (8 * UInt64(index - 8))
      }
      index += 1
    }
  }

  private mutating func pack(_ bytes: UnsafeBufferPointer<UInt8>) {
    self = JSONKey(bytes: bytes)
  }

  /// The key's text, for messages; a key longer than 16 bytes shows as its length.
  package var description: String {
    guard length <= 16 else { return "(a key of \(length - (1 << 40)) bytes)" }
    let bytes = (0..<length).map { (index: Int) -> UInt8 in
      let word: UInt64 = index < 8 ? low : high
      let shift = UInt64(8 * (index % 8))
      return UInt8(truncatingIfNeeded: word >> shift)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
