/// "Did you mean …?" for a misspelt command, option, engine name, profile key or script keyword
/// (as swift-argument-parser and git suggest one).
package enum Suggestion {
  /// `" (did you mean 'X'?)"` for the name among `candidates` nearest to `word`, when one is
  /// near enough to be a slip; else nothing.
  package static func didYouMean(_ word: String, among candidates: [String]) -> String {
    nearest(word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// The name among `candidates` nearest to `word` (the first on a tie), when it is near enough
  /// to be a slip: at most a third of its letters differ (one at least), ignoring case; never
  /// `word` itself.
  ///
  /// - Complexity: O(*c* · *w*²) for *c* candidates of about *w* characters.
  package static func nearest(_ word: String, among candidates: [String]) -> String? {
    let scored = candidates.filter { $0 != word }.map { (name: $0, distance: distance(word, $0)) }
    guard let best = scored.min(by: { $0.distance < $1.distance }),
      best.distance <= max(1, best.name.count / 3)
    else { return nil }
    return best.name
  }

  /// The edit distance (insertions, deletions, substitutions, and swaps of neighbours) between
  /// `a` and `b`, ignoring case.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[a.count][b.count]
  }
}
