public import SelectCore

/// An engine the harness can run, by name: SelectCore's, the reference model, a planted bug, or
/// one of your own.
public struct EngineKind: Sendable {
  /// The name `--engine` takes.
  public let name: String
  /// One line on what it is.
  public let summary: String
  private let make: @Sendable (Configuration) throws(ConfigurationError) -> any DragSelectEngine
  /// Whether its engines may report faults of their own (``FaultReporting``): engines in
  /// another process.
  package let reportsFaults: Bool
  /// How a worker process rebuilds this kind: by its built-in name, or by its engine command
  /// (SPEC 8); `nil` for a kind made from a closure, which runs in this process only.
  package let origin: EngineOrigin?
  /// What its engines take (SPEC 8, "Profiles"): a type's ``DragSelectEngine/profile``, an
  /// engine command's `hello` reply, or the whole SPEC.
  public var profile: EngineProfile = .wholeSpec

  /// An engine kind built by `make`.
  public init(
    name: String, summary: String,
    make: @escaping @Sendable (Configuration) throws(ConfigurationError) -> any DragSelectEngine
  ) {
    self.init(name: name, summary: summary, origin: nil, reportsFaults: false, make: make)
  }

  package init(
    name: String, summary: String, origin: EngineOrigin?, reportsFaults: Bool,
    make: @escaping @Sendable (Configuration) throws(ConfigurationError) -> any DragSelectEngine
  ) {
    self.name = name
    self.summary = summary
    self.origin = origin
    self.reportsFaults = reportsFaults
    self.make = make
  }

  /// An engine kind for a conforming type.
  public init<Engine: DragSelectEngine & Sendable>(name: String, summary: String, type: Engine.Type)
  {
    self.init(name: name, summary: summary) { configuration throws(ConfigurationError) in
      try Engine(configuration: configuration)
    }
    profile = Engine.profile
  }

  /// A new engine in the initial state of `configuration`; one whose profile says it gives its
  /// entries as a set is read in the SPEC's order (``SetOrderedEngine``). An engine over the
  /// protocol is read so by its connection, and is never wrapped: a wrapper would hide its faults
  /// (``FaultReporting``) and the calls told ahead (``CallLookahead``).
  public func makeEngine(_ configuration: Configuration) throws(ConfigurationError)
    -> any DragSelectEngine
  {
    let engine = try make(configuration)
    if case .command = origin { return engine }
    guard profile.entryOrder == .set else { return engine }
    return try SetOrderedEngine(engine, configuration: configuration)
  }

  /// A built-in engine kind, known by name to every `selfuzz` process.
  init<Engine: DragSelectEngine & Sendable>(
    builtIn name: String, summary: String, type: Engine.Type
  ) {
    self.init(
      name: name, summary: summary, origin: .builtIn(name), reportsFaults: false
    ) { configuration throws(ConfigurationError) in
      try Engine(configuration: configuration)
    }
  }

  /// SelectCore's engine.
  public static let core = EngineKind(
    builtIn: "core", summary: "SelectCore's SelectionEngine: indexed hit tests and sweeps",
    type: SelectionEngine.self)

  /// The brute-force reference model.
  public static let reference = EngineKind(
    builtIn: "reference",
    summary: "the reference model: SPEC 2-3 by brute force, for model-agreement",
    type: ReferenceEngine.self)
}
