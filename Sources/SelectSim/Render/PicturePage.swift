import SelectCore

/// The HTML of a picture: the opening position drawn in SVG and written into the panel, so that
/// the page reads right before its script runs, and every position's data for the script, which
/// redraws what changes as the step control moves.
struct PicturePage {
  var scenario: Scenario
  var timeline: PictureTimeline
  var scope: PictureScope
  var failure: FailurePicture.Failure?
  var title: String
  var engine: String
  var profile: EngineProfile

  private var configuration: Configuration { scenario.configuration }
  private var opening: Int { timeline.openingPosition }
  /// Whether the run changes the list (SPEC 2.7): the page then shows the items come and go.
  private var changesList: Bool { timeline.changesList }

  /// The whole page.
  var html: String {
    var page = ""
    page.reserveCapacity(16_384 + scope.drawn.count * 120 + timeline.positions.count * 200)
    page += """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(WebText.html(title)): selfuzz picture</title>
      <style>\(PictureAssets.style)</style>
      </head>

      """
    page += "<body data-position=\"\(opening)\""
    if let failing = timeline.failingPosition { page += " data-failing-position=\"\(failing)\"" }
    page += " data-positions=\"\(timeline.positions.count)\">\n"
    page += header
    page += banner
    page += "<main class=\"layout\">\n<section class=\"picture\">\n<div class=\"scene-row\">\n"
    if scope.isAbridged { page += minimap }
    page += scene
    page += "</div>\n"
    if scope.canFollow {
      page += "<p class=\"view\"><label><input type=\"checkbox\" id=\"follow\""
      page += scope.followsAtFirst ? " checked" : ""
      page += "> follow the viewport (closer view)</label></p>\n"
    }
    page += legend
    page += "</section>\n"
    page += panel
    page += "</main>\n"
    page += "<script type=\"application/json\" id=\"picture-data\">\(data)</script>\n"
    page += "<script>\(PictureAssets.script)</script>\n"
    page += "</body>\n</html>\n"
    return page
  }

  // MARK: - Header and banner

  private var header: String {
    let viewport = configuration.viewport
    var facts: [String] = []
    if !engine.isEmpty { facts.append("engine <b>\(WebText.html(engine))</b>") }
    facts.append("\(configuration.mode.rawValue) mode")
    facts.append("\(configuration.frames.count) items\(changesList ? " at the start" : "")")
    facts.append(
      "viewport \(WebText.number(viewport.width))×\(WebText.number(viewport.height))")
    if let limit = configuration.limit { facts.append("limit \(limit)") }
    if configuration.mode != .single {
      let height = configuration.autoScroll.hotspotHeight
      facts.append(height > 0 ? "hotspots \(WebText.number(height)) tall" : "no auto-scroll")
    }
    if !profile.isWholeSpec { facts.append("profile: \(WebText.html(profile.summary))") }
    return """
      <header>
      <h1>\(WebText.html(title))</h1>
      <p class="facts">\(facts.joined(separator: " · "))</p>
      </header>

      """
  }

  private var banner: String {
    guard let failure else {
      return """
        <div id="banner" class="banner pass"><strong id="banner-title">no failure</strong> \
        <span id="banner-message">every checked invariant and expectation held</span></div>

        """
    }
    let failing = timeline.failingPosition ?? opening
    let place = timeline.positions[failing]
    return """
      <div id="banner" class="banner fail here"><strong id="banner-title">\
      \(WebText.html(failure.title))</strong> <span id="banner-message">\
      \(WebText.html(failure.message))</span> <a class="where" href="#position=\(failing)">\
      at position \(failing): <code>\(WebText.html(place.scriptLine))</code></a></div>

      """
  }

  // MARK: - The scene

  private var scene: String {
    let box = scope.viewBox
    let unit = scope.unit
    let position = timeline.positions[opening]
    let replay = timeline.replay(through: opening)
    var svg = "<svg id=\"scene\" viewBox=\"\(rect(box))\" role=\"img\" "
    svg += "aria-label=\"the content with every frame, the viewport and the finger's path\">\n"
    let hatch = WebText.measure(unit * 1.2)
    svg += "<defs>"
    for (name, angle) in [("hatch-select", 45), ("hatch-deselect", -45)] {
      svg += "<pattern id=\"\(name)\" patternUnits=\"userSpaceOnUse\" width=\"\(hatch)\" "
      svg += "height=\"\(hatch)\" patternTransform=\"rotate(\(angle))\">"
      svg += "<rect width=\"\(WebText.measure(unit * 0.35))\" height=\"\(hatch)\"/></pattern>"
    }
    svg += "</defs>\n"
    let content = scope.content
    svg += "<rect class=\"content\" \(attributes(content))/>\n"
    svg += frameGroups(replay)
    let viewport = configuration.viewport
    let offset = position.offset
    if let hotspot {
      // SPEC 3.4: top [ot, ot + h], bottom [H - ob - h, H - ob], in viewport y.
      let top = offset + hotspot.top
      let bottom = offset + viewport.height - hotspot.bottom - hotspot.height
      svg += "<g id=\"hotspots\">"
      svg += "<rect id=\"hot-top\" class=\"hotspot\" \(attributes(band(top, hotspot.height)))/>"
      svg +=
        "<rect id=\"hot-bottom\" class=\"hotspot\" \(attributes(band(bottom, hotspot.height)))/>"
      svg += "</g>\n"
    }
    svg += "<rect id=\"viewport\" \(attributes(band(offset, viewport.height)))/>\n"
    svg += "<text id=\"viewport-label\" x=\"0\" y=\"\(WebText.number(offset))\" "
    svg += "dy=\"-\(WebText.measure(unit * 0.6))\" font-size=\"\(WebText.measure(unit * 1.5))\">"
    svg += "viewport, offset \(WebText.number(offset))</text>\n"
    svg += path(unit: unit)
    for (id, index) in [("anchor-mark", position.anchor), ("current-mark", position.current)] {
      if let index, replay.identities.indices.contains(index) {
        let frame = replay.frames[replay.identities[index]]
        svg += "<rect id=\"\(id)\" class=\"mark\" \(attributes(frame))/>\n"
      } else {
        svg += "<rect id=\"\(id)\" class=\"mark\" \(hidden)/>\n"
      }
    }
    if changesList { svg += changeTag(replay) }
    let finger = position.contentPoint
    svg += "<circle id=\"finger\" r=\"\(WebText.measure(unit * 1.8))\" "
    svg += "cx=\"\(WebText.number(finger?.x ?? 0))\" cy=\"\(WebText.number(finger?.y ?? 0))\""
    svg += finger == nil ? " visibility=\"hidden\"/>\n" : "/>\n"
    svg += "</svg>\n"
    return svg
  }

  /// The attributes of a mark that marks nothing: hidden, until the script shows it.
  private var hidden: String { "x=\"0\" y=\"0\" width=\"0\" height=\"0\" visibility=\"hidden\"" }

  /// The drawn items at the opening position, in the order that puts the topmost on top (SPEC
  /// 2.1): items not in the list there (hidden until they are), the list's items by index, and
  /// an item removed there last, faded where it was.
  ///
  /// - Complexity: O(*n* log *n*) for *n* items.
  private func frameGroups(_ replay: PictureReplay) -> String {
    let indices = replay.indices
    let removed = replay.removedItem.flatMap { scope.drawn.contains($0) ? $0 : nil }
    var svg = "<g id=\"frames\">\n"
    var places: [String: Int] = [:]
    for item in scope.drawn where indices[item] == nil && item != removed {
      var unplaced: [String: Int] = [:]
      let label = label(item, in: replay.frames[item], places: &unplaced)
      svg += frameGroup(item, replay: replay, extra: "gone", label: label)
    }
    let present = scope.drawn.compactMap { item in indices[item].map { (item, $0) } }
    for (item, index) in present.sorted(by: { $0.1 < $1.1 }) {
      let extra = replay.lastChange.flatMap { $0.item == item ? $0.itemClass : nil }
      let label = label(index, in: replay.frames[item], places: &places)
      svg += frameGroup(item, replay: replay, extra: extra, label: label)
    }
    if let removed, let change = replay.lastChange, case .remove(let index) = change.change {
      let label = label(index, in: replay.frames[removed], places: &places)
      svg += frameGroup(removed, replay: replay, extra: change.itemClass, label: label)
    }
    return svg + "</g>\n"
  }

  /// One item's group: its frame, its hatching, its label; classed by its setup (vetoes), its
  /// state, whether this position's entries changed it, and `extra` (how the list changed it).
  private func frameGroup(
    _ item: Int, replay: PictureReplay, extra: String?, label: String
  ) -> String {
    let frame = replay.frames[item]
    let isSetupItem = item < timeline.setupItemCount
    let vetoSelect = isSetupItem && configuration.vetoSelect.contains(item)
    let vetoDeselect = isSetupItem && configuration.vetoDeselect.contains(item)
    var classes: [String] = []
    if vetoSelect { classes.append("vs") }
    if vetoDeselect { classes.append("vd") }
    if replay.selected[item] && extra != "gone" { classes.append("sel") }
    if replay.changed.contains(item) { classes.append("changed") }
    if frame.isEmpty { classes.append("empty") }
    if let extra { classes.append(extra) }
    var svg = "<g id=\"i\(item)\""
    if !classes.isEmpty { svg += " class=\"\(classes.joined(separator: " "))\"" }
    svg += "><rect \(attributes(frame))/>"
    if vetoSelect { svg += "<rect class=\"hatch-s\" \(attributes(frame))/>" }
    if vetoDeselect { svg += "<rect class=\"hatch-d\" \(attributes(frame))/>" }
    return svg + label + "</g>\n"
  }

  /// The tag beside the item the opening position's list change put in, took out or moved
  /// (`inserted`, `removed`, `moved from 1`); hidden until a position has one.
  private func changeTag(_ replay: PictureReplay) -> String {
    let gap = WebText.measure(scope.unit * 0.4)
    var svg = "<text id=\"change-tag\" "
    svg += "font-size=\"\(WebText.measure(scope.unit * 1.4))\" dx=\"-\(gap)\" dy=\"\(gap)\" "
    guard let change = replay.lastChange, scope.drawn.contains(change.item) else {
      return svg + "class=\"tag\" x=\"0\" y=\"0\" visibility=\"hidden\"></text>\n"
    }
    let frame = replay.frames[change.item]
    svg += "class=\"tag \(change.itemClass)\" x=\"\(WebText.number(frame.maxX))\" "
    return svg + "y=\"\(WebText.number(frame.y))\">\(WebText.html(change.tag))</text>\n"
  }

  /// The hotspots' offsets and height (SPEC 3.4), when the mode auto-scrolls and they exist.
  private var hotspot: (top: Double, bottom: Double, height: Double)? {
    let settings = configuration.autoScroll
    guard configuration.mode != .single, settings.hotspotHeight > 0 else { return nil }
    return (settings.topOffset, settings.bottomOffset, settings.hotspotHeight)
  }

  /// The item's number (its index, which the script changes as the list changes) in its frame's
  /// top left corner (where a finger rarely hides it), when it fits and can be read in the
  /// closest view; a label that would sit on another's place (frames that coincide) moves right,
  /// so that every number stays readable.
  private func label(_ item: Int, in frame: Rect, places: inout [String: Int]) -> String {
    let digits = Double(String(item).count)
    let viewport = configuration.viewport
    let largest = max(viewport.width, viewport.height) / 28
    let size = min(frame.height * 0.45, frame.width / (0.62 * digits + 0.6), largest)
    guard size >= scope.closestUnit * 0.7 else { return "" }
    let measure = WebText.measure(size)
    let key = "\(WebText.number(frame.x)),\(WebText.number(frame.y)),\(measure)"
    let shift = Double(places[key, default: 0]) * size * (0.62 * digits + 0.6)
    places[key, default: 0] += 1
    let x = frame.x + size * 0.3 + shift
    let y = frame.y + size * 0.8
    return "<text x=\"\(WebText.measure(x))\" y=\"\(WebText.measure(y))\" "
      + "font-size=\"\(measure)\">\(item)</text>"
  }

  /// The finger's path: segments and samples coloured from early (violet) to late (red), each
  /// tagged with its position so that the script can dim what has not happened yet. A segment
  /// takes the colour of the time it ends at.
  private func path(unit: Double) -> String {
    let span = timeline.timeSpan
    let colour = { (time: Double) -> String in
      let fraction = span.last > span.first ? (time - span.first) / (span.last - span.first) : 0
      return "hsl(\(Int((260 - 250 * fraction).rounded())),80%,42%)"
    }
    var lines = ""
    var dots = ""
    for touch in timeline.touches {
      for (index, point) in touch.enumerated() {
        let future = point.position > opening ? " class=\"future\"" : ""
        let x = WebText.number(point.point.x)
        let y = WebText.number(point.point.y)
        if index > 0 {
          let previous = touch[index - 1].point
          lines +=
            "<line data-p=\"\(point.position)\"\(future) x1=\"\(WebText.number(previous.x))\" "
          lines += "y1=\"\(WebText.number(previous.y))\" x2=\"\(x)\" y2=\"\(y)\" "
          lines += "stroke=\"\(colour(point.time))\"/>\n"
        }
        // Content scrolling under a still finger draws a segment but no dot: only samples are.
        guard index == 0 || point.isSample else { continue }
        let radius = WebText.measure(unit * (index == 0 ? 1.1 : 0.75))
        let kind = index == 0 ? "down" : "sample"
        dots += "<circle data-p=\"\(point.position)\"\(future) cx=\"\(x)\" cy=\"\(y)\" "
        dots += "r=\"\(radius)\" class=\"\(kind)\" fill=\"\(colour(point.time))\"/>\n"
      }
    }
    return "<g id=\"path\">\n" + lines + dots + "</g>\n"
  }

  /// A strip beside a large layout's picture: the whole content, the band drawn, the viewport.
  private var minimap: String {
    let content = scope.content
    let box = scope.viewBox
    let viewport = configuration.viewport
    let offset = timeline.positions[opening].offset
    var svg = "<svg id=\"minimap\" viewBox=\"0 \(WebText.number(content.y)) 10 "
    svg += "\(WebText.number(max(content.height, 1)))\" preserveAspectRatio=\"none\" "
    svg += "aria-label=\"where the picture lies in the whole content\">"
    svg += "<rect class=\"mini-content\" x=\"0\" y=\"\(WebText.number(content.y))\" width=\"10\" "
    svg += "height=\"\(WebText.number(content.height))\"/>"
    svg += "<rect class=\"mini-band\" x=\"0\" y=\"\(WebText.number(box.y))\" width=\"10\" "
    svg += "height=\"\(WebText.number(box.height))\"/>"
    svg += "<rect id=\"mini-viewport\" x=\"0\" y=\"\(WebText.number(offset))\" width=\"10\" "
    svg += "height=\"\(WebText.number(viewport.height))\"/></svg>\n"
    return svg
  }

  /// A button's icon, drawn rather than written, so that no font needs the glyph.
  private static func icon(_ path: String) -> String {
    "<svg viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" aria-hidden=\"true\">"
      + "<path d=\"\(path)\"/></svg>"
  }

  private var legend: String {
    var parts = [
      "<span class=\"key k-item\"></span>item (frames see-through, so overlaps show)",
      "<span class=\"key k-sel\"></span>selected",
      "<span class=\"key k-vs\"></span>veto-select",
      "<span class=\"key k-vd\"></span>veto-deselect",
      "<span class=\"key k-changed\"></span>changed here",
    ]
    if changesList {
      parts.append("<span class=\"key k-arrived\"></span>inserted here")
      parts.append("<span class=\"key k-leaving\"></span>removed here")
      parts.append("<span class=\"key k-moved\"></span>moved here (reorder)")
    }
    if configuration.mode == .range {
      parts.append("<span class=\"key k-anchor\"></span>anchor")
      parts.append("<span class=\"key k-current\"></span>current item")
    } else {
      parts.append("<span class=\"key k-current\"></span>under the finger")
    }
    parts.append("<span class=\"key k-viewport\"></span>viewport")
    if hotspot != nil { parts.append("<span class=\"key k-hot\"></span>hotspots") }
    parts.append("<span class=\"key k-path\"></span>path, early to late")
    var text = "<p class=\"legend\">"
    text += parts.map { "<span>\($0)</span>" }.joined(separator: " ") + "</p>\n"
    if scope.isAbridged {
      text += "<p class=\"note\">\(scope.drawn.count) of \(scope.itemCount) items drawn: those "
      text += "near the viewport's positions over the run and the finger's path. The dashed "
      text += "outline is the whole content (\(WebText.number(scope.contentHeight)) points tall); "
      text += "the strip beside the picture shows where the picture lies in it.</p>\n"
    }
    return text
  }

  // MARK: - The panel

  private var panel: String {
    let position = timeline.positions[opening]
    let last = timeline.positions.count - 1
    let replay = timeline.replay(through: opening)
    let selection = replay.selection
    var html = "<aside class=\"panel\">\n"
    html += """
      <div class="stepper"><div class="controls" role="group" aria-label="step through the run">\
      <button type="button" id="first" title="first position (Home)" aria-label="first">\
      \(PicturePage.icon("M3 2h2v12H3zM14 2v12L6 8z"))</button>\
      <button type="button" id="prev" title="previous position (←)" aria-label="previous">\
      \(PicturePage.icon("M12 2v12L4 8z"))</button>\
      <output id="counter">\(opening) / \(last)</output>\
      <button type="button" id="next" title="next position (→)" aria-label="next">\
      \(PicturePage.icon("M4 2v12l8-6z"))</button>\
      <button type="button" id="last" title="last position (End)" aria-label="last">\
      \(PicturePage.icon("M2 2v12l8-6zM11 2h2v12h-2z"))</button>\
      </div>
      <input type="range" id="slider" min="0" max="\(last)" value="\(opening)" \
      aria-label="position in the run"></div>

      """
    html += "<dl class=\"state\">\n"
    html +=
      "<dt>event</dt><dd><code id=\"event\">\(WebText.html(position.scriptLine))</code></dd>\n"
    html += "<dt>offset</dt><dd id=\"offset\">\(WebText.number(position.offset))</dd>\n"
    html += "<dt>finger</dt><dd id=\"finger-text\">\(fingerText(position))</dd>\n"
    if changesList {
      html += "<dt>items</dt><dd><span id=\"item-count\">\(replay.identities.count)</span> "
      html += "<span id=\"list-change\">\(WebText.html(replay.lastChange?.summary ?? ""))"
      html += "</span></dd>\n"
    }
    html += "<dt>selected <span id=\"count\">(\(selection.count))</span></dt>"
    html += "<dd class=\"selected\"><span id=\"selection\">"
    html += selection.map(String.init).joined(separator: " ") + "</span></dd>\n"
    if configuration.mode == .range {
      html += "<dt>anchor</dt><dd id=\"anchor\">\(itemText(position.anchor))</dd>\n"
      html += "<dt>current item</dt><dd id=\"current\">\(itemText(position.current))</dd>\n"
    } else {
      html += "<dt>under the finger</dt><dd id=\"current\">\(itemText(position.current))</dd>\n"
    }
    html += "</dl>\n"
    html +=
      "<p class=\"fine\">The \(configuration.mode == .range ? "anchor and current item are" : "item under the finger is") "
    html += "the picture's own point sampling (SPEC 3.5), for display: the engine does not report "
    html += "them. Selection and offset come from the engine's entries.</p>\n"
    html += "<h2>Entries here</h2>\n<ol id=\"entries\">"
    html += position.entries.map { "<li>\(entryText($0))</li>" }.joined()
    html += "</ol>\n"
    html += "<h2>Timeline</h2>\n<ol id=\"timeline\" start=\"0\">\n"
    for (index, step) in timeline.positions.enumerated() {
      var classes: [String] = [step.kind.rawValue]
      if step.listChange != nil { classes.append("list") }
      if index == timeline.failingPosition { classes.append("failing") }
      if index == opening { classes.append("current") }
      html += "<li id=\"p\(index)\" class=\"\(classes.joined(separator: " "))\">"
      html += "<span>\(WebText.html(step.scriptLine))</span>"
      if !step.entries.isEmpty { html += " <small>\(step.entries.count)</small>" }
      html += "</li>\n"
    }
    html += "</ol>\n"
    html += "<details><summary>Setup</summary><pre>\(WebText.html(setupScript))</pre></details>\n"
    html += "</aside>\n"
    return html
  }

  /// The setup part of the canonical script, with at most a few dozen frame statements.
  private var setupScript: String {
    let lines = ScriptPrinter.print(Scenario(configuration: configuration)).split(
      separator: "\n", omittingEmptySubsequences: false)
    var kept: [Substring] = []
    var frameLines = 0
    for line in lines {
      if line.hasPrefix("item ") || line.hasPrefix("grid ") {
        frameLines += 1
        if frameLines > 40 { continue }
      }
      kept.append(line)
    }
    var text = kept.joined(separator: "\n")
    if frameLines > 40 { text += "# … and \(frameLines - 40) more item and grid lines\n" }
    return text
  }

  private func fingerText(_ position: PicturePosition) -> String {
    guard let finger = position.finger, let content = position.contentPoint else { return "up" }
    return "\(WebText.number(finger.x)),\(WebText.number(finger.y)) "
      + "(content \(WebText.number(content.x)),\(WebText.number(content.y)))"
  }

  private func itemText(_ item: Int?) -> String { item.map(String.init) ?? "none" }

  private func entryText(_ entry: Entry) -> String {
    switch entry.change {
    case .item(let item, let selected, let cause):
      "\(selected ? "select" : "deselect") \(item) (\(cause.rawValue))"
    case .offset(let offset):
      "offset \(WebText.number(offset))"
    }
  }

  // MARK: - Data for the script

  /// Every position's state, and the facts the script needs to draw it, as JSON.
  private var data: String {
    var json = "{"
    json += "\"title\":\(WebText.jsonString(title))"
    if let failure {
      json += ",\"failure\":{\"title\":\(WebText.jsonString(failure.title)),"
      json += "\"message\":\(WebText.jsonString(failure.message))}"
    } else {
      json += ",\"failure\":null"
    }
    json += ",\"itemCount\":\(configuration.frames.count)"
    json += ",\"items\":\(timeline.firstFrames.count)"
    json += ",\"lists\":\(changesList)"
    json += ",\"mode\":\(WebText.jsonString(configuration.mode.rawValue))"
    json += ",\"viewport\":[\(WebText.number(configuration.viewport.width)),"
    json += "\(WebText.number(configuration.viewport.height))]"
    if let hotspot {
      json += ",\"hotspot\":[\(WebText.number(hotspot.height)),\(WebText.number(hotspot.top)),"
      json += "\(WebText.number(hotspot.bottom))]"
    } else {
      json += ",\"hotspot\":null"
    }
    json += ",\"selected\":"
    json += WebText.jsonArray(configuration.initialSelection.sorted().map(String.init))
    json += ",\"failing\":" + (timeline.failingPosition.map(String.init) ?? "null")
    json += ",\"open\":\(opening)"
    let box = scope.viewBox
    json += ",\"box\":[\(rect(box).split(separator: " ").joined(separator: ","))]"
    json += ",\"margin\":\(WebText.measure(scope.followMargin))"
    let drawn = Set(scope.drawn)
    let moved = timeline.movedItems.filter { drawn.contains($0) }
    json += ",\"moved\":"
    json += WebText.jsonArray(moved.map { frameJSON($0, timeline.firstFrames[$0]) })
    json += ",\"positions\":[\n"
    json += timeline.positions.map { positionJSON($0, drawn: drawn) }.joined(separator: ",\n")
    json += "]}"
    return json
  }

  private func positionJSON(_ position: PicturePosition, drawn: Set<Int>) -> String {
    var json = "{\"k\":\"\(position.kind.rawValue)\""
    json += ",\"o\":\(WebText.number(position.offset))"
    if let finger = position.finger {
      json += ",\"f\":[\(WebText.number(finger.x)),\(WebText.number(finger.y))]"
    }
    if let anchor = position.anchor { json += ",\"a\":\(anchor)" }
    if let current = position.current { json += ",\"c\":\(current)" }
    if !position.entries.isEmpty {
      json += ",\"e\":"
      json += WebText.jsonArray(
        position.entries.map { entry in
          switch entry.change {
          case .item(let item, let selected, let cause):
            "[\(item),\(selected ? 1 : 0),\"\(cause.rawValue)\"]"
          case .offset(let offset):
            "[\(WebText.number(offset))]"
          }
        })
    }
    if let change = position.listChange { json += ",\"l\":\(change.json)" }
    let changes = position.frameChanges.filter { drawn.contains($0.item) }
    if !changes.isEmpty {
      json += ",\"fr\":" + WebText.jsonArray(changes.map { frameJSON($0.item, $0.frame) })
    }
    return json + "}"
  }

  private func frameJSON(_ item: Int, _ frame: Rect) -> String {
    "[\(item),\(WebText.number(frame.x)),\(WebText.number(frame.y)),"
      + "\(WebText.number(frame.width)),\(WebText.number(frame.height))]"
  }

  // MARK: - SVG helpers

  private func rect(_ box: Rect) -> String {
    "\(WebText.measure(box.x)) \(WebText.measure(box.y)) \(WebText.measure(box.width)) "
      + WebText.measure(box.height)
  }

  /// A band as wide as the viewport, from `y` down `height` points.
  private func band(_ y: Double, _ height: Double) -> Rect {
    Rect(x: 0, y: y, width: configuration.viewport.width, height: height)
  }

  private func attributes(_ frame: Rect) -> String {
    "x=\"\(WebText.number(frame.x))\" y=\"\(WebText.number(frame.y))\" "
      + "width=\"\(WebText.number(frame.width))\" height=\"\(WebText.number(frame.height))\""
  }
}
