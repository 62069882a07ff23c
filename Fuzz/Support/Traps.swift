// Shared by every libFuzzer target: compiled into each one by Fuzz/build.sh.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hands the signals a Swift trap raises back to libFuzzer.
///
/// A failed check, `fatalError` and an index out of range trap with SIGILL (x86_64) or SIGTRAP
/// (arm64). The Swift runtime's backtracer, on by default on Linux, installs handlers for them
/// when the process starts; libFuzzer leaves a signal alone when a handler is already there, so
/// it would never save the crashing input. libFuzzer calls `LLVMFuzzerInitialize` before it
/// installs its own handlers: resetting these two there gives them to libFuzzer (and to a
/// sanitizer's report, when one runs), whatever `SWIFT_BACKTRACE` says.
func giveTrapsToLibFuzzer() {
  signal(SIGILL, SIG_DFL)
  signal(SIGTRAP, SIG_DFL)
}
