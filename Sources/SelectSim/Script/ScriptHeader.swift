/// Facts a repro script's leading comments record (SPEC 5): the engine it failed on, the planted
/// bug it reproduces.
public enum ScriptHeader {
  /// The engine named by a `# engine: NAME` line among the leading comments.
  public static func engine(in text: String) -> String? { value(of: "engine", in: text) }

  /// The planted bug named by a `# planted: NAME` line among the leading comments.
  public static func plantedBug(in text: String) -> String? { value(of: "planted", in: text) }

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
