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
    case "rangeTarget": rangeTargets = try Self.names("rangeTarget", RangeTarget.self, &scanner)
    case "rangeRevert": rangeReverts = try Self.names("rangeRevert", RangeRevert.self, &scanner)
    case "rangeStart": rangeStarts = try Self.names("rangeStart", RangeStart.self, &scanner)
    case "rangeUpdate": rangeUpdates = try Self.names("rangeUpdate", RangeUpdate.self, &scanner)
    case "rangeScroll": rangeScrolls = try Self.names("rangeScroll", RangeScroll.self, &scanner)
    case "singleCommit":
      singleCommits = try Self.names("singleCommit", SingleCommit.self, &scanner)
    case "singleSelectAll":
      singleSelectAlls = try Self.names("singleSelectAll", SingleSelectAll.self, &scanner)
    case "singleRelease":
      singleReleases = try Self.names("singleRelease", SingleRelease.self, &scanner)
    case "hitTest": hitTests = try Self.names("hitTest", HitTest.self, &scanner)
    case "maxOffset": maxOffsets = try Self.names("maxOffset", MaxOffset.self, &scanner)
    case "doublePress":
      doublePresses = try Self.names("doublePress", DoublePress.self, &scanner)
    case "rangeDirection":
      rangeDirections = try Self.names("rangeDirection", RangeDirection.self, &scanner)
    case "rangeRevertScope":
      rangeRevertScopes = try Self.names("rangeRevertScope", RangeRevertScope.self, &scanner)
    case "rangeCurrent":
      rangeCurrents = try Self.names("rangeCurrent", RangeCurrent.self, &scanner)
    case "rangeShape":
      rangeShapes = try Self.names("rangeShape", RangeShape.self, &scanner)
    case "singleFollow":
      singleFollows = try Self.names("singleFollow", SingleFollow.self, &scanner)
    case "listFrames":
      listFrames = try Self.names("listFrames", ListFrames.self, &scanner)
    case "singleRemove":
      singleRemoves = try Self.names("singleRemove", SingleRemove.self, &scanner)
    case "listOffset":
      listOffsets = try Self.names("listOffset", ListOffset.self, &scanner)
    case "touchesOffView": touchesOutsideView = try Self.flag("touchesOffView", &scanner)
    case "entryOrder": entryOrder = try Self.name("entryOrder", EntryOrder.self, &scanner)
    default:
      throw ProfileError(
        place: key.description,
        problem: "is not a key of a profile (docs/SPEC.md section 8, \"Profiles\")")
    }
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
      writer.byte(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { writer.byte(UInt8(ascii: ",")) }
        writer.string(value.rawValue)
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
    key("rangeTarget", rangeTargets != whole.rangeTargets) { list(rangeTargets) }
    key("rangeRevert", rangeReverts != whole.rangeReverts) { list(rangeReverts) }
    key("rangeStart", modes.contains(.range) && rangeStarts != whole.rangeStarts) {
      list(rangeStarts)
    }
    key("rangeUpdate", modes.contains(.range) && rangeUpdates != whole.rangeUpdates) {
      list(rangeUpdates)
    }
    key("rangeScroll", modes.contains(.range) && rangeScrolls != whole.rangeScrolls) {
      list(rangeScrolls)
    }
    key("singleCommit", modes.contains(.single) && singleCommits != whole.singleCommits) {
      list(singleCommits)
    }
    key("singleSelectAll", modes.contains(.single) && singleSelectAlls != whole.singleSelectAlls) {
      list(singleSelectAlls)
    }
    key("singleRelease", modes.contains(.single) && singleReleases != whole.singleReleases) {
      list(singleReleases)
    }
    key("hitTest", picksItems && hitTests != whole.hitTests) {
      list(hitTests)
    }
    key("maxOffset", maxOffsets != whole.maxOffsets) { list(maxOffsets) }
    key("doublePress", doublePresses != whole.doublePresses) { list(doublePresses) }
    key("rangeDirection", modes.contains(.range) && rangeDirections != whole.rangeDirections) {
      list(rangeDirections)
    }
    key(
      "rangeRevertScope", modes.contains(.range) && rangeRevertScopes != whole.rangeRevertScopes
    ) {
      list(rangeRevertScopes)
    }
    key("rangeCurrent", modes.contains(.range) && rangeCurrents != whole.rangeCurrents) {
      list(rangeCurrents)
    }
    key("rangeShape", modes.contains(.range) && rangeShapes != whole.rangeShapes) {
      list(rangeShapes)
    }
    key("singleFollow", modes.contains(.single) && singleFollows != whole.singleFollows) {
      list(singleFollows)
    }
    key("listFrames", takesListChanges && listFrames != whole.listFrames) { list(listFrames) }
    key(
      "listOffset",
      takesListChanges && listFrames.contains(.restack) && listOffsets != whole.listOffsets
    ) {
      list(listOffsets)
    }
    key(
      "singleRemove",
      modes.contains(.single) && events.contains(.remove) && singleRemoves != whole.singleRemoves
    ) {
      list(singleRemoves)
    }
    key("touchesOffView", touchesOutsideView != whole.touchesOutsideView) {
      writer.bool(touchesOutsideView)
    }
    key("entryOrder", entryOrder != whole.entryOrder) { writer.string(entryOrder.rawValue) }
    writer.raw(keys == 0 ? "{}" : "}")
    return writer.text
  }
}
