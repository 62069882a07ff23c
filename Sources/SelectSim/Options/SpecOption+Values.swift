package import SelectCore

/// What the parser, printer, protocol, profile, fingerprint, generator and shrinker ask of an
/// option, by name or index.
extension SpecOption {
  /// The name of its value in `configuration`.
  package func valueName(in configuration: borrowing Configuration) -> String {
    valueNames[index(configuration)]
  }

  /// Whether `configuration` has it at its default.
  package func isDefault(in configuration: borrowing Configuration) -> Bool {
    index(configuration) == 0
  }

  /// Whether `configuration` has one of the values an engine that states nothing has.
  package func isOlder(in configuration: borrowing Configuration) -> Bool {
    olderIndices.contains(index(configuration))
  }

  /// Sets the value named `name`; `false` when it names none.
  package func set(_ name: Substring, in configuration: inout Configuration) -> Bool {
    guard let position = valueNames.firstIndex(where: { $0 == name }) else { return false }
    setIndex(&configuration, position)
    return true
  }

  /// Puts it back to its default.
  package func reset(_ configuration: inout Configuration) { setIndex(&configuration, 0) }

  /// Puts it back to its default when its value is not an older one (the shrinker's reset).
  package func resetToOlder(_ configuration: inout Configuration) {
    if !isOlder(in: configuration) { reset(&configuration) }
  }

  /// Whether it acts in `configuration`: its scope has the mode and its condition holds.
  package func acts(in configuration: borrowing Configuration) -> Bool {
    scope.includes(configuration.mode) && (setupCondition?(configuration) ?? true)
  }

  /// Whether it acts in `profile`: the profile has a mode of its scope and its condition holds.
  package func acts(in profile: EngineProfile) -> Bool {
    scope.meets(profile) && (profileCondition?(profile) ?? true)
  }

  /// Whether `profile` takes `configuration`'s value.
  package func profile(_ profile: EngineProfile, takes configuration: Configuration) -> Bool {
    choiceIndices(profile).contains(index(configuration))
  }

  /// The names of the values `profile` takes.
  package func choiceNames(in profile: EngineProfile) -> [String] {
    choiceIndices(profile).map { valueNames[$0] }
  }

  /// Whether `profile` takes other values than `base`.
  package func choices(of profile: EngineProfile, differFrom base: EngineProfile) -> Bool {
    choiceIndices(profile) != choiceIndices(base)
  }

  /// Sets `profile` to take every value.
  package func takeEveryValue(in profile: inout EngineProfile) {
    setChoiceIndices(&profile, Array(valueNames.indices))
  }

  /// Whether `profile` takes every older value.
  package func takesOlderValues(_ profile: EngineProfile) -> Bool {
    let taken = choiceIndices(profile)
    return olderIndices.allSatisfy(taken.contains)
  }

  /// Sets the values `profile` takes to those named by `names`, in the whole SPEC's order
  /// whatever order `names` has (so that one profile is one value); the first name that is none
  /// of its values, or `nil`.
  package func setChoices(_ names: [String], in profile: inout EngineProfile) -> String? {
    var named: [Int] = []
    for name in names {
      guard let position = valueNames.firstIndex(of: name) else { return name }
      named.append(position)
    }
    setChoiceIndices(&profile, valueNames.indices.filter(named.contains))
    return nil
  }

  /// Draws its value for a generated case from the values `profile` takes (``OptionDraw``).
  package func draw(
    _ configuration: inout Configuration, from profile: EngineProfile,
    using random: inout some RandomSource
  ) {
    let taken = choiceIndices(profile)
    switch draw {
    case .later: setIndex(&configuration, SetupGenerator.chooseLater(taken, &random))
    case .rarely: setIndex(&configuration, SetupGenerator.chooseRarely(taken, &random))
    case .laterValue:
      guard let later = taken.first(where: { !olderIndices.contains($0) }),
        index(configuration) != later, random.chance(1.0 / 6)
      else { return }
      setIndex(&configuration, later)
    }
  }

  /// Adds the value's mark to `fingerprint` (the first pass over the options): an
  /// ``OptionEra/original`` option's whether it is the default, another's its mark away from the
  /// default.
  package func hash(_ configuration: borrowing Configuration, into fingerprint: inout Fingerprint) {
    let position = index(configuration)
    if era == .original {
      fingerprint.add(position == 0)
      return
    }
    guard position != 0 else { return }
    switch mark {
    case .indexed(let base): fingerprint.add(base + position)
    case .tagged(let number): fingerprint.add(number)
    }
  }

  /// Adds an ``OptionEra/original`` option's later value (the second pass).
  package func hashLater(
    _ configuration: borrowing Configuration, into fingerprint: inout Fingerprint
  ) {
    guard era == .original, !isOlder(in: configuration), case .tagged(let number) = mark else {
      return
    }
    fingerprint.add(number)
  }
}
