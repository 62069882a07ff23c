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
    var count = configuration.frames.count
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
      if scheduled.isStray {
        guard case .event(let event) = scheduled.action else {
          throw fail("only an event can be stray")
        }
        if let inPlace = Scenario.strayProblem(event, fingerIsDown: fingerIsDown, itemCount: count)
        {
          throw fail(inPlace)
        }
        continue
      }
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
      case .event(.insert(let index, let frame)):
        guard index >= 0, index <= count else {
          throw fail("insert at index \(index), but the indices are 0...\(count)")
        }
        guard Configuration.isValidFrame(frame) else {
          throw fail("the frame \(frame) of the inserted item is not valid")
        }
        count += 1
      case .event(.remove(let index)):
        guard index >= 0, index < count else {
          throw fail("remove names item \(index), but the items are 0..<\(count)")
        }
        count -= 1
      case .event(.reorder(let from, let to)):
        guard from >= 0, from < count, to >= 0, to < count else {
          throw fail("reorder names items \(from) and \(to), but the items are 0..<\(count)")
        }
        guard from != to else { throw fail("reorder \(from) \(to) moves nothing") }
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

  /// Why `event` cannot be stray here (it is in place, or never out of place), or `nil`.
  static func strayProblem(_ event: Event, fingerIsDown: Bool, itemCount: Int) -> String? {
    let statement = ScriptPrinter.statement(event)
    switch event {
    case .down(let point):
      return fingerIsDown || !isValid(point)
        ? nil : "'stray \(statement)' is in place: the finger is up, so a down is no stray"
    case .move(let point):
      return !fingerIsDown || !isValid(point)
        ? nil : "'stray \(statement)' is in place: the finger is down, so a move is no stray"
    case .up, .cancel:
      return !fingerIsDown
        ? nil : "'stray \(statement)' is in place: the finger is down"
    case .frame(let item, let frame):
      return item < 0 || item >= itemCount || !Configuration.isValidFrame(frame)
        ? nil : "'stray \(statement)' is in place: item \(item) exists and the frame is valid"
    case .insert(let index, let frame):
      return index < 0 || index > itemCount || !Configuration.isValidFrame(frame)
        ? nil : "'stray \(statement)' is in place: index \(index) is in 0...\(itemCount)"
    case .remove(let index):
      return index < 0 || index >= itemCount
        ? nil : "'stray \(statement)' is in place: item \(index) exists"
    case .reorder(let from, let to):
      return from == to || !(0..<itemCount).contains(from) || !(0..<itemCount).contains(to)
        ? nil : "'stray \(statement)' is in place: items \(from) and \(to) exist"
    case .idle, .scroll, .limit, .selectAll, .deselectAll:
      return "'\(statement)' is never out of place, so it cannot be stray"
    }
  }

  static func isValid(_ value: Double) -> Bool {
    value.isFinite && value.magnitude <= Configuration.magnitudeLimit
  }

  static func isValid(_ point: Point) -> Bool { isValid(point.x) && isValid(point.y) }

  /// The scenario with item `item` removed: later items move down one index, and every index in
  /// the configuration, the timeline and the expectations follows; `frame` events for the item go.
  public func removingItem(_ item: Int) -> Scenario { removingItems { $0 == item } }

  /// The scenario without the items `isRemoved` picks, in one pass: the items left keep their
  /// order and take the indices `0..<n'`, and every index in the configuration, the timeline and
  /// the expectations follows; `frame` events for a removed item go, and a `stray frame` for a
  /// missing item still names a missing one.
  ///
  /// - Complexity: O(*n* + *e*) for *n* items and *e* timeline lines.
  public func removingItems(where isRemoved: (Int) -> Bool) -> Scenario {
    let count = configuration.frames.count
    // The new index of each item, or -1 for a removed one.
    var newIndex = [Int](repeating: -1, count: count)
    var frames: [Rect] = []
    for item in 0..<count where !isRemoved(item) {
      newIndex[item] = frames.count
      frames.append(configuration.frames[item])
    }
    let removed = count - frames.count
    guard removed > 0 else { return self }
    func map(_ item: Int) -> Int? {
      if item < 0 { return item }
      return item < count ? (newIndex[item] < 0 ? nil : newIndex[item]) : item - removed
    }
    func map(_ set: Set<Int>) -> Set<Int> { Set(set.compactMap(map)) }
    var result = self
    result.configuration.frames = frames
    result.configuration.vetoSelect = map(configuration.vetoSelect)
    result.configuration.vetoDeselect = map(configuration.vetoDeselect)
    result.configuration.initialSelection = map(configuration.initialSelection)
    if changesList {
      result.timeline = timelineRemoving(newIndex.map { $0 < 0 })
    } else {
      result.timeline = timeline.compactMap { scheduled in
        var scheduled = scheduled
        switch scheduled.action {
        case .event(.frame(let target, let frame)):
          guard let target = map(target) else { return nil }
          scheduled.action = .event(.frame(item: target, frame))
        case .expect(.selected(let items)):
          scheduled.action = .expect(.selected(items.compactMap(map)))
        default:
          break
        }
        return scheduled
      }
    }
    result.expectations = expectations.map { expectation in
      if case .selected(let items) = expectation { return .selected(items.compactMap(map)) }
      return expectation
    }
    return result
  }
}
