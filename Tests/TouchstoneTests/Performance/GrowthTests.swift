#if DEBUG
@testable import Touchstone
import Testing
import TouchstoneWorkloads

/// Guards how the engine's cost grows: per event, linearly in the recognizers on the
/// touched path, the fingers, the views and the recognizers attached, never quadratically.
///
/// The cost is the engine's step count (``WorkMeter``: one step per iteration of every
/// loop of the event path, hit testing and coordinate conversion included), which, unlike
/// time, is exact and the same on every machine. For sizes n, 2n and 4n, linear growth
/// makes the second increment of cost twice the first; quadratic growth makes it four
/// times. The tests allow 2.5 times. The meter exists in debug builds only.
@MainActor
@Suite struct GrowthTests {
    /// Engine steps per event over one warm round of `workload`.
    private func stepsPerEvent(_ workload: Workload) -> Double {
        let player = WorkloadPlayer(workload)
        player.play(events: 2 * workload.eventsPerRound)
        let steps = WorkMeter.measure { player.play(events: workload.eventsPerRound) }
        return Double(steps) / Double(workload.eventsPerRound)
    }

    /// The ratio of the cost increment from `sizes[1]` to `sizes[2]` to the one from
    /// `sizes[0]` to `sizes[1]`, where each size doubles the previous one.
    private func incrementRatio(_ sizes: [Int], _ workload: (Int) -> Workload) -> Double {
        let costs = sizes.map { stepsPerEvent(workload($0)) }
        return (costs[2] - costs[1]) / (costs[1] - costs[0])
    }

    @Test func costIsLinearInNestingDepth() {
        let ratio = incrementRatio([16, 32, 64]) { .nested(depth: $0) }
        #expect(ratio <= 2.5, "depth 32→64 added \(ratio)× what 16→32 added")
    }

    @Test func costIsLinearInFingers() {
        let ratio = incrementRatio([2, 4, 8]) { .fingers($0) }
        #expect(ratio <= 2.5, "fingers 4→8 added \(ratio)× what 2→4 added")
    }

    @Test func costIsLinearInViews() {
        let ratio = incrementRatio([1_000, 2_000, 4_000]) { .views($0) }
        #expect(ratio <= 2.5, "views 2000→4000 added \(ratio)× what 1000→2000 added")
    }

    @Test func costIsLinearInAttachedRecognizers() {
        let ratio = incrementRatio([250, 500, 1_000]) { .recognizers($0) }
        #expect(ratio <= 2.5, "recognizers 500→1000 added \(ratio)× what 250→500 added")
    }

    // Once the touches are down, recognizers that do not receive them cost nothing: a
    // move costs the same with 1 or 1,000 recognizers on the view.
    @Test func irrelevantRecognizersCostNothingPerMove() {
        func movedSteps(_ count: Int) -> Int {
            let player = WorkloadPlayer(.recognizers(count))
            player.play(events: 2 * Workload.standard.eventsPerRound)
            var steps = 0
            for _ in 0..<Workload.standard.eventsPerRound {
                if player.nextEvent.inputs.allSatisfy({ $0.phase == .moved }) {
                    steps += WorkMeter.measure { player.step() }
                } else {
                    player.step()
                }
            }
            return steps
        }
        #expect(movedSteps(1_000) == movedSteps(1))
    }

    // The meter counts: a deeper hierarchy takes more steps per event.
    @Test func meterCountsTheEnginesSteps() {
        #expect(stepsPerEvent(.nested(depth: 2)) > stepsPerEvent(.nested(depth: 1)))
    }
}
#endif
