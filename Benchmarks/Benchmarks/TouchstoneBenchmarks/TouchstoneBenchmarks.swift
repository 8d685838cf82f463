import Benchmark
import Touchstone
import TouchstoneShapes
import TouchstoneWorkloads

// One benchmark per workload of the suite (the standard workload, then the series over
// nesting depth, fingers, views and recognizers). An iteration plays 1,000 events of the
// workload's script, continuing where the previous iteration stopped, on a window warmed
// up by three rounds; with the kilo scaling factor the results read per event.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.throughput, .wallClock, .instructions, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 200
    )
    for workload in Workload.suite {
        Benchmark(workload.name) { @MainActor benchmark async in
            WorkloadBenchmark.run(workload, benchmark)
        }
    }
    // One iteration ranks one drawing against 16 shapes × 9 templates (ShapeWorkload);
    // with the kilo scaling factor the results read per classification.
    let shapes = ShapeWorkload()
    Benchmark("shapes-16x9") { benchmark in
        for iteration in benchmark.scaledIterations {
            blackHole(shapes.classifier.rank(shapes.drawings[iteration % shapes.drawings.count].strokes))
        }
    }
}

/// Keeps one warm player per workload across the benchmark's iterations.
@MainActor
enum WorkloadBenchmark {
    private static var players: [String: WorkloadPlayer] = [:]

    static func run(_ workload: Workload, _ benchmark: Benchmark) {
        let player = players[workload.name] ?? {
            let player = WorkloadPlayer(workload)
            player.play(events: 3 * workload.eventsPerRound)
            players[workload.name] = player
            return player
        }()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { player.step() }
        benchmark.stopMeasurement()
    }
}
