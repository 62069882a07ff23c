/// How the runner delivers the auto-scroll steps due before a timeline line (SPEC 2.4, 3.4): as
/// `idle` calls of their own (each step its own call, so each can be judged alone), or only with
/// the line's own call, which the engine must then begin by applying every step due by its time.
///
/// A correct engine reports the same entries either way. Part of a fuzz case, chosen by its seed;
/// a replayed script runs both ways.
package enum CallPlan: Hashable, Sendable, CustomStringConvertible {
  /// Every step in an `idle` call of its own.
  case early
  /// Every step with the next line's call.
  case late
  /// Line by line, as a seeded coin says.
  case mixed(seed: UInt64)

  /// Whether the steps due before timeline line `index` come with its call.
  package func deliversLate(line index: Int) -> Bool {
    switch self {
    case .early: false
    case .late: true
    case .mixed(let seed):
      SplitMix64.mix(seed &+ UInt64(bitPattern: Int64(index)) &* 0x9E37_79B9_7F4A_7C15) & 1 == 1
    }
  }

  /// The plan of fuzz case `iteration` of a run seeded with `seed`: a third each way.
  package static func forCase(seed: UInt64, iteration: Int) -> CallPlan {
    let draw = SplitMix64.mix(
      SplitMix64.caseSeed(seed: seed, iteration: UInt64(bitPattern: Int64(iteration)))
        ^ 0x5DEE_CE66_D1CE_4E5B)
    switch draw % 3 {
    case 0: return .early
    case 1: return .late
    default: return .mixed(seed: draw)
    }
  }

  /// One word for the worker protocol: `early`, `late` or `mixed:SEED`.
  package var word: String {
    switch self {
    case .early: "early"
    case .late: "late"
    case .mixed(let seed): "mixed:\(seed)"
    }
  }

  /// Reads ``word``.
  package init?(word: String) {
    switch word {
    case "early": self = .early
    case "late": self = .late
    default:
      guard word.hasPrefix("mixed:"), let seed = UInt64(word.dropFirst(6)) else { return nil }
      self = .mixed(seed: seed)
    }
  }

  /// The plan as `--help` and reports name it.
  package var description: String {
    switch self {
    case .early: "steps in calls of their own"
    case .late: "steps with the next event"
    case .mixed: "steps mixed, line by line"
    }
  }
}
