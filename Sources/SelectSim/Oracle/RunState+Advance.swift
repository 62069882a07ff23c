import SelectCore

/// The harness's model of the SPEC, call by call: what a call must do (a ``CallAnalysis``), and the
/// state after it learned from the engine's entries.
extension RunState {
  // MARK: Advancing

  /// Notes that the runner is about to make a step call.
  mutating func beginStep() { stepsTaken += 1 }

  /// Whether the steps due by `time` can come within the call at `time` and still be told apart
  /// by their entries' times: each falls strictly before `time`, and no two share a time.
  @inline(__always) func stepsCanComeLate(before time: Double) -> Bool {
    guard let first = nextStepTime, first <= time else { return true }
    let interval = configuration.autoScroll.interval
    let last = StepClock.lastDue(
      after: stepsTaken, enteredAt: enteredAt, interval: interval, through: time)
    let spacing = 8 * Swift.max(time.ulp, enteredAt.ulp, (last * interval).ulp)
    return enteredAt + last * interval < time && interval > spacing
  }

  /// Counts as taken every step due at or before `time` (after an idle step).
  ///
  /// - Complexity: O(log *k*) for *k* steps skipped.
  mutating func skipSteps(through time: Double) {
    stepsTaken = StepClock.lastDue(
      after: stepsTaken, enteredAt: enteredAt, interval: configuration.autoScroll.interval,
      through: time)
  }

  /// Works out what the SPEC expects of `call` and learns the state after it.
  mutating func advance(with call: Call) {
    callStamp += 1
    time = call.time
    var analysis = CallAnalysis()
    analysis.offsetBefore = offset
    for entry in call.entries {
      if case .offset(let value) = entry.change { offset = value }
    }
    analysis.offsetAfter = offset
    switch call.kind {
    case .step:
      step(&analysis)
    case .expectation:
      break
    case .stray:
      // Out of place on purpose: nothing changes (SPEC 2.4).
      analysis.isStray = true
    case .event(let event):
      handle(event, &analysis, call)
    }
    // A repeated update that changed something is not idle: the next step may not be skipped.
    if analysis.rangeRepeated && !call.entries.isEmpty { analysis.stepIsIdle = false }
    swap(&self.analysis, &analysis)  // no copy of its arrays
    if let (change, frame) = self.analysis.listChange {
      // The removal's entry names the index before the change, a successor's tap those after
      // it; the checks read the state after it.
      applyEntries(call.entries.filter { !$0.isTap })
      commit()
      let lost = currentItem.map { change.newIndex(of: $0) == nil } ?? false
      let shift = offsetShift(through: change, inserting: frame)
      carry(through: change, inserting: frame)
      if lost && mode == .single && configuration.singleRemove == .successor,
        let item = currentItem
      {
        self.analysis.expectedSuccessorTap = expectedTap(on: item, &self.analysis)
      }
      applyEntries(call.entries.filter(\.isTap), keepingNoOps: true)
      let expected = clamp(self.analysis.offsetBefore + shift)
      self.analysis.expectedOffset = expected
      // list-offset content: the finger's last content point moves with the items shown.
      if shift != 0 { contentPoint.y += expected - self.analysis.offsetBefore }
    } else {
      applyEntries(call.entries)
    }
    if let expected = self.analysis.expectedRelease {
      let made = call.entries.itemChanges(cause: .drag)
      if made != expected {
        self.analysis.rangeMismatch =
          "the up of a press whose update range-start defer put off should change \(CheckWording.describe(expected)), but changed \(CheckWording.describe(made))"
      }
    }
    if self.analysis.rangeUpdated {
      let evaluation = evaluateRange(call)
      self.analysis.rangeMismatch = evaluation.mismatch
      self.analysis.refusedByLimit = self.analysis.refusedByLimit || evaluation.limitRefused
      self.analysis.refusedByVeto = self.analysis.refusedByVeto || evaluation.vetoRefused
      self.analysis.rangeLimitRefusal = evaluation.limitRefused
      self.analysis.rangeTie = evaluation.tie
    }
  }

  /// SPEC 3.2's judgement of a range update, from this state (a method, so that the state is
  /// lent to it rather than copied).
  func evaluateRange(_ call: Call) -> RangeEvaluation { RangeEvaluation(call, self) }

  /// Makes the state after the current call the current state.
  mutating func commit() {
    for entry in analysisEntriesApplied { selected[entry] = afterValue[entry] }
    analysisEntriesApplied.removeAll(keepingCapacity: true)
    count = countAfter
  }

  mutating func applyEntries(_ entries: [Entry], keepingNoOps: Bool = false) {
    if !keepingNoOps { noOpEntries.removeAll(keepingCapacity: true) }
    countAfter = count
    for entry in entries {
      guard case .item(let item, let value, _) = entry.change else { continue }
      if isSelectedAfter(item) == value {
        noOpEntries.append(entry)
        continue
      }
      if afterStamp[item] != callStamp { analysisEntriesApplied.append(item) }
      afterStamp[item] = callStamp
      afterValue[item] = value
      countAfter += value ? 1 : -1
    }
  }
}
