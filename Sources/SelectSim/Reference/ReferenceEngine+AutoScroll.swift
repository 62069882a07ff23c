import SelectCore

/// The reference model's hotspot auto-scroll (SPEC 3.4).
extension ReferenceEngine {
  // MARK: Auto-scroll

  /// Which hotspot holds viewport `y`: the top one wins an overlap; none when `h <= 0`.
  func hotspot(at y: Double) -> Int {
    let h = setup.autoScroll.hotspotHeight
    if !(h > 0) { return 0 }
    let ot = setup.autoScroll.topOffset
    let ob = setup.autoScroll.bottomOffset
    let height = setup.viewport.height
    if y >= ot && y <= ot + h { return 1 }
    if y >= height - ob - h && y <= height - ob { return 2 }
    return 0
  }

  mutating func watchHotspots(_ time: Double) {
    guard dragIsActive else { return }
    let now = hotspot(at: fingerAt.y)
    if now != hotspot {
      hotspot = now
      enteredAt = time
      steps = 0
    }
  }

  /// Runs every step due by `time`, one by one; once a step changes nothing (no entry, and the
  /// finger's content point where it was), the rest before `time` would change nothing either,
  /// so they are counted by a linear search that doubles its stride.
  mutating func runDueSteps(upTo time: Double) {
    let lastStep = 0x1p52
    let interval = setup.autoScroll.interval
    while dragIsActive && hotspot != 0 && steps < lastStep {
      let stepTime = enteredAt + (steps + 1) * interval
      if stepTime > time { return }
      steps += 1
      let a = setup.autoScroll
      let y = fingerAt.y
      let depth =
        hotspot == 1
        ? a.topOffset + a.hotspotHeight - y
        : y - (setup.viewport.height - a.bottomOffset - a.hotspotHeight)
      let moved = hotspot == 1 ? offset - a.velocity * depth : offset + a.velocity * depth
      let logged = output.count
      let contentBefore = fingerContent
      setOffset(clamped(moved), stepTime)
      movementLogic(stepTime, again: setup.rangeUpdate == .move)
      if output.count == logged && fingerContent == contentBefore {
        var stride = 1.0
        while stride >= 1 {
          if steps + stride <= lastStep && enteredAt + (steps + stride) * interval <= time {
            steps += stride
            stride *= 2
          } else {
            stride /= 2
          }
        }
        return
      }
    }
  }
}
