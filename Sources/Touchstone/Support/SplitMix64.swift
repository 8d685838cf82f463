/// SplitMix64, the package's one seeded random number generator: the same seed gives the
/// same numbers on every machine and every run. The engine itself draws no random
/// numbers; the testing library's `SeededRandomGenerator`, the shape evaluation and the
/// workloads use this, each with generators of their own.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
