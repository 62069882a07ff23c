/// Why a script was refused: where, and what was expected there (SPEC 5).
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// 1-based line of the problem.
  public var line: Int
  /// 1-based column of the problem.
  public var column: Int
  /// What is wrong, usually "expected …, found …".
  public var message: String

  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "line \(line), column \(column): \(message)" }
}
