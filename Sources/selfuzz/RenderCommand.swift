import Foundation
import SelectCore
import SelectSim

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `selfuzz render FILE.sel`: writes the picture of a script's run, a self-contained HTML page.
enum RenderCommand {
  static let help = """
    USAGE: selfuzz render FILE.sel [--out FILE.html] [--engine NAME | --engine-command CMD]
                          [--check NAME,...] [--profile FILE]

    Runs FILE.sel (docs/SPEC.md section 5) like `selfuzz replay`, in a worker process, and writes a picture of the run: one
    self-contained HTML page (inline SVG and script; no other file, font or network) that shows
    the content with every frame, the viewport and its hotspots at the current offset, the
    finger's path coloured by time, the items' states and the entries of the current position.
    Buttons, a slider and the arrow keys (Home and End too) walk the run event by event,
    auto-scroll steps included; the page opens on the failing position with the violated
    invariant and its message. Open another position with `#position=N` in the address.

    OPTIONS:
      --out FILE      Where to write the page (default: FILE.sel with .sel replaced by .html).
      --engine NAME         The engine (default: the file's header, else core).
      --engine-command CMD  An engine over the engine protocol (docs/SPEC.md section 8).
      --check LIST          The invariants to check (comma-separated names, or all; default all).
      --profile FILE        What the engine takes (docs/SPEC.md section 8; default: the engine's
                            own, narrowed by the script's `# profile:` header); the page says it.
      -h, --help            Show this help.

    Prints what the run found, then `picture: PATH`.

    EXIT STATUS:
      0   the picture was written, whether or not the script fails
      64  bad usage
      65  the script or the profile is invalid or cannot be read
      66  the script lies outside the engine's profile: not run, no picture
      70  the picture could not be written
      130 stopped by Ctrl-C (143 by SIGTERM) before the run ended: no picture

    EXAMPLE:
      selfuzz render Corpus/repros/select-before-deselect.sel --engine select-before-deselect
    """

  /// Plays `scenario` (written as `script`) in a worker on `engine` and returns its picture, or
  /// `nil` when Ctrl-C stopped the run.
  static func picture(
    _ script: String, scenario: Scenario, engine: EngineChoice, invariants: Set<Invariant>,
    title: String, profile: EngineProfile
  ) -> FailurePicture? {
    let logFolder = NSTemporaryDirectory() + "selfuzz-render-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: logFolder) }
    let timeouts = (call: 5.0, case: 60.0)
    let evaluator = ChildEvaluator(
      WorkerProcess.Launch(
        command: ReplayCommand.workerCommand(engine, invariants: invariants, timeouts: timeouts),
        logFolder: logFolder, stop: { Interruption.requested }),
      name: "render", callTimeout: timeouts.call, caseTimeout: timeouts.case)
    var calls: [Call] = []
    let evaluation = evaluator.replay(script, scenario: scenario) { calls.append($0) }.evaluation
    guard !evaluation.stopped else { return nil }
    var picture = FailurePicture(
      scenario: scenario, calls: calls, runFailure: evaluation.failure, title: title,
      engine: engine.label)
    picture.profile = profile
    return picture
  }

  static func run(_ arguments: inout Arguments) throws -> ExitStatus {
    let out = try arguments.option("--out")
    let chosen = try arguments.engineOrigin()
    let invariants = try arguments.invariants().invariants
    let profileFile = try ProfileChoice.file(&arguments)
    let paths = try arguments.positionals()
    guard paths.count == 1, let path = paths.first else {
      throw arguments.usage("render takes one script")
    }
    guard let input = ScriptInput.load(path) else { return .invalidInput }
    let (text, parsed) = (input.text, input.parsed)
    Interruption.install()
    let origin = chosen ?? ScriptHeader.origin(in: text) ?? .builtIn("core")
    let engine = try EngineChoice(origin, callTimeout: 5, inWorker: false, arguments: arguments)
    let profile = try ProfileChoice.effective(
      engine: ProfileChoice.stated(by: engine, callTimeout: 5),
      file: profileFile ?? ProfileChoice.header(of: text, in: path), mode: nil)
    if let outside = profile.mismatch(parsed.scenario) {
      say("\(path): \(Replay.outsideProfile(outside)); not run, no picture")
      return .noInput
    }
    let title = String(path.split(separator: "/").last ?? Substring(path))
    guard
      let picture = RenderCommand.picture(
        text, scenario: parsed.scenario, engine: engine, invariants: invariants, title: title,
        profile: profile)
    else { return Interruption.stopped("no picture written") }
    let destination = out ?? defaultDestination(for: path)
    do {
      try writeAtomically(picture.html, to: destination)
    } catch {
      printError("error: \(error)")
      return .internalError
    }
    if let failure = picture.failure {
      say("\(path): \(failure.title) failed on \(engine.label): \(failure.message)")
    } else {
      say("\(path): passes on \(engine.label)")
    }
    say("picture: \(destination)")
    return .success
  }

  /// `FILE.sel` with `.sel` replaced by `.html`; `.html` appended to any other name.
  static func defaultDestination(for path: String) -> String {
    (path.hasSuffix(".sel") ? String(path.dropLast(4)) : path) + ".html"
  }

  /// A file that could not be written, naming it.
  struct WriteError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot write \(path): \(reason)" }
  }

  /// Writes `text` to a temporary file beside `path` (making its folder if need be), then renames
  /// it into place, so that a reader never sees half a page.
  static func writeAtomically(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    // The folder `--out` names is made when missing, as `--out DIR` for failures is.
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let temporary = "\(folder)/.\(url.lastPathComponent).\(getpid()).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
      throw WriteError(path: path, reason: "cannot create \(temporary)")
    }
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw WriteError(path: path, reason: reason)
    }
  }
}
