import SelectCore

/// The movement logic of SPEC 3.5 and paint mode's sweep (SPEC 3.1).
extension RunState {
  // MARK: Movement

  mutating func step(_ analysis: inout CallAnalysis) {
    let settings = configuration.autoScroll
    let y = viewportPoint.y
    guard let hotspot else { return }
    let depth = SpecGeometry.depth(
      in: hotspot, y: y, settings, viewportHeight: configuration.viewport.height)
    analysis.stepHotspot = hotspot
    analysis.stepDepth = depth
    let amount = settings.velocity * depth
    let moved = hotspot == .top ? analysis.offsetBefore - amount : analysis.offsetBefore + amount
    analysis.expectedOffset = clamp(moved)
    analysis.stepClamped = analysis.expectedOffset != moved
    let previous = contentPoint
    movementLogic(&analysis, again: configuration.rangeUpdate == .move)
    analysis.stepIsIdle =
      analysis.offsetAfter == analysis.offsetBefore && previous == contentPoint
      && analysis.expectedPaint.isEmpty && (!analysis.rangeUpdated || analysis.rangeRepeated)
  }

  /// The movement logic of SPEC 3.1 and 3.2 for the finger's content point now; with `again`
  /// (`range-update move`), a range drag updates where `c` stays the same too.
  mutating func movementLogic(_ analysis: inout CallAnalysis, again: Bool = false) {
    let to = SpecGeometry.contentPoint(viewportPoint, offset: offset)
    analysis.moved = true
    analysis.from = contentPoint
    analysis.to = to
    switch mode {
    case .paint:
      var contacts: [(time: Double, item: Int)] = []
      // Candidates in any order: the contacts are sorted below.
      let near = byTop.unorderedCandidates(
        fromY: min(contentPoint.y, to.y), toY: max(contentPoint.y, to.y))
      for item in near {
        if let time = SpecGeometry.contactTime(frames[item], from: contentPoint, to: to) {
          contacts.append((time, item))
        }
      }
      contacts.sort { $0.time < $1.time || ($0.time == $1.time && $0.item < $1.item) }
      paintTouch(contacts.map(\.item), &analysis)
    case .range:
      rangeLook(viewportPoint, again: again, &analysis)
    case .single:
      break
    }
    contentPoint = to
    trackHotspot()
  }

  /// Paint: considers each touched item once per drag (SPEC 3.1) and lists the changes due.
  mutating func paintTouch(_ items: [Int], _ analysis: inout CallAnalysis) {
    analysis.touched = items
    var total = count
    for item in items where considered[item] != dragNumber {
      considered[item] = dragNumber
      consideredStamp[item] = callStamp
      let isSelected = selected[item]
      if paintSelects == nil { paintSelects = !isSelected }
      if paintSelects == true {
        guard !isSelected else { continue }
        if !canSelect[item] {
          analysis.refusedByVeto = true
        } else if total >= capacity {
          analysis.refusedByLimit = true
        } else {
          analysis.expectedPaint.append(ItemChange(item: item, selected: true))
          total += 1
        }
      } else if isSelected {
        if canDeselect[item] {
          analysis.expectedPaint.append(ItemChange(item: item, selected: false))
          total -= 1
        } else {
          analysis.refusedByVeto = true
        }
      }
    }
  }
}
