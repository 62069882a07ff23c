import SelectCore

/// Hotspot auto-scroll by the harness's own clock (SPEC 3.4).
extension RunState {
  // MARK: Auto-scroll

  mutating func trackHotspot() {
    guard dragIsActive else { return }
    let now = SpecGeometry.hotspot(
      atY: viewportPoint.y, configuration.autoScroll, viewportHeight: configuration.viewport.height)
    if now != hotspot {
      hotspot = now
      enteredAt = time
      stepsTaken = 0
    }
  }
}
