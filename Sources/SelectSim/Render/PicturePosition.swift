import SelectCore

/// One stop of a picture's step control: the initial state, one auto-scroll step, or one call for
/// a timeline line, with the state right after it.
struct PicturePosition {
  /// What the position shows.
  enum Kind: String {
    /// The state before the first event.
    case start
    /// An auto-scroll step (SPEC 3.4): its own call, or one of the steps a call applied first.
    case step
    /// A timeline event.
    case event
    /// A timed `expect` line.
    case expectation
  }

  var kind: Kind
  /// The virtual time; `nil` for the start.
  var time: Double?
  /// The call (an index into the run's calls) this position belongs to; `nil` for the start.
  var callIndex: Int?
  /// What happened, in a script's words without the time: `move 10,20`, `auto-scroll step`.
  var statement: String
  /// The entries the engine reported for this position, in order.
  var entries: [Entry]
  /// The offset after the position, from the offset entries (SPEC 2.5).
  var offset: Double
  /// The finger's viewport point while it is down.
  var finger: Point?
  /// Range mode: the anchor, by the picture's own point sampling (SPEC 3.2, 3.5).
  var anchor: Int?
  /// The current item: range mode's `c` (kept over gaps), in the other modes the topmost item
  /// under the finger; by the picture's own point sampling.
  var current: Int?
  /// Frames that a `frame` event or a list change set at this position, by the items' identities
  /// (``PictureListChange``).
  var frameChanges: [(item: Int, frame: Rect)] = []
  /// The change of the list an `insert`, `remove` or `reorder` in place made here (SPEC 2.7).
  var listChange: PictureListChange?

  /// The finger's content point (SPEC 2.1) while it is down.
  var contentPoint: Point? { finger.map { $0.shifted(by: offset) } }

  /// The time and statement as one script line: `1.5 move 10,20`; the start has no time.
  var scriptLine: String {
    guard let time else { return statement }
    return "\(ScriptPrinter.number(time)) \(statement)"
  }
}
