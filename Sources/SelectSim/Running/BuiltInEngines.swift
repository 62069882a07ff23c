/// Every engine the harness knows by name.
package enum BuiltInEngines {
  /// The engines, SelectCore's first.
  package static let all: [EngineKind] = [.core, .reference] + PlantedBug.everything.map(\.kind)

  /// The engine called `name`, if any.
  package static func named(_ name: String) -> EngineKind? { all.first { $0.name == name } }
}
