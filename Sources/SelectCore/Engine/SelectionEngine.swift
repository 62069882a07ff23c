/// SelectCore's drag-to-select engine: paint, range and single selection with limits, vetoes,
/// `selectAll`/`deselectAll` and hotspot auto-scroll, exactly as SPEC 2 and 3 describe.
///
/// Headless and deterministic: it reads no clock, and a run is a pure function of its
/// configuration and events. Hit tests and sweeps go through a spatial index, and the selection
/// lives in a hierarchical bitmap, so an event costs the same whatever the number of items in a
/// grid or list; only the work an event must do (the items it changes, the items a fast move
/// crosses) adds to it.
///
/// Events that make no sense where they arrive (a `down` while the finger is down, a
/// `move`/`up`/`cancel` while it is up, a non-finite point, a frame for a missing item) are
/// ignored, though the auto-scroll steps due by their time still apply (SPEC 2.4). An event whose
/// time goes back, or is not finite, is ignored entirely.
public struct SelectionEngine: DragSelectEngine, Sendable {
  private var engine: RuledEngine<StandardRules>

  /// Creates an engine in the state `configuration` describes.
  ///
  /// - Throws: ``ConfigurationError`` for an invalid configuration (SPEC 2.1, 2.4).
  /// - Complexity: O(*n* log *n*) to build the index.
  public init(configuration: Configuration) throws(ConfigurationError) {
    engine = try RuledEngine(configuration: configuration, rules: StandardRules())
  }

  /// Applies `event` at `time` (SPEC 2.4): first every auto-scroll step due at or before `time`,
  /// then the event.
  ///
  /// - Returns: The entries of SPEC 2.5, in order.
  /// - Complexity: O(log *n*) for a hit test or a short sweep; more only in proportion to the items
  ///   the event changes or crosses.
  public mutating func apply(_ event: Event, at time: Double) -> [Entry] {
    engine.apply(event, at: time)
  }

  /// The current content offset.
  public var offset: Double { engine.offset }

  /// The selected items, ascending.
  ///
  /// - Complexity: O(*n* / 4096 + *k*) for *k* selected items of *n*.
  public var selection: [Int] { engine.selection }

  /// The whole SPEC: every option for real widgets, every value (SPEC 3).
  public static var profile: EngineProfile { .wholeSpec }

  /// Replaces the contents of `buffer` with ``selection``, reusing its storage.
  ///
  /// - Complexity: As ``selection``.
  public func readSelection(into buffer: inout [Int]) { engine.readSelection(into: &buffer) }

  /// How many items are selected.
  public var selectedCount: Int { engine.state.count }

  /// Whether `item` is selected.
  public func isSelected(_ item: Int) -> Bool { engine.state.contains(item) }

  /// The number of items.
  public var itemCount: Int { engine.itemCount }

  /// The frame of `item` now.
  public func frame(of item: Int) -> Rect { engine.layout.frame(of: item) }

  /// The highest-index item whose frame contains the content point `point` (SPEC 2.1), by the
  /// engine's index of its frames: what a tool that mirrors the frames asks.
  ///
  /// - Complexity: as ``SpatialIndex/topmost(at:)``, whatever the number of items.
  package func topmostItem(atContent point: Point) -> Int? { engine.layout.topmost(at: point) }

  /// The largest offset now (SPEC 2.2, under `max-offset`).
  package var maxOffset: Double { engine.clamp(.infinity) }
}
