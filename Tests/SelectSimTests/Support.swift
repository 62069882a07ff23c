import Foundation

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent()
  .deletingLastPathComponent()

/// The Corpus scripts, as paths relative to the package root, in sorted order.
let corpusFiles: [String] = {
  let corpus = packageRoot.appendingPathComponent("Corpus").path
  let walker = FileManager.default.enumerator(atPath: corpus)
  var files: [String] = []
  while let relative = walker?.nextObject() as? String {
    if relative.hasSuffix(".sel") { files.append("Corpus/" + relative) }
  }
  return files.sorted()
}()

/// The text of a file under the package root.
func packageFile(_ relative: String) throws -> String {
  try String(contentsOf: packageRoot.appendingPathComponent(relative), encoding: .utf8)
}
