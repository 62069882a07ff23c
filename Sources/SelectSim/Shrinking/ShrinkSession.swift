import SelectCore

/// One shrink in progress: the best failing scenario so far, the evaluations spent, and the
/// statistics of the passes (``ShrinkPass``) that run on it.
struct ShrinkSession {
  let shrinker: Shrinker
  var evaluator: any CaseEvaluator
  let target: RunFailure
  private(set) var best: Scenario
  private(set) var bestFailure: RunFailure
  /// The best scenario's place in the one order candidates must come before (``ShrinkOrder``).
  private var bestKey: ShrinkOrder.Key
  private(set) var evaluations = 0
  /// What stopped the shrink before it was done, if anything.
  private(set) var stop: ShrinkResult.Stop?
  private let start = ContinuousClock.now
  /// Each pass that ran, with its figures, in the order the passes first ran.
  private(set) var statistics: [ShrinkPass.Statistics] = []
  /// The pass now running: where its candidates are counted.
  private var running: Int?
  /// How every candidate played so far failed (`nil` inside: it passed), so that none is played
  /// twice: a candidate a pass makes again in a later round, or another pass makes too, costs
  /// nothing. Only looked up, never walked, so its order cannot matter.
  private var outcomes: [Scenario: RunFailure?] = [:]
  /// Whether candidates must begin their touches on the view, as the case found did
  /// (``Scenario/touchesBeginInView``): a repro a user would dismiss is no use.
  private let touchesInView: Bool
  /// The profile candidates must lie inside, when the case found did (SPEC 8, "Profiles"): the
  /// engine's, narrowed by the run's options (a failure found under `--mode range` shrinks to a
  /// range script); `nil` under the whole SPEC, where every valid scenario lies inside.
  private let profile: EngineProfile?

  init(shrinker: Shrinker, evaluator: any CaseEvaluator, scenario: Scenario, failure: RunFailure) {
    self.shrinker = shrinker
    self.evaluator = evaluator
    target = failure
    best = scenario
    bestFailure = failure
    bestKey = ShrinkOrder.Key(scenario)
    touchesInView = scenario.touchesBeginInView
    let profile = shrinker.profile ?? shrinker.kind.profile
    self.profile = profile.isWholeSpec || profile.mismatch(scenario) != nil ? nil : profile
  }

  /// Whether `candidate` may be kept at all: a valid scenario whose touches begin on the view
  /// when the found case's did, inside the profile when the found case was.
  private func isAdmissible(_ candidate: Scenario) -> Bool {
    candidate.isWellFormed && (!touchesInView || candidate.touchesBeginInView)
      && (profile.map { $0.mismatch(candidate) == nil } ?? true)
  }

  var elapsed: Double { (ContinuousClock.now - start).seconds }

  /// Whether the time or evaluation cap has been reached, the evaluator stopped (Ctrl-C), or the
  /// caller had enough (``Shrinker/isEnough``); once it has, it stays reached.
  var outOfBudget: Bool {
    mutating get {
      if stop == nil {
        if evaluations >= shrinker.evaluationLimit {
          stop = .budget
        } else if elapsed >= shrinker.timeLimit {
          stop = .timeCap
        } else if evaluator.isStopped {
          stop = .interrupted
        }
      }
      return stop != nil
    }
  }

  /// Keeps `candidate` if it comes before the best scenario in the one order (``ShrinkOrder``),
  /// is well formed, and still fails the same way: the only way a shrink makes progress.
  @discardableResult
  mutating func attempt(_ made: Scenario) -> Bool {
    guard !outOfBudget else { return false }
    let candidate = fitted(made)
    count(\.tried)
    var key = ShrinkOrder.Key(candidate)
    guard key.precedes(&bestKey), isAdmissible(candidate),
      let failure = outcome(of: candidate), failure.sharesSymptom(with: target)
    else { return false }
    best = candidate
    bestFailure = failure
    bestKey = key
    count(\.kept)
    if shrinker.isEnough?(candidate, failure) == true { stop = .enough }
    return true
  }

  /// `made` fitted to the profile (``EngineProfile/fitted(_:)``). A change of the frames that the
  /// fitting undoes (rows snapped to another height, which the profile's one height restores) is
  /// left out before fitting, so that the touches are not moved with rows that never moved: else
  /// each round of a pass would creep them a pixel or ten, and the repro of one failure would
  /// depend on where a shrink stopped.
  private func fitted(_ made: Scenario) -> Scenario {
    guard let profile else { return made }
    let candidate = profile.fitted(made)
    let frames = best.configuration.frames
    guard made.configuration.frames != frames, candidate.configuration.frames == frames else {
      return candidate
    }
    var unmoved = made
    unmoved.configuration.frames = frames
    return profile.fitted(unmoved)
  }

  /// How `candidate` fails, from the cache or played once (one evaluation); `nil` when it passes,
  /// or when its run was abandoned at the time cap or by Ctrl-C (which is not kept: the next
  /// check stops the shrink).
  private mutating func outcome(of candidate: Scenario) -> RunFailure? {
    if let known = outcomes[candidate] { return known }
    evaluations += 1
    count(\.evaluations)
    defer { shrinker.onEvaluation?(evaluations, best) }
    let failure = evaluator.evaluate(candidate)
    guard !evaluator.isStopped else { return nil }
    outcomes[candidate] = .some(failure)
    return failure
  }

  /// Adds one to a figure of the pass now running.
  private mutating func count(_ figure: WritableKeyPath<ShrinkPass.Statistics, Int>) {
    if let running { statistics[running][keyPath: figure] += 1 }
  }

  /// Runs `pass` once on the best scenario, counting its work.
  ///
  /// - Returns: Whether it kept a candidate.
  @discardableResult
  mutating func run(_ pass: ShrinkPass) -> Bool {
    let index =
      statistics.firstIndex { $0.name == pass.name }
      ?? {
        statistics.append(ShrinkPass.Statistics(name: pass.name))
        return statistics.count - 1
      }()
    let outer = running
    running = index
    defer { running = outer }
    statistics[index].calls += 1
    let keptBefore = statistics[index].kept
    pass.run(&self)
    return statistics[index].kept > keptBefore
  }

  /// Runs every pass of `passes` in order, and reports whether any kept a candidate.
  mutating func runEach(_ passes: [ShrinkPass]) -> Bool {
    var progress = false
    for pass in passes { progress = run(pass) || progress }
    return progress
  }

  /// Shrinks to a fixed point of the passes: the opening passes once, then the reducing passes
  /// until none keeps anything, then the canonical ones, and again from there while they keep
  /// something (a canonical step can open a way to a smaller script, as moving a touch onto an
  /// item can). Each kept candidate comes earlier in one order, so this ends.
  mutating func run() {
    run(.dropPolicy)
    run(.truncateAfterFailure)
    // Every run costs in proportion to the items (the harness scans them), so a large layout is
    // cut down before anything else: the items nothing came near in one step, then halves.
    if best.configuration.frames.count > 6 { run(.dropUntouched) }
    if best.configuration.frames.count > 64 { run(.dropItems) }
    repeat {
      shrinkUntilStuck()
    } while !outOfBudget && runEach(ShrinkPass.canonical)
  }

  private mutating func shrinkUntilStuck() {
    var progress = true
    while progress && !outOfBudget {
      progress = runEach(ShrinkPass.reducing)
      // Two edits at once only where one at a time is stuck.
      if !progress { progress = run(.swapBulkDroppingOne) }
    }
  }
}
