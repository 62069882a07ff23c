import SelectCore

/// The reference model's paint mode (SPEC 3.1).
extension ReferenceEngine {
  // MARK: Paint

  mutating func paintTouch(_ item: Int, _ time: Double) {
    if paintConsidered[item] { return }
    paintConsidered[item] = true
    if paintSelects == nil { paintSelects = !isSelected[item] }
    if paintSelects == true {
      if !isSelected[item] && !selectVetoed[item] && count < capacity {
        setItem(item, true, .drag, time)
      }
    } else if isSelected[item] && !deselectVetoed[item] {
      setItem(item, false, .drag, time)
    }
  }
}
