package import SelectCore

/// Builds a whole random scenario from the composable generators: a viewport, a layout, hotspot
/// settings, the mode's options, a policy and initial state, then a touch timeline.
package struct ScenarioGenerator: Sendable {
  /// Which modes the scenarios use: one, or a seeded choice per case.
  package var modes: ModeChoice
  /// The layouts: grids, lists, overlapping, degenerate and large ones.
  package var layouts = LayoutGenerator()
  /// The viewport, hotspot settings, options, policy and initial state.
  package var setups = SetupGenerator()
  /// The touch timelines.
  package var touches = TouchGenerator()
  /// The changes of the list, drawn last.
  package var listChanges = ListChangeGenerator()
  /// What the engine takes: every scenario lies inside it (SPEC 8, "Profiles"). Under the whole
  /// SPEC the generators draw exactly as they always have.
  package var profile: EngineProfile

  /// A generator of scenarios in `modes`, inside `profile`.
  package init(modes: ModeChoice = .mixed, profile: EngineProfile = .wholeSpec) {
    self.modes = modes
    self.profile = profile
  }

  /// The scenario of case `iteration` of a run seeded with `seed` (SPEC 6).
  package func scenario(seed: UInt64, iteration: Int) -> Scenario {
    var random = Xoshiro256StarStar(
      seed: SplitMix64.caseSeed(seed: seed, iteration: UInt64(bitPattern: Int64(iteration))))
    return scenario(using: &random)
  }

  /// A scenario drawn from `random`.
  package func scenario(using random: inout some RandomSource) -> Scenario {
    let mode = modes.mode ?? random.element(of: profile.modes)
    let viewport = setups.viewport(profile, using: &random)
    let layout = layouts.frames(width: viewport.width, profile: profile, using: &random)
    var configuration = Configuration(mode: mode, viewport: viewport, frames: layout.frames)
    configuration.autoScroll = setups.autoScroll(profile, using: &random)
    setups.options(&configuration, profile, using: &random)
    setups.policy(&configuration, profile, using: &random)
    setups.scrolling(&configuration, profile, using: &random)
    let timeline = touches.timeline(for: configuration, profile: profile, using: &random)
    setups.laterOptions(&configuration, profile, using: &random)
    var scenario = Scenario(configuration: configuration, timeline: timeline)
    if configuration.doublePress == .ignore {
      scenario.timeline = touches.doublingPresses(in: scenario, profile: profile, using: &random)
    }
    return listChanges.addingListChanges(to: scenario, profile: profile, using: &random)
  }
}
