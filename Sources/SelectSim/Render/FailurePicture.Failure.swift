extension FailurePicture {
  /// What failed, for the banner; `nil` for a passing run.
  public struct Failure: Sendable, Hashable {
    /// A short title: `invariant range-state`, `expectation`, `fault crash`.
    public var title: String
    /// The full message.
    public var message: String
    /// The index (into the calls) of the failing call, if any.
    public var callIndex: Int?

    /// A failure titled `title`, explained by `message`, at call `callIndex`.
    public init(title: String, message: String, callIndex: Int?) {
      self.title = title
      self.message = message
      self.callIndex = callIndex
    }
  }
}
