import SelectCore

/// The invariants chosen for a run, checked in the order of SPEC 4's table after every call.
struct CheckSuite {
  private var strayIgnored: StrayIgnoredCheck?
  private var oneChangePerDrag: OneChangePerDragCheck?
  private var consistentMode: ConsistentModeCheck?
  private var noSkip: NoSkipCheck?
  private var onlyTouched: OnlyTouchedCheck?
  private var rangeState: RangeStateCheck?
  private var singleSelect: SingleSelectCheck?
  private var limit: LimitCheck?
  private var deselectFromEnd: DeselectFromEndCheck?
  private var selectAll: SelectAllCheck?
  private var deselectAll: DeselectAllCheck?
  private var listChange: ListChangeCheck?
  private var veto: VetoCheck?
  private var scrollBounds: ScrollBoundsCheck?
  private var scrollSteps: ScrollStepsCheck?
  private var scrollSelects: ScrollSelectsCheck?
  private var logConsistent: LogConsistentCheck?
  private var modelAgreement: ModelAgreementCheck?
  private var determinism: DeterminismCheck?

  /// Sets up the checks in `invariants` for a run of `kind` on `configuration`.
  init(
    _ invariants: Set<Invariant>, kind: EngineKind, scenario: Scenario,
    configuration: Configuration, determinism plan: DeterminismPlan
  ) throws(ConfigurationError) {
    let n = configuration.frames.count
    if invariants.contains(.strayIgnored) { strayIgnored = StrayIgnoredCheck() }
    if invariants.contains(.oneChangePerDrag) {
      oneChangePerDrag = OneChangePerDragCheck(itemCount: n)
    }
    if invariants.contains(.consistentMode) { consistentMode = ConsistentModeCheck() }
    if invariants.contains(.noSkip) { noSkip = NoSkipCheck() }
    if invariants.contains(.onlyTouched) { onlyTouched = OnlyTouchedCheck(itemCount: n) }
    if invariants.contains(.rangeState) { rangeState = RangeStateCheck() }
    if invariants.contains(.singleSelect) { singleSelect = SingleSelectCheck() }
    if invariants.contains(.limit) { limit = LimitCheck() }
    if invariants.contains(.deselectFromEnd) { deselectFromEnd = DeselectFromEndCheck() }
    if invariants.contains(.selectAll) { selectAll = SelectAllCheck() }
    if invariants.contains(.deselectAll) { deselectAll = DeselectAllCheck() }
    if invariants.contains(.listChange) { listChange = ListChangeCheck() }
    if invariants.contains(.veto) { veto = VetoCheck() }
    if invariants.contains(.scrollBounds) { scrollBounds = ScrollBoundsCheck() }
    if invariants.contains(.scrollSteps) { scrollSteps = ScrollStepsCheck() }
    if invariants.contains(.scrollSelects) { scrollSelects = ScrollSelectsCheck() }
    if invariants.contains(.logConsistent) { logConsistent = LogConsistentCheck() }
    if invariants.contains(.modelAgreement) {
      modelAgreement = try ModelAgreementCheck(configuration: configuration)
    }
    if invariants.contains(.determinism) {
      determinism = try DeterminismCheck(kind: kind, scenario: scenario, plan: plan)
    }
  }

  /// The fresh-process half of `determinism`, once the run is over: the first call that differs.
  mutating func compareInFreshProcess() -> (call: Call, violation: Violation)? {
    guard let found = determinism?.compareInFreshProcess() else { return nil }
    return (found.call, Violation(.determinism, found.message))
  }

  /// Carries what the checks keep per item through a change of the list (SPEC 2.7).
  mutating func carry(through change: ListChange) {
    oneChangePerDrag?.carry(through: change)
    onlyTouched?.carry(through: change)
  }

  /// Whether a check reads the engine's reported selection after every call (only
  /// `log-consistent` does; building it costs an array per call).
  var readsReportedSelection: Bool { logConsistent != nil }

  /// Runs every chosen check that judges one call (or one step's share of one) on `call`: all
  /// but `model-agreement` and `determinism`, which compare whole calls.
  ///
  /// - Returns: The first violation, in the table's order, with the other invariants the call
  ///   broke (``Violation/alsoViolated``).
  mutating func check(_ call: Call, _ state: RunState) -> Violation? {
    var found: Violation?
    Self.run(&strayIgnored, .strayIgnored, call, state, into: &found)
    Self.run(&oneChangePerDrag, .oneChangePerDrag, call, state, into: &found)
    Self.run(&consistentMode, .consistentMode, call, state, into: &found)
    Self.run(&noSkip, .noSkip, call, state, into: &found)
    Self.run(&onlyTouched, .onlyTouched, call, state, into: &found)
    Self.run(&rangeState, .rangeState, call, state, into: &found)
    Self.run(&singleSelect, .singleSelect, call, state, into: &found)
    Self.run(&limit, .limit, call, state, into: &found)
    Self.run(&deselectFromEnd, .deselectFromEnd, call, state, into: &found)
    Self.run(&selectAll, .selectAll, call, state, into: &found)
    Self.run(&deselectAll, .deselectAll, call, state, into: &found)
    Self.run(&listChange, .listChange, call, state, into: &found)
    Self.run(&veto, .veto, call, state, into: &found)
    Self.run(&scrollBounds, .scrollBounds, call, state, into: &found)
    Self.run(&scrollSteps, .scrollSteps, call, state, into: &found)
    Self.run(&scrollSelects, .scrollSelects, call, state, into: &found)
    if found?.checked.contains(.scrollSelects) == true { addRule(of: state.mode, to: &found) }
    Self.run(&logConsistent, .logConsistent, call, state, into: &found)
    return found
  }

  /// A step that broke `scroll-selects` broke the rule of its mode at that step: `range-state`'s
  /// (a step's change of c is a change of c) or `no-skip`'s (a step's segment is part of the
  /// finger's content-space path); the table leaves steps to `scroll-selects`, so the violation
  /// carries that invariant as its ``Violation/stepRule``, when it is chosen: the same misstep at
  /// a step and on a move is the same failure (SPEC 4, "The same failure").
  private func addRule(of mode: SelectionMode, to found: inout Violation?) {
    let rule: Invariant? =
      switch mode {
      case .range: rangeState == nil ? nil : .rangeState
      case .paint: noSkip == nil ? nil : .noSkip
      case .single: nil
      }
    guard let rule, found?.checked.contains(rule) == false else { return }
    found?.stepRule = rule
  }

  /// Runs the checks that compare whole calls with another engine's: `model-agreement` and
  /// `determinism`, which feed the same call to their engines.
  mutating func checkWholeCall(_ call: Call) -> Violation? {
    if let message = modelAgreement?.check(call) { return Violation(.modelAgreement, message) }
    if let message = determinism?.check(call) { return Violation(.determinism, message) }
    return nil
  }

  /// Runs `check` on `call`: its violation becomes `found`, or joins the one found before it.
  private static func run<Check: InvariantCheck>(
    _ check: inout Check?, _ invariant: Invariant, _ call: Call, _ state: RunState,
    into found: inout Violation?
  ) {
    guard let message = check?.check(call, state) else { return }
    if found == nil {
      found = Violation(invariant, message)
    } else {
      found?.alsoViolated.append(invariant)
    }
  }
}
