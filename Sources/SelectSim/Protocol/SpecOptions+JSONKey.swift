extension SpecOptions {
  /// The options by their key as ``JSONScanner`` reads it.
  static let byJSONKey: [JSONKey: SpecOption] = Dictionary(
    uniqueKeysWithValues: all.map { (JSONKey(bytes: Array($0.key.utf8)), $0) })
}
