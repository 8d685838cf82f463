import Foundation
import Testing

// Main-queue work in tests (R-I10). A controller defers work with
// `DispatchQueue.main.async { … }` or `Task { @MainActor in … }`; on an iPhone it runs
// when the event being handled returns to the run loop. A test's code never returns to
// the run loop until it ends, so the simulator runs that work itself: in ``settle()``,
// after each timer it fires, and at the end of each one-line gesture.
//
// It turns the main run loop until a block the simulator queued behind the pending work
// has run: the main queue is first-in, first-out, so what was queued before runs first,
// in order, every time. Work that this work queues in turn is run too, a few generations
// deep (``mainQueueGenerations``). A main-actor task runs up to its first suspension
// point; what follows an `await` runs when the test itself awaits.

extension TouchSimulator {
    /// How many generations of main-queue work one call runs: work queued by work queued
    /// by … the test's own code.
    static var mainQueueGenerations: Int { 4 }

    /// Runs the work queued on the main queue (`DispatchQueue.main.async`, main-actor
    /// tasks) so far, in the order it was queued, and the work that queues, up to
    /// ``mainQueueGenerations`` deep (R-I10). ``settle()`` and the one-line gestures call
    /// it; call it yourself after sending events one by one.
    public func runMainQueue() {
        runMainQueue(generations: Self.mainQueueGenerations)
    }

    /// Runs `generations` generations of main-queue work.
    func runMainQueue(generations: Int) {
        guard Thread.isMainThread else { return }
        for _ in 0..<generations {
            let marker = MainQueueMarker()
            DispatchQueue.main.async { marker.reached = true }
            var turns = 0
            while !marker.reached {
                guard turns < Self.mainQueueTurnLimit else {
                    return refuse("TouchSimulator.runMainQueue: the main queue did not reach its marker in \(turns) run-loop turns; is the main run loop blocked?")
                }
                RunLoop.main.run(until: Date())
                turns += 1
            }
        }
    }

    /// The most run-loop turns one generation may take before the simulator reports a
    /// main queue that does not run.
    static var mainQueueTurnLimit: Int { 1_000 }
}

/// Set by the block the simulator queues behind the pending main-queue work.
private final class MainQueueMarker: @unchecked Sendable {
    // @unchecked: written and read on the main thread only.
    var reached = false
}
