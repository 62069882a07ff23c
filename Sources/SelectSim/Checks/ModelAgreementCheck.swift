import SelectCore

/// `model-agreement`: the engine's entries and offsets equal the reference model's, call for call.
struct ModelAgreementCheck {
  static let invariant = Invariant.modelAgreement
  private var model: ReferenceEngine

  init(configuration: Configuration) throws(ConfigurationError) {
    model = try ReferenceEngine(configuration: configuration)
  }

  mutating func check(_ call: Call) -> String? {
    let entries = model.apply(call.event, at: call.time)
    return EngineComparison.compare(call, entries, model.offset, "the reference model")
  }
}
