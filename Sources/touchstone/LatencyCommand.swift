import ArgumentParser
import Foundation
import Synchronization
import Touchstone
import TouchstoneFormats
import TouchstoneLive

/// `touchstone latency`: measures the live driver on this machine, end to end through a
/// FIFO, as a host sees it: how late a timer fires after its deadline, and how long input
/// takes from being written into the pipe to the recognizer's action.
///
/// A writer thread plays a synthetic touchscreen into the FIFO: a finger presses until a
/// long press begins (its 20 ms timer is the timer measured), moves ten times (each move
/// is an action measured), and lifts.
struct LatencyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "latency",
        abstract: "Measure the live driver's latency: timer deadline to fire, input written to action (p50, p99).",
        discussion: "Run it in release on an idle machine: swift run -c release touchstone latency"
    )

    @Option(help: "Press-move-lift cycles to play (about 70 ms each).")
    var cycles = 200

    @Flag(help: "Measure the SDL window's loop instead (SDL trait; needs a display): input pushed into SDL's queue → action.")
    var window = false

    func validate() throws {
        guard cycles > 0 else { throw ValidationError("--cycles must be positive") }
    }

    func run() throws {
        if window {
            #if SDL
            let cycles = cycles
            try MainActor.assumeIsolated { try SDLWindowLatency.measure(cycles: cycles) }
            return
            #else
            printError("touchstone: this build has no window: run it with `swift run -c release --traits SDL touchstone latency --window`")
            throw ExitCode.failure
            #endif
        }
        LiveRun.main { try await measure() }
    }

    /// A touchscreen of 4096 × 4096 units with ten slots.
    static let device = EvdevDevice(name: "touchstone latency probe", axes: [
        0x2f: .init(minimum: 0, maximum: 9), 0x35: .init(minimum: 0, maximum: 4095),
        0x36: .init(minimum: 0, maximum: 4095), 0x39: .init(minimum: 0, maximum: 65535),
    ], isDirect: true)

    static let movesPerCycle = 10

    @MainActor
    private func measure() async throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-latency-\(getpid())").path
        guard mkfifo(fifo, 0o600) == 0 else { throw ValidationError("cannot make the FIFO \(fifo)") }
        defer { unlink(fifo) }
        let input = try EvdevInput(path: fifo, device: Self.device)
        let window = UIWindow(frame: CGRect(origin: .zero, size: input.screen))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 0.02
        view.addGestureRecognizer(press)
        let driver = LiveDriver(window: window)
        var timerLateness: [Duration] = []
        var actions: [ContinuousClock.Instant] = []
        press.addAction { [unowned window, unowned driver] recognizer in
            let now = ContinuousClock.now
            switch recognizer.state {
            case .began:
                if let due = driver.instant(atWindowTime: window.currentTime) { timerLateness.append(now - due) }
            case .changed:
                actions.append(now)
            default:
                break
            }
        }
        let writes = WriteLog()
        Self.play(cycles: cycles, into: fifo, writes: writes)
        try await driver.run(input.frames())
        let written = writes.all
        guard written.count == actions.count else {
            throw ValidationError("\(written.count) moves were written but \(actions.count) actions came")
        }
        print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(Self.loadAverage())")
        print(Self.line("timer deadline → fire", timerLateness))
        print(Self.line("input written → action", zip(written, actions).map { $1 - $0 }))
    }

    /// When each move was written, from the writer thread.
    final class WriteLog: Sendable {
        private let instants = Mutex<[ContinuousClock.Instant]>([])
        func add(_ instant: ContinuousClock.Instant) { instants.withLock { $0.append(instant) } }
        var all: [ContinuousClock.Instant] { instants.withLock { $0 } }
    }

    /// Writes the cycles into the FIFO on a thread of its own, noting when each move went.
    private static func play(cycles: Int, into fifo: String, writes: WriteLog) {
        Thread.detachNewThread {
            let fd = open(fifo, O_WRONLY)
            guard fd >= 0 else { return }
            defer { close(fd) }
            let start = ContinuousClock.now
            func send(_ events: [(UInt16, UInt16, Int32)]) {
                let elapsed = ContinuousClock.now - start
                let microseconds = elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
                var bytes: [UInt8] = []
                for (type, code, value) in events + [(0, 0, 0)] {
                    bytes += InputEventRecord.encode(EvdevStream.Event(microseconds: microseconds, type: type, code: code, value: value))
                }
                _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
            }
            for cycle in 0..<cycles {
                send([(3, 0x39, Int32(cycle)), (3, 0x35, 1000), (3, 0x36, 1000)])
                Thread.sleep(forTimeInterval: 0.04)
                for move in 1...movesPerCycle {
                    writes.add(.now)
                    send([(3, 0x35, Int32(1000 + 8 * move))])
                    Thread.sleep(forTimeInterval: 0.003)
                }
                send([(3, 0x39, -1)])
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
    }

    static func line(_ what: String, _ samples: [Duration]) -> String {
        let sorted = samples.map { Double($0.components.seconds) * 1e3 + Double($0.components.attoseconds) / 1e15 }.sorted()
        guard !sorted.isEmpty else { return "\(what): no samples" }
        func percentile(_ p: Double) -> String { String(format: "%.3f", sorted[Int((Double(sorted.count - 1) * p).rounded())]) }
        return "\(what): \(sorted.count) samples, p50 \(percentile(0.5)) ms, p90 \(percentile(0.9)) ms, p99 \(percentile(0.99)) ms, max \(percentile(1)) ms"
    }

    static func loadAverage() -> String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "unknown"
    }
}
