import SelectCore

extension ShrinkPass {
  static let insertsAsRows = ShrinkPass(
    "inserts-as-rows",
    "an inserted item's frame as a row 100 tall where it stands, as wide as the viewport, else"
      + " its height rounded to 100"
  ) { session in
    for index in session.best.timeline.indices {
      guard case .insert(let at, let frame) = session.best.timeline[index].event else { continue }
      let rows = ShrinkSession.rows(for: frame, in: session.best)
      session.prefer(rows.map { Event.insert(at: at, $0) }, at: index)
    }
  }
}

extension ShrinkSession {
  /// The rows an inserted `frame` may become, most preferred first: 100 tall at its top, as wide
  /// as the viewport and at its left edge, then only as tall, then its height rounded to a
  /// multiple of 100 (the setup's rows, ``ShrinkValues``, are 100 tall), so that repros of one
  /// failure that differ only in the height of a row put in come out as one.
  static func rows(for frame: Rect, in scenario: Scenario) -> [Rect] {
    let width = scenario.configuration.viewport.width
    let rounded = max(100, (frame.height / 100).rounded() * 100)
    return [
      Rect(x: 0, y: frame.y, width: width, height: 100),
      Rect(x: frame.x, y: frame.y, width: frame.width, height: 100),
      Rect(x: frame.x, y: frame.y, width: frame.width, height: rounded),
    ]
  }
}
