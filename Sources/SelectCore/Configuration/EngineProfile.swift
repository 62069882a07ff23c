/// What an engine takes: the parts of docs/SPEC.md it implements, and the values of each mode's
/// options it has (SPEC 8, "Profiles"). Data, so that an engine can say it (a Swift type's
/// ``DragSelectEngine/profile``, or the `hello` reply of the engine protocol) and a harness can
/// generate only cases inside it, check only what it makes meaningful, and shrink without
/// leaving it. ``wholeSpec`` is every part: what an engine that says nothing takes.
public struct EngineProfile: Hashable, Sendable {
  /// A kind of layout.
  public enum Layout: String, CaseIterable, Hashable, Sendable {
    /// Anything: overlapping, zero-size and scattered frames, gaps, partial widths.
    case free
    /// Grids of cells, one or more columns.
    case grid
    /// A list: rows as wide as the viewport, stacked from the top of the content, no gaps.
    case rows
  }

  /// The heights of a list's rows.
  public enum RowHeights: Hashable, Sendable {
    /// Any heights, row by row.
    case varied
    /// One height for every row of a list, any from list to list.
    case uniform
    /// This one height for every row (a Tk listbox's rows are as tall as its font).
    case fixed(Double)
  }

  /// What a number of the geometry may be.
  public enum Precision: String, CaseIterable, Hashable, Sendable {
    /// Any finite number.
    case fractional
    /// A whole number (a widget gets integer mouse positions).
    case whole
  }

  /// Where the content may be scrolled to (the initial offset and `scroll` events).
  public enum Positions: String, CaseIterable, Hashable, Sendable {
    /// Anywhere.
    case free
    /// Whole pixels.
    case whole
    /// Whole rows of a list of one row height (Tk scrolls by rows).
    case rows
  }

  /// The events an engine may leave out; touches (`down`, `move`, `up`) are always in.
  public enum OptionalEvent: String, CaseIterable, Hashable, Sendable {
    case frame, scroll, idle, cancel, selectAll, deselectAll, limit
    /// The list changes of SPEC 2.7.
    case insert, remove, reorder
    /// Out-of-place events the engine must ignore (SPEC 2.4, `stray` lines).
    case stray
  }

  /// How an engine orders the entries of one event (SPEC 2.5, 8).
  public enum EntryOrder: String, CaseIterable, Hashable, Sendable {
    /// In SPEC 2.5's order, as SelectCore gives them.
    case spec
    /// As a set: the engine learns what changed, not in which order (a widget's selection model
    /// reports one event's changes together). The harness reads the entries of one event that
    /// share a time in the order the SPEC gives them, when they are the same set.
    case set
  }

  /// The layouts generated cases may have.
  public var layouts: [Layout]
  /// The rows' heights, for `rows` layouts.
  public var rowHeights: RowHeights
  /// How many items a case may have.
  public var items: ClosedRange<Int>
  /// Whether `content-height` may be set.
  public var contentHeight: Bool
  /// Whether insets may be other than 0.
  public var insets: Bool
  /// Whether the initial offset may be other than 0.
  public var initialOffset: Bool
  /// What the frames and touch points may be.
  public var coordinates: Precision
  /// Where the content may be scrolled to.
  public var positions: Positions
  /// Whether the setup may set a limit.
  public var limit: Bool
  /// Whether `canSelect` may refuse items.
  public var vetoSelect: Bool
  /// Whether `canDeselect` may refuse items.
  public var vetoDeselect: Bool
  /// Whether items may be selected before the first event.
  public var initialSelection: Bool
  /// Whether the engine auto-scrolls as SPEC 3.4 says; without it, every case has no hotspots.
  public var autoScroll: Bool
  /// The events other than touches the engine takes.
  public var events: [OptionalEvent]
  /// The modes the engine has.
  public var modes: [SelectionMode]
  /// The values of range mode's `range-target` the engine has.
  public var rangeTargets: [RangeTarget]
  /// The values of range mode's `range-revert` the engine has.
  public var rangeReverts: [RangeRevert]
  /// The values of range mode's `range-start` the engine has.
  public var rangeStarts: [RangeStart]
  /// The values of range mode's `range-update` the engine has.
  public var rangeUpdates: [RangeUpdate]
  /// The values of range mode's `range-scroll` the engine has.
  public var rangeScrolls: [RangeScroll]
  /// The values of single mode's `single-commit` the engine has.
  public var singleCommits: [SingleCommit]
  /// The values of single mode's `single-select-all` the engine has.
  public var singleSelectAlls: [SingleSelectAll]
  /// The values of single mode's `single-release` the engine has.
  public var singleReleases: [SingleRelease]
  /// The values of `hit-test` (range and single mode) the engine has.
  public var hitTests: [HitTest]
  /// The values of `max-offset` the engine has.
  public var maxOffsets: [MaxOffset]
  /// The values of `double-press` the engine has.
  public var doublePresses: [DoublePress]
  /// The values of range mode's `range-direction` the engine has.
  public var rangeDirections: [RangeDirection]
  /// The values of range mode's `range-revert-scope` the engine has.
  public var rangeRevertScopes: [RangeRevertScope]
  /// The values of range mode's `range-current` the engine has.
  public var rangeCurrents: [RangeCurrent]
  /// The values of range mode's `range-shape` the engine has.
  public var rangeShapes: [RangeShape]
  /// The values of single mode's `single-follow` the engine has (it acts under `single-commit`
  /// `follow`).
  public var singleFollows: [SingleFollow]
  /// The values of `list-frames` the engine has (it acts where the engine takes list changes,
  /// SPEC 2.7).
  public var listFrames: [ListFrames]
  /// The values of `list-offset` the engine has (it acts where the rows restack, SPEC 2.7).
  public var listOffsets: [ListOffset]
  /// The values of single mode's `single-remove` the engine has (it acts where the engine takes
  /// removals, SPEC 2.7).
  public var singleRemoves: [SingleRemove]
  /// Whether a script's touch may begin outside the viewport (SPEC 3.5 hit-tests it as usual; a
  /// widget gets no press outside itself). Generated touches never begin there (SPEC 6).
  public var touchesOutsideView: Bool
  /// How the engine orders the entries of one event.
  public var entryOrder: EntryOrder

  /// Every part of the SPEC, every value of every option.
  public static let wholeSpec = EngineProfile()

  /// What an engine takes that says nothing of the options for real widgets (`rangeStart`,
  /// `rangeUpdate`, `rangeScroll`, `singleCommit`, `singleSelectAll`, `singleRelease`,
  /// `hitTest`, `maxOffset`, `doublePress`, `rangeDirection`, `rangeRevertScope`,
  /// `rangeCurrent`, `singleFollow`; SPEC 2, 3): the whole SPEC with those options at their
  /// defaults, and `rangeTarget` and `rangeRevert` without their later values (`toggle`,
  /// `opposite`). An engine written before they existed keeps working as before; one that has
  /// them says so.
  public static let unstated: EngineProfile = {
    var profile = EngineProfile()
    profile.rangeStarts = [.keep]
    profile.rangeUpdates = [.change]
    profile.rangeScrolls = [.sample]
    profile.singleCommits = [.tap]
    profile.singleSelectAlls = [.first]
    profile.singleReleases = [.ignore]
    profile.hitTests = [.exact]
    profile.maxOffsets = [.content]
    profile.doublePresses = [.press]
    profile.rangeDirections = [.fixed]
    profile.rangeRevertScopes = [.extent]
    profile.rangeCurrents = [.finger]
    profile.rangeShapes = [.index]
    profile.singleFollows = [.move]
    profile.listFrames = [.stay]
    profile.listOffsets = [.stay]
    profile.singleRemoves = [.drop]
    profile.rangeTargets = [.anchor, .select]
    profile.rangeReverts = [.restore, .deselect]
    profile.events.removeAll { [.insert, .remove, .reorder].contains($0) }
    return profile
  }()

  /// The whole SPEC, each part then narrowed as the caller likes.
  public init() {
    layouts = Layout.allCases
    rowHeights = .varied
    items = 0...1_000_000
    contentHeight = true
    insets = true
    initialOffset = true
    coordinates = .fractional
    positions = .free
    limit = true
    vetoSelect = true
    vetoDeselect = true
    initialSelection = true
    autoScroll = true
    events = OptionalEvent.allCases
    modes = SelectionMode.allCases
    rangeTargets = RangeTarget.allCases
    rangeReverts = RangeRevert.allCases
    rangeStarts = RangeStart.allCases
    rangeUpdates = RangeUpdate.allCases
    rangeScrolls = RangeScroll.allCases
    singleCommits = SingleCommit.allCases
    singleSelectAlls = SingleSelectAll.allCases
    singleReleases = SingleRelease.allCases
    hitTests = HitTest.allCases
    maxOffsets = MaxOffset.allCases
    doublePresses = DoublePress.allCases
    rangeDirections = RangeDirection.allCases
    rangeRevertScopes = RangeRevertScope.allCases
    rangeCurrents = RangeCurrent.allCases
    rangeShapes = RangeShape.allCases
    singleFollows = SingleFollow.allCases
    listFrames = ListFrames.allCases
    listOffsets = ListOffset.allCases
    singleRemoves = SingleRemove.allCases
    touchesOutsideView = true
    entryOrder = .spec
  }

  /// Whether this is the whole SPEC.
  public var isWholeSpec: Bool { self == .wholeSpec }

  /// Whether a mode that picks one item under the finger (range, single) is among the modes:
  /// where `hit-test` acts (SPEC 2.1).
  public var picksItems: Bool { modes.contains { $0 != .paint } }

  /// Whether the engine takes a change of the list (SPEC 2.7): an insert, a removal or a move.
  public var takesListChanges: Bool {
    events.contains { [.insert, .remove, .reorder].contains($0) }
  }

  /// Whether the engine takes events of `kind`: a `limit` event only when it has a limit.
  public func takes(_ kind: OptionalEvent) -> Bool {
    events.contains(kind) && (kind != .limit || limit)
  }

  /// What both profiles allow: `other` narrows this one (`--profile FILE` narrows what an engine
  /// says). Lists keep this profile's order.
  ///
  /// - Throws: ``ProfileError`` when nothing is left of a part every case needs (a mode, a layout,
  ///   a value of each option, a number of items), or the rows' fixed heights differ.
  public func narrowed(by other: EngineProfile) throws(ProfileError) -> EngineProfile {
    var result = self
    result.layouts = layouts.filter(other.layouts.contains)
    result.rowHeights = try rowHeights.narrowed(by: other.rowHeights)
    let fewest = max(items.lowerBound, other.items.lowerBound)
    let most = min(items.upperBound, other.items.upperBound)
    guard fewest <= most else {
      throw ProfileError(
        place: "items", problem: "the two profiles have no number of items in common")
    }
    result.items = fewest...most
    result.contentHeight = contentHeight && other.contentHeight
    result.insets = insets && other.insets
    result.initialOffset = initialOffset && other.initialOffset
    result.coordinates = coordinates == .whole || other.coordinates == .whole ? .whole : .fractional
    result.positions =
      Positions.allCases.last { [positions, other.positions].contains($0) } ?? positions
    result.limit = limit && other.limit
    result.vetoSelect = vetoSelect && other.vetoSelect
    result.vetoDeselect = vetoDeselect && other.vetoDeselect
    result.initialSelection = initialSelection && other.initialSelection
    result.autoScroll = autoScroll && other.autoScroll
    result.events = events.filter(other.events.contains)
    result.modes = modes.filter(other.modes.contains)
    result.rangeTargets = rangeTargets.filter(other.rangeTargets.contains)
    result.rangeReverts = rangeReverts.filter(other.rangeReverts.contains)
    result.rangeStarts = rangeStarts.filter(other.rangeStarts.contains)
    result.rangeUpdates = rangeUpdates.filter(other.rangeUpdates.contains)
    result.rangeScrolls = rangeScrolls.filter(other.rangeScrolls.contains)
    result.singleCommits = singleCommits.filter(other.singleCommits.contains)
    result.singleSelectAlls = singleSelectAlls.filter(other.singleSelectAlls.contains)
    result.singleReleases = singleReleases.filter(other.singleReleases.contains)
    result.hitTests = hitTests.filter(other.hitTests.contains)
    result.maxOffsets = maxOffsets.filter(other.maxOffsets.contains)
    result.doublePresses = doublePresses.filter(other.doublePresses.contains)
    result.rangeDirections = rangeDirections.filter(other.rangeDirections.contains)
    result.rangeRevertScopes = rangeRevertScopes.filter(other.rangeRevertScopes.contains)
    result.rangeCurrents = rangeCurrents.filter(other.rangeCurrents.contains)
    result.rangeShapes = rangeShapes.filter(other.rangeShapes.contains)
    result.singleFollows = singleFollows.filter(other.singleFollows.contains)
    result.listFrames = listFrames.filter(other.listFrames.contains)
    result.listOffsets = listOffsets.filter(other.listOffsets.contains)
    result.singleRemoves = singleRemoves.filter(other.singleRemoves.contains)
    result.touchesOutsideView = touchesOutsideView && other.touchesOutsideView
    // What the engine gives, not what it takes: no file changes it.
    if other.entryOrder == .set && entryOrder != .set {
      throw ProfileError(
        place: "entryOrder",
        problem: "the engine gives its entries in the SPEC's order; only the engine can say set")
    }
    try result.validate()
    return result
  }

  /// This profile with its modes narrowed to `mode`, when a run pins one (`--mode range`): a
  /// failure found in range mode then shrinks to a range script.
  ///
  /// - Throws: ``ProfileError`` when the profile does not take `mode`.
  public func pinned(to mode: SelectionMode?) throws(ProfileError) -> EngineProfile {
    guard let mode else { return self }
    guard modes.contains(mode) else {
      throw ProfileError(
        place: "modes",
        problem:
          "mode \(mode.rawValue) is not among them (\(modes.map(\.rawValue).joined(separator: ", ")))"
      )
    }
    var result = self
    result.modes = [mode]
    return result
  }

  /// Checks that cases can be made inside the profile.
  ///
  /// - Throws: ``ProfileError`` naming the part with nothing left in it.
  public func validate() throws(ProfileError) {
    if modes.isEmpty { throw ProfileError(place: "modes", problem: "no mode is left") }
    if layouts.isEmpty { throw ProfileError(place: "layouts", problem: "no layout is left") }
    if modes.contains(.range) && rangeTargets.isEmpty {
      throw ProfileError(place: "rangeTarget", problem: "range mode has no value left")
    }
    if modes.contains(.range) && rangeReverts.isEmpty {
      throw ProfileError(place: "rangeRevert", problem: "range mode has no value left")
    }
    if modes.contains(.range) && rangeStarts.isEmpty {
      throw ProfileError(place: "rangeStart", problem: "range mode has no value left")
    }
    if modes.contains(.range) && rangeUpdates.isEmpty {
      throw ProfileError(place: "rangeUpdate", problem: "range mode has no value left")
    }
    if modes.contains(.range) && rangeScrolls.isEmpty {
      throw ProfileError(place: "rangeScroll", problem: "range mode has no value left")
    }
    if modes.contains(.single) && singleCommits.isEmpty {
      throw ProfileError(place: "singleCommit", problem: "single mode has no value left")
    }
    if modes.contains(.single) && singleSelectAlls.isEmpty {
      throw ProfileError(place: "singleSelectAll", problem: "single mode has no value left")
    }
    if modes.contains(.single) && singleReleases.isEmpty {
      throw ProfileError(place: "singleRelease", problem: "single mode has no value left")
    }
    if picksItems && hitTests.isEmpty {
      throw ProfileError(place: "hitTest", problem: "range and single mode have no value left")
    }
    try validateLaterOptions()
    if items.lowerBound < 0 {
      throw ProfileError(place: "items", problem: "a number of items cannot be negative")
    }
    if case .fixed(let height) = rowHeights, !(height > 0) || !height.isFinite {
      throw ProfileError(place: "rowHeights", problem: "a row's height must be more than 0")
    }
    if positions == .rows && rowHeights == .varied {
      throw ProfileError(
        place: "positions",
        problem: "scrolling by whole rows needs rows of one height (rowHeights uniform or a number)"
      )
    }
  }
}

extension EngineProfile {
  /// The options added for Tk's listbox (SPEC 2.2, 2.4, 3.2, 3.3): each needs a value left where
  /// it acts.
  fileprivate func validateLaterOptions() throws(ProfileError) {
    if maxOffsets.isEmpty { throw ProfileError(place: "maxOffset", problem: "no value is left") }
    if doublePresses.isEmpty {
      throw ProfileError(place: "doublePress", problem: "no value is left")
    }
    if modes.contains(.range) && rangeDirections.isEmpty {
      throw ProfileError(place: "rangeDirection", problem: "range mode has no value left")
    }
    if modes.contains(.range) && rangeRevertScopes.isEmpty {
      throw ProfileError(place: "rangeRevertScope", problem: "range mode has no value left")
    }
    if modes.contains(.range) && rangeShapes.isEmpty {
      throw ProfileError(place: "rangeShape", problem: "range mode has no value left")
    }
    if modes.contains(.range) && rangeCurrents.isEmpty {
      throw ProfileError(place: "rangeCurrent", problem: "range mode has no value left")
    }
    if modes.contains(.single) && singleFollows.isEmpty {
      throw ProfileError(place: "singleFollow", problem: "single mode has no value left")
    }
    if takesListChanges && listFrames.isEmpty {
      throw ProfileError(place: "listFrames", problem: "list changes have no value left")
    }
    if takesListChanges && listFrames.contains(.restack) && listOffsets.isEmpty {
      throw ProfileError(place: "listOffset", problem: "restacked rows have no value left")
    }
    if modes.contains(.single) && events.contains(.remove) && singleRemoves.isEmpty {
      throw ProfileError(place: "singleRemove", problem: "single mode has no value left")
    }
  }
}

extension EngineProfile.RowHeights {
  /// The stricter of the two: a fixed height over one height over any.
  func narrowed(by other: Self) throws(ProfileError) -> Self {
    switch (self, other) {
    case (.fixed(let a), .fixed(let b)) where a != b:
      throw ProfileError(
        place: "rowHeights", problem: "the two profiles fix different row heights, \(a) and \(b)")
    case (.fixed, _): self
    case (_, .fixed): other
    case (.uniform, _), (_, .uniform): .uniform
    default: .varied
    }
  }
}
