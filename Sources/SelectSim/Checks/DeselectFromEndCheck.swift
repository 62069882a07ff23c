import SelectCore

/// `deselect-from-end`: lowering the limit removes exactly the highest-index selected items, in
/// descending order (SPEC 2.6).
struct DeselectFromEndCheck: InvariantCheck {
  static let invariant = Invariant.deselectFromEnd
  private let forced = ForcedEventCheck(cause: .limit, name: "the limit change") {
    if case .limit = $0 { true } else { false }
  }
  mutating func check(_ call: Call, _ state: RunState) -> String? { forced.check(call, state) }
}
