/// Which expectation failed: a timed one (by timeline index) or an untimed one.
public enum ExpectationPlace: Hashable, Sendable {
  case timed(timelineIndex: Int)
  case final(index: Int)
}
