import SelectCore

/// Compares what two engines did for the same call.
func compareCalls(_ call: Call, _ entries: [Entry], _ offset: Double, _ name: String) -> String? {
  if entries != call.entries {
    let position =
      zip(call.entries, entries).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(call.entries.count, entries.count)
    let mine = position < call.entries.count ? "'\(describe(call.entries[position]))'" : "nothing"
    let theirs = position < entries.count ? "'\(describe(entries[position]))'" : "nothing"
    return
      "at \(call.what), entry \(position + 1): the engine reported \(mine), \(name) \(theirs) "
      + "(engine: \(call.entries.count) entries, \(name): \(entries.count))"
  }
  if offset != call.reportedOffset {
    return
      "the engine reports offset \(ScriptPrinter.number(call.reportedOffset)), \(name) \(ScriptPrinter.number(offset))"
  }
  return nil
}

/// `model-agreement`: the engine's entries and offsets equal the reference model's, call for call.
struct ModelAgreementCheck: InvariantCheck {
  static let invariant = Invariant.modelAgreement
  private var model: ReferenceEngine

  init(configuration: Configuration) throws(ConfigurationError) {
    model = try ReferenceEngine(configuration: configuration)
  }

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    let entries = model.apply(call.event, at: call.time)
    return compareCalls(call, entries, model.offset, "the reference model")
  }
}

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
