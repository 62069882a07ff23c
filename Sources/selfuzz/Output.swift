import Foundation

/// Writes a line to standard output at once, even into a pipe: the seed, progress and summaries
/// must reach a pipe (`selfuzz … | tee`) before anything can go wrong (SPEC 9). When the reader
/// has gone (`selfuzz … | head`), selfuzz ends quietly, as a program killed by SIGPIPE would.
func say(_ text: String) {
  write(text + "\n", to: STDOUT_FILENO)
}

/// Writes `text` to standard output as it is, without a newline (the progress line).
func sayInPlace(_ text: String) {
  write(text, to: STDOUT_FILENO)
}

/// Writes a line to standard error.
func printError(_ text: String) {
  write(text + "\n", to: STDERR_FILENO)
}

/// Writes all of `text` to `descriptor`; a closed pipe ends the process with status 141.
private func write(_ text: String, to descriptor: Int32) {
  let bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return 0 }
      return Glibc.write(descriptor, base + offset, raw.count - offset)
    }
    if written > 0 {
      offset += written
    } else if written < 0 && errno == EINTR {
      continue
    } else if written < 0 && errno == EPIPE {
      exit(141)
    } else {
      return
    }
  }
}
