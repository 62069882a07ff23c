import Foundation

/// Writes a line to standard output at once, even into a pipe: the seed, progress and summaries
/// must reach a pipe (`selfuzz … | tee`) before anything can go wrong (SPEC 9).
func say(_ text: String) {
  FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

/// Writes a line to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
