package import SelectCore

/// Random item layouts of the kinds that break drag-to-select: grids with shared edges, lists of
/// varied rows, sectioned lists, overlapping, nested and duplicate frames, scattered frames,
/// degenerate ones, and now and then a large one.
package struct LayoutGenerator: Sendable {
  /// The kinds of layout, with their weights out of 1000.
  package enum Kind: String, CaseIterable, Sendable {
    case grid, list, sectioned, overlapping, scattered, degenerate, large
    /// Rows as wide as the viewport stacked from 0 with no gaps, of the heights a profile takes:
    /// for a profile without free layouts (the whole SPEC's lists are `list`).
    case rows

    var weight: Int {
      switch self {
      case .grid: 330
      case .list: 200
      case .sectioned: 120
      case .overlapping: 150
      case .scattered: 90
      case .degenerate: 100
      case .large: 10
      case .rows: 200
      }
    }

    /// The profile's layout this kind makes.
    var layout: EngineProfile.Layout {
      switch self {
      case .grid, .large: .grid
      case .rows: .rows
      case .list, .sectioned, .overlapping, .scattered, .degenerate: .free
      }
    }

    /// The kinds a profile's layouts allow, in this order: under free layouts every kind but
    /// `rows` (the whole SPEC's kinds, drawn as they always were), else grids and rows.
    static func allowed(by profile: EngineProfile) -> [Kind] {
      let kinds = allCases.filter { $0 != .rows && profile.layouts.contains($0.layout) }
      return profile.layouts.contains(.free) || !profile.layouts.contains(.rows)
        ? kinds : kinds + [.rows]
    }
  }

  /// The generator of layouts.
  package init() {}

  /// Frames for a viewport `width` points wide.
  package func frames(
    width: Double, profile: EngineProfile = .wholeSpec, using random: inout some RandomSource
  ) -> (kind: Kind, frames: [Rect]) {
    let kinds = Kind.allowed(by: profile)
    let kind = kinds.count == 1 ? kinds[0] : random.weighted(kinds.map { ($0.weight, $0) })
    var frames = frames(kind, width: width, profile: profile, using: &random)
    // Kinds that draw no count of their own keep to the profile's by their first frames.
    if frames.count > profile.items.upperBound {
      frames.removeLast(frames.count - profile.items.upperBound)
    }
    if frames.count < profile.items.lowerBound {
      frames = rows(width: width, profile: profile, count: profile.items.lowerBound, using: &random)
    }
    return (kind, frames)
  }

  /// Frames of the given kind.
  package func frames(
    _ kind: Kind, width: Double, profile: EngineProfile = .wholeSpec,
    using random: inout some RandomSource
  ) -> [Rect] {
    switch kind {
    case .rows:
      let most = min(profile.items.upperBound, 120)
      let fewest = min(max(profile.items.lowerBound, 1), most)
      return rows(
        width: width, profile: profile, count: random.int(in: fewest...max(fewest, most)),
        using: &random)
    case .grid:
      return grid(
        width: width, top: header(&random), count: random.int(in: 1...160), using: &random)
    case .list:
      return list(
        width: width, top: header(&random), count: random.int(in: 3...120), using: &random)
    case .sectioned:
      var frames: [Rect] = []
      var top = header(&random)
      for _ in 0..<random.int(in: 2...5) {
        let section =
          random.chance(0.5)
          ? grid(width: width, top: top, count: random.int(in: 1...30), using: &random)
          : list(width: width, top: top, count: random.int(in: 1...20), using: &random)
        frames += section
        top = (section.map(\.maxY).max() ?? top) + Double(random.int(in: 20...60))
      }
      return frames
    case .overlapping:
      return overlapping(width: width, using: &random)
    case .scattered:
      let height = Double(random.int(in: 300...3000))
      return (0..<random.int(in: 3...60)).map { _ in
        Rect(
          x: random.coordinate(in: 0..<width), y: random.coordinate(in: 0..<height),
          width: random.coordinate(in: 10..<200), height: random.coordinate(in: 10..<200))
      }
    case .degenerate:
      return degenerate(width: width, using: &random)
    case .large:
      let columns = random.int(in: 3...6)
      let side = Double(random.int(in: 40...120))
      return Grid(
        count: random.int(in: 10_000...12_000), columns: columns, origin: Point(x: 0, y: 0),
        cellWidth: side,
        cellHeight: side, spacingX: Double(random.int(in: 0...4)),
        spacingY: Double(random.int(in: 0...4))
      ).frames
    }
  }

  /// A grid of 1-8 columns, cells 20-200 points, spacing often 0 so that edges are shared.
  func grid(width: Double, top: Double, count: Int, using random: inout some RandomSource) -> [Rect]
  {
    let columns = random.int(in: 1...8)
    let spacingX = spacing(&random)
    let spacingY = random.chance(0.7) ? spacingX : spacing(&random)
    var cellWidth = Double(random.int(in: 20...200))
    if random.chance(0.5) {
      // Fit the viewport's width, as photo grids do; often leaves fractional widths.
      cellWidth = max(1, ((width - spacingX * Double(columns - 1)) / Double(columns)))
      if random.chance(0.6) { cellWidth = cellWidth.rounded(.down) }
    }
    let cellHeight = random.chance(0.5) ? cellWidth : Double(random.int(in: 20...200))
    return Grid(
      count: count, columns: columns, origin: Point(x: 0, y: top), cellWidth: cellWidth,
      cellHeight: cellHeight, spacingX: spacingX, spacingY: spacingY
    ).frames
  }

  /// A single column of rows of varied heights.
  func list(width: Double, top: Double, count: Int, using random: inout some RandomSource) -> [Rect]
  {
    let gap = random.chance(0.6) ? 0 : spacing(&random)
    let rowWidth = random.chance(0.8) ? width : Double(random.int(in: 100...Int(max(100, width))))
    var y = top
    let uniform = random.chance(0.4) ? Double(random.int(in: 20...200)) : nil
    return (0..<count).map { _ in
      let height =
        uniform
        ?? (random.chance(0.8) ? Double(random.int(in: 20...200)) : random.coordinate(in: 20..<200))
      defer { y += height + gap }
      return Rect(x: 0, y: y, width: rowWidth, height: height)
    }
  }

  /// Rows as wide as the viewport, stacked from 0 with no gaps: of varied heights (or one, now
  /// and then), of one height, or of the one height the profile fixes.
  func rows(
    width: Double, profile: EngineProfile, count: Int, using random: inout some RandomSource
  ) -> [Rect] {
    let height: Double?
    switch profile.rowHeights {
    case .fixed(let fixed): height = fixed
    case .uniform: height = Double(random.int(in: 20...200))
    case .varied: height = random.chance(0.4) ? Double(random.int(in: 20...200)) : nil
    }
    var y = 0.0
    return (0..<count).map { _ in
      let row = height ?? Double(random.int(in: 20...200))
      defer { y += row }
      return Rect(x: 0, y: y, width: width, height: row)
    }
  }

  /// A grid or list with overlapping frames added among its items: partial overlaps, frames nested
  /// inside others, frames spanning several, and exact duplicates.
  func overlapping(width: Double, using random: inout some RandomSource) -> [Rect] {
    var frames =
      random.chance(0.6)
      ? grid(width: width, top: 0, count: random.int(in: 4...60), using: &random)
      : list(width: width, top: 0, count: random.int(in: 4...40), using: &random)
    for _ in 0..<random.int(in: 1...8) {
      let base = random.element(of: frames)
      let extra: Rect
      switch random.int(in: 0...3) {
      case 0:  // partial overlap
        extra = Rect(
          x: base.x + base.width * random.element(of: [0.25, 0.5, 0.75]),
          y: base.y + base.height * random.element(of: [0.25, 0.5, 0.75]), width: base.width,
          height: base.height)
      case 1:  // nested inside
        extra = Rect(
          x: base.x + base.width / 4, y: base.y + base.height / 4, width: base.width / 2,
          height: base.height / 2)
      case 2:  // spanning several
        extra = Rect(
          x: base.x, y: base.y, width: base.width * 2,
          height: base.height * Double(random.int(in: 2...4)))
      default:  // exact duplicate
        extra = base
      }
      frames.insert(extra, at: random.int(in: 0...frames.count))
    }
    return frames
  }

  /// No items (rarely), one item, or frames with zero width or height among ordinary ones.
  func degenerate(width: Double, using random: inout some RandomSource) -> [Rect] {
    // No items at all now and then: a case with nothing to touch tests little (issue 23).
    switch random.int(in: 0...19) {
    case 0:
      return []
    case 1...5:
      return [
        Rect(
          x: 0, y: Double(random.int(in: 0...300)), width: width,
          height: Double(random.int(in: 20...200)))
      ]
    default:
      var frames = list(width: width, top: 0, count: random.int(in: 2...30), using: &random)
      for index in frames.indices where random.chance(0.3) {
        if random.chance(0.5) { frames[index].width = 0 } else { frames[index].height = 0 }
      }
      return frames
    }
  }

  /// A header gap above the first item, often none.
  private func header(_ random: inout some RandomSource) -> Double {
    random.chance(0.6) ? 0 : Double(random.int(in: 20...100))
  }

  /// Spacing between items: 0 (shared edges) more often than not.
  private func spacing(_ random: inout some RandomSource) -> Double {
    switch random.int(in: 0...9) {
    case 0...4: 0
    case 5...8: Double(random.int(in: 1...12))
    default: random.coordinate(in: 0..<8)
    }
  }
}

extension RandomSource {
  /// A coordinate in `range`: an integer most of the time, a half now and then, else any double.
  mutating func coordinate(in range: Range<Double>) -> Double {
    let value = double(in: range)
    switch int(in: 0...9) {
    case 0...6: return value.rounded(.down)
    case 7: return (value * 2).rounded(.down) / 2
    default: return (value * 1000).rounded() / 1000
    }
  }
}
