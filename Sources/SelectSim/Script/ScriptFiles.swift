import Foundation

/// Finds and reads script files on disk.
package enum ScriptFiles {
  /// A path that names no file or folder, or a file that cannot be read as text.
  package struct ReadError: Error, CustomStringConvertible, Sendable {
    package var path: String
    package var reason: String
    package var description: String { "\(path): \(reason)" }
  }

  /// The `.sel` files named by `paths`: files as given, folders searched recursively, each
  /// folder's scripts in sorted path order so that every run replays them in the same order.
  ///
  /// - Throws: ``ReadError`` for a path that does not exist.
  package static func collect(_ paths: [String]) throws -> [String] {
    var files: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw ReadError(path: path, reason: "no such file or folder")
      }
      guard isFolder.boolValue else {
        files.append(path)
        continue
      }
      var found: [String] = []
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      if let walker = manager.enumerator(atPath: path) {
        while let relative = walker.nextObject() as? String {
          if relative.hasSuffix(".sel") { found.append(base + "/" + relative) }
        }
      }
      files += found.sorted()
    }
    return files
  }

  /// The text of the file at `path`.
  ///
  /// - Throws: ``ReadError`` when it cannot be read or is not UTF-8.
  package static func read(_ path: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ReadError(path: path, reason: "cannot be read")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ReadError(path: path, reason: "is not UTF-8 text")
    }
    return text
  }
}
