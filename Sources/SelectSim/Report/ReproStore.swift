import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saves repro scripts so that nothing found is ever lost (SPEC 5): each is written to a temporary
/// file and then linked into place, atomically, under a name made from its failure and the hash
/// of its scenario (the script without its header comments). One bug's identical script is saved
/// once, whoever found it and however: a file of that name whose scenario is the same is kept as
/// it is, and a different file is never replaced.
package struct ReproStore: Sendable {
  package var folder: String

  package init(folder: String) { self.folder = folder }

  /// An error while saving, naming the path.
  package struct SaveError: Error, CustomStringConvertible, Sendable {
    package var path: String
    package var reason: String
    package var description: String { "cannot save \(path): \(reason)" }
  }

  /// Where a script went.
  package struct Saved: Sendable, Hashable {
    package var path: String
    /// Whether the same scenario was there already (under another header, perhaps), so that
    /// nothing was written.
    package var existed: Bool
  }

  /// The name `text` is saved under (unless a different file holds that name already).
  package func fileName(_ text: String, stem: String) -> String {
    "\(stem)-\(ReproStore.hash(of: ReproStore.body(of: text))).sel"
  }

  private static func hash(of body: Substring) -> String {
    var hash = Fingerprint()
    for byte in body.utf8 { hash.add(UInt64(byte)) }
    return hash.hex
  }

  /// Saves `text` as `<stem>-<hash>.sel` in the folder (creating it), where the hash is that of
  /// `text` without its leading comments; a file there with the same scenario stays as it is.
  ///
  /// - Throws: ``SaveError`` when the folder or file cannot be written.
  package func save(_ text: String, stem: String) throws -> Saved {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw SaveError(path: folder, reason: "\(error.localizedDescription)")
    }
    let body = ReproStore.body(of: text)
    let hash = ReproStore.hash(of: body)
    let base = "\(folder)/\(stem)-\(hash)"
    let temporary = "\(folder)/.\(stem)-\(hash).\(getpid()).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
      throw SaveError(path: temporary, reason: "cannot create the file")
    }
    defer { unlink(temporary) }
    for attempt in 1...1000 {
      let path = attempt == 1 ? base + ".sel" : "\(base)-\(attempt).sel"
      if link(temporary, path) == 0 { return Saved(path: path, existed: false) }
      guard errno == EEXIST else {
        throw SaveError(path: path, reason: String(cString: strerror(errno)))
      }
      if let existing = FileManager.default.contents(atPath: path),
        ReproStore.body(of: String(decoding: existing, as: UTF8.self)) == body
      {
        return Saved(path: path, existed: true)
      }
    }
    throw SaveError(path: base + ".sel", reason: "too many different files with this name")
  }

  /// A script without the comment lines (and blank lines) it starts with: what a repro shows,
  /// whoever found it.
  package static func body(of text: String) -> Substring {
    var rest = text[...]
    while let end = rest.firstIndex(of: "\n") {
      let line = rest[..<end]
      guard line.isEmpty || line.hasPrefix("#") else { break }
      rest = rest[rest.index(after: end)...]
    }
    return rest
  }
}
