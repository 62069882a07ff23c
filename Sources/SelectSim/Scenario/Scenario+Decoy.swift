import SelectCore

extension Scenario {
  /// The scenario with its items in reverse order (item `i` becomes `n - 1 - i`): the same
  /// geometry and timeline under other indices. A decoy engine plays it between an engine's calls
  /// and its twin's, so that state the engines of a process share (a static cache keyed by point
  /// or frame) answers the twin with the decoy's items.
  ///
  /// - Complexity: O(*n* + *e*).
  package var decoy: Scenario {
    let count = configuration.frames.count
    func mirror(_ item: Int) -> Int { count - 1 - item }
    var result = self
    result.configuration.frames = configuration.frames.reversed()
    result.configuration.vetoSelect = Set(configuration.vetoSelect.map(mirror))
    result.configuration.vetoDeselect = Set(configuration.vetoDeselect.map(mirror))
    result.configuration.initialSelection = Set(configuration.initialSelection.map(mirror))
    var itemMirror = ItemMirror(itemCount: count)
    result.timeline = timeline.map { scheduled in
      var scheduled = scheduled
      if let event = scheduled.event { scheduled.action = .event(itemMirror.mirrored(event)) }
      return scheduled
    }
    result.expectations = []
    return result
  }
}
