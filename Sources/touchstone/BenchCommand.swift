import ArgumentParser
import Foundation
import TouchstoneWorkloads

/// `touchstone bench`: measures the engine on the standard workload and its scaling
/// series, without the benchmark package, so that anyone can compare two runs.
///
/// Build it in release (`swift run -c release touchstone bench`): a debug build measures
/// the compiler's checks more than the engine.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure touch handling: time, allocations and (with --instructions) instructions per event.",
        discussion: """
            Workloads: standard (one view, seven recognizers, seven scripted sequences), \
            depth-N (the standard view nested N deep, seven recognizers per level), \
            fingers-N (N fingers dragging, 1…10), views-N (hit testing through N views), \
            recognizers-N (one relevant recognizer among N). Without --workload, the whole suite.
            --layout measures Auto Layout instead: screens of 250, 1,000 and 4,000 views solved \
            from scratch and dragged (one constraint's constant per frame), through UIKit's API \
            and the solver alone; --peers adds kiwisolver on the same equations. --lists measures \
            a table view and a collection view (a flow-layout grid) of 1,000 and of 100,000 rows or items \
            scrolled frame by frame.
            """
    )

    @Flag(name: .long, help: "Print the results as JSON.")
    var json = false

    @Option(name: .long, help: "A workload to measure (repeatable); the whole suite by default.")
    var workload: [String] = []

    @Flag(name: .long, help: "Also count instructions per event by running each workload under valgrind's callgrind (slow).")
    var instructions = false

    @Flag(name: .long, help: "Measure Auto Layout (screens of 250, 1,000 and 4,000 views) instead of touch handling.")
    var layout = false

    @Flag(name: .long, help: "Measure scrolling a table view (1,000 and 100,000 rows) instead of touch handling.")
    var lists = false

    @Flag(name: .long, help: "With --layout, also time kiwisolver on the same equations (python3, pip install kiwisolver).")
    var peers = false

    @Option(name: .customLong("peer-script"), help: "With --peers, the kiwisolver script.")
    var peerScript = "Benchmarks/LayoutPeers/kiwi_bench.py"

    @Option(name: .customLong("callgrind-probe"), help: .hidden)
    var callgrindProbe: String?

    @Option(name: .customLong("probe-events"), help: .hidden)
    var probeEvents = 0

    func run() throws {
        // ArgumentParser runs a synchronous command on the main thread.
        try MainActor.assumeIsolated { try measure() }
    }

    @MainActor
    private func measure() throws(BenchError) {
        if let callgrindProbe {
            guard let workload = Workload.named(callgrindProbe) else { throw .unknownWorkload(callgrindProbe) }
            return CallgrindInstructions.probe(workload, events: probeEvents)
        }
        if layout { return try LayoutBench(peerScript: peers ? peerScript : nil).run(json: json) }
        if lists { return ListBench().run(json: json) }
        let workloads = try selectedWorkloads()
        let callgrind = instructions ? try CallgrindInstructions() : nil
        defer { callgrind?.removeProbe() }
        var results: [BenchResult] = []
        let table = BenchReport.Table(names: workloads.map(\.name))
        if !json { print(table.header) }
        for workload in workloads {
            var result = BenchMeasurement(workload: workload).run()
            result.instructionsPerEvent = try callgrind?.instructionsPerEvent(for: workload)
            if !json { print(table.row(result)) }
            results.append(result)
        }
        print(json ? BenchReport.json(results) : BenchReport.summary(results))
    }

    private func selectedWorkloads() throws(BenchError) -> [Workload] {
        guard !workload.isEmpty else { return Workload.suite }
        var selected: [Workload] = []
        for name in workload {
            guard let found = Workload.named(name) else { throw .unknownWorkload(name) }
            selected.append(found)
        }
        return selected
    }
}
