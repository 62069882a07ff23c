/// One of `count` disjoint slices of a fuzz run (`--shard K/N`): slice `index` runs the blocks of
/// iterations `index`, `index + count`, `index + 2 * count`, … of the whole run, so that the
/// slices together run every case exactly once, and their totals add up (`selfuzz merge`) to the
/// whole run's, fingerprint and all.
package struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// Which slice, from 0.
  package var index: Int
  /// How many slices.
  package var count: Int

  /// The whole run: one slice.
  package static let whole = Shard(unchecked: 0, of: 1)

  private init(unchecked index: Int, of count: Int) {
    self.index = index
    self.count = count
  }

  /// Slice `index` of `count`, or `nil` unless `0 <= index < count`.
  package init?(_ index: Int, of count: Int) {
    guard count >= 1, index >= 0, index < count else { return nil }
    self.init(unchecked: index, of: count)
  }

  /// Reads `K/N`.
  package init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      return nil
    }
    self.init(index, of: count)
  }

  package var description: String { "\(index)/\(count)" }
}
