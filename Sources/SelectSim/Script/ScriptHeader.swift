import Foundation
package import SelectCore

/// Facts a repro script's leading comments record (SPEC 5): the engine it failed on, the planted
/// bug it reproduces.
package enum ScriptHeader {
  /// The engine named by a `# engine: NAME` line among the leading comments.
  package static func engine(in text: String) -> String? { value(of: "engine", in: text) }

  /// The engine command (SPEC 8) named by a `# engine-command: CMD` line among the leading
  /// comments: the rest of the line.
  package static func engineCommand(in text: String) -> String? {
    line(of: "engine-command", in: text)
  }

  /// How the failure was found, from a `# found by: …` line among the leading comments: the rest
  /// of the line.
  package static func foundBy(in text: String) -> String? { line(of: "found by", in: text) }

  /// The profile a `# profile: JSON` line among the leading comments states (SPEC 8,
  /// "Profiles"): the one the failure was found under.
  ///
  /// - Returns: `nil` without such a line.
  /// - Throws: ``ProfileError`` when the line's JSON is not a profile.
  package static func profile(in text: String) throws(ProfileError) -> EngineProfile? {
    guard let json = line(of: "profile", in: text) else { return nil }
    return try EngineProfile.parse(Array(json.utf8))
  }

  /// The rest of the leading comment line `# KEY: …`, trimmed.
  private static func line(of key: String, in text: String) -> String? {
    for line in leadingComments(text) {
      let body = line.dropFirst().drop { $0 == " " }
      if body.hasPrefix(key + ": ") {
        return String(body.dropFirst(key.count + 2)).trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }

  /// Where the script's header says it failed: its engine command, else its built-in engine.
  package static func origin(in text: String) -> EngineOrigin? {
    if let command = engineCommand(in: text) { return .command(command) }
    return engine(in: text).map(EngineOrigin.builtIn)
  }

  /// The planted bug named by a `# planted: NAME` line among the leading comments.
  package static func plantedBug(in text: String) -> String? { value(of: "planted", in: text) }

  /// The first word of the leading comment line `# KEY: …`.
  private static func value(of key: String, in text: String) -> String? {
    line(of: key, in: text).map { String($0.prefix { $0 != " " }) }
  }

  /// The comment lines the text starts with (blank lines between them skipped), read up to the
  /// first other line only: a script of a million items is not split for its header.
  private static func leadingComments(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    var rest = text[...]
    while !rest.isEmpty {
      let end = rest.firstIndex(of: "\n") ?? rest.endIndex
      let line = rest[..<end]
      rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
      if line.isEmpty { continue }
      guard line.hasPrefix("#") else { break }
      lines.append(line)
    }
    return lines
  }
}
