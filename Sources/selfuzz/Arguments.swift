/// The arguments of one command, consumed as options are read, so that whatever is left over is
/// an error.
struct Arguments {
  private var remaining: [String]
  let command: String

  init(_ arguments: [String], command: String) {
    self.remaining = arguments
    self.command = command
  }

  func usage(_ message: String) -> UsageError { UsageError(message: message, command: command) }

  /// Removes `--name` and reports whether it was there.
  mutating func flag(_ name: String) -> Bool {
    guard let position = remaining.firstIndex(of: name) else { return false }
    remaining.remove(at: position)
    return true
  }

  /// Removes `--name VALUE` (or `--name=VALUE`) and returns the value.
  mutating func option(_ name: String) throws -> String? {
    if let position = remaining.firstIndex(where: { $0.hasPrefix(name + "=") }) {
      let value = String(remaining[position].dropFirst(name.count + 1))
      remaining.remove(at: position)
      return value
    }
    guard let position = remaining.firstIndex(of: name) else { return nil }
    guard position + 1 < remaining.count, !remaining[position + 1].hasPrefix("--") else {
      throw usage("\(name) needs a value")
    }
    let value = remaining[position + 1]
    remaining.removeSubrange(position...(position + 1))
    return value
  }

  /// Removes `--name N` and reads it as an integer in `range`.
  mutating func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let text = try option(name) else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw usage(
        "\(name) takes an integer from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
    }
    return value
  }

  /// The arguments that are not options; an unknown `--option` is an error.
  mutating func positionals() throws -> [String] {
    if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
      throw usage("unknown option '\(unknown)'")
    }
    defer { remaining = [] }
    return remaining
  }

  /// Fails when anything is left over.
  mutating func finish() throws {
    let rest = try positionals()
    if let extra = rest.first { throw usage("unexpected argument '\(extra)'") }
  }
}
