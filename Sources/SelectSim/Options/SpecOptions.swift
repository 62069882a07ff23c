package import SelectCore

/// Every option of the SPEC, each declared once (``SpecOption``), in the order SPEC 8 lists the
/// keys; every reader of options goes through this table.
///
/// To add an option: its value type in SelectCore (the default first) and its setting in
/// ``Configuration`` and ``EngineProfile``; a line here (era ``OptionEra/sinceListChanges``, a
/// fingerprint number no other option uses, the next shrink rank); then the three models of the
/// SPEC, their tests and a planted bug. The generator's draw is a decision of its own
/// (``SetupGenerator``): an option no case draws is still parsed, printed, sent, profiled,
/// hashed and shrunk.
package enum SpecOptions {
  /// Every option, in the order a profile's JSON and a `start` message list them.
  package static let all: [any DeclaredOption] = [
    SpecOption(
      "range-target", key: "rangeTarget", noun: "a range target", scope: .range, era: .original,
      setting: \.rangeTarget, choices: \.rangeTargets, older: [.anchor, .select],
      mark: .tagged(96), draw: .laterValue, shrinkRank: 7),
    SpecOption(
      "range-revert", key: "rangeRevert", noun: "a range revert", scope: .range, era: .original,
      setting: \.rangeRevert, choices: \.rangeReverts, older: [.restore, .deselect],
      mark: .tagged(104), draw: .laterValue, shrinkRank: 8),
    SpecOption(
      "range-start", key: "rangeStart", noun: "a range start", scope: .range,
      setting: \.rangeStart, choices: \.rangeStarts, mark: .indexed(0), draw: .later, shrinkRank: 0),
    SpecOption(
      "range-update", key: "rangeUpdate", noun: "a range update", scope: .range,
      setting: \.rangeUpdate, choices: \.rangeUpdates, mark: .indexed(8), draw: .later,
      shrinkRank: 1),
    SpecOption(
      "range-scroll", key: "rangeScroll", noun: "a range scroll", scope: .range,
      setting: \.rangeScroll, choices: \.rangeScrolls, mark: .indexed(16), draw: .later,
      shrinkRank: 2),
    SpecOption(
      "single-commit", key: "singleCommit", noun: "a single commit", scope: .single,
      setting: \.singleCommit, choices: \.singleCommits, mark: .indexed(0), draw: .later,
      shrinkRank: nil),
    SpecOption(
      "single-select-all", key: "singleSelectAll", noun: "a single select-all", scope: .single,
      setting: \.singleSelectAll, choices: \.singleSelectAlls, mark: .indexed(24),
      draw: .later, shrinkRank: 9),
    SpecOption(
      "single-release", key: "singleRelease", noun: "a single release", scope: .single,
      setting: \.singleRelease, choices: \.singleReleases, mark: .indexed(32), draw: .later,
      shrinkRank: 10,
      inSetup: { $0.singleCommit != .tap }),
    SpecOption(
      "hit-test", key: "hitTest", noun: "a hit test", scope: .picking,
      setting: \.hitTest, choices: \.hitTests, mark: .indexed(40), draw: .later, shrinkRank: 11),
    SpecOption(
      "max-offset", key: "maxOffset", noun: "a max offset", scope: .every,
      setting: \.maxOffset, choices: \.maxOffsets, mark: .tagged(48), draw: .rarely, shrinkRank: 13),
    SpecOption(
      "double-press", key: "doublePress", noun: "a double press", scope: .every,
      setting: \.doublePress, choices: \.doublePresses, mark: .tagged(56), draw: .rarely,
      shrinkRank: 14),
    SpecOption(
      "range-direction", key: "rangeDirection", noun: "a range direction", scope: .range,
      setting: \.rangeDirection, choices: \.rangeDirections, mark: .tagged(64), draw: .later,
      shrinkRank: 3),
    SpecOption(
      "range-revert-scope", key: "rangeRevertScope", noun: "a range revert scope",
      scope: .range, setting: \.rangeRevertScope, choices: \.rangeRevertScopes,
      mark: .indexed(72), draw: .later, shrinkRank: 4),
    SpecOption(
      "range-current", key: "rangeCurrent", noun: "a range current", scope: .range,
      setting: \.rangeCurrent, choices: \.rangeCurrents, mark: .tagged(80), draw: .rarely,
      shrinkRank: 5),
    SpecOption(
      "range-shape", key: "rangeShape", noun: "a range shape", scope: .range,
      setting: \.rangeShape, choices: \.rangeShapes, mark: .indexed(112), draw: .rarely,
      shrinkRank: 6),
    SpecOption(
      "single-follow", key: "singleFollow", noun: "a single follow", scope: .single,
      setting: \.singleFollow, choices: \.singleFollows, mark: .tagged(88), draw: .later,
      shrinkRank: 12,
      inSetup: { $0.singleCommit == .follow }),
    SpecOption(
      "list-frames", key: "listFrames", noun: "a list-frames value", scope: .every,
      era: .sinceListChanges, setting: \.listFrames, choices: \.listFrames, mark: .tagged(120),
      draw: .later, shrinkRank: 15, inProfile: { $0.takesListChanges }),
    SpecOption(
      "list-offset", key: "listOffset", noun: "a list-offset value", scope: .every,
      era: .sinceListChanges, setting: \.listOffset, choices: \.listOffsets, mark: .tagged(136),
      draw: .later, shrinkRank: 17,
      inProfile: { $0.takesListChanges && $0.listFrames.contains(.restack) },
      inSetup: { $0.listFrames == .restack }),
    SpecOption(
      "single-remove", key: "singleRemove", noun: "a single remove", scope: .single,
      era: .sinceListChanges, setting: \.singleRemove, choices: \.singleRemoves,
      mark: .tagged(128), draw: .later, shrinkRank: 16, inProfile: { $0.events.contains(.remove) }),
  ]

  /// The options in the order the fingerprint hashes them: ``all``'s, but `single-remove`
  /// before `list-offset`, as they were hashed before this table existed (so that the same
  /// seeds keep their fingerprints).
  package static let hashOrder: [any DeclaredOption] = {
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
  package static let drawOrder: [any DeclaredOption] = {
    let drawn = all.filter { $0.era == .widget }
    let shape = drawn.firstIndex { $0.key == "rangeShape" } ?? drawn.endIndex
    return Array(drawn[..<shape]) + all.filter { $0.era == .original } + drawn[shape...]
  }()

  /// The options that act in `mode`, in the order a script's setup lists them: the mode's own
  /// (range or single mode's) first, then those of more modes, each in ``all``'s order.
  package static func scriptOrder(_ mode: SelectionMode) -> [any DeclaredOption] {
    switch mode {
    case .paint: paintOrder
    case .range: rangeOrder
    case .single: singleOrder
    }
  }

  private static let paintOrder = ordered(.paint)
  private static let rangeOrder = ordered(.range)
  private static let singleOrder = ordered(.single)

  private static func ordered(_ mode: SelectionMode) -> [any DeclaredOption] {
    let acting = all.filter { $0.scope.includes(mode) }
    let own = acting.filter { $0.scope == .range || $0.scope == .single }
    return own + acting.filter { $0.scope != .range && $0.scope != .single }
  }

  /// The options by script keyword.
  package static let byKeyword: [Substring: any DeclaredOption] = Dictionary(
    uniqueKeysWithValues: all.map { (Substring($0.keyword), $0) })

  /// The options by protocol and profile key.
  package static let byKey: [String: any DeclaredOption] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.key, $0) })

  /// The options the shrinker resets, in its order: range mode's, then the others
  /// (`single-commit` aside).
  package static let shrinkOrder: [any DeclaredOption] = all.filter { $0.shrinkRank != nil }
    .sorted { ($0.shrinkRank ?? 0) < ($1.shrinkRank ?? 0) }
}
