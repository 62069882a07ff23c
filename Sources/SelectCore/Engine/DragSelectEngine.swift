/// A drag-to-select engine that a harness can drive: SelectCore's ``SelectionEngine``, a reference
/// model, an engine with a planted bug, or your own implementation.
///
/// An engine is a value that starts from a ``Configuration`` and takes ``Event``s one at a time,
/// in time order. For each event it returns the ``Entry`` list of SPEC 2.5: every selection change
/// and every offset change the event caused (auto-scroll steps that fell due before it included),
/// in order, never a no-op. Between events it reports its state through ``offset`` and
/// ``selection``; a harness checks those against the entries, never the other way round.
///
/// Conforming takes three members. A sketch of a wrapper around an app's own selection model:
///
/// ```swift
/// struct MyGridEngine: DragSelectEngine {
///   private var model: MyGridSelectionModel
///
///   init(configuration: Configuration) throws(ConfigurationError) {
///     try configuration.validate()
///     model = MyGridSelectionModel(frames: configuration.frames, ...)
///   }
///
///   mutating func apply(_ event: Event, at time: Double) -> [Entry] {
///     let before = model.selectedIndices
///     model.handle(event, at: time)  // your touch handling
///     return model.drainChanges().map { change in
///       .item(change.index, selected: change.isSelected, cause: .drag, at: time)
///     }
///   }
///
///   var offset: Double { model.contentOffset }
///   var selection: [Int] { model.selectedIndices.sorted() }
/// }
/// ```
///
/// Then `selfuzz` and `SelectSim.Fuzzer` can fuzz it like any built-in engine.
public protocol DragSelectEngine {
  /// Creates an engine in the initial state that `configuration` describes.
  ///
  /// - Throws: ``ConfigurationError`` when the configuration breaks a rule of SPEC 2.
  init(configuration: Configuration) throws(ConfigurationError)

  /// Applies `event` at `time`, after every auto-scroll step due at or before `time`.
  ///
  /// - Returns: The changes, in the order they happened (SPEC 2.5).
  mutating func apply(_ event: Event, at time: Double) -> [Entry]

  /// The current content offset.
  var offset: Double { get }

  /// The selected items, in ascending index order.
  var selection: [Int] { get }

  /// What the engine takes (SPEC 8, "Profiles"): a harness generates only cases inside it. The
  /// default is ``EngineProfile/unstated``, the whole SPEC with the options for real widgets at
  /// their defaults; an engine that has them says so, and one that has no limit, say, or lays out
  /// only rows, narrows it, and throws ``ConfigurationError/outsideProfile(_:)`` for a
  /// configuration it cannot take.
  static var profile: EngineProfile { get }

  /// Replaces the contents of `buffer` with ``selection``, reusing its storage where the engine can:
  /// a harness that reads the selection after every call keeps one buffer instead of an array a
  /// call. The default assigns ``selection``.
  func readSelection(into buffer: inout [Int])
}

extension DragSelectEngine {
  /// The whole SPEC, the options for real widgets at their defaults.
  public static var profile: EngineProfile { .unstated }

  /// Assigns ``selection`` to `buffer`.
  public func readSelection(into buffer: inout [Int]) { buffer = selection }
}
