package import SelectCore

/// Random viewports, hotspot settings and policies: phone-sized viewports and short ones whose
/// hotspots overlap, insets, content shorter than the viewport, hotspot settings near and far
/// from the defaults (height 0 and negative included), vetoes both ways, initial selections and
/// every kind of limit.
package struct SetupGenerator: Sendable {
  /// The generator of SPEC-valid setups.
  package init() {}

  /// A viewport: usually a phone's (about 320x568 to 430x932), sometimes a short one; one of no
  /// area only where touches may begin off the view.
  package func viewport(
    _ profile: EngineProfile = .wholeSpec, using random: inout some RandomSource
  ) -> Viewport {
    let width = Double(random.int(in: 320...430))
    let height: Double =
      switch random.int(in: 0...19) {
      case 0...15: Double(random.int(in: 568...932))
      case 16...18: Double(random.int(in: 80...250))
      default: Double(random.int(in: 0...60))
      }
    // A touch cannot begin on a view of no area: an engine whose touches begin on the view only
    // (a widget) gets a height of at least 1 (SPEC 6; the same draws, so the same cases else).
    let leastHeight: Double = profile.touchesOutsideView ? 0 : 1
    var viewport = Viewport(width: width, height: max(height, leastHeight))
    if profile.insets && random.chance(0.3) {
      viewport.insetTop = Double(random.int(in: 0...100))
      viewport.insetBottom = Double(random.int(in: 0...100))
    }
    return viewport
  }

  /// Hotspot settings: the defaults more often than not, else values near and far from them.
  package func autoScroll(
    _ profile: EngineProfile = .wholeSpec, using random: inout some RandomSource
  ) -> AutoScrollSettings {
    var settings = AutoScrollSettings()
    // An engine that does not auto-scroll gets no hotspots (SPEC 3.4: a height of 0).
    guard profile.autoScroll else {
      settings.hotspotHeight = 0
      return settings
    }
    guard random.chance(0.45) else { return settings }
    settings.hotspotHeight =
      switch random.int(in: 0...9) {
      case 0: 0
      case 1: -Double(random.int(in: 1...50))
      default: Double(random.int(in: 20...250))
      }
    if random.chance(0.35) { settings.topOffset = Double(random.int(in: -40...40)) }
    if random.chance(0.35) { settings.bottomOffset = Double(random.int(in: -40...40)) }
    if random.chance(0.5) { settings.velocity = random.element(of: [0.1, 0.25, 1, 1.5, 2, 3]) }
    if random.chance(0.5) {
      settings.interval = random.element(of: [0.01, 1.0 / 60, 0.03125, 0.05, 0.1])
    }
    return settings
  }

  /// The mode's options: range target and revert, and the tap slop.
  package func options(
    _ configuration: inout Configuration, _ profile: EngineProfile = .wholeSpec,
    using random: inout some RandomSource
  ) {
    switch configuration.mode {
    case .range:
      // toggle and opposite, which came later, are drawn later (laterOptions, OptionDraw.laterValue).
      let targets = profile.rangeTargets.filter { $0 != .toggle }
      let reverts = profile.rangeReverts.filter { $0 != .opposite }
      configuration.rangeTarget = targets.isEmpty ? .toggle : Self.choose(targets, &random)
      configuration.rangeRevert = reverts.isEmpty ? .opposite : Self.choose(reverts, &random)
    case .single:
      if random.chance(0.3) { configuration.tapSlop = random.element(of: [0, 4, 5, 20, 30]) }
    case .paint:
      break
    }
  }

  /// The options of the SPEC for real widgets and libraries (``SpecOptions/drawOrder``), each
  /// where it acts and as its declaration says (``OptionDraw``), drawn after everything else
  /// and only where the profile leaves more than one value: a run whose profile allows only
  /// their defaults makes the same cases, and the same fingerprint, as before they existed.
  package func laterOptions(
    _ configuration: inout Configuration, _ profile: EngineProfile = .wholeSpec,
    using random: inout some RandomSource
  ) {
    for option in SpecOptions.drawOrder where option.acts(in: configuration) {
      option.draw(&configuration, from: profile, using: &random)
    }
  }

  /// The first value (the default) two times in three and otherwise one of the rest; the one
  /// value without a draw. The SPEC's behaviour, which most engines have, stays most of the mix.
  static func chooseLater<Value>(_ values: [Value], _ random: inout some RandomSource) -> Value {
    guard values.count > 1 else { return values[0] }
    return random.chance(2.0 / 3) ? values[0] : random.element(of: Array(values.dropFirst()))
  }

  /// The first value (the default) five times in six, otherwise one of the rest; the one value
  /// without a draw.
  static func chooseRarely<Value>(_ values: [Value], _ random: inout some RandomSource) -> Value {
    guard values.count > 1 else { return values[0] }
    return random.chance(5.0 / 6) ? values[0] : random.element(of: Array(values.dropFirst()))
  }

  /// One of two values at even odds (one draw, as the whole SPEC has always drawn), or one of
  /// any other number of them; the one value without a draw.
  static func choose<Value>(_ values: [Value], _ random: inout some RandomSource) -> Value {
    switch values.count {
    case 1: values[0]
    case 2: random.chance(0.5) ? values[0] : values[1]
    default: random.element(of: values)
    }
  }

  /// A limit: none, -1, 0, 1, small or large.
  package func limit(using random: inout some RandomSource) -> Int? {
    switch random.int(in: 0...19) {
    case 0...7: nil
    case 8: -1
    case 9: 0
    case 10...11: 1
    case 12...16: random.int(in: 2...5)
    default: random.int(in: 6...50)
    }
  }

  /// Vetoes both ways and an initial selection that fits the limit and the mode.
  package func policy(
    _ configuration: inout Configuration, _ profile: EngineProfile = .wholeSpec,
    using random: inout some RandomSource
  ) {
    let n = configuration.frames.count
    if profile.limit { configuration.limit = limit(using: &random) }
    if profile.vetoSelect && n > 0 && random.chance(0.5) {
      let share = random.double(in: 0.05..<0.3)
      configuration.vetoSelect = Set((0..<n).filter { _ in random.chance(share) })
    }
    if profile.vetoDeselect && n > 0 && random.chance(0.4) {
      let share = random.double(in: 0.05..<0.3)
      configuration.vetoDeselect = Set((0..<n).filter { _ in random.chance(share) })
    }
    guard profile.initialSelection && n > 0 && random.chance(0.5) else { return }
    let share = random.double(in: 0.05..<0.4)
    let chosen = (0..<n).filter { _ in random.chance(share) }
    configuration.initialSelection = Set(
      SetupGenerator.keeping(configuration.capacity, of: chosen, using: &random))
  }

  /// What is left of `items` once random ones are removed, one at a time, until `room` remain:
  /// each removal draws a position among those left.
  ///
  /// The positions left are counted in a Fenwick tree, so that finding the one drawn costs
  /// O(log *n*) rather than the O(*n*) of removing it from an array.
  ///
  /// - Complexity: O(*n* + *r* log *n*) for *r* removals.
  static func keeping(_ room: Int, of items: [Int], using random: inout some RandomSource) -> [Int]
  {
    let n = items.count
    guard n > max(room, 0) else { return items }
    // tree[i] counts the positions left in (i - lowbit(i), i], 1-based.
    var tree = [Int](repeating: 0, count: n + 1)
    for position in 1...n {
      tree[position] += 1
      let parent = position + (position & -position)
      if parent <= n { tree[parent] += tree[position] }
    }
    var removed = [Bool](repeating: false, count: n)
    var topBit = 1
    while topBit * 2 <= n { topBit *= 2 }
    for left in stride(from: n, to: max(room, 0), by: -1) {
      // The position holding the `rank`-th item left (0-based), by descending the tree.
      var rank = random.int(in: 0...(left - 1))
      var position = 0
      var bit = topBit
      while bit > 0 {
        let next = position + bit
        if next <= n && tree[next] <= rank {
          position = next
          rank -= tree[next]
        }
        bit /= 2
      }
      removed[position] = true
      var index = position + 1
      while index <= n {
        tree[index] -= 1
        index += index & -index
      }
    }
    return items.indices.filter { !removed[$0] }.map { items[$0] }
  }

  /// A fixed content height now and then, and an initial offset anywhere in (or past) range.
  package func scrolling(
    _ configuration: inout Configuration, _ profile: EngineProfile = .wholeSpec,
    using random: inout some RandomSource
  ) {
    let natural = configuration.frames.map(\.maxY).max() ?? 0
    if profile.contentHeight && random.chance(0.12) {
      configuration.contentHeight = max(0, (natural + Double(random.int(in: -200...600))).rounded())
    }
    if profile.initialOffset && random.chance(0.4) {
      let offset = Double(random.int(in: -60...Int(max(0, natural))))
      configuration.initialOffset = profile.position(offset, in: configuration)
    }
  }
}
