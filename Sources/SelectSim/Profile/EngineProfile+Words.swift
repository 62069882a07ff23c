package import SelectCore

/// A profile in words, and the invariants it leaves nothing to check (SPEC 4, 8): what `selfuzz
/// engines` and a run's summary print.
extension EngineProfile {
  /// What the profile leaves out of the whole SPEC, in words: `whole SPEC` when nothing.
  package var summary: String {
    var parts: [String] = []
    let whole = EngineProfile.wholeSpec
    if layouts != whole.layouts {
      let rows = layouts.contains(.rows) ? " (\(rowHeightsWords))" : ""
      parts.append("layouts: " + layouts.map(\.rawValue).joined(separator: ", ") + rows)
    }
    if items != whole.items { parts.append("items: \(items.lowerBound) to \(items.upperBound)") }
    if !contentHeight { parts.append("no content-height") }
    if !insets { parts.append("no insets") }
    if !initialOffset { parts.append("no initial offset") }
    if coordinates == .whole { parts.append("whole-pixel coordinates") }
    if positions == .whole { parts.append("scrolls to whole pixels") }
    if positions == .rows { parts.append("scrolls by whole rows") }
    if !limit { parts.append("no limit") }
    if !vetoSelect && !vetoDeselect {
      parts.append("no vetoes")
    } else if !vetoSelect {
      parts.append("no select vetoes")
    } else if !vetoDeselect {
      parts.append("no deselect vetoes")
    }
    if !initialSelection { parts.append("no initial selection") }
    if !autoScroll { parts.append("no auto-scroll") }
    if events != whole.events {
      parts.append(
        "events: "
          + (events.isEmpty ? "touches only" : events.map(\.rawValue).joined(separator: ", ")))
    }
    if modes != whole.modes {
      parts.append("modes: " + modes.map(\.rawValue).joined(separator: ", "))
    }
    for option in SpecOptions.all
    where option.acts(in: self) && option.choices(of: self, differFrom: whole) {
      parts.append(option.keyword + " " + option.choiceNames(in: self).joined(separator: ", "))
    }
    if !touchesOutsideView { parts.append("touches begin on the view only") }
    if entryOrder == .set { parts.append("the entries of one event as a set") }
    return parts.isEmpty ? "whole SPEC" : parts.joined(separator: "; ")
  }

  private var rowHeightsWords: String {
    switch rowHeights {
    case .varied: "varied heights"
    case .uniform: "one height"
    case .fixed(let height): "\(ScriptPrinter.number(height)) tall"
    }
  }

  /// Of `invariants`, those the profile leaves nothing to check (no limit: `limit` and
  /// `deselect-from-end`; no vetoes: `veto`; no range mode: `range-state`; …), in SPEC 4's order.
  package func inapplicable(_ invariants: Set<Invariant>) -> [Invariant] {
    Invariant.allCases.filter { invariants.contains($0) && !applies($0) }
  }

  /// Whether a case inside the profile can break `invariant`.
  package func applies(_ invariant: Invariant) -> Bool {
    let drags = modes.contains(.paint) || modes.contains(.range)
    switch invariant {
    case .oneChangePerDrag, .consistentMode, .noSkip: return modes.contains(.paint)
    case .onlyTouched: return true
    case .rangeState: return modes.contains(.range)
    case .singleSelect: return modes.contains(.single)
    case .limit: return limit
    case .deselectFromEnd: return takes(.limit)
    case .selectAll: return takes(.selectAll)
    case .deselectAll: return takes(.deselectAll)
    case .veto: return vetoSelect || vetoDeselect
    case .scrollSteps, .scrollSelects: return autoScroll && drags
    case .strayIgnored: return takes(.stray)
    default: return true
    }
  }

  /// Whether a case inside the profile can cover the statistic at `keyPath` (a row of
  /// ``CaseCoverage/rows``): no overlapping frames in a list of rows, no hotspot dwell without
  /// auto-scroll.
  package func allows(_ keyPath: AnyKeyPath) -> Bool {
    switch keyPath {
    case \CaseCoverage.hotspotDwells, \CaseCoverage.clampedSteps, \CaseCoverage.lateSteps:
      return autoScroll && (modes.contains(.paint) || modes.contains(.range))
    case \CaseCoverage.overlappingFrames: return layouts.contains(.free)
    case \CaseCoverage.limitRefusals, \CaseCoverage.rangeLimitRefusals: return limit
    case \CaseCoverage.vetoRefusals: return vetoSelect || vetoDeselect
    case \CaseCoverage.midDragFrameChanges: return takes(.frame) && layouts.contains(.free)
    case \CaseCoverage.cancels: return takes(.cancel)
    case \CaseCoverage.strayEvents: return takes(.stray)
    case \CaseCoverage.listChanges, \CaseCoverage.midDragListChanges:
      return makesListChanges
    default: return true
    }
  }
}
