/// Writes JSON into a byte buffer, numbers in shortest round-trip form (SPEC 8), with no
/// allocation beyond the buffer's growth.
package struct JSONWriter {
  package private(set) var bytes: [UInt8] = []

  package init(capacity: Int = 256) { bytes.reserveCapacity(capacity) }

  package mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

  /// Drops what was written after the first `count` bytes.
  package mutating func truncate(to count: Int) { bytes.removeLast(bytes.count - count) }

  /// What was written, as text.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends raw, already valid JSON text.
  package mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  package mutating func byte(_ value: UInt8) { bytes.append(value) }

  /// A number: integers up to 2⁵³ in plain digits, others in the shortest form that reads back
  /// as the same `Double` (Swift's `description`, which JSON accepts as it is).
  /// Negative zero is written `-0.0`, so that its sign survives the trip.
  package mutating func number(_ value: Double) {
    if value == 0 && value.sign == .minus {
      raw("-0.0")
    } else if value == value.rounded(.towardZero) && value.magnitude < 0x1p53 {
      integer(Int(value))
    } else {
      bytes.append(contentsOf: value.description.utf8)
    }
  }

  package mutating func integer(_ value: Int) {
    if value < 0 {
      bytes.append(UInt8(ascii: "-"))
      digits(value.magnitude)
    } else {
      digits(UInt(value))
    }
  }

  private mutating func digits(_ value: UInt) {
    if value < 10 {
      bytes.append(48 + UInt8(value))
      return
    }
    var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
    var count = 0
    var rest = value
    withUnsafeMutableBytes(of: &scratch) { buffer in
      while rest > 0 {
        buffer[23 - count] = 48 + UInt8(rest % 10)
        rest /= 10
        count += 1
      }
      bytes.append(contentsOf: buffer[(24 - count)..<24])
    }
  }

  package mutating func bool(_ value: Bool) {
    if value { raw("true") } else { raw("false") }
  }

  /// A string, escaped as JSON requires.
  package mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): raw("\\\"")
      case UInt8(ascii: "\\"): raw("\\\\")
      case 10: raw("\\n")
      case 13: raw("\\r")
      case 9: raw("\\t")
      case 0..<0x20:
        raw("\\u00")
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 15)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// An array of integers.
  package mutating func integers(_ values: some Sequence<Int>) {
    bytes.append(UInt8(ascii: "["))
    var first = true
    for value in values {
      if !first { bytes.append(UInt8(ascii: ",")) }
      first = false
      integer(value)
    }
    bytes.append(UInt8(ascii: "]"))
  }
}
