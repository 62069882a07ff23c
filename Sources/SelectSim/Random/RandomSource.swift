/// A source of uniformly distributed 64-bit words: the only randomness the harness uses.
///
/// The mappings to ranges and unit doubles below are the package's own (SPEC 6), so a seed means
/// the same cases on every machine and Swift version; the standard library's `random(in:using:)`
/// mappings are never used. Pass sources as `inout some RandomSource`.
package protocol RandomSource {
  /// The next word.
  mutating func next() -> UInt64
}

extension RandomSource {
  /// A uniform integer in `0..<bound` by Lemire's multiply-and-reject method.
  ///
  /// - Precondition: `bound > 0`.
  package mutating func bounded(_ bound: UInt64) -> UInt64 {
    var product = next().multipliedFullWidth(by: bound)
    if product.low < bound {
      let threshold = (0 &- bound) % bound
      while product.low < threshold { product = next().multipliedFullWidth(by: bound) }
    }
    return product.high
  }

  /// A uniform integer in `range`.
  package mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
    if span == 0 { return Int(bitPattern: UInt(next())) }
    return range.lowerBound &+ Int(bitPattern: UInt(bounded(span)))
  }

  /// A uniform double in `[0, 1)`: the top 53 bits of a word, scaled by 2⁻⁵³.
  package mutating func unit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A double in `[lower, upper)` as `lower + unit * (upper - lower)`.
  package mutating func double(in range: Range<Double>) -> Double {
    range.lowerBound + unit() * (range.upperBound - range.lowerBound)
  }

  /// `true` with probability `probability`.
  package mutating func chance(_ probability: Double) -> Bool { unit() < probability }

  /// A uniformly chosen element.
  ///
  /// - Precondition: `elements` is not empty.
  package mutating func element<Element>(of elements: [Element]) -> Element {
    elements[int(in: 0...(elements.count - 1))]
  }

  /// An element chosen with the given integer weights.
  ///
  /// - Precondition: some weight is positive.
  package mutating func weighted<Element>(_ choices: [(weight: Int, value: Element)]) -> Element {
    let total = choices.reduce(0) { $0 + $1.weight }
    var pick = int(in: 0...(total - 1))
    for choice in choices {
      if pick < choice.weight { return choice.value }
      pick -= choice.weight
    }
    return choices[choices.count - 1].value
  }
}
