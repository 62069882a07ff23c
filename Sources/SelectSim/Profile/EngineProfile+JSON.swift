package import SelectCore

/// A profile as JSON (SPEC 8, "Profiles"): the `"profile"` object of a `hello` reply, and the file
/// `--profile FILE` reads. Every key may be left out, which keeps that part of the whole SPEC; an
/// unknown key, a value of the wrong kind, or a profile with no mode or layout left is an error
/// that names the key.
extension EngineProfile {
  /// Reads a profile from `bytes`, one JSON object.
  ///
  /// - Throws: ``ProfileError`` naming the key at fault.
  package static func parse(_ bytes: [UInt8]) throws(ProfileError) -> EngineProfile {
    var scanner = JSONScanner(bytes)
    do {
      let profile = try read(&scanner)
      try scanner.finish()
      return profile
    } catch let error as ProfileError {
      throw error
    } catch {
      throw ProfileError(place: "(the object)", problem: "\(error)")
    }
  }

  /// Reads a profile object from `scanner`, where the next value is one.
  ///
  /// A key left out keeps `base`'s value: the whole SPEC's in a file, ``EngineProfile/unstated``'s
  /// in a `hello` reply.
  static func read(_ scanner: inout JSONScanner, base: EngineProfile = .wholeSpec)
    throws(ProfileError) -> EngineProfile
  {
    var profile = base
    var failure: ProfileError?
    do {
      try scanner.object { (scanner: inout JSONScanner, key: JSONKey) throws(JSONScanner.Problem) in
        do throws(ProfileError) {
          try profile.read(key, from: &scanner)
        } catch {
          failure = failure ?? error
          try scanner.skipValue()
        }
      }
    } catch {
      throw failure ?? ProfileError(place: "(the object)", problem: "\(error)")
    }
    if let failure { throw failure }
    try profile.validate()
    return profile
  }

  /// Reads the value of `key` into this profile.
  private mutating func read(_ key: JSONKey, from scanner: inout JSONScanner) throws(ProfileError) {
    func attempt<T>(_ place: String, _ body: () throws(JSONScanner.Problem) -> T)
      throws(ProfileError) -> T
    {
      do { return try body() } catch {
        throw ProfileError(place: place, problem: error.message)
      }
    }
    switch key {
    case "layouts":
      layouts = try Self.names("layouts", Layout.self, &scanner)
    case "rowHeights":
      if let name = try? attempt(
        "rowHeights", { () throws(JSONScanner.Problem) in try scanner.string() })
      {
        switch name {
        case "varied": rowHeights = .varied
        case "uniform": rowHeights = .uniform
        default:
          throw ProfileError(
            place: "rowHeights",
            problem: "takes \"varied\", \"uniform\" or a number, not \"\(name)\"")
        }
      } else {
        rowHeights = .fixed(
          try attempt("rowHeights") { () throws(JSONScanner.Problem) in try scanner.number() })
      }
    case "items":
      var bounds: [Int] = []
      try attempt("items") { () throws(JSONScanner.Problem) in
        try scanner.array { (scanner: inout JSONScanner) throws(JSONScanner.Problem) in
          bounds.append(try scanner.integer())
        }
      }
      guard bounds.count == 2, bounds[0] <= bounds[1] else {
        throw ProfileError(
          place: "items", problem: "takes [FEWEST, MOST], two whole numbers, the first not larger")
      }
      items = bounds[0]...bounds[1]
    case "contentHeight": contentHeight = try Self.flag("contentHeight", &scanner)
    case "insets": insets = try Self.flag("insets", &scanner)
    case "offset": initialOffset = try Self.flag("offset", &scanner)
    case "coordinates": coordinates = try Self.name("coordinates", Precision.self, &scanner)
    case "positions": positions = try Self.name("positions", Positions.self, &scanner)
    case "limit": limit = try Self.flag("limit", &scanner)
    case "vetoSelect": vetoSelect = try Self.flag("vetoSelect", &scanner)
    case "vetoDeselect": vetoDeselect = try Self.flag("vetoDeselect", &scanner)
    case "selected": initialSelection = try Self.flag("selected", &scanner)
    case "autoScroll": autoScroll = try Self.flag("autoScroll", &scanner)
    case "events": events = try Self.names("events", OptionalEvent.self, &scanner)
    case "modes": modes = try Self.names("modes", SelectionMode.self, &scanner)
    case "touchesOffView": touchesOutsideView = try Self.flag("touchesOffView", &scanner)
    case "entryOrder": entryOrder = try Self.name("entryOrder", EntryOrder.self, &scanner)
    default:
      guard let option = SpecOptions.byKey[key.description] else {
        throw ProfileError(
          place: key.description,
          problem: "is not a key of a profile (docs/SPEC.md section 8, \"Profiles\")"
            + Self.suggestion(for: key.description))
      }
      try readChoices(of: option, from: &scanner)
    }
  }

  /// Reads the list of values of `option` the profile takes; the first error names the key.
  private mutating func readChoices(
    of option: SpecOption, from scanner: inout JSONScanner
  ) throws(ProfileError) {
    let place = option.key
    let known = option.valueNames
    var names: [String] = []
    var failure: ProfileError?
    do {
      try scanner.array { (scanner: inout JSONScanner) throws(JSONScanner.Problem) in
        do throws(JSONScanner.Problem) {
          let name = try scanner.string()
          if known.contains(name) {
            names.append(name)
          } else if failure == nil {
            let list = known.map { "\"\($0)\"" }.joined(separator: ", ")
            failure = ProfileError(place: place, problem: "takes one of \(list), not \"\(name)\"")
          }
        } catch {
          failure = failure ?? ProfileError(place: place, problem: error.message)
        }
      }
    } catch {
      throw failure ?? ProfileError(place: place, problem: "takes a list: \(error)")
    }
    if let failure { throw failure }
    _ = option.setChoices(names, in: &self)
  }

  /// The keys of a profile other than the options' (SPEC 8), in its order.
  static let otherKeys = [
    "layouts", "rowHeights", "items", "contentHeight", "insets", "offset", "coordinates",
    "positions", "limit", "vetoSelect", "vetoDeselect", "selected", "autoScroll", "events",
    "modes", "touchesOffView", "entryOrder",
  ]

  /// `; did you mean "KEY"?` for the key of a profile nearest to `key`, when one is near enough
  /// to be a slip; else nothing.
  static func suggestion(for key: String) -> String {
    let keys = otherKeys + SpecOptions.all.map(\.key)
    guard let nearest = Suggestion.nearest(key, among: keys) else { return "" }
    return "; did you mean \"\(nearest)\"?"
  }

  private static func flag(_ place: String, _ scanner: inout JSONScanner) throws(ProfileError)
    -> Bool
  {
    do { return try scanner.bool() } catch {
      throw ProfileError(place: place, problem: "takes true or false: \(error.message)")
    }
  }

  private static func name<Value: RawRepresentable & CaseIterable>(
    _ place: String, _ type: Value.Type, _ scanner: inout JSONScanner
  ) throws(ProfileError) -> Value where Value.RawValue == String {
    let text: String
    do { text = try scanner.string() } catch {
      throw ProfileError(place: place, problem: error.message)
    }
    guard let value = Value(rawValue: text) else {
      let known = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      throw ProfileError(place: place, problem: "takes one of \(known), not \"\(text)\"")
    }
    return value
  }

  private static func names<Value: RawRepresentable & CaseIterable & Equatable>(
    _ place: String, _ type: Value.Type, _ scanner: inout JSONScanner
  ) throws(ProfileError) -> [Value] where Value.RawValue == String {
    var values: [Value] = []
    var failure: ProfileError?
    do {
      try scanner.array { (scanner: inout JSONScanner) throws(JSONScanner.Problem) in
        do throws(ProfileError) {
          let value = try name(place, type, &scanner)
          if !values.contains(value) { values.append(value) }
        } catch {
          failure = failure ?? error
        }
      }
    } catch {
      throw failure ?? ProfileError(place: place, problem: "takes a list: \(error)")
    }
    if let failure { throw failure }
    // The whole SPEC's order, whatever order the list was written in, so that one profile is one
    // value.
    return Value.allCases.filter(values.contains)
  }

  /// The profile as one JSON object: the keys where it differs from the whole SPEC, in the order
  /// SPEC 8 lists them (a key left out keeps the whole SPEC's value, so this reads back as the
  /// same profile; the whole SPEC is `{}`).
  package var json: String { json(relativeTo: .wholeSpec) }

  /// The profile as one JSON object with the keys where it differs from `base`: the whole SPEC
  /// for a file and a repro's header, ``EngineProfile/unstated`` for a `hello` reply (SPEC 8).
  /// An option of a mode the profile leaves out is not written.
  package func json(relativeTo base: EngineProfile) -> String {
    let whole = base
    var writer = JSONWriter()
    var keys = 0
    func key(_ name: String, _ differs: Bool, _ value: () -> Void) {
      guard differs else { return }
      writer.byte(UInt8(ascii: keys == 0 ? "{" : ","))
      writer.string(name)
      writer.byte(UInt8(ascii: ":"))
      value()
      keys += 1
    }
    func list<Value: RawRepresentable>(_ values: [Value]) where Value.RawValue == String {
      list(values.map(\.rawValue))
    }
    func list(_ names: [String]) {
      writer.byte(UInt8(ascii: "["))
      for (index, name) in names.enumerated() {
        if index > 0 { writer.byte(UInt8(ascii: ",")) }
        writer.string(name)
      }
      writer.byte(UInt8(ascii: "]"))
    }
    key("layouts", layouts != whole.layouts) { list(layouts) }
    key("rowHeights", rowHeights != whole.rowHeights) {
      switch rowHeights {
      case .varied: writer.string("varied")
      case .uniform: writer.string("uniform")
      case .fixed(let height): writer.number(height)
      }
    }
    key("items", items != whole.items) {
      writer.integers([items.lowerBound, items.upperBound])
    }
    key("contentHeight", !contentHeight) { writer.bool(false) }
    key("insets", !insets) { writer.bool(false) }
    key("offset", !initialOffset) { writer.bool(false) }
    key("coordinates", coordinates != whole.coordinates) { writer.string(coordinates.rawValue) }
    key("positions", positions != whole.positions) { writer.string(positions.rawValue) }
    key("limit", !limit) { writer.bool(false) }
    key("vetoSelect", !vetoSelect) { writer.bool(false) }
    key("vetoDeselect", !vetoDeselect) { writer.bool(false) }
    key("selected", !initialSelection) { writer.bool(false) }
    key("autoScroll", !autoScroll) { writer.bool(false) }
    key("events", events != whole.events) { list(events) }
    key("modes", modes != whole.modes) { list(modes) }
    // The options' keys only where they act (a profile without range mode says nothing of
    // range-start); range-target and range-revert, older than the modes' choice, wherever.
    for option in SpecOptions.all
    where (option.era == .original || option.acts(in: self))
      && option.choices(of: self, differFrom: whole)
    {
      key(option.key, true) { list(option.choiceNames(in: self)) }
    }
    key("touchesOffView", touchesOutsideView != whole.touchesOutsideView) {
      writer.bool(touchesOutsideView)
    }
    key("entryOrder", entryOrder != whole.entryOrder) { writer.string(entryOrder.rawValue) }
    writer.raw(keys == 0 ? "{}" : "}")
    return writer.text
  }
}
