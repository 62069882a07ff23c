import SelectSim

/// The arguments of one command, consumed as options are read, so that whatever is left over is
/// an error.
struct Arguments {
  private var remaining: [String]
  let command: String
  /// The options the command takes, for "did you mean" when one is misspelt.
  var knownOptions: [String] = []

  init(_ arguments: [String], command: String) {
    self.remaining = arguments
    self.command = command
  }

  func usage(_ message: String) -> UsageError { UsageError(message: message, command: command) }

  /// Removes `--name` and reports whether it was there; given twice, it is an error.
  mutating func flag(_ name: String) throws -> Bool {
    guard let position = remaining.firstIndex(of: name) else { return false }
    remaining.remove(at: position)
    if remaining.contains(name) { throw usage("\(name) is given twice") }
    return true
  }

  /// Removes `--name VALUE` (or `--name=VALUE`) and returns the value.
  mutating func option(_ name: String) throws -> String? {
    let value: String
    if let position = remaining.firstIndex(where: { $0.hasPrefix(name + "=") }) {
      value = String(remaining[position].dropFirst(name.count + 1))
      remaining.remove(at: position)
    } else {
      guard let position = remaining.firstIndex(of: name) else { return nil }
      guard position + 1 < remaining.count, !remaining[position + 1].hasPrefix("--") else {
        throw usage("\(name) needs a value")
      }
      value = remaining[position + 1]
      remaining.removeSubrange(position...(position + 1))
    }
    if remaining.contains(where: { $0 == name || $0.hasPrefix(name + "=") }) {
      throw usage("\(name) is given twice")
    }
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
      let name = String(unknown.prefix { $0 != "=" })
      throw usage("unknown option '\(unknown)'" + Suggestion.didYouMean(name, among: knownOptions))
    }
    defer { remaining = [] }
    return remaining
  }

  /// Fails when anything is left over.
  mutating func finish() throws {
    let rest = try positionals()
    if let extra = rest.first { throw usage("unexpected argument '\(extra)'") }
  }

  /// Removes `--check LIST` and reads it as invariant names (or `all`).
  ///
  /// - Returns: The invariants (all of them without the option) and the list as given.
  mutating func invariants() throws -> (invariants: Set<Invariant>, given: String?) {
    guard let list = try option("--check") else { return (Set(Invariant.allCases), nil) }
    let invariants: Set<Invariant>
    do {
      invariants = try Invariant.parseList(list)
    } catch {
      throw usage("\(error)")
    }
    guard !invariants.isEmpty else {
      throw usage("--check needs at least one invariant name (or all); '\(list)' names none")
    }
    return (invariants, list)
  }

  /// Removes `--name TIME` and reads it as seconds: `90s`, `10m`, `1h`, `500ms` or a bare number.
  mutating func seconds(_ name: String, allowingZero: Bool) throws -> Double? {
    guard let text = try option(name) else { return nil }
    guard let seconds = Arguments.parseDuration(text), seconds > 0 || (allowingZero && seconds == 0)
    else {
      throw usage(
        "\(name) takes a time such as 90s, 10m, 1h or 500ms\(allowingZero ? ", or 0" : ""), not '\(text)'"
      )
    }
    return seconds
  }

  /// Seconds in `90s`, `10m`, `1h`, `500ms` or a bare number of seconds.
  static func parseDuration(_ text: String) -> Double? {
    let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
    for (suffix, scale) in units where text.hasSuffix(suffix) {
      if let value = Double(text.dropLast(suffix.count)), value.isFinite { return value * scale }
    }
    return Double(text).flatMap { $0.isFinite ? $0 : nil }
  }
}
