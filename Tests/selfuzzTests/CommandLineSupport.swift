import Foundation

/// What a run of the built `selfuzz` printed and how it exited.
struct CommandResult {
  var status: Int32
  var output: String
  var errors: String
}

/// The package root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent()
  .deletingLastPathComponent()

/// The `selfuzz` binary that `swift test` built next to the test bundle.
let selfuzzBinary: URL = {
  let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("selfuzz")
  if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
  return packageRoot.appendingPathComponent(".build/debug/selfuzz")
}()

/// Runs `selfuzz` with `arguments` from the package root.
func selfuzz(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandResult {
  let process = Process()
  process.executableURL = selfuzzBinary
  process.arguments = arguments
  process.currentDirectoryURL = packageRoot
  var merged = ProcessInfo.processInfo.environment
  for (key, value) in environment { merged[key] = value }
  process.environment = merged
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  let errorData = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CommandResult(
    status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
    errors: String(decoding: errorData, as: UTF8.self))
}

/// A fresh scratch folder for one test.
func scratchFolder(_ name: String) throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("selfuzz-tests-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
  try? FileManager.default.removeItem(at: folder)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

/// Writes `text` to `name` in `folder` and returns its path.
func write(_ text: String, _ name: String, in folder: URL) throws -> String {
  let url = folder.appendingPathComponent(name)
  try text.write(to: url, atomically: true, encoding: .utf8)
  return url.path
}
