import Foundation
import SelectCore
import SelectSim

/// The profile a command runs an engine under (SPEC 8, "Profiles"): what the engine says it takes
/// (a built-in engine takes the whole SPEC; an engine command says so in its `hello` reply),
/// narrowed by `--profile FILE` and by a `--mode` the run pins.
enum ProfileChoice {
  /// Removes `--profile FILE` and reads the file.
  ///
  /// - Throws: ``InvalidInput`` (exit 65) naming the file and the key at fault.
  static func file(_ arguments: inout Arguments) throws -> EngineProfile? {
    try arguments.option("--profile").map(read)
  }

  /// Reads the profile file at `path`.
  ///
  /// - Throws: ``InvalidInput`` (exit 65) naming the file and the key at fault.
  static func read(_ path: String) throws -> EngineProfile {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InvalidInput(message: "\(path): the profile cannot be read")
    }
    do {
      return try EngineProfile.parse(Array(data))
    } catch {
      throw InvalidInput(message: "\(path): \(error)")
    }
  }

  /// What `engine` says it takes: a built-in or Swift engine's own profile, or the one an engine
  /// command's `hello` reply states (the command is greeted once for it).
  static func stated(by engine: EngineChoice, callTimeout: Double) throws -> EngineProfile {
    guard case .command(let command) = engine.origin else { return engine.kind.profile }
    return try EngineProbe.check(command, callTimeout: callTimeout)
  }

  /// The profile a script's `# profile:` header line states, when it has one.
  ///
  /// - Throws: ``InvalidInput`` naming the file when the line is not a profile.
  static func header(of text: String, in path: String) throws -> EngineProfile? {
    do {
      return try ScriptHeader.profile(in: text)
    } catch {
      throw InvalidInput(message: "\(path): the '# profile:' line: \(error)")
    }
  }

  /// The profile in force: `engine`'s narrowed by `file` and `mode`.
  ///
  /// - Throws: ``InvalidInput`` when nothing is left of a part every case needs.
  static func effective(engine: EngineProfile, file: EngineProfile?, mode: SelectionMode?) throws
    -> EngineProfile
  {
    var profile = engine
    do {
      if let file { profile = try profile.narrowed(by: file) }
    } catch {
      throw InvalidInput(message: "the profile: \(error)")
    }
    do {
      profile = try profile.pinned(to: mode)
    } catch {
      throw InvalidInput(message: "--mode \(mode?.rawValue ?? ""): outside the profile: \(error)")
    }
    return profile
  }
}

/// An input file or value that cannot be used (exit 65): the message names the place.
struct InvalidInput: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
