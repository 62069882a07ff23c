import SelectCore

/// `determinism`: the same scenario gives the same entries (SPEC 4), checked as the run's
/// ``DeterminismPlan`` says: by a twin in this process fed each call right after the engine, with a
/// decoy engine on the mirrored scenario fed the same calls in between; and by a twin in a fresh
/// process fed the run's calls once the run is over (``compareInFreshProcess()``).
struct DeterminismCheck {
  static let invariant = Invariant.determinism
  private var twin: (any DragSelectEngine)?
  private var decoy: (any DragSelectEngine)?
  private let itemCount: Int
  private let configuration: Configuration
  private let freshProcess: EngineKind?
  /// The calls so far, for the twin in a fresh process.
  private var recorded: [Call] = []

  init(kind: EngineKind, scenario: Scenario, plan: DeterminismPlan) throws(ConfigurationError) {
    configuration = scenario.configuration
    itemCount = scenario.configuration.frames.count
    freshProcess = plan.freshProcess
    if plan.sameProcess {
      if plan.decoy && itemCount > 1 {
        decoy = try kind.makeEngine(scenario.decoy.configuration)
      }
      twin = try kind.makeEngine(scenario.configuration)
    }
  }

  mutating func check(_ call: Call) -> String? {
    if freshProcess != nil { recorded.append(call) }
    guard var engine = twin else { return nil }
    twin = nil
    defer { twin = engine }
    if var other = decoy {
      decoy = nil
      var event = call.event
      if case .frame(let item, let frame) = event {
        event = .frame(item: itemCount - 1 - item, frame)
      }
      _ = other.apply(event, at: call.time)
      decoy = other
    }
    let entries = engine.apply(call.event, at: call.time)
    if let fault = (engine as? any FaultReporting)?.fault {
      return "a second engine fed the same calls failed: \(fault.fault.rawValue): \(fault.message)"
    }
    return EngineComparison.compare(
      call, entries, engine.offset,
      "a second engine in this process (fed the same calls, between those of an engine on the mirrored layout)"
    )
  }

  /// Plays the run's calls on a twin in a fresh process and compares them.
  ///
  /// - Returns: The first call that differs and how, or `nil` when all agree (or there is no
  ///   fresh twin).
  mutating func compareInFreshProcess() -> (call: Call, message: String)? {
    guard let freshProcess, !recorded.isEmpty else { return nil }
    defer { recorded = [] }
    var engine: any DragSelectEngine
    do {
      engine = try freshProcess.makeEngine(configuration)
    } catch {
      return (recorded[0], "in a fresh process the engine refused the setup: \(error)")
    }
    for call in recorded {
      let entries = engine.apply(call.event, at: call.time)
      if let fault = (engine as? any FaultReporting)?.fault {
        return (
          call, "in a fresh process the engine failed: \(fault.fault.rawValue): \(fault.message)"
        )
      }
      if let message = EngineComparison.compare(
        call, entries, engine.offset, "the same calls in a fresh process")
      {
        return (call, message)
      }
    }
    if var reporting = engine as? any FaultReporting, let fault = reporting.finish() {
      return (
        recorded[recorded.count - 1],
        "in a fresh process: \(fault.fault.rawValue): \(fault.message)"
      )
    }
    return nil
  }
}
