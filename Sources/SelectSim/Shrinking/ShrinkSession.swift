import SelectCore

/// One shrink in progress: the best failing scenario so far, the evaluations spent, and the
/// statistics of the passes (``ShrinkPass``) that run on it.
struct ShrinkSession {
  let shrinker: Shrinker
  var evaluator: any CaseEvaluator
  let target: RunFailure
  private(set) var best: Scenario
  private(set) var bestFailure: RunFailure
  private var bestSize: Size
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

  /// The order candidates must improve on: events, then items, then the script's length, then
  /// the sum of the magnitudes of its numbers (so that 120 beats 980).
  struct Size: Comparable {
    var events: Int
    var items: Int
    var length: Int
    var magnitude: Double
    static func < (a: Size, b: Size) -> Bool {
      (a.events, a.items, a.length, a.magnitude) < (b.events, b.items, b.length, b.magnitude)
    }
  }

  init(shrinker: Shrinker, evaluator: any CaseEvaluator, scenario: Scenario, failure: RunFailure) {
    self.shrinker = shrinker
    self.evaluator = evaluator
    target = failure
    best = scenario
    bestFailure = failure
    bestSize = ShrinkSession.size(of: scenario)
  }

  var elapsed: Double { (ContinuousClock.now - start).seconds }

  static func size(of scenario: Scenario) -> Size {
    let configuration = scenario.configuration
    var magnitude =
      abs(configuration.initialOffset) + abs(configuration.contentHeight ?? 0)
      + Double((configuration.limit ?? 0).magnitude)
    for frame in configuration.frames {
      magnitude += abs(frame.x) + abs(frame.y) + frame.width + frame.height
    }
    for scheduled in scenario.timeline {
      magnitude += abs(scheduled.time)
      switch scheduled.event {
      case .down(let point), .move(let point): magnitude += abs(point.x) + abs(point.y)
      case .scroll(let offset): magnitude += abs(offset)
      case .frame(_, let frame):
        magnitude += abs(frame.x) + abs(frame.y) + frame.width + frame.height
      case .limit(let limit): magnitude += Double((limit ?? 0).magnitude)
      default: break
      }
    }
    return Size(
      events: scenario.eventCount, items: configuration.frames.count,
      length: ScriptPrinter.print(scenario).utf8.count, magnitude: magnitude)
  }

  /// Whether the time or evaluation cap has been reached, or the evaluator stopped (Ctrl-C);
  /// once it has, it stays reached.
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

  /// Keeps `candidate` if it is smaller, well formed and still fails the same way.
  @discardableResult
  mutating func attempt(_ candidate: Scenario) -> Bool {
    guard !outOfBudget else { return false }
    count(\.tried)
    // Most candidates drop events or items, which decides the order without printing them.
    let counts = (candidate.eventCount, candidate.configuration.frames.count)
    guard counts <= (bestSize.events, bestSize.items) else { return false }
    guard candidate != best, candidate.isWellFormed else { return false }
    var size: Size?
    if counts == (bestSize.events, bestSize.items) {
      let full = ShrinkSession.size(of: candidate)
      guard full < bestSize else { return false }
      size = full
    }
    return keep(candidate, size: size)
  }

  /// Keeps `candidate` if it fails the same way and has no more events and items (or one event
  /// more, when `addingOneEvent`), whatever its script's length: for putting a repro in its
  /// canonical form, done once, after shrinking.
  @discardableResult
  mutating func attemptCanonical(_ candidate: Scenario, addingOneEvent: Bool = false) -> Bool {
    guard !outOfBudget else { return false }
    count(\.tried)
    guard candidate != best, candidate.isWellFormed,
      (candidate.eventCount - (addingOneEvent ? 1 : 0), candidate.configuration.frames.count) <= (
        bestSize.events, bestSize.items
      )
    else { return false }
    return keep(candidate, size: nil)
  }

  /// Plays `candidate` (one evaluation) and makes it the best when it fails the same way;
  /// `size` is its size when already known.
  private mutating func keep(_ candidate: Scenario, size: Size?) -> Bool {
    guard let failure = outcome(of: candidate), failure.sharesSymptom(with: target) else {
      return false
    }
    best = candidate
    bestFailure = failure
    bestSize = size ?? ShrinkSession.size(of: candidate)
    count(\.kept)
    return true
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

  mutating func run() {
    run(.dropPolicy)
    run(.truncateAfterFailure)
    // Every run costs in proportion to the items (the harness scans them), so a large layout is
    // cut down before anything else: the items nothing came near in one step, then halves.
    if best.configuration.frames.count > 6 { run(.dropUntouched) }
    if best.configuration.frames.count > 64 { run(.dropItems) }
    shrinkUntilStuck()
    // The canonical form, then shrinking again from it, until neither changes anything (a
    // canonical step can open a way to a smaller script, as moving a touch onto an item can).
    for _ in 0..<6 where !outOfBudget {
      let before = best
      _ = runEach(ShrinkPass.canonical)
      if best == before { break }
      shrinkUntilStuck()
    }
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
