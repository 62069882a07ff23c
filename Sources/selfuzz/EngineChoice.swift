import Foundation
import SelectSim

/// The engine a command runs: `--engine NAME` (a built-in engine) or `--engine-command CMD` (an
/// engine in a child process that speaks the engine protocol, SPEC 8).
struct EngineChoice {
  var origin: EngineOrigin
  var kind: EngineKind

  /// How a person names it: the engine's name, or the command.
  var label: String {
    switch origin {
    case .builtIn(let name): name
    case .command(let command): "command '\(command)'"
    }
  }

  /// The options that choose it again, for worker processes and for the commands printed.
  var options: [String] {
    switch origin {
    case .builtIn(let name): ["--engine", name]
    case .command(let command): ["--engine-command", command]
    }
  }

  /// The options, quoted for a shell, for the commands a person copies.
  var shellOptions: String {
    switch origin {
    case .builtIn(let name): "--engine \(name)"
    case .command(let command): "--engine-command \(Shell.quote(command))"
    }
  }

  /// Makes the choice for `origin`, or fails naming the unknown engine.
  init(_ origin: EngineOrigin, callTimeout: Double, inWorker: Bool, arguments: Arguments) throws {
    guard let kind = EngineKind.make(origin, callTimeout: callTimeout, inWorker: inWorker) else {
      if case .builtIn(let name) = origin {
        throw arguments.usage(
          "unknown engine '\(name)'; `selfuzz engines` lists them"
            + Suggestion.didYouMean(name, among: BuiltInEngines.all.map(\.name)))
      }
      throw arguments.usage("unknown engine")
    }
    self.origin = origin
    self.kind = kind
  }
}

extension Arguments {
  /// Removes `--engine NAME` or `--engine-command CMD` and reads them.
  ///
  /// - Returns: The engine's origin, or `nil` when neither was given.
  mutating func engineOrigin() throws -> EngineOrigin? {
    let name = try option("--engine")
    let command = try option("--engine-command")
    switch (name, command) {
    case (let name?, nil): return .builtIn(name)
    case (nil, let command?):
      guard !command.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw usage("--engine-command needs a command")
      }
      return .command(command)
    case (nil, nil): return nil
    case (_?, _?): throw usage("--engine and --engine-command do not go together; give one")
    }
  }

  /// Removes `--call-timeout T` (default 5 s) and `--case-timeout T` (default 60 s).
  mutating func timeouts() throws -> (call: Double, case: Double) {
    (
      try seconds("--call-timeout", allowingZero: false) ?? 5,
      try seconds("--case-timeout", allowingZero: false) ?? 60
    )
  }
}

/// Quoting for commands a person copies into a shell.
enum Shell {
  static func quote(_ text: String) -> String {
    let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0) }
    if plain && !text.isEmpty { return text }
    return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
