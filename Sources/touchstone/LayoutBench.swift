import CAllocationCounter
import Foundation
import TouchstoneSolver
import TouchstoneWorkloads

/// `touchstone bench --layout`: Auto Layout's cost on ``LayoutScreen``s of 250, 1,000 and
/// 4,000 views: solving from scratch and one constant changed per frame (a drag), through
/// UIKit's API (activation and the layout pass included) and through the solver alone on
/// the same equations; with `--peers`, kiwisolver on those equations too
/// (Benchmarks/LayoutPeers/kiwi_bench.py, which needs Python and `pip install kiwisolver`).
@MainActor
struct LayoutBench {
    static let sizes = [250, 1000, 4000]
    static let dragFrames = 800
    static let builds = 5

    struct Row: Codable {
        var name: String
        var views: Int
        var equations: Int
        /// Activating every constraint and the first layout pass, fastest of the builds, ms.
        var fromScratchMilliseconds: Double
        /// One drag frame: a constant and the layout pass that moves the view, median, µs.
        var dragFrameMicroseconds: Double
        /// Heap allocations per warm drag frame.
        var allocationsPerDragFrame: Double
        /// The same equations in a new solver, fastest of the builds, ms.
        var solverFromScratchMilliseconds: Double
        /// The dragged equation's constant set in that solver, median per frame, µs.
        var solverDragMicroseconds: Double
        /// kiwisolver on the same equations, when asked: from scratch (ms, fastest) and a
        /// drag frame (edit variable, suggestValue and updateVariables, µs, median).
        var kiwiFromScratchMilliseconds: Double?
        var kiwiDragMicroseconds: Double?
    }

    let peerScript: String?

    func run(json: Bool) throws(BenchError) {
        var rows: [Row] = []
        var systems: [ConstraintSystem] = []
        for views in Self.sizes {
            let (row, system) = measure(views: views)
            rows.append(row)
            systems.append(system)
        }
        if let peerScript { try addKiwi(to: &rows, systems: systems, script: peerScript) }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: (try? encoder.encode(rows)) ?? Data(), as: UTF8.self))
        } else {
            print(Self.table(rows))
        }
    }

    private func measure(views: Int) -> (Row, ConstraintSystem) {
        var fastest = Double.infinity
        var screen = LayoutScreen(views: views)
        for build in 0..<Self.builds {
            if build > 0 { screen = LayoutScreen(views: views) }
            let start = ContinuousClock.now
            screen.activate()
            screen.layOut()
            fastest = min(fastest, Self.seconds(ContinuousClock.now - start))
        }
        let constants = LayoutScreen.dragConstants(frames: Self.dragFrames)
        for constant in constants { screen.drag(to: constant) }   // warm: one whole cycle
        var frameTimes: [Double] = []
        let allocationsBefore = touchstone_allocation_count()
        for constant in constants {
            let start = ContinuousClock.now
            screen.drag(to: constant)
            frameTimes.append(Self.seconds(ContinuousClock.now - start))
        }
        let allocations = Double(touchstone_allocation_count() - allocationsBefore) / Double(constants.count)
        let system = screen.system(named: "screen-\(views)", dragFrames: Self.dragFrames)

        var solverFastest = Double.infinity
        var solved: (ConstraintSolver, ConstraintID?) = (ConstraintSolver(), nil)
        for _ in 0..<Self.builds {
            let start = ContinuousClock.now
            solved = system.solve()
            solverFastest = min(solverFastest, Self.seconds(ContinuousClock.now - start))
        }
        var solverTimes: [Double] = []
        if let dragged = solved.1, let drag = system.drag {
            for constant in drag.constants {
                let start = ContinuousClock.now
                try? solved.0.setConstant(constant, of: dragged)
                _ = solved.0.takeChangedVariables()
                solverTimes.append(Self.seconds(ContinuousClock.now - start))
            }
        }
        let row = Row(name: system.name, views: screen.viewCount, equations: system.constraints.count,
                      fromScratchMilliseconds: fastest * 1e3, dragFrameMicroseconds: Self.median(frameTimes) * 1e6,
                      allocationsPerDragFrame: allocations, solverFromScratchMilliseconds: solverFastest * 1e3,
                      solverDragMicroseconds: Self.median(solverTimes) * 1e6)
        return (row, system)
    }

    /// Runs the kiwisolver script on the same systems and takes its figures.
    private func addKiwi(to rows: inout [Row], systems: [ConstraintSystem], script: String) throws(BenchError) {
        struct File: Codable { var format = "touchstone-constraint-systems/1"; var systems: [ConstraintSystem] }
        struct Timing: Codable { var min: Double; var median: Double }
        struct Report: Codable {
            struct System: Codable {
                var name: String
                var from_scratch_us: Timing
                var drag_edit_us: Timing?
            }
            var systems: [System]
        }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-layout-systems-\(ProcessInfo.processInfo.processIdentifier).json")
        defer { try? FileManager.default.removeItem(at: input) }
        do { try JSONEncoder().encode(File(systems: systems)).write(to: input) } catch {
            throw .peer("cannot write the systems for kiwisolver to \(input.path): \(error)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, input.path, "--json"]
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { throw .peer("cannot start python3 \(script): \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .peer("\(script) exited with status \(process.terminationStatus) (is kiwisolver installed? pip install kiwisolver)")
        }
        guard let report = try? JSONDecoder().decode(Report.self, from: data) else {
            throw .peer("\(script) printed no report JSONDecoder could read")
        }
        for system in report.systems {
            guard let index = rows.firstIndex(where: { $0.name == system.name }) else { continue }
            rows[index].kiwiFromScratchMilliseconds = system.from_scratch_us.min / 1e3
            rows[index].kiwiDragMicroseconds = system.drag_edit_us?.median
        }
    }

    private static func table(_ rows: [Row]) -> String {
        let headings = ["views", "equations", "scratch ms", "drag µs", "allocs/drag", "solver ms", "solver µs", "kiwi ms", "kiwi µs"]
        var lines = ["screen".padding(toLength: 12, withPad: " ", startingAt: 0)
                     + headings.map { $0.leftPadding(to: 12) }.joined()]
        for row in rows {
            let cells = [String(row.views), String(row.equations), format(row.fromScratchMilliseconds, 2),
                         format(row.dragFrameMicroseconds, 2), format(row.allocationsPerDragFrame, 2),
                         format(row.solverFromScratchMilliseconds, 2), format(row.solverDragMicroseconds, 2),
                         row.kiwiFromScratchMilliseconds.map { format($0, 2) } ?? "-",
                         row.kiwiDragMicroseconds.map { format($0, 2) } ?? "-"]
            lines.append(row.name.padding(toLength: 12, withPad: " ", startingAt: 0) + cells.map { $0.leftPadding(to: 12) }.joined())
        }
        lines.append("""

            scratch: activating every constraint and the first layout pass (fastest of \(builds)); drag: a constant \
            and the layout pass that moves the sheet, median of \(dragFrames) frames; solver: the same equations in a \
            ConstraintSolver alone; kiwi: kiwisolver on them (--peers), from scratch and a drag frame (edit variable, \
            suggestValue, updateVariables).
            """)
        return lines.joined(separator: "\n")
    }

    private func format(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }
    private static func format(_ value: Double, _ decimals: Int) -> String { String(format: "%.\(decimals)f", value) }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    private static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        return values.sorted()[values.count / 2]
    }
}

private extension String {
    func leftPadding(to width: Int) -> String { String(repeating: " ", count: max(1, width - count)) + self }
}
