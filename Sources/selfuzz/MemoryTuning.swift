/// How selfuzz asks the C allocator to treat freed memory.
///
/// A fuzz run allocates and frees the same large buffers case after case (a large layout's index,
/// its frames, its checks' tables): with glibc's defaults each is handed back to the system when
/// freed and faulted in again, page by page, for the next case (7% of a run's time). selfuzz keeps
/// freed memory in the process instead; its peak is one case's, so this costs no more memory than
/// the largest case already needs.
enum MemoryTuning {
  /// Keeps freed memory in the process: blocks up to 256 MiB come from the heap rather than their
  /// own mappings, and the heap's free top is handed back only past 1 GiB.
  static func keepFreedMemory() {
    #if os(Linux) && canImport(Glibc)
      // `mallopt` is in <malloc.h>, which the Glibc module does not import; the parameter numbers
      // are glibc's M_TRIM_THRESHOLD (-1) and M_MMAP_THRESHOLD (-3).
      _ = glibcMallopt(-3, 256 << 20)
      _ = glibcMallopt(-1, 1 << 30)
    #endif
  }
}

#if os(Linux) && canImport(Glibc)
  @_silgen_name("mallopt")
  private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
