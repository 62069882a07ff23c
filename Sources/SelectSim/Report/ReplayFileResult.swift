/// What happened to one replayed file.
package enum ReplayFileResult: Sendable {
  /// The script ran; this is what replay found.
  case replayed(ReplayResult)
  /// The script could not be read or parsed.
  case invalid(String)
}
