import SelectCore

/// `deselect-all`: `deselectAll` removes every selected item in descending order, vetoes
/// notwithstanding (SPEC 2.6).
struct DeselectAllCheck: InvariantCheck {
  static let invariant = Invariant.deselectAll
  private let forced = ForcedEventCheck(cause: .deselectAll, name: "deselectAll") {
    $0 == .deselectAll
  }
  mutating func check(_ call: Call, _ state: RunState) -> String? { forced.check(call, state) }
}
