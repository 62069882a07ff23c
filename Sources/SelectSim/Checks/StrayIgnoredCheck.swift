/// `stray-ignored`: an event out of place on purpose (a `down` while down, a `move`, `up` or
/// `cancel` while up, a `frame` for a missing item) changes nothing; only the steps due by its
/// time may (SPEC 2.4, 5). Not in SPEC 4's table; the stray events of SPEC 5 need it.
struct StrayIgnoredCheck: InvariantCheck {
  static let invariant = Invariant.strayIgnored

  mutating func check(_ call: Call, _ state: RunState) -> String? {
    guard state.analysis.isStray, let first = call.entries.first else { return nil }
    return
      "'\(call.what)' is out of place and must be ignored (SPEC 2.4), but it made '\(CheckWording.describe(first))'"
      + (call.entries.count > 1 ? " and \(call.entries.count - 1) more entries" : "")
  }
}
