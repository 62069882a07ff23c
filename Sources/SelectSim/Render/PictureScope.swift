import SelectCore

/// What a picture draws: the part of the content it shows, and the items drawn in it.
///
/// A small layout is drawn whole. A large one is drawn only where the run happened: the band the
/// viewport covered over the run and the box around the finger's path; items elsewhere are left
/// to one outline of the content, so that a picture of 10,000 items stays small and quick.
struct PictureScope {
  /// Up to this many items, every item is drawn and the picture shows the whole content.
  static let fullDetailLimit = 500
  /// At most this many items are drawn, those nearest the opening position's viewport first.
  static let drawnLimit = 3_000

  /// The part of the content the picture shows, in content coordinates.
  var viewBox: Rect
  /// The content's outline: every frame's box, from the top of the content to its height.
  var content: Rect
  /// The content height at the start (SPEC 2.2).
  var contentHeight: Double
  /// The items drawn, by identity (``PictureListChange``), ascending.
  var drawn: [Int]
  /// The number of items in the run, inserted ones included, that could not all be drawn.
  var itemCount: Int

  /// Whether items were left out.
  var isAbridged: Bool { drawn.count < itemCount }

  /// The viewport's height, for the view that follows it.
  var viewportHeight: Double

  /// A size for dots, hatching and labels: a hundredth of the picture's larger side.
  var unit: Double { max(viewBox.width, viewBox.height) / 100 }

  /// How far above and below the viewport the view that follows it reaches.
  var followMargin: Double { viewportHeight * 0.35 }

  /// The height of the view that follows the viewport.
  private var followHeight: Double { viewportHeight + 2 * followMargin }

  /// Whether a view that follows the viewport shows more than the whole picture does: the run
  /// covered much more than one viewport.
  var canFollow: Bool { viewBox.height > 1.5 * followHeight }

  /// Whether the page opens in the view that follows the viewport: the whole picture is too tall
  /// to read.
  var followsAtFirst: Bool { viewBox.height > 2.5 * followHeight }

  /// The unit of the closest view the page offers: labels too small to read there are left out.
  var closestUnit: Double {
    canFollow ? max(viewBox.width, followHeight) / 100 : unit
  }

  /// Chooses what to draw for `timeline`, a run of `configuration`.
  ///
  /// - Complexity: O(*n* + *p* + *f*) for *n* items, *p* positions and *f* frames the positions
  ///   set, plus O(*k* log *k*) when more than ``drawnLimit`` items lie in the band.
  init(configuration: Configuration, timeline: PictureTimeline) {
    let frames = timeline.firstFrames
    let viewport = configuration.viewport
    itemCount = frames.count
    viewportHeight = viewport.height
    contentHeight =
      configuration.contentHeight ?? configuration.frames.map(\.maxY).max() ?? 0

    var allFrames: [(item: Int, frame: Rect)] = frames.enumerated().map { ($0.offset, $0.element) }
    for position in timeline.positions {
      allFrames += position.frameChanges
    }
    var content = Bounds()
    content.add(Rect(x: 0, y: 0, width: viewport.width, height: contentHeight))
    for (_, frame) in allFrames { content.add(frame) }
    self.content = content.rect ?? Rect(x: 0, y: 0, width: viewport.width, height: 0)

    var region = Bounds()
    for position in timeline.positions {
      region.add(
        Rect(x: 0, y: position.offset, width: viewport.width, height: viewport.height))
    }
    for touch in timeline.touches {
      for point in touch {
        region.add(Rect(x: point.point.x, y: point.point.y, width: 0, height: 0))
      }
    }
    let margin = max(viewport.height * 0.25, 10)
    var band = region.rect ?? Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
    band = Rect(
      x: band.x - margin * 0.25, y: band.y - margin, width: band.width + margin * 0.5,
      height: band.height + 2 * margin)

    if frames.count <= PictureScope.fullDetailLimit {
      drawn = Array(frames.indices)
      region.add(self.content)
    } else {
      var inBand = Set<Int>()
      for (item, frame) in allFrames where frame.meets(band) { inBand.insert(item) }
      let required = Set(timeline.markedItems)
      var chosen = inBand.union(required)
      if chosen.count > PictureScope.drawnLimit {
        let focus =
          timeline.positions[timeline.openingPosition].offset + viewport.height / 2
        let distance = { (item: Int) in abs(frames[item].y + frames[item].height / 2 - focus) }
        let nearest = inBand.subtracting(required).sorted {
          (distance($0), $0) < (distance($1), $1)
        }
        chosen = required.union(nearest.prefix(max(0, PictureScope.drawnLimit - required.count)))
      }
      drawn = chosen.sorted()
    }
    // A small layout shows the whole content; a large one, the band where the run happened.
    let shown = frames.count <= PictureScope.fullDetailLimit ? region.rect ?? band : band
    let pad = max(shown.width, shown.height) * 0.03 + 1
    viewBox = Rect(
      x: shown.x - pad, y: shown.y - pad, width: shown.width + 2 * pad,
      height: shown.height + 2 * pad)
  }
}

/// A box that grows to hold every rectangle added to it.
private struct Bounds {
  var minX = Double.infinity
  var minY = Double.infinity
  var maxX = -Double.infinity
  var maxY = -Double.infinity

  mutating func add(_ rect: Rect) {
    minX = min(minX, rect.minX)
    minY = min(minY, rect.minY)
    maxX = max(maxX, rect.maxX)
    maxY = max(maxY, rect.maxY)
  }

  /// The box, or `nil` when nothing was added.
  var rect: Rect? {
    minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
  }
}

extension Rect {
  /// Whether the two closed rectangles share a point: an item on the band's edge is drawn.
  fileprivate func meets(_ other: Rect) -> Bool {
    minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
  }
}
