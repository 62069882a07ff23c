import SelectCore

/// The checks of the three events of SPEC 2.6: each must make exactly the changes the SPEC lists,
/// with its own cause, and that cause appears nowhere else.
struct ForcedEventCheck {
  let cause: Entry.Cause
  let name: String
  let matches: @Sendable (Event) -> Bool

  func check(_ call: Call, _ state: RunState) -> String? {
    guard matches(call.event) else {
      // Most calls: no entry has the cause, and no list of changes is built to say so.
      guard call.entries.contains(where: { $0.itemChange?.cause == cause }) else { return nil }
      let caused = call.entries.itemChanges(cause: cause)
      return "\(CheckWording.describe(caused)) with cause \(cause.rawValue) at \(call.what)"
    }
    let caused = call.entries.itemChanges(cause: cause)
    let expected = state.analysis.expectedForced ?? []
    let all = call.entries.itemChanges()
    if caused == expected && all.count == caused.count { return nil }
    return
      "\(name) should change \(CheckWording.describe(expected)), but changed \(CheckWording.describe(all))"
  }
}
