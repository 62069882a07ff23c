package import SelectCore

/// Every option of the SPEC, each declared once (``SpecOption``), in the order SPEC 8 lists the
/// keys; every reader of options goes through this table.
///
/// To add an option: its value type in SelectCore (the default first) and its setting in
/// ``Configuration`` and ``EngineProfile``; a line here (era ``OptionEra/sinceListChanges``, a
/// fingerprint number no other option uses, its draw, the next shrink rank) and a row in
/// docs/guides/options.md (a test holds the two together); then the three models of the SPEC,
/// their tests and a planted bug. The generator draws it after the rest of the setup, where it
/// acts (``drawOrder``).
package enum SpecOptions {
  /// Every option, in the order a profile's JSON and a `start` message list them.
  package static let all: [SpecOption] = [
    SpecOption(
      "range-target", key: "rangeTarget", section: "3.2", noun: "a range target", scope: .range,
      era: .original,
      get: { $0.rangeTarget }, set: { $0.rangeTarget = $1 },
      choices: { $0.rangeTargets }, setChoices: { $0.rangeTargets = $1 },
      older: [.anchor, .select],
      mark: .tagged(96), draw: .laterValue, shrinkRank: 7),
    SpecOption(
      "range-revert", key: "rangeRevert", section: "3.2", noun: "a range revert", scope: .range,
      era: .original,
      get: { $0.rangeRevert }, set: { $0.rangeRevert = $1 },
      choices: { $0.rangeReverts }, setChoices: { $0.rangeReverts = $1 },
      older: [.restore, .deselect],
      mark: .tagged(104), draw: .laterValue, shrinkRank: 8),
    SpecOption(
      "range-start", key: "rangeStart", section: "3.2", noun: "a range start", scope: .range,
      get: { $0.rangeStart }, set: { $0.rangeStart = $1 },
      choices: { $0.rangeStarts }, setChoices: { $0.rangeStarts = $1 }, mark: .indexed(0),
      draw: .later, shrinkRank: 0),
    SpecOption(
      "range-update", key: "rangeUpdate", section: "3.2", noun: "a range update", scope: .range,
      get: { $0.rangeUpdate }, set: { $0.rangeUpdate = $1 },
      choices: { $0.rangeUpdates }, setChoices: { $0.rangeUpdates = $1 }, mark: .indexed(8),
      draw: .later,
      shrinkRank: 1),
    SpecOption(
      "range-scroll", key: "rangeScroll", section: "3.2", noun: "a range scroll", scope: .range,
      get: { $0.rangeScroll }, set: { $0.rangeScroll = $1 },
      choices: { $0.rangeScrolls }, setChoices: { $0.rangeScrolls = $1 }, mark: .indexed(16),
      draw: .later,
      shrinkRank: 2),
    SpecOption(
      "single-commit", key: "singleCommit", section: "3.3", noun: "a single commit", scope: .single,
      get: { $0.singleCommit }, set: { $0.singleCommit = $1 },
      choices: { $0.singleCommits }, setChoices: { $0.singleCommits = $1 }, mark: .indexed(0),
      draw: .later,
      shrinkRank: nil),
    SpecOption(
      "single-select-all", key: "singleSelectAll", section: "3.3", noun: "a single select-all",
      scope: .single,
      get: { $0.singleSelectAll }, set: { $0.singleSelectAll = $1 },
      choices: { $0.singleSelectAlls }, setChoices: { $0.singleSelectAlls = $1 },
      mark: .indexed(24),
      draw: .later, shrinkRank: 9),
    SpecOption(
      "single-release", key: "singleRelease", section: "3.3", noun: "a single release",
      scope: .single,
      get: { $0.singleRelease }, set: { $0.singleRelease = $1 },
      choices: { $0.singleReleases }, setChoices: { $0.singleReleases = $1 }, mark: .indexed(32),
      draw: .later,
      shrinkRank: 10,
      inSetup: { $0.singleCommit != .tap }),
    SpecOption(
      "hit-test", key: "hitTest", section: "2.1", noun: "a hit test", scope: .picking,
      get: { $0.hitTest }, set: { $0.hitTest = $1 },
      choices: { $0.hitTests }, setChoices: { $0.hitTests = $1 }, mark: .indexed(40), draw: .later,
      shrinkRank: 11),
    SpecOption(
      "max-offset", key: "maxOffset", section: "2.2", noun: "a max offset", scope: .every,
      get: { $0.maxOffset }, set: { $0.maxOffset = $1 },
      choices: { $0.maxOffsets }, setChoices: { $0.maxOffsets = $1 }, mark: .tagged(48),
      draw: .rarely, shrinkRank: 13),
    SpecOption(
      "double-press", key: "doublePress", section: "2.4", noun: "a double press", scope: .every,
      get: { $0.doublePress }, set: { $0.doublePress = $1 },
      choices: { $0.doublePresses }, setChoices: { $0.doublePresses = $1 }, mark: .tagged(56),
      draw: .rarely,
      shrinkRank: 14),
    SpecOption(
      "range-direction", key: "rangeDirection", section: "3.2", noun: "a range direction",
      scope: .range,
      get: { $0.rangeDirection }, set: { $0.rangeDirection = $1 },
      choices: { $0.rangeDirections }, setChoices: { $0.rangeDirections = $1 }, mark: .tagged(64),
      draw: .later,
      shrinkRank: 3),
    SpecOption(
      "range-revert-scope", key: "rangeRevertScope", section: "3.2", noun: "a range revert scope",
      scope: .range, get: { $0.rangeRevertScope }, set: { $0.rangeRevertScope = $1 },
      choices: { $0.rangeRevertScopes }, setChoices: { $0.rangeRevertScopes = $1 },
      mark: .indexed(72), draw: .later, shrinkRank: 4),
    SpecOption(
      "range-current", key: "rangeCurrent", section: "3.2", noun: "a range current", scope: .range,
      get: { $0.rangeCurrent }, set: { $0.rangeCurrent = $1 },
      choices: { $0.rangeCurrents }, setChoices: { $0.rangeCurrents = $1 }, mark: .tagged(80),
      draw: .rarely,
      shrinkRank: 5),
    SpecOption(
      "range-shape", key: "rangeShape", section: "3.2", noun: "a range shape", scope: .range,
      get: { $0.rangeShape }, set: { $0.rangeShape = $1 },
      choices: { $0.rangeShapes }, setChoices: { $0.rangeShapes = $1 }, mark: .indexed(112),
      draw: .rarely,
      shrinkRank: 6),
    SpecOption(
      "single-follow", key: "singleFollow", section: "3.3", noun: "a single follow", scope: .single,
      get: { $0.singleFollow }, set: { $0.singleFollow = $1 },
      choices: { $0.singleFollows }, setChoices: { $0.singleFollows = $1 }, mark: .tagged(88),
      draw: .later,
      shrinkRank: 12,
      inSetup: { $0.singleCommit == .follow }),
    SpecOption(
      "list-frames", key: "listFrames", section: "2.7", noun: "a list-frames value", scope: .every,
      era: .sinceListChanges, get: { $0.listFrames }, set: { $0.listFrames = $1 },
      choices: { $0.listFrames }, setChoices: { $0.listFrames = $1 }, mark: .tagged(120),
      draw: .later, shrinkRank: 15, inProfile: { $0.takesListChanges }),
    SpecOption(
      "list-offset", key: "listOffset", section: "2.7", noun: "a list-offset value", scope: .every,
      era: .sinceListChanges, get: { $0.listOffset }, set: { $0.listOffset = $1 },
      choices: { $0.listOffsets }, setChoices: { $0.listOffsets = $1 }, mark: .tagged(136),
      draw: .later, shrinkRank: 17,
      inProfile: { $0.takesListChanges && $0.listFrames.contains(.restack) },
      inSetup: { $0.listFrames == .restack }),
    SpecOption(
      "single-remove", key: "singleRemove", section: "2.7", noun: "a single remove", scope: .single,
      era: .sinceListChanges, get: { $0.singleRemove }, set: { $0.singleRemove = $1 },
      choices: { $0.singleRemoves }, setChoices: { $0.singleRemoves = $1 },
      mark: .tagged(128), draw: .later, shrinkRank: 16, inProfile: { $0.events.contains(.remove) }),
  ]

  /// The options in the order the fingerprint hashes them: ``all``'s, but `single-remove`
  /// before `list-offset`, as they were hashed before this table existed (so that the same
  /// seeds keep their fingerprints).
  package static let hashOrder: [SpecOption] = {
    var options = all
    if let remove = options.firstIndex(where: { $0.key == "singleRemove" }),
      let offset = options.firstIndex(where: { $0.key == "listOffset" })
    {
      options.swapAt(remove, offset)
    }
    return options
  }()

  /// The options the generator draws after the rest of a case's setup, in the order it draws
  /// them: ``all``'s, those of list changes aside (drawn with the list changes), and
  /// `range-target` and `range-revert` (whose older values come with the mode) drawn just before
  /// `range-shape`, which came with their later values from Android's drag-select libraries.
  package static let drawOrder: [SpecOption] = {
    let drawn = all.filter { $0.era == .widget }
    let shape = drawn.firstIndex { $0.key == "rangeShape" } ?? drawn.endIndex
    return Array(drawn[..<shape]) + all.filter { $0.era == .original } + drawn[shape...]
  }()

  /// The options that act in `mode`, in the order a script's setup lists them: the mode's own
  /// (range or single mode's) first, then those of more modes, each in ``all``'s order.
  package static func scriptOrder(_ mode: SelectionMode) -> [SpecOption] {
    switch mode {
    case .paint: paintOrder
    case .range: rangeOrder
    case .single: singleOrder
    }
  }

  private static let paintOrder = ordered(.paint)
  private static let rangeOrder = ordered(.range)
  private static let singleOrder = ordered(.single)

  private static func ordered(_ mode: SelectionMode) -> [SpecOption] {
    let acting = all.filter { $0.scope.includes(mode) }
    let own = acting.filter { $0.scope == .range || $0.scope == .single }
    return own + acting.filter { $0.scope != .range && $0.scope != .single }
  }

  /// The options by script keyword.
  package static let byKeyword: [Substring: SpecOption] = Dictionary(
    uniqueKeysWithValues: all.map { (Substring($0.keyword), $0) })

  /// The options by protocol and profile key.
  package static let byKey: [String: SpecOption] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.key, $0) })

  /// The options the shrinker resets, in its order: range mode's, then the others
  /// (`single-commit` aside).
  package static let shrinkOrder: [SpecOption] = all.filter { $0.shrinkRank != nil }
    .sorted { ($0.shrinkRank ?? 0) < ($1.shrinkRank ?? 0) }
}
