import SelectCore

extension Scenario {
  /// Whether this scenario could come from a valid script: see ``validate()``.
  public var isWellFormed: Bool { (try? validate()) != nil }

  /// Checks that this scenario could come from a valid script (SPEC 2.4, 5, 9): a valid
  /// configuration, finite times within the magnitude limit that never go back, one finger (no
  /// `down` while down, no `move`/`up`/`cancel` while up), valid points, offsets and frames,
  /// indices that name items, and auto-scroll work within ``StepBudget``.
  ///
  /// - Throws: ``ScenarioError`` naming the timeline line (or the setup) and the problem.
  /// - Complexity: O(*n* + *e*).
  public func validate() throws(ScenarioError) {
    do {
      try configuration.validate()
    } catch {
      throw ScenarioError(timelineIndex: nil, message: error.description)
    }
    let count = configuration.frames.count
    var last = -Double.infinity
    var fingerIsDown = false
    for (index, scheduled) in timeline.enumerated() {
      func fail(_ message: String) -> ScenarioError {
        ScenarioError(timelineIndex: index, message: message)
      }
      let time = scheduled.time
      guard time.isFinite, time.magnitude <= Configuration.magnitudeLimit else {
        throw fail("time \(time) is not a finite number within the magnitude limit")
      }
      guard time >= last else {
        throw fail(
          "time \(ScriptPrinter.number(time)) goes back (the previous line is at \(ScriptPrinter.number(last)))"
        )
      }
      last = time
      switch scheduled.action {
      case .event(.down(let point)):
        if fingerIsDown { throw fail("'down' while the finger is already down; one finger only") }
        guard Scenario.isValid(point) else { throw fail("the point \(point) is not valid") }
        fingerIsDown = true
      case .event(.move(let point)):
        if !fingerIsDown { throw fail("'move' while the finger is up") }
        guard Scenario.isValid(point) else { throw fail("the point \(point) is not valid") }
      case .event(.up), .event(.cancel):
        if !fingerIsDown {
          throw fail("'\(scheduled.event?.description ?? "")' while the finger is up")
        }
        fingerIsDown = false
      case .event(.scroll(let offset)):
        guard Scenario.isValid(offset) else { throw fail("scroll offset \(offset) is not valid") }
      case .event(.frame(let item, let frame)):
        guard item >= 0, item < count else {
          throw fail("frame names item \(item), but the items are 0..<\(count)")
        }
        guard Configuration.isValidFrame(frame) else {
          throw fail("the frame \(frame) of item \(item) is not valid")
        }
      case .expect(.selected(let items)):
        if let bad = items.first(where: { $0 < 0 || $0 >= count }) {
          throw fail("expect names item \(bad), but the items are 0..<\(count)")
        }
      case .expect(.offset(let offset)):
        guard Scenario.isValid(offset) else { throw fail("expected offset \(offset) is not valid") }
      default:
        break
      }
    }
    for case .selected(let items) in expectations {
      if let bad = items.first(where: { $0 < 0 || $0 >= count }) {
        throw ScenarioError(
          timelineIndex: nil, message: "expect names item \(bad), but the items are 0..<\(count)")
      }
    }
    try StepBudget.check(self)
  }

  static func isValid(_ value: Double) -> Bool {
    value.isFinite && value.magnitude <= Configuration.magnitudeLimit
  }

  static func isValid(_ point: Point) -> Bool { isValid(point.x) && isValid(point.y) }

  /// The scenario with item `item` removed: later items move down one index, and every index in
  /// the configuration, the timeline and the expectations follows; `frame` events for the item go.
  public func removingItem(_ item: Int) -> Scenario {
    func shift(_ set: Set<Int>) -> Set<Int> {
      Set(set.compactMap { $0 == item ? nil : ($0 > item ? $0 - 1 : $0) })
    }
    func shift(_ list: [Int]) -> [Int] {
      list.compactMap { $0 == item ? nil : ($0 > item ? $0 - 1 : $0) }
    }
    var result = self
    result.configuration.frames.remove(at: item)
    result.configuration.vetoSelect = shift(configuration.vetoSelect)
    result.configuration.vetoDeselect = shift(configuration.vetoDeselect)
    result.configuration.initialSelection = shift(configuration.initialSelection)
    result.timeline = timeline.compactMap { scheduled in
      switch scheduled.action {
      case .event(.frame(let target, let frame)):
        if target == item { return nil }
        return .event(.frame(item: target > item ? target - 1 : target, frame), at: scheduled.time)
      case .expect(.selected(let items)):
        return Scheduled(time: scheduled.time, action: .expect(.selected(shift(items))))
      default:
        return scheduled
      }
    }
    result.expectations = expectations.map { expectation in
      if case .selected(let items) = expectation { return .selected(shift(items)) }
      return expectation
    }
    return result
  }
}
