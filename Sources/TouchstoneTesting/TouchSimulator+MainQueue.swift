import Foundation
import Testing

// Main-queue work in tests (R-I10). A controller defers work with
// `DispatchQueue.main.async { … }` or `Task { @MainActor in … }`; on an iPhone it runs
// when the event being handled returns to the run loop. A test's code does not return to
// the run loop until it ends or awaits, so the simulator runs that work for it.
//
// Two cases, because of how the process drives its main queue:
// - When the main queue belongs to a run loop on the main thread (an app, a host, an
//   async `main` with Foundation), the simulator turns that run loop in ``settle()``,
//   after each timer it fires, and at the end of each one-line gesture, so the work runs
//   without the test doing anything.
// - Under `swift test` on Linux the main queue is driven by `dispatch_main()` on another
//   thread: nothing can run it while the test's synchronous code holds it. There the
//   test awaits ``runMainQueue()``, which suspends the test behind the pending work.
// - Inside a task on the main thread (an `async` XCTest test method, which Linux's XCTest
//   runs as a main-actor task), the task's own job holds the main queue, and turning the
//   run loop cannot run the queue behind it: there too the test awaits ``runMainQueue()``.
// Either way the main queue is first-in, first-out, so the work runs in the order it was
// queued, every time; work it queues in turn runs too, `mainQueueGenerations` deep. A
// main-actor task runs up to its first suspension point per generation.

extension TouchSimulator {
    /// How many generations of main-queue work one call runs: work queued by work queued
    /// by … the test's own code.
    static var mainQueueGenerations: Int { 4 }

    /// Runs the work queued on the main queue (`DispatchQueue.main.async`, main-actor
    /// tasks) so far, in the order it was queued, and the work that queues, four
    /// generations deep (R-I10), by suspending the test behind it. Works
    /// however the process drives its main queue; ``settle()`` and the one-line gestures
    /// run it themselves only where the main queue belongs to the main thread's run loop.
    public func runMainQueue() async {
        for _ in 0..<Self.mainQueueGenerations {
            await withCheckedContinuation { (resume: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { resume.resume() }
            }
        }
    }

    /// Runs `generations` generations of main-queue work when the main queue belongs to
    /// the main thread's run loop and no task holds it; otherwise does nothing (see the
    /// file's comment).
    func runMainQueueIfOnMainThread(generations: Int = TouchSimulator.mainQueueGenerations) {
        guard Thread.isMainThread, !withUnsafeCurrentTask(body: { $0 != nil }) else { return }
        for _ in 0..<generations {
            let marker = MainQueueMarker()
            DispatchQueue.main.async { marker.reached = true }
            var turns = 0
            while !marker.reached {
                guard turns < Self.mainQueueTurnLimit else {
                    return refuse("TouchSimulator: the main queue did not reach its marker in \(turns) run-loop turns; is the main run loop blocked?")
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
