#if DEBUG
import Synchronization
#endif

/// Counts the steps of the engine's loops, so that tests can check how its cost grows
/// (linearly in touches, recognizers on the touched path, and views) without measuring
/// time, and on machines without instruction counters.
///
/// Every loop of the event path (dispatch, candidates, delivery to recognizers, the
/// arbitration decisions, the reset pass, the delivery policy, the timer heap, hit testing
/// and coordinate conversion) calls ``step()`` once per iteration. A test installs a meter
/// for the duration of a synchronous block with ``measure(_:)``; nothing is counted
/// otherwise. The meter exists in debug builds only: in release builds ``step()`` is
/// empty and inlined away, so the hot path carries no trace of it.
enum WorkMeter {
    #if DEBUG
    /// The steps counted by the block being measured.
    final class Count: Sendable {
        let steps = Atomic<Int>(0)
    }

    @TaskLocal static var current: Count?

    /// Runs `body` and returns the number of steps the engine took meanwhile.
    static func measure(_ body: () throws -> Void) rethrows -> Int {
        let count = Count()
        try $current.withValue(count) { try body() }
        return count.steps.load(ordering: .relaxed)
    }
    #endif

    /// One iteration of an engine loop.
    @inline(__always)
    static func step() {
        #if DEBUG
        current?.steps.add(1, ordering: .relaxed)
        #endif
    }
}
