#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The path of the running executable, from the kernel rather than from `argv[0]` (which may be
/// a bare name found on `PATH`, or relative to another working directory).
package enum ExecutablePath {
  /// The absolute path of this process's executable, or `nil` when the platform will not say.
  package static var current: String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: 4096)
      let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard length > 0 else { return nil }
      return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #elseif canImport(Darwin)
      var size: UInt32 = 4096
      var buffer = [CChar](repeating: 0, count: Int(size))
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      var resolved = [CChar](repeating: 0, count: Int(PATH_MAX))
      guard realpath(buffer, &resolved) != nil else { return nil }
      return String(cString: resolved)
    #else
      return nil
    #endif
  }
}
