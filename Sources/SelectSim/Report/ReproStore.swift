import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saves repro scripts so that nothing found is ever lost (SPEC 5): each is written to a temporary
/// file and then linked into place, atomically, under a name made from its invariant and the hash
/// of its text; an existing file with the same text is reused, a different one is never replaced.
package struct ReproStore: Sendable {
  package var folder: String

  package init(folder: String) { self.folder = folder }

  /// An error while saving, naming the path.
  package struct SaveError: Error, CustomStringConvertible, Sendable {
    package var path: String
    package var reason: String
    package var description: String { "cannot save \(path): \(reason)" }
  }

  /// Saves `text` as `<stem>-<hash>.sel` in the folder (creating it), and returns the path.
  ///
  /// - Throws: ``SaveError`` when the folder or file cannot be written.
  package func save(_ text: String, stem: String) throws -> String {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw SaveError(path: folder, reason: "\(error.localizedDescription)")
    }
    var hash = Fingerprint()
    for byte in text.utf8 { hash.add(UInt64(byte)) }
    let base = "\(folder)/\(stem)-\(hash.hex)"
    let temporary = "\(folder)/.\(stem)-\(hash.hex).\(getpid()).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
      throw SaveError(path: temporary, reason: "cannot create the file")
    }
    defer { unlink(temporary) }
    for attempt in 1...1000 {
      let path = attempt == 1 ? base + ".sel" : "\(base)-\(attempt).sel"
      if link(temporary, path) == 0 { return path }
      guard errno == EEXIST else {
        throw SaveError(path: path, reason: String(cString: strerror(errno)))
      }
      if FileManager.default.contents(atPath: path) == Data(text.utf8) { return path }
    }
    throw SaveError(path: base + ".sel", reason: "too many different files with this name")
  }
}
