import SelectCore

/// `determinism`: the same scenario gives the same entries (SPEC 4), checked as the run's
/// ``DeterminismPlan`` says: by a twin in this process fed each call right after the engine, with a
/// decoy engine on the mirrored scenario fed the same calls in between; and by a twin in a fresh
/// process fed the run's calls once the run is over (``compareInFreshProcess()``).
struct DeterminismCheck {
  static let invariant = Invariant.determinism
  private var twin: (any HeldEngine)?
  private var decoy: (any HeldEngine)?
  private let itemCount: Int
  /// The decoy's indices for the engine's.
  private var mirror: ItemMirror
  private let configuration: Configuration
  private let freshProcess: EngineKind?
  /// Whether the engines can report faults (only planted faults do; a cast per call otherwise).
  private let reportsFaults: Bool
  /// The calls so far, for the twin in a fresh process.
  private var recorded: [Call] = []

  init(kind: EngineKind, scenario: Scenario, plan: DeterminismPlan) throws(ConfigurationError) {
    configuration = scenario.configuration
    itemCount = scenario.configuration.frames.count
    mirror = ItemMirror(itemCount: itemCount)
    freshProcess = plan.freshProcess
    reportsFaults = kind.reportsFaults
    if plan.sameProcess {
      if plan.decoy && itemCount > 1 {
        decoy = hold(try kind.makeEngine(scenario.decoy.configuration))
      }
      twin = hold(try kind.makeEngine(scenario.configuration))
    }
  }

  mutating func check(_ call: Call) -> String? {
    if freshProcess != nil { recorded.append(call) }
    guard let twin else { return nil }
    if let decoy { decoy.apply(mirror.mirrored(call.event), at: call.time) }
    let (entries, offset) = twin.apply(call.event, at: call.time)
    if reportsFaults, let fault = twin.fault {
      return "a second engine fed the same calls failed: \(fault.fault.rawValue): \(fault.message)"
    }
    return EngineComparison.compare(
      call, entries, offset,
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

/// An engine held by reference, so that each call mutates it where it is (an engine in an
/// existential box, moved out for a call and back, is copied: a box and a retain of each of its
/// buffers per call).
private protocol HeldEngine: AnyObject {
  /// The engine's entries for the call, and its offset after it.
  @discardableResult
  func apply(_ event: Event, at time: Double) -> (entries: [Entry], offset: Double)
  /// The engine's fault, when it reports faults and had one.
  var fault: EngineFault? { get }
}

private final class HeldEngineOf<Engine: DragSelectEngine>: HeldEngine {
  private var engine: Engine

  init(_ engine: Engine) { self.engine = engine }

  func apply(_ event: Event, at time: Double) -> (entries: [Entry], offset: Double) {
    Self.apply(event, at: time, to: &engine)
  }

  /// Through `inout`, so that reading the offset does not copy the engine out of the object.
  private static func apply(
    _ event: Event, at time: Double, to engine: inout Engine
  ) -> (entries: [Entry], offset: Double) {
    let entries = engine.apply(event, at: time)
    return (entries, engine.offset)
  }

  var fault: EngineFault? { (engine as? any FaultReporting)?.fault }
}

/// Holds `engine` by reference, as its own type (the existential opened once).
private func hold(_ engine: some DragSelectEngine) -> any HeldEngine { HeldEngineOf(engine) }
