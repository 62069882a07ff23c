/// Why a script was refused: where, and what was expected there (SPEC 5).
package struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// 1-based line of the problem.
  package var line: Int
  /// 1-based column of the problem.
  package var column: Int
  /// What is wrong, usually "expected …, found …".
  package var message: String

  /// An error at `line` and `column`; any word of `message` longer than 64 characters (a
  /// token echoed back) is cut, with its length said, so that no error line is megabytes long.
  package init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = ScriptError.shortened(message)
  }

  static func shortened(_ message: String) -> String {
    guard message.count > 64 else { return message }
    return message.split(separator: " ", omittingEmptySubsequences: false).map { word in
      word.count > 64 ? "\(word.prefix(40))… (\(word.count) characters)" : String(word)
    }.joined(separator: " ")
  }

  /// `line L, column C: message`.
  package var description: String { "line \(line), column \(column): \(message)" }
}
