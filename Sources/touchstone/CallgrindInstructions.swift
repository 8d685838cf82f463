import Foundation
import TouchstoneWorkloads

/// Counts instructions per event with valgrind's callgrind, for machines (such as virtual
/// ones) whose processor counters are not available to `perf`.
///
/// The bench command runs itself under callgrind in a probe mode that warms a workload
/// up and then plays it inside ``measuredEvents(_:count:)``; callgrind collects only
/// inside that function (`--toggle-collect`), so start-up, window building and warm-up
/// are not counted. Callgrind counts instructions executed, which does not depend on the
/// machine's load: the same binary and input give the same count. Valgrind 3.19 cannot
/// read the DWARF 5 debug information of Swift 6 binaries, so the probe runs from a copy
/// of this executable without it (`objcopy --strip-debug`); symbols stay, and so do the
/// instructions.
struct CallgrindInstructions {
    /// The debug-stripped copy of this executable that valgrind runs.
    private let probeExecutable: URL

    /// Makes the stripped copy of this executable.
    init() throws(BenchError) {
        let executable: String
        do { executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") } catch {
            throw .callgrind("cannot find this executable's path (/proc/self/exe): \(error)")
        }
        probeExecutable = FileManager.default.temporaryDirectory
            .appendingPathComponent("touchstone-probe-\(ProcessInfo.processInfo.processIdentifier)")
        try Self.run(["objcopy", "--strip-debug", executable, probeExecutable.path], what: "objcopy (binutils)")
    }

    /// Removes the stripped copy.
    func removeProbe() {
        try? FileManager.default.removeItem(at: probeExecutable)
    }

    /// Events played in the measured region of a probe.
    static func probeEvents(for workload: Workload) -> Int { 2 * workload.eventsPerRound }

    /// Runs the probe for `workload` under callgrind and returns instructions per event.
    func instructionsPerEvent(for workload: Workload) throws(BenchError) -> Double {
        let events = Self.probeEvents(for: workload)
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("touchstone-callgrind-\(ProcessInfo.processInfo.processIdentifier)-\(workload.name).out")
        defer { try? FileManager.default.removeItem(at: output) }
        try Self.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=\(output.path)",
                      "--toggle-collect=*measuredEvents*", probeExecutable.path, "bench",
                      "--callgrind-probe", workload.name, "--probe-events", "\(events)"], what: "valgrind")
        let text: String
        do { text = try String(contentsOf: output, encoding: .utf8) } catch {
            throw .callgrind("cannot read callgrind's output \(output.path): \(error)")
        }
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("summary:") || $0.hasPrefix("totals:") }),
              let total = line.split(separator: " ").last.flatMap({ Double($0) }) else {
            throw .callgrind("no instruction total in callgrind's output \(output.path)")
        }
        return total / Double(events)
    }

    /// Runs a tool found on the PATH, with its output discarded.
    private static func run(_ arguments: [String], what: String) throws(BenchError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw .callgrind("cannot start \(what): \(error)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .callgrind("\(arguments[0]) exited with status \(process.terminationStatus); is \(what) installed?")
        }
    }

    /// The probe: warms `workload` up, then plays `events` events inside the function that
    /// callgrind collects.
    @MainActor
    static func probe(_ workload: Workload, events: Int) {
        let player = WorkloadPlayer(workload)
        player.play(events: BenchMeasurement.warmupRounds * workload.eventsPerRound)
        measuredEvents(player, count: events)
    }

    /// The region callgrind counts; its name is what `--toggle-collect` matches.
    @MainActor @inline(never)
    static func measuredEvents(_ player: WorkloadPlayer, count: Int) {
        player.play(events: count)
    }
}

/// A failure of `touchstone bench`, naming what went wrong.
enum BenchError: Error, CustomStringConvertible {
    /// An unknown workload name.
    case unknownWorkload(String)
    /// Counting instructions with callgrind failed.
    case callgrind(String)
    /// Running a peer solver for `--layout --peers` failed.
    case peer(String)

    var description: String {
        switch self {
        case .unknownWorkload(let name):
            "bench: unknown workload '\(name)' (expected standard, depth-N, fingers-N with N in 1…10, views-N or recognizers-N)"
        case .callgrind(let message):
            "bench --instructions: \(message)"
        case .peer(let message):
            "bench --layout --peers: \(message)"
        }
    }
}
