/// A random source whose words are given bytes: how a coverage-guided fuzzer's input (libFuzzer's
/// byte string) becomes a generated scenario.
///
/// The words are the bytes read 8 at a time, little-endian, a short last chunk padded with zero
/// bytes. Once the bytes are used up, the words go on as a ``SplitMix64`` seeded with a hash of the
/// whole input, not as zeros: generators draw until a `chance` fails, and zeros would keep it
/// succeeding for ever. So every byte string, the empty one included, decodes to a scenario of the
/// existing generators (`ScenarioGenerator().scenario(using: &source)`), and a mutation of the
/// bytes is a mutation of the generator's decisions. ``RecordingSource`` goes the other way: the
/// words a generated case drew, written as the bytes that decode to that case again.
package struct ByteSource: RandomSource, Sendable {
  private let bytes: [UInt8]
  private var position = 0
  private var continuation: SplitMix64

  /// A source reading `bytes`.
  ///
  /// - Complexity: O(*n*) for *n* bytes: the continuation's seed hashes them all.
  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
    continuation = SplitMix64(seed: ByteSource.hash(bytes))
  }

  /// How many bytes the words drawn so far used (at most the input's length).
  package var bytesUsed: Int { min(position, bytes.count) }

  /// Whether the bytes are used up, so that further words come from the continuation.
  package var isExhausted: Bool { position >= bytes.count }

  /// The next 8 bytes as a little-endian word, or the continuation's next word.
  ///
  /// - Complexity: O(1).
  package mutating func next() -> UInt64 {
    guard position < bytes.count else { return continuation.next() }
    let end = min(position + 8, bytes.count)
    var word: UInt64 = 0
    var shift: UInt64 = 0
    for index in position..<end {
      word |= UInt64(bytes[index]) << shift
      shift += 8
    }
    position += 8
    return word
  }

  /// The continuation's seed: a SplitMix64 chain over the length and the padded words, so that
  /// inputs differing only in trailing zero bytes continue differently.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  package static func hash(_ bytes: [UInt8]) -> UInt64 {
    var hash = SplitMix64.mix(UInt64(bytes.count) ^ 0x243F_6A88_85A3_08D3)
    var word: UInt64 = 0
    for (index, byte) in bytes.enumerated() {
      word |= UInt64(byte) << (UInt64(index % 8) * 8)
      if index % 8 == 7 || index == bytes.count - 1 {
        hash = SplitMix64.mix((hash ^ word) &+ 0x9E37_79B9_7F4A_7C15)
        word = 0
      }
    }
    return hash
  }

  /// The bytes that ``ByteSource`` reads back as `words`: 8 a word, little-endian.
  ///
  /// - Complexity: O(*w*) for *w* words.
  package static func bytes(of words: [UInt64]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(words.count * 8)
    for word in words {
      for shift in stride(from: 0 as UInt64, to: 64, by: 8) {
        bytes.append(UInt8(truncatingIfNeeded: word >> shift))
      }
    }
    return bytes
  }
}

/// A random source that passes on another's words and keeps them, so that what a generator drew
/// can be written as the bytes that reproduce it exactly through ``ByteSource``.
///
/// This is how a seed corpus for libFuzzer is made (`selfuzz seeds`): a script cannot in general be
/// turned back into the generator's words (many words give one decision, and a hand-written
/// script may be one no generator makes), but a generated case can, because its words are known.
package struct RecordingSource<Base: RandomSource>: RandomSource {
  /// The source the words come from.
  package private(set) var base: Base
  /// Every word drawn so far, in order.
  package private(set) var words: [UInt64] = []

  /// A recorder of the words `base` gives.
  package init(_ base: Base) { self.base = base }

  /// The base's next word, recorded.
  ///
  /// - Complexity: Amortized O(1).
  package mutating func next() -> UInt64 {
    let word = base.next()
    words.append(word)
    return word
  }

  /// The recorded words as input bytes: ``ByteSource`` over them draws the same words.
  ///
  /// - Complexity: O(*w*) for *w* words recorded.
  package var bytes: [UInt8] { ByteSource.bytes(of: words) }
}

extension RecordingSource: Sendable where Base: Sendable {}
