package import SelectCore

/// What a case must be able to hold for a planted bug to show (`selfuzz mutants --profile`): the
/// modes its behaviour lives in and the features it needs. A profile that allows none of the modes,
/// or leaves out a feature, cannot show the bug, and the harness says so instead of looking.
package struct PlantedNeeds: Sendable {
  /// A part of the SPEC a bug needs, as a profile states it (SPEC 8, "Profiles").
  package enum Feature: Sendable {
    /// A limit, at the start or by `limit` events.
    case limit
    /// A capacity: a limit, or single mode, whose capacity is one (SPEC 2.3).
    case capacity
    case vetoSelect
    case vetoDeselect
    /// SPEC 3.4's hotspots.
    case autoScroll
    /// Events of this kind.
    case event(EngineProfile.OptionalEvent)
    /// Events of at least one of these kinds.
    case anyEvent([EngineProfile.OptionalEvent])
    /// Free layouts: overlapping, zero-size or partial-width frames.
    case freeLayout
    /// `frame` events that move items (free layouts only).
    case movingFrames
    /// An offset other than 0: scroll events, an initial offset or auto-scroll.
    case scrolling
    /// An initial selection.
    case initialSelection
    /// Range mode's `range-start` with this value.
    case rangeStart(RangeStart)
    /// Range mode's `range-target` with this value.
    case rangeTarget(RangeTarget)
    /// Range mode's `range-revert` with this value.
    case rangeRevert(RangeRevert)
    /// Range mode's `range-update` with this value.
    case rangeUpdate(RangeUpdate)
    /// Range mode's `range-scroll` with this value.
    case rangeScroll(RangeScroll)
    /// Single mode's `single-commit` with one of these values.
    case singleCommit([SingleCommit])
    /// Single mode's `single-select-all` with this value.
    case singleSelectAll(SingleSelectAll)
    /// Single mode's `single-release` with this value.
    case singleRelease(SingleRelease)
    /// `hit-test` with this value.
    case hitTest(HitTest)
    /// `max-offset` with this value.
    case maxOffset(MaxOffset)
    /// `double-press` with this value.
    case doublePress(DoublePress)
    /// Range mode's `range-direction` with this value.
    case rangeDirection(RangeDirection)
    /// Range mode's `range-revert-scope` with this value.
    case rangeRevertScope(RangeRevertScope)
    /// Range mode's `range-current` with this value.
    case rangeCurrent(RangeCurrent)
    /// Range mode's `range-shape` with this value.
    case rangeShape(RangeShape)
    /// Single mode's `single-follow` with this value.
    case singleFollow(SingleFollow)
    /// A value of `list-frames`, with list changes (SPEC 2.7).
    case listFrames(ListFrames)
    /// A value of `list-offset`, with list changes that restack (SPEC 2.7).
    case listOffset(ListOffset)
    /// A value of `single-remove`, with removals (SPEC 2.7).
    case singleRemove(SingleRemove)

    /// Whether `profile` allows it.
    func isAllowed(by profile: EngineProfile) -> Bool {
      switch self {
      case .limit: profile.limit
      case .capacity: profile.limit || profile.modes.contains(.single)
      case .vetoSelect: profile.vetoSelect
      case .vetoDeselect: profile.vetoDeselect
      case .autoScroll: profile.autoScroll
      case .event(let kind): profile.takes(kind)
      case .anyEvent(let kinds): kinds.contains(where: profile.takes)
      case .freeLayout: profile.layouts.contains(.free)
      case .movingFrames: profile.layouts.contains(.free) && profile.takes(.frame)
      case .scrolling: profile.takes(.scroll) || profile.initialOffset || profile.autoScroll
      case .initialSelection: profile.initialSelection
      case .rangeStart(let start): profile.rangeStarts.contains(start)
      case .rangeTarget(let value): profile.rangeTargets.contains(value)
      case .rangeRevert(let value): profile.rangeReverts.contains(value)
      case .rangeUpdate(let update): profile.rangeUpdates.contains(update)
      case .rangeScroll(let scroll): profile.rangeScrolls.contains(scroll)
      case .singleCommit(let commits): commits.contains(where: profile.singleCommits.contains)
      case .singleSelectAll(let value): profile.singleSelectAlls.contains(value)
      case .singleRelease(let value): profile.singleReleases.contains(value)
      case .hitTest(let value): profile.hitTests.contains(value)
      case .maxOffset(let value): profile.maxOffsets.contains(value)
      case .doublePress(let value): profile.doublePresses.contains(value)
      case .rangeDirection(let value): profile.rangeDirections.contains(value)
      case .rangeRevertScope(let value): profile.rangeRevertScopes.contains(value)
      case .rangeCurrent(let value): profile.rangeCurrents.contains(value)
      case .rangeShape(let value): profile.rangeShapes.contains(value)
      case .singleFollow(let value): profile.singleFollows.contains(value)
      case .listFrames(let value): profile.makesListChanges && profile.listFrames.contains(value)
      case .listOffset(let value):
        profile.makesListChanges && profile.listFrames.contains(.restack)
          && profile.listOffsets.contains(value)
      case .singleRemove(let value):
        profile.makesListChanges && profile.takes(.remove) && profile.singleRemoves.contains(value)
      }
    }

    /// The feature in words.
    var words: String {
      switch self {
      case .limit: "a limit"
      case .capacity: "a limit or single mode"
      case .vetoSelect: "select vetoes"
      case .vetoDeselect: "deselect vetoes"
      case .autoScroll: "auto-scroll"
      case .event(let kind): "\(kind.rawValue) events"
      case .anyEvent(let kinds): kinds.map(\.rawValue).joined(separator: " or ") + " events"
      case .freeLayout: "free layouts"
      case .movingFrames: "frame events that move items"
      case .scrolling: "an offset other than 0"
      case .initialSelection: "an initial selection"
      case .rangeStart(let start): "range-start \(start.rawValue)"
      case .rangeTarget(let value): "range-target \(value.rawValue)"
      case .rangeRevert(let value): "range-revert \(value.rawValue)"
      case .rangeUpdate(let update): "range-update \(update.rawValue)"
      case .rangeScroll(let scroll): "range-scroll \(scroll.rawValue)"
      case .singleCommit(let commits):
        "single-commit " + commits.map(\.rawValue).joined(separator: " or ")
      case .singleSelectAll(let value): "single-select-all \(value.rawValue)"
      case .singleRelease(let value): "single-release \(value.rawValue)"
      case .hitTest(let value): "hit-test \(value.rawValue)"
      case .maxOffset(let value): "max-offset \(value.rawValue)"
      case .doublePress(let value): "double-press \(value.rawValue)"
      case .rangeDirection(let value): "range-direction \(value.rawValue)"
      case .rangeRevertScope(let value): "range-revert-scope \(value.rawValue)"
      case .rangeCurrent(let value): "range-current \(value.rawValue)"
      case .rangeShape(let value): "range-shape \(value.rawValue)"
      case .singleFollow(let value): "single-follow \(value.rawValue)"
      case .listFrames(let value): "list-frames \(value.rawValue) with list changes"
      case .listOffset(let value): "list-offset \(value.rawValue) with rows that restack"
      case .singleRemove(let value): "single-remove \(value.rawValue) with removals"
      }
    }
  }

  /// The modes the bug lives in: a profile must allow one.
  package var modes: Set<SelectionMode> = Set(SelectionMode.allCases)
  /// The features it needs, every one.
  package var features: [Feature] = []

  /// What `profile` leaves out of these needs, in words; `nil` when the bug can show under it.
  package func missing(under profile: EngineProfile) -> String? {
    var missing: [String] = []
    if !modes.contains(where: profile.modes.contains) {
      missing.append(
        "mode "
          + SelectionMode.allCases.filter(modes.contains).map(\.rawValue).joined(separator: " or "))
    }
    missing += features.filter { !$0.isAllowed(by: profile) }.map(\.words)
    return missing.isEmpty ? nil : missing.joined(separator: ", ")
  }
}

extension PlantedBug {
  /// What a case needs for this bug to show: from what the bug changes (its summary) and the
  /// invariants expected to catch it.
  package var needs: PlantedNeeds {
    let paint: Set<SelectionMode> = [.paint]
    let range: Set<SelectionMode> = [.range]
    let single: Set<SelectionMode> = [.single]
    let drags: Set<SelectionMode> = [.paint, .range]
    switch name {
    case "paint-mode-per-item", "paint-mode-kept-after-up", "no-sweep":
      return PlantedNeeds(modes: paint)
    case "frame-clears-memory": return PlantedNeeds(modes: paint, features: [.movingFrames])
    case "hash-ordered-ties": return PlantedNeeds(modes: paint, features: [.freeLayout])
    case "viewport-hit-test", "shifted-the-wrong-way": return PlantedNeeds(features: [.scrolling])
    case "limit-off-by-one": return PlantedNeeds(features: [.limit])
    case "limit-deselects-from-start": return PlantedNeeds(features: [.limit, .event(.limit)])
    case "select-all-ignores-limit":
      return PlantedNeeds(features: [.capacity, .event(.selectAll)])
    case PlantedFault.infiniteLoop.rawValue:
      return PlantedNeeds(features: [.limit, .event(.selectAll)])
    case "select-all-ignores-veto":
      return PlantedNeeds(features: [.vetoSelect, .event(.selectAll)])
    case "deselect-all-honours-veto":
      return PlantedNeeds(features: [.vetoDeselect, .event(.deselectAll)])
    case "veto-only-at-anchor": return PlantedNeeds(modes: range, features: [.vetoSelect])
    case "restore-deselect-swapped", "remembered-from-down", "incremental-extent",
      // Found without a limit too: range-state checks the order of an update's changes.
      "select-before-deselect", "far-end-fill", "ties-to-the-higher-index":
      return PlantedNeeds(modes: range)
    case "lazy-restore-snapshot": return PlantedNeeds(modes: range, features: [.event(.selectAll)])
    case "toggle-follows-the-anchor":
      return PlantedNeeds(modes: range, features: [.rangeTarget(.toggle)])
    case "opposite-reverts-to-unselected":
      return PlantedNeeds(modes: range, features: [.rangeRevert(.opposite)])
    case "rect-press-in-the-viewport":
      return PlantedNeeds(modes: range, features: [.rangeShape(.rect), .scrolling])
    case "defer-anchors-at-the-press":
      return PlantedNeeds(modes: range, features: [.rangeStart(.defer)])
    case "all-reverts-only-the-extent":
      return PlantedNeeds(modes: range, features: [.rangeRevertScope(.all)])
    case "rect-on-items-updates-over-space":
      return PlantedNeeds(modes: range, features: [.rangeShape(.rectOnItems)])
    case "still-finger-skips-hit-test", "no-clamp-after-frame",
      PlantedFault.trapOnRareEvent.rawValue:
      return PlantedNeeds(features: [.movingFrames])
    case "height-skips-empty-frames", PlantedFault.trapInInit.rawValue:
      return PlantedNeeds(features: [.freeLayout])
    case "steps-only-on-idle", "scrolls-after-up", "unclamped-steps", "no-hit-test-after-step",
      "uncapped-depth", "open-hotspot-edges", "depth-ignores-offsets":
      return PlantedNeeds(modes: drags, features: [.autoScroll])
    case "zero-height-hotspot", "contact-at-max-edge": return PlantedNeeds(modes: drags)
    case "cancel-keeps-drag": return PlantedNeeds(modes: drags, features: [.event(.cancel)])
    case "tap-ignores-deselect-veto": return PlantedNeeds(modes: single, features: [.vetoDeselect])
    // Both commit at an up, which only single-commit tap does.
    case "cancel-taps":
      return PlantedNeeds(modes: single, features: [.event(.cancel), .singleCommit([.tap])])
    case "stray-up-taps":
      return PlantedNeeds(modes: single, features: [.event(.stray), .singleCommit([.tap])])
    case "clear-restores-cleared":
      return PlantedNeeds(modes: range, features: [.rangeStart(.clear), .initialSelection])
    case "press-commits-at-up":
      return PlantedNeeds(modes: single, features: [.singleCommit([.press, .follow])])
    case "move-updates-on-change":
      return PlantedNeeds(
        modes: range,
        features: [.rangeUpdate(.move), .anyEvent([.selectAll, .deselectAll, .limit])])
    case "scroll-samples-under-wait":
      return PlantedNeeds(modes: range, features: [.rangeScroll(.wait), .event(.scroll)])
    case "single-select-all-selects":
      return PlantedNeeds(
        modes: single, features: [.singleSelectAll(.ignore), .event(.selectAll)])
    case "retap-after-every-press":
      return PlantedNeeds(
        modes: single, features: [.singleRelease(.retap), .singleCommit([.press, .follow])])
    case "select-all-ignores-active":
      return PlantedNeeds(
        modes: single, features: [.singleSelectAll(.active), .event(.selectAll)])
    case "nearest-hit-tests-exactly":
      return PlantedNeeds(modes: [.range, .single], features: [.hitTest(.nearest)])
    case "follow-ignores-moves":
      return PlantedNeeds(modes: single, features: [.singleCommit([.follow])])
    case "missing-frame-clamped": return PlantedNeeds(features: [.event(.stray)])
    case "max-offset-rounds-down": return PlantedNeeds(features: [.maxOffset(.rows), .scrolling])
    case "double-press-forgets-the-drag":
      return PlantedNeeds(modes: range, features: [.doublePress(.ignore)])
    case "direction-fixed-at-anchor":
      return PlantedNeeds(
        modes: range,
        features: [.rangeDirection(.anchor), .anyEvent([.selectAll, .deselectAll, .limit])])
    case "passed-skips-previous-current":
      return PlantedNeeds(modes: range, features: [.rangeRevertScope(.passed)])
    case "anchor-current-follows-scroll":
      return PlantedNeeds(
        modes: range, features: [.rangeCurrent(.anchor), .rangeScroll(.sample), .event(.scroll)])
    case "follow-change-compares-with-press":
      return PlantedNeeds(
        modes: single, features: [.singleFollow(.change), .singleCommit([.follow])])
    case "stale-selection-cache":
      return PlantedNeeds(features: [.anyEvent([.selectAll, .deselectAll, .limit])])
    case PlantedFault.slowCalls.rawValue: return PlantedNeeds(features: [.event(.deselectAll)])
    case "selection-kept-by-index":
      return PlantedNeeds(features: [.anyEvent([.insert, .remove, .reorder]), .freeLayout])
    case "stale-anchor-position", "extent-not-shifted":
      return PlantedNeeds(
        modes: range, features: [.anyEvent([.insert, .remove, .reorder]), .freeLayout])
    case "rows-not-restacked":
      return PlantedNeeds(features: [.listFrames(.restack)])
    case "offset-not-kept":
      return PlantedNeeds(features: [.listOffset(.content)])
    case "successor-not-tapped":
      return PlantedNeeds(modes: single, features: [.singleRemove(.successor)])
    case "removed-anchor-no-position":
      return PlantedNeeds(modes: range, features: [.event(.remove), .freeLayout])
    default: return PlantedNeeds()
    }
  }
}
