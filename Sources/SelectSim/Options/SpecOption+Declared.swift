package import SelectCore

extension SpecOption: DeclaredOption {
  package var valueNames: [String] { Value.allCases.map(\.rawValue) }

  package func valueName(in configuration: Configuration) -> String {
    configuration[keyPath: setting].rawValue
  }

  package func isDefault(in configuration: Configuration) -> Bool {
    configuration[keyPath: setting] == defaultValue
  }

  package func isOlder(in configuration: Configuration) -> Bool {
    older.contains(configuration[keyPath: setting])
  }

  package func set(_ name: Substring, in configuration: inout Configuration) -> Bool {
    guard let value = Value(rawValue: String(name)) else { return false }
    configuration[keyPath: setting] = value
    return true
  }

  package func reset(_ configuration: inout Configuration) {
    configuration[keyPath: setting] = defaultValue
  }

  package func resetToOlder(_ configuration: inout Configuration) {
    if !isOlder(in: configuration) { reset(&configuration) }
  }

  package func acts(in configuration: Configuration) -> Bool {
    scope.includes(configuration.mode) && (setupCondition?(configuration) ?? true)
  }

  package func acts(in profile: EngineProfile) -> Bool {
    scope.meets(profile) && (profileCondition?(profile) ?? true)
  }

  package func profile(_ profile: EngineProfile, takes configuration: Configuration) -> Bool {
    profile[keyPath: choices].contains(configuration[keyPath: setting])
  }

  package func choiceNames(in profile: EngineProfile) -> [String] {
    profile[keyPath: choices].map(\.rawValue)
  }

  package func choices(of profile: EngineProfile, differFrom base: EngineProfile) -> Bool {
    profile[keyPath: choices] != base[keyPath: choices]
  }

  package func takeEveryValue(in profile: inout EngineProfile) {
    profile[keyPath: choices] = Value.allCases
  }

  package func takesOlderValues(_ profile: EngineProfile) -> Bool {
    older.allSatisfy(profile[keyPath: choices].contains)
  }

  /// The values in the whole SPEC's order, whatever order `names` has, so that one profile is
  /// one value.
  package func setChoices(_ names: [String], in profile: inout EngineProfile) -> String? {
    var values: [Value] = []
    for name in names {
      guard let value = Value(rawValue: name) else { return name }
      values.append(value)
    }
    profile[keyPath: choices] = Value.allCases.filter(values.contains)
    return nil
  }

  package func draw(
    _ configuration: inout Configuration, from profile: EngineProfile,
    using random: inout some RandomSource
  ) {
    let values = profile[keyPath: choices]
    switch draw {
    case .later: configuration[keyPath: setting] = SetupGenerator.chooseLater(values, &random)
    case .rarely: configuration[keyPath: setting] = SetupGenerator.chooseRarely(values, &random)
    case .laterValue:
      guard let later = values.first(where: { !older.contains($0) }),
        configuration[keyPath: setting] != later, random.chance(1.0 / 6)
      else { return }
      configuration[keyPath: setting] = later
    }
  }

  package func hash(_ configuration: Configuration, into fingerprint: inout Fingerprint) {
    let value = configuration[keyPath: setting]
    if era == .original {
      fingerprint.add(value == defaultValue)
      return
    }
    guard value != defaultValue else { return }
    switch mark {
    case .indexed(let base): fingerprint.add(base + (Value.allCases.firstIndex(of: value) ?? 0))
    case .tagged(let number): fingerprint.add(number)
    }
  }

  package func hashLater(_ configuration: Configuration, into fingerprint: inout Fingerprint) {
    guard era == .original, !isOlder(in: configuration), case .tagged(let number) = mark else {
      return
    }
    fingerprint.add(number)
  }
}
