/// Sine computed with nothing but `+`, `-`, `*` and `rounded`, so that tremor is the same on
/// every machine (the C library's `sin` may differ in its last bits between platforms).
enum Trigonometry {
  /// sin(x) for finite x of moderate size, accurate to about 1e-13 (plenty for a tremor of a point).
  static func sine(_ x: Double) -> Double {
    let twoPi = 6.283_185_307_179_586
    let pi = 3.141_592_653_589_793
    // Reduce to [-pi, pi].
    var r = x - (x / twoPi).rounded() * twoPi
    // Reduce to [-pi/2, pi/2] by sin(pi - r) = sin(r).
    if r > pi / 2 { r = pi - r } else if r < -pi / 2 { r = -pi - r }
    let r2 = r * r
    // Taylor series to r^17: the error at pi/2 is below 1e-14.
    var term = r
    var sum = r
    var n = 1.0
    for _ in 0..<8 {
      term = -term * r2 / ((n + 1) * (n + 2))
      sum += term
      n += 2
    }
    return sum
  }
}
