/// Every engine the harness knows by name.
public enum Engines {
  /// The engines, SelectCore's first.
  public static let all: [EngineKind] = [.core, .reference] + PlantedBug.everything.map(\.kind)

  /// The engine called `name`, if any.
  public static func named(_ name: String) -> EngineKind? { all.first { $0.name == name } }
}
