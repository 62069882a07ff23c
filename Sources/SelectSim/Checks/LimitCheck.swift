/// `limit`: the count never exceeds `max(limit, 0)` after any event (SPEC 2.3).
struct LimitCheck: InvariantCheck {
  static let invariant = Invariant.limit

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    guard let limit = state.limit, state.countAfter > max(limit, 0) else { return nil }
    return "\(state.countAfter) items are selected, over limit \(limit)"
  }
}
