public import SelectCore

/// One touch of a timeline (SPEC 2.4: one finger): the line of its `down`, those of the moves
/// while it is down, and that of the `up` or `cancel` that ends it, if any. Stray lines belong
/// to no touch.
public struct Touch: Hashable, Sendable {
  /// The timeline line of its `down`.
  public var down: Int
  /// The timeline lines of its moves, in order.
  public var moves: [Int]
  /// The timeline line of its `up` or `cancel`; `nil` when the timeline ends with the finger down.
  public var end: Int?

  /// Its lines from the `down` to the end: to its `up` or `cancel`, or to `lastLine`, the
  /// timeline's last, when it has none.
  public func span(lastLine: Int) -> ClosedRange<Int> { down...(end ?? lastLine) }

  /// The lines of its `down` and its moves: where the finger is, in order.
  public var points: [Int] { [down] + moves }
}

extension Scheduled {
  /// Whether the line is a finger's event in place: a `down`, `move`, `up` or `cancel` that is
  /// not `stray`.
  public var isFingerEvent: Bool {
    if isStray { return false }
    return switch event {
    case .down, .move, .up, .cancel: true
    default: false
    }
  }

  /// The point of its `down` or `move`, if it is one (stray or not).
  public var touchPoint: Point? {
    switch event {
    case .down(let point), .move(let point): point
    default: nil
    }
  }
}

extension Scenario {
  /// The touches of the timeline, in order: the one view of where the finger is down that the
  /// shrinker's passes, the generators' checks and the picture's timeline share. Lines out of
  /// place (a `move` while the finger is up) that are not marked `stray` belong to none; a valid
  /// scenario has none.
  ///
  /// - Complexity: O(*e*) for *e* timeline lines.
  public var touches: [Touch] {
    var touches: [Touch] = []
    var open: Touch?
    for (index, line) in timeline.enumerated() where line.isFingerEvent {
      switch line.event {
      case .down:
        if let touch = open { touches.append(touch) }
        open = Touch(down: index, moves: [], end: nil)
      case .move:
        open?.moves.append(index)
      case .up, .cancel:
        guard var touch = open else { continue }
        touch.end = index
        touches.append(touch)
        open = nil
      default:
        break
      }
    }
    if let touch = open { touches.append(touch) }
    return touches
  }

  /// For each timeline line, whether the finger is down once it has been applied.
  ///
  /// - Complexity: O(*e*).
  public var fingerIsDownAfter: [Bool] {
    var down = false
    return timeline.map { line in
      if line.isFingerEvent {
        switch line.event {
        case .down: down = true
        case .up, .cancel: down = false
        default: break
        }
      }
      return down
    }
  }
}

extension Scenario {
  /// Whether every touch begins on the view: each `down` (not a `stray` one) at a viewport point
  /// with `0 <= x < W` and `0 <= y < H`. A finger may leave the view while down; in an app it
  /// cannot start outside it, so generated cases and shrunk repros keep to this (issue 22). A
  /// viewport with no area has no point inside: any touch goes.
  ///
  /// - Complexity: O(*e*) for *e* timeline lines.
  public var touchesBeginInView: Bool {
    let viewport = configuration.viewport
    guard viewport.width > 0 && viewport.height > 0 else { return true }
    return touches.allSatisfy { touch in
      guard let point = timeline[touch.down].touchPoint else { return true }
      return point.x >= 0 && point.x < viewport.width && point.y >= 0 && point.y < viewport.height
    }
  }
}
