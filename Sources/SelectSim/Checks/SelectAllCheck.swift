import SelectCore

/// `select-all`: `selectAll` adds exactly the first allowed unselected items in index order, up to
/// the limit (SPEC 2.6).
struct SelectAllCheck: InvariantCheck {
  static let invariant = Invariant.selectAll
  private let forced = ForcedEventCheck(cause: .selectAll, name: "selectAll") { $0 == .selectAll }
  mutating func check(_ call: Call, _ state: RunState) -> String? { forced.check(call, state) }
}
