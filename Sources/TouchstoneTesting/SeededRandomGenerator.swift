import Touchstone

/// A small deterministic random number generator (SplitMix64): the same seed gives the
/// same numbers on every machine and every run, so that a ``GestureMotion/human(seed:)``
/// gesture or a ``GestureFuzz`` run replays exactly from its seed.
///
/// Each simulator and each fuzz run owns its own generator: nothing is shared between
/// tests running in parallel.
public struct SeededRandomGenerator: RandomNumberGenerator, Sendable {
    private var source: SplitMix64

    /// A generator whose numbers are fixed by `seed`.
    public init(seed: UInt64) {
        source = SplitMix64(seed: seed)
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        source.next()
    }
}
