import Foundation

/// Facts a repro script's leading comments record (SPEC 5): the engine it failed on, the planted
/// bug it reproduces.
package enum ScriptHeader {
  /// The engine named by a `# engine: NAME` line among the leading comments.
  package static func engine(in text: String) -> String? { value(of: "engine", in: text) }

  /// The engine command (SPEC 8) named by a `# engine-command: CMD` line among the leading
  /// comments: the rest of the line.
  package static func engineCommand(in text: String) -> String? {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("#") else { break }
      let body = line.dropFirst().drop { $0 == " " }
      if body.hasPrefix("engine-command: ") {
        return String(body.dropFirst("engine-command: ".count)).trimmingCharacters(in: .whitespaces)
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

  private static func value(of key: String, in text: String) -> String? {
    for line in text.split(separator: "\n") {
      guard line.hasPrefix("#") else { break }
      let body = line.dropFirst().drop { $0 == " " }
      if body.hasPrefix(key + ": ") {
        return String(body.dropFirst(key.count + 2).prefix { $0 != " " })
      }
    }
    return nil
  }
}
