import SelectCore

/// `determinism`: a second engine of the same kind, fed the same calls, reports the same entries.
struct DeterminismCheck: InvariantCheck {
  static let invariant = Invariant.determinism
  private var twin: any DragSelectEngine

  init(kind: EngineKind, configuration: Configuration) throws(ConfigurationError) {
    twin = try kind.makeEngine(configuration)
  }

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    let entries = twin.apply(call.event, at: call.time)
    return compareCalls(call, entries, twin.offset, "a second run")
  }
}
