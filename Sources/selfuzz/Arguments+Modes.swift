import SelectSim

extension Arguments {
  /// Removes `--mode MODE` and reads it (default `mixed`).
  mutating func modes() throws -> ModeChoice {
    let text = try option("--mode") ?? "mixed"
    guard let modes = ModeChoice(rawValue: text) else {
      throw usage("--mode takes paint, range, single or mixed, not '\(text)'")
    }
    return modes
  }
}
