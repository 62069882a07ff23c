import SelectCore

extension Double {
  /// The value rounded to the nearest multiple of `grain`.
  func rounded(toMultipleOf grain: Double) -> Double { (self / grain).rounded() * grain }

  /// A time rounded to 1e-9, so that sums of round gaps print as round numbers.
  var roundedTime: Double { (self * 1e9).rounded() / 1e9 }
}

extension Rect {
  /// The frame with each number rounded to a multiple of `grain`.
  func snapped(to grain: Double) -> Rect {
    Rect(
      x: x.rounded(toMultipleOf: grain), y: y.rounded(toMultipleOf: grain),
      width: width.rounded(toMultipleOf: grain), height: height.rounded(toMultipleOf: grain))
  }
}

extension Scheduled {
  /// The line with its time rounded to `1 / timeStep` and its coordinates to `grain`.
  func snapped(timeStep: Double, grain: Double) -> Scheduled {
    let time = (time * timeStep).rounded() / timeStep
    let snap = { (p: Point) in
      Point(x: p.x.rounded(toMultipleOf: grain), y: p.y.rounded(toMultipleOf: grain))
    }
    return moved(to: time).mapEvent { event in
      switch event {
      case .down(let point): .down(snap(point))
      case .move(let point): .move(snap(point))
      case .scroll(let offset): .scroll(offset.rounded(toMultipleOf: grain))
      case .frame(let item, let frame): .frame(item: item, frame.snapped(to: grain))
      case .insert(let index, let frame): .insert(at: index, frame.snapped(to: grain))
      default: event
      }
    }
  }
}

extension Scenario {
  /// The scenario with its distinct times replaced by 0, 1, 2, … in order (times `step`).
  func countedTimes(step: Double = 1) -> Scenario {
    var result = self
    var previous: Double?
    var counter = -1
    result.timeline = timeline.map { scheduled in
      if scheduled.time != previous {
        counter += 1
        previous = scheduled.time
      }
      return scheduled.moved(to: Double(counter) * step)
    }
    return result
  }

  /// The scenario with timeline line `index` at `time` and every later line moved by as much,
  /// each time rounded to 1e-9 and never before the line above it.
  func retimed(from index: Int, to time: Double) -> Scenario {
    var result = self
    let shift = time - timeline[index].time
    var floor = time
    for later in index..<timeline.count {
      let moved = later == index ? time : max(floor, (timeline[later].time + shift).roundedTime)
      result.timeline[later] = timeline[later].moved(to: moved)
      floor = moved
    }
    return result
  }

  /// The scenario with every time multiplied by `factor`, rounded to 1e-9.
  func scaledTimes(by factor: Double) -> Scenario {
    var result = self
    result.timeline = timeline.map { $0.moved(to: ($0.time * factor).roundedTime) }
    return result
  }

  /// Whether the first line (if any) is at time 0.
  var startsAtZero: Bool { (timeline.first?.time ?? 0) == 0 }

  /// The scenario with every line moved earlier by the first line's time, so that it starts at 0
  /// with the same gaps (times rounded to 1e-9).
  var startingAtZero: Scenario {
    guard !startsAtZero, let first = timeline.first?.time else { return self }
    var result = self
    result.timeline = timeline.map { $0.moved(to: ($0.time - first).roundedTime) }
    return result
  }

  /// The scenario with every time 0.
  var zeroTimes: Scenario {
    var result = self
    result.timeline = timeline.map { $0.moved(to: 0) }
    return result
  }
}
