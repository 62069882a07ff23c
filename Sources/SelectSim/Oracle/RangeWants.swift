import SelectCore

/// What a range update wants of each item (SPEC 3.2), read from a ``RunState`` once per call:
/// `R`, the part of `E` the update reaches, and each item's desired state.
///
/// A small value of its own, so that asking it about every item of a large extent costs the same
/// in a debug build as in a release one: a method of the whole ``RunState`` copies that state on
/// every call when unoptimised.
struct RangeWants {
  /// Under `range-start keep`, the selection at the anchor's update (`S0`); else empty.
  let before: [Bool]
  let toggles: Bool
  let target: Bool
  let revert: RangeRevert
  let low: Int
  let high: Int
  /// Under `range-shape rect` and `rect-on-items`, `R` by item; else `nil`.
  let rectRange: [Bool]?
  /// Under `range-revert-scope passed`, what the update passed: the rectangle before the last
  /// (with the frames), or the span of indices; else `nil`, and every item of `E` is reached.
  let passedBox: Box?
  let frames: [Rect]
  let span: ClosedRange<Int>?

  init(_ state: borrowing RunState, before: [Bool]) {
    let configuration = state.configuration
    self.before = configuration.rangeStart == .keep ? before : []
    toggles = configuration.rangeTarget == .toggle
    target = state.target
    revert = configuration.rangeRevert
    low = min(state.anchor, state.current)
    high = max(state.anchor, state.current)
    rectRange = state.rect?.inRange
    let passed = configuration.rangeRevertScope == .passed
    passedBox = passed ? state.rect?.previousBox : nil
    frames = passedBox == nil ? [] : state.frames
    span = passed && state.rect == nil ? state.analysis.rangeSpan : nil
  }

  /// Whether `item` lies in `R`: between the anchor and `c`, or under `rect` meeting the
  /// rectangle.
  func inRange(_ item: Int) -> Bool {
    if let rectRange { return rectRange[item] }
    return low <= item && item <= high
  }

  /// Whether the update gives `item` of `E` its desired state: every item, but under
  /// `range-revert-scope passed` only those of `R` and of what the update passed.
  func reaches(_ item: Int) -> Bool {
    if inRange(item) { return true }
    if let passedBox { return SpecGeometry.meets(frames[item], passedBox) }
    return span?.contains(item) ?? true
  }

  /// The state the drag wants for `item` of `E`.
  func desired(_ item: Int) -> Bool {
    // Under range-start clear, S0 is empty (SPEC 3.2).
    let selectedBefore = !before.isEmpty && before[item]
    if inRange(item) { return toggles ? !selectedBefore : target }
    switch revert {
    case .restore: return selectedBefore
    case .deselect: return false
    case .opposite: return toggles ? selectedBefore : !target
    }
  }
}
