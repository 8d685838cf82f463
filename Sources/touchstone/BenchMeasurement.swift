import CAllocationCounter
import Foundation
import TouchstoneWorkloads

/// What `touchstone bench` measured for one workload.
struct BenchResult: Codable {
    /// The workload's name, such as `standard` or `depth-8`.
    var workload: String
    /// Host events in one round of the workload.
    var eventsPerRound: Int
    /// Events sent in each timed batch.
    var eventsPerBatch: Int
    /// Median wall time per event over the timed batches, in nanoseconds.
    var nanosecondsPerEvent: Double
    /// Events per second at that median.
    var eventsPerSecond: Double
    /// Heap allocations per event over whole warm rounds.
    var allocationsPerEvent: Double
    /// Heap allocations per warm event whose fingers all moved (no finger came down or
    /// lifted).
    var allocationsPerMovedEvent: Double
    /// Instructions per event counted by callgrind, when `--instructions` was given.
    var instructionsPerEvent: Double?
}

/// Measures one workload without any benchmark tooling: wall time from the monotonic
/// clock, allocations from the counting allocator linked into this executable
/// (`CAllocationCounter`), both on warm state.
@MainActor
struct BenchMeasurement {
    /// Rounds played before anything is measured, so that every buffer has grown to its
    /// working size.
    static let warmupRounds = 3
    /// The number of timed batches; the median is reported.
    static let batches = 7
    /// A batch lasts at least this long, so that clock resolution does not matter.
    static let minimumBatchTime: Duration = .milliseconds(25)
    /// Rounds played while counting allocations.
    static let allocationRounds = 2

    let workload: Workload

    func run() -> BenchResult {
        let player = WorkloadPlayer(workload)
        player.play(events: Self.warmupRounds * workload.eventsPerRound)
        let batch = calibratedBatch(player)
        var times: [Double] = []
        for _ in 0..<Self.batches {
            let start = ContinuousClock.now
            player.play(events: batch)
            times.append(Self.nanoseconds(ContinuousClock.now - start) / Double(batch))
        }
        let median = times.sorted()[times.count / 2]
        let allocations = countAllocations(player)
        return BenchResult(workload: workload.name, eventsPerRound: workload.eventsPerRound, eventsPerBatch: batch,
                           nanosecondsPerEvent: median, eventsPerSecond: 1e9 / median,
                           allocationsPerEvent: allocations.perEvent, allocationsPerMovedEvent: allocations.perMovedEvent,
                           instructionsPerEvent: nil)
    }

    /// A whole number of rounds that takes at least ``minimumBatchTime``.
    private func calibratedBatch(_ player: WorkloadPlayer) -> Int {
        var batch = workload.eventsPerRound
        while true {
            let start = ContinuousClock.now
            player.play(events: batch)
            if ContinuousClock.now - start >= Self.minimumBatchTime { return batch }
            batch *= 2
        }
    }

    /// Allocations over whole rounds, and over the events in which every finger moved.
    private func countAllocations(_ player: WorkloadPlayer) -> (perEvent: Double, perMovedEvent: Double) {
        var total: UInt64 = 0, moved: UInt64 = 0, movedEvents = 0
        for _ in 0..<(Self.allocationRounds * workload.eventsPerRound) {
            let isMove = player.nextEvent.inputs.allSatisfy { $0.phase == .moved }
            let before = touchstone_allocation_count()
            player.step()
            let delta = touchstone_allocation_count() - before
            total += delta
            if isMove {
                moved += delta
                movedEvents += 1
            }
        }
        let events = Double(Self.allocationRounds * workload.eventsPerRound)
        return (Double(total) / events, movedEvents == 0 ? 0 : Double(moved) / Double(movedEvents))
    }

    private static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }
}
