import SelectCore

/// The reference model's single mode (SPEC 3.3).
extension ReferenceEngine {
  // MARK: Single

  mutating func tap(_ item: Int, _ time: Double) {
    if isSelected[item] || selectVetoed[item] || capacity < 1 { return }
    if let previous = isSelected.firstIndex(of: true) {
      if deselectVetoed[previous] { return }
      setItem(previous, false, .tap, time)
    }
    setItem(item, true, .tap, time)
  }
}
