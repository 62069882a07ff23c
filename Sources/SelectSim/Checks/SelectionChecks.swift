import SelectCore

/// `single-select`: single mode: at most one item selected; a tap's outcome is as SPEC 3.3 says;
/// nothing but taps and the events of SPEC 2.6 changes the selection.
struct SingleSelectCheck: InvariantCheck {
  static let invariant = Invariant.singleSelect

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    guard state.mode == .single else { return nil }
    if state.countAfter > 1 { return "\(state.countAfter) items are selected in single mode" }
    let made = itemChanges(call.entries)
    switch call.kind {
    case .event(.limit), .event(.selectAll), .event(.deselectAll):
      return nil
    case .event(.up):
      let expected = state.analysis.expectedTap ?? []
      let tapEntries = itemChanges(call.entries, cause: .tap)
      if !same(tapEntries, expected) || made.count != tapEntries.count {
        return state.analysis.expectedTap == nil
          ? "an up that is no tap (the finger left the slop, or no item was under the down) changed \(describe(made))"
          : "the tap should change \(describe(expected)), but changed \(describe(made))"
      }
      return nil
    default:
      return made.isEmpty ? nil : "\(describe(made)) outside a tap or a SPEC 2.6 event"
    }
  }
}

/// `limit`: the count never exceeds `max(limit, 0)` after any event (SPEC 2.3).
struct LimitCheck: InvariantCheck {
  static let invariant = Invariant.limit

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    guard let limit = state.limit, state.countAfter > max(limit, 0) else { return nil }
    return "\(state.countAfter) items are selected, over limit \(limit)"
  }
}

/// The checks of the three events of SPEC 2.6: each must make exactly the changes the SPEC lists,
/// with its own cause, and that cause appears nowhere else.
struct ForcedEventCheck {
  let cause: Entry.Cause
  let name: String
  let matches: @Sendable (Event) -> Bool

  func check(_ call: Call, _ state: RunState) -> String? {
    let caused = itemChanges(call.entries, cause: cause)
    guard matches(call.event) else {
      return caused.isEmpty
        ? nil
        : "\(describe(caused)) with cause \(cause.rawValue) at \(call.what)"
    }
    let expected = state.analysis.expectedForced ?? []
    let all = itemChanges(call.entries)
    if same(caused, expected) && all.count == caused.count { return nil }
    return "\(name) should change \(describe(expected)), but changed \(describe(all))"
  }
}

/// `deselect-from-end`: lowering the limit removes exactly the highest-index selected items, in
/// descending order (SPEC 2.6).
struct DeselectFromEndCheck: InvariantCheck {
  static let invariant = Invariant.deselectFromEnd
  private let forced = ForcedEventCheck(cause: .limit, name: "the limit change") {
    if case .limit = $0 { true } else { false }
  }
  mutating func check(_ call: Call, _ state: RunState) -> String? { forced.check(call, state) }
}

/// `select-all`: `selectAll` adds exactly the first allowed unselected items in index order, up to
/// the limit (SPEC 2.6).
struct SelectAllCheck: InvariantCheck {
  static let invariant = Invariant.selectAll
  private let forced = ForcedEventCheck(cause: .selectAll, name: "selectAll") { $0 == .selectAll }
  mutating func check(_ call: Call, _ state: RunState) -> String? { forced.check(call, state) }
}

/// `deselect-all`: `deselectAll` removes every selected item in descending order, vetoes
/// notwithstanding (SPEC 2.6).
struct DeselectAllCheck: InvariantCheck {
  static let invariant = Invariant.deselectAll
  private let forced = ForcedEventCheck(cause: .deselectAll, name: "deselectAll") {
    $0 == .deselectAll
  }
  mutating func check(_ call: Call, _ state: RunState) -> String? { forced.check(call, state) }
}

/// `veto`: no entry goes against `canSelect`/`canDeselect` except the forced ones (SPEC 2.3, 2.6).
struct VetoCheck: InvariantCheck {
  static let invariant = Invariant.veto

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    for entry in call.entries {
      guard let change = entry.itemChange, change.item >= 0, change.item < state.itemCount else {
        continue
      }
      if change.selected && !state.canSelect[change.item] {
        return
          "item \(change.item) was selected (\(change.cause.rawValue)) though canSelect refuses it"
      }
      let forced = change.cause == .limit || change.cause == .deselectAll
      if !change.selected && !forced && !state.canDeselect[change.item] {
        return
          "item \(change.item) was deselected (\(change.cause.rawValue)) though canDeselect refuses it"
      }
    }
    return nil
  }
}

/// `log-consistent`: applying the entries to the previous selection gives the reported selection
/// and offset; no entry is a no-op (SPEC 2.5).
struct LogConsistentCheck: InvariantCheck {
  static let invariant = Invariant.logConsistent

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    if let noOp = state.noOpEntries.first {
      return "entry '\(describe(noOp))' changes nothing"
    }
    for entry in call.entries {
      if let change = entry.itemChange, change.item < 0 || change.item >= state.itemCount {
        return "entry names item \(change.item), but the items are 0..<\(state.itemCount)"
      }
    }
    let reported = call.reportedSelection
    if reported.count != state.countAfter
      || !reported.allSatisfy({ $0 >= 0 && $0 < state.itemCount && state.isSelectedAfter($0) })
    {
      let replayed = (0..<state.itemCount).filter { state.isSelectedAfter($0) }
      return "the entries give selection \(replayed), but the engine reports \(reported)"
    }
    if call.reportedOffset != state.offset {
      return
        "the entries give offset \(ScriptPrinter.number(state.offset)), but the engine reports \(ScriptPrinter.number(call.reportedOffset))"
    }
    return nil
  }
}
