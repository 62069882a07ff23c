import Foundation
public import SelectCore
public import SelectSim
public import Testing

/// A `.sel` script file, as the argument of a parameterized test: one test case per file, named
/// by its path.
///
/// ```swift
/// @Test(arguments: ScriptFile.all(in: "Corpus"))
/// func corpus(_ script: ScriptFile) { script.replay(on: .core) }
/// ```
public struct ScriptFile: Hashable, Sendable, CustomTestStringConvertible {
  /// The path, relative to the package root.
  public var path: String
  /// The package root the path is relative to.
  public var root: String

  /// The script at `path`, relative to the package root above `filePath` (the calling file, by
  /// default); an absolute path is taken as it is.
  public init(path: String, filePath: String = #filePath) {
    self.init(path: path, root: path.hasPrefix("/") ? "" : Self.packageRoot(from: filePath))
  }

  init(path: String, root: String) {
    self.path = path
    self.root = root
  }

  /// The path: how Swift Testing names the test case.
  public var testDescription: String { path }

  /// Every `.sel` file under `folder` (a path relative to the package root), sorted by path.
  ///
  /// The package root is the nearest folder above `filePath` (the calling test's file, by
  /// default) that holds a `Package.swift`.
  public static func all(in folder: String, filePath: String = #filePath) -> [ScriptFile] {
    let root = packageRoot(from: filePath)
    let base = URL(fileURLWithPath: root).appendingPathComponent(folder).path
    guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
    var files: [ScriptFile] = []
    while let relative = walker.nextObject() as? String {
      if relative.hasSuffix(".sel") {
        files.append(ScriptFile(path: folder + "/" + relative, root: root))
      }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// Replays the script on engines of type `type` (your own engine: a repro `PropertyTest.fuzz`
  /// attached, say), as ``replay(on:checking:sourceLocation:)`` does.
  ///
  /// ```swift
  /// @Test func limitRepro() {
  ///   ScriptFile(path: "Tests/Repros/limit-a81834749bd031ec.sel").replay(on: MyEngine.self)
  /// }
  /// ```
  @discardableResult
  public func replay<Engine: DragSelectEngine & Sendable>(
    on type: Engine.Type, checking invariants: Set<Invariant> = Set(Invariant.allCases),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> ReplayResult {
    replay(
      on: EngineKind(name: String(describing: type), summary: "the engine under test", type: type),
      checking: invariants, sourceLocation: sourceLocation)
  }

  /// Replays the script on `kind`, both ways of delivering the steps (each step in a call of its
  /// own, then each with the next event's call), and records
  /// a failure, a mismatched `expect` or an invalid script as an issue of the running test, with
  /// the picture of a failing run attached.
  ///
  /// - Returns: What the replay found.
  @discardableResult
  public func replay(
    on kind: EngineKind = .core, checking invariants: Set<Invariant> = Set(Invariant.allCases),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> ReplayResult {
    let text: String
    let parsed: ParsedScript
    do {
      text = try ScriptFiles.read(root.isEmpty ? path : root + "/" + path)
      parsed = try ScriptParser.parse(text)
    } catch {
      Issue.record("\(path): \(error)", sourceLocation: sourceLocation)
      return .invalid(line: nil, message: "\(error)")
    }
    let result = Replay.run(parsed, on: kind, checking: invariants)
    guard !result.passed else { return result }
    let place = path + (result.line.map { ":\($0)" } ?? "")
    Issue.record(
      Comment(rawValue: "\(place): \(result)\nrerun: \(rerunCommand(kind))"),
      sourceLocation: sourceLocation)
    let name = String(path.split(separator: "/").last ?? "script").dropLast(4)
    if let picture = try? FailurePicture.of(
      parsed.scenario, on: kind, checking: invariants, title: path)
    {
      Attachment.record(picture.html, named: "\(name).html", sourceLocation: sourceLocation)
    }
    return result
  }

  /// The command that replays the script again: `selfuzz replay` for an engine `selfuzz` knows,
  /// else the running test (an engine of your own lives in your test target only).
  func rerunCommand(_ kind: EngineKind) -> String {
    guard kind.origin != nil else {
      let test = Test.current.map { String($0.name.prefix { $0 != "(" }) } ?? "<test>"
      return "swift test --filter \(test)"
    }
    return "selfuzz replay \(path)" + (kind.name == "core" ? "" : " --engine \(kind.name)")
  }

  /// The nearest folder above `filePath` with a `Package.swift`, else the current directory.
  static func packageRoot(from filePath: String) -> String {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder.path
      }
      folder = folder.deletingLastPathComponent()
    }
    return FileManager.default.currentDirectoryPath
  }
}
