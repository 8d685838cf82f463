import Foundation

/// The y of the cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2) at `x`, found by bisection on the curve's parameter: an implementation of the
/// equation independent of the engine's Newton solver, which timing tests judge it by.
func bezierY(atX x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<60 {
        let mid = (low + high) / 2
        if coordinate(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    return coordinate((low + high) / 2, y1, y2)
}

/// SplitMix64: a small seeded generator, so that every random case is the same on every
/// run and a failure can be replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
