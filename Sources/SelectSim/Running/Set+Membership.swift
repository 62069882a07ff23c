extension Set<Int> {
  /// Whether each of the items `0..<count` is a member, by item: an array of flags built from the
  /// members (members outside the range are left out).
  ///
  /// - Complexity: O(*count* + the number of members), with no hashing.
  func membership(count: Int) -> [Bool] {
    var flags = Array(repeating: false, count: count)
    for item in self where item >= 0 && item < count { flags[item] = true }
    return flags
  }
}
