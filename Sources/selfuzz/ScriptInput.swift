import SelectSim

/// One script named on the command line, read and parsed (SPEC 5), for the commands that take a
/// single script (`shrink`, `render`).
struct ScriptInput {
  /// The file's text, its comment header included.
  var text: String
  /// The scenario it describes.
  var parsed: ParsedScript

  /// Reads and parses the script at `path`, or says why it cannot (the path once, then the
  /// problem: a file that cannot be read, or the line and column of a parse error) and returns
  /// `nil`, for exit status 65.
  static func load(_ path: String) -> ScriptInput? {
    do {
      let text = try ScriptFiles.read(path)
      return ScriptInput(text: text, parsed: try ScriptParser.parse(text))
    } catch let error as ScriptError {
      printError("error: \(path): \(error)")
    } catch {
      printError("error: \(error)")
    }
    return nil
  }
}
