import Foundation

/// The invariants of SPEC 4, by their stable names (used by `--check`, reports and repro files).
public enum Invariant: String, CaseIterable, Hashable, Sendable, Codable {
  /// Not in SPEC 4's table: an event out of place on purpose changes nothing (SPEC 2.4, 5).
  case strayIgnored = "stray-ignored"
  case oneChangePerDrag = "one-change-per-drag"
  case consistentMode = "consistent-mode"
  case noSkip = "no-skip"
  case onlyTouched = "only-touched"
  case rangeState = "range-state"
  case singleSelect = "single-select"
  case limit = "limit"
  case deselectFromEnd = "deselect-from-end"
  case selectAll = "select-all"
  /// Not in SPEC 4's table: `deselectAll` removes every selected item, descending (SPEC 2.6).
  case deselectAll = "deselect-all"
  /// A list change changes only a removed selected item's state (SPEC 2.7).
  case listChange = "list-change"
  case veto = "veto"
  case scrollBounds = "scroll-bounds"
  case scrollSteps = "scroll-steps"
  case scrollSelects = "scroll-selects"
  case logConsistent = "log-consistent"
  case modelAgreement = "model-agreement"
  case determinism = "determinism"

  /// What the invariant holds, in one line (SPEC 4).
  public var summary: String {
    switch self {
    case .strayIgnored: "a stray event (out of place on purpose) changes nothing but the steps due"
    case .oneChangePerDrag:
      "paint: at most one drag entry per item and drag, none after the call that first touched it"
    case .consistentMode: "paint: every drag entry goes the way the drag's first touched item fixed"
    case .noSkip: "paint: every item the path crossed was considered and changed when allowed"
    case .onlyTouched:
      "paint: no drag entry for an item the path never touched; range: none outside E ∪ R; single: a tap selects only an item under its down"
    case .rangeState:
      "range: after every change of c, R holds the target and E \\ R its revert state"
    case .singleSelect: "single: at most one selected; taps as SPEC 3.3; nothing else changes it"
    case .limit: "the count never exceeds max(limit, 0)"
    case .deselectFromEnd:
      "lowering the limit removes exactly the highest-index selected items, descending"
    case .selectAll: "selectAll adds exactly the first allowed unselected items, up to the limit"
    case .deselectAll: "deselectAll removes every selected item, descending, vetoes notwithstanding"
    case .listChange:
      "an insert, remove or reorder changes no item's state but a removed selected item's (cause remove); the selection follows the items"
    case .veto: "no entry goes against canSelect/canDeselect except the forced ones"
    case .scrollBounds: "the offset stays in [minOffset, maxOffset]"
    case .scrollSteps:
      "offsets change only at step times, by ±velocity * depth, clamped, inside drags"
    case .scrollSelects: "after a step, the movement logic ran for the finger's new content point"
    case .logConsistent:
      "applying the entries to the previous state gives the reported state; no no-ops"
    case .modelAgreement: "the entries and offsets equal the reference model's, event for event"
    case .determinism: "the same scenario run twice gives the same entries"
    }
  }

  /// Reads a `--check` list such as `limit,veto`; `all` means every invariant.
  ///
  /// - Throws: The first unknown name.
  public static func parseList(_ text: String) throws(UnknownInvariant) -> Set<Invariant> {
    var result: Set<Invariant> = []
    for name in text.split(separator: ",") {
      let trimmed = name.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty {
        continue
      } else if trimmed == "all" {
        result.formUnion(allCases)
      } else if let invariant = Invariant(rawValue: trimmed) {
        result.insert(invariant)
      } else {
        throw UnknownInvariant(name: trimmed)
      }
    }
    return result
  }
}
