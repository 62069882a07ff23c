import Foundation
import SelectSim

/// Findings already written down (`--known DIR`): the repro scripts of bugs a component is known to
/// have. A fuzz run whose failing case shrinks to one of them, line for line as the printer writes
/// both (its header comments aside), counts the case under that finding and goes on with the next; any other failure ends
/// the run as usual. So a widget's recorded bugs do not hide the ones nobody has seen yet.
struct KnownFindings {
  /// The folder, as given.
  let folder: String
  /// Each finding's path and its script without the header comments, in file-name order.
  private let scripts: [(path: String, body: Substring)]
  /// The cases that shrank to each finding, by path, in the order found.
  private(set) var cases: [String: [Int]] = [:]

  /// Reads every `.sel` file in `folder`.
  ///
  /// - Throws: ``InvalidInput`` (exit 65) when the folder cannot be read or holds no script,
  ///   naming it.
  init(folder: String) throws {
    self.folder = folder
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw InvalidInput(message: "--known \(folder): the folder cannot be read")
    }
    var scripts: [(String, Substring)] = []
    for name in names.sorted() where name.hasSuffix(".sel") {
      let path = (folder as NSString).appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: path) else {
        throw InvalidInput(message: "\(path): the finding cannot be read")
      }
      // As the printer writes it today, so that a finding saved before the canonical form
      // changed (the order of the setup's options, say) still matches its shrunk case.
      let text = String(decoding: data, as: UTF8.self)
      let canonical = (try? ScriptParser.parse(text)).map { ScriptPrinter.print($0.scenario) }
      scripts.append((path, ReproStore.body(of: canonical ?? text)))
    }
    guard !scripts.isEmpty else {
      throw InvalidInput(message: "--known \(folder): no .sel script in the folder")
    }
    self.scripts = scripts
  }

  /// Whether `script` (a shrunk repro) is one of the findings.
  func knows(_ script: String) -> Bool {
    let body = ReproStore.body(of: script)
    return scripts.contains { $0.body == body }
  }

  /// The finding whose script is `script` (a shrunk repro), if one is; the case is counted under
  /// it.
  mutating func match(_ script: String, iteration: Int) -> String? {
    let body = ReproStore.body(of: script)
    guard let found = scripts.first(where: { $0.body == body }) else { return nil }
    cases[found.path, default: []].append(iteration)
    return found.path
  }

  /// How many cases shrank to a known finding.
  var count: Int { cases.values.reduce(0) { $0 + $1.count } }

  /// The summary's lines: each finding seen, with its cases.
  var lines: [String] {
    guard count > 0 else { return [] }
    var lines = ["known findings (--known \(folder)): \(count) cases shrank to one"]
    for (path, _) in scripts {
      guard let iterations = cases[path] else { continue }
      let shown = iterations.prefix(5).map(String.init).joined(separator: ", ")
      let more = iterations.count > 5 ? ", …" : ""
      lines.append("  \(path): \(iterations.count) (iterations \(shown)\(more))")
    }
    return lines
  }
}
