import SelectCore

/// Compares what two engines did for the same call.
enum EngineComparison {
  static func compare(_ call: Call, _ entries: [Entry], _ offset: Double, _ name: String) -> String?
  {
    if entries != call.entries {
      let position =
        zip(call.entries, entries).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(call.entries.count, entries.count)
      let mine =
        position < call.entries.count
        ? "'\(CheckWording.describe(call.entries[position]))'" : "nothing"
      let theirs =
        position < entries.count ? "'\(CheckWording.describe(entries[position]))'" : "nothing"
      return
        "at \(call.what), entry \(position + 1): the engine reported \(mine), \(name) \(theirs) "
        + "(engine: \(call.entries.count) entries, \(name): \(entries.count))"
    }
    if offset != call.reportedOffset {
      return
        "the engine reports offset \(ScriptPrinter.number(call.reportedOffset)), \(name) \(ScriptPrinter.number(offset))"
    }
    return nil
  }
}
