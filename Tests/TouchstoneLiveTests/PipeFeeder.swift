import Foundation
import Glibc
import TouchstoneFormats
import TouchstoneLive

/// Plays a shared evemu recording into a FIFO as the kernel's binary `input_event`
/// records, frame by frame at the recorded pace (times `speed`), on a thread of its own:
/// a touchscreen without the hardware.
struct PipeFeeder: Sendable {
    /// The recording's events, in order.
    let events: [EvdevStream.Event]

    /// The evemu-devices recordings, `Tests/Recordings/evemu-devices` in this repository.
    static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Recordings/evemu-devices")

    /// Reads the `E:` lines of the recording at `url`.
    init(contentsOf url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        events = text.split(separator: "\n").compactMap { line in
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 5, fields[0] == "E:" else { return nil }
            let time = fields[1].split(separator: ".")
            let microseconds = Int64(time[0])! * 1_000_000 + Int64(time[1].padding(toLength: 6, withPad: "0", startingAt: 0))!
            return EvdevStream.Event(microseconds: microseconds, type: UInt16(fields[2], radix: 16)!,
                                     code: UInt16(fields[3], radix: 16)!, value: Int32(fields[4])!)
        }
    }

    init(events: [EvdevStream.Event]) {
        self.events = events
    }

    /// The events up to the `SYN_REPORT` that ends the frame in the middle of the
    /// recording, then `tail`.
    func cut(atFraction fraction: Double, then tail: [EvdevStream.Event] = []) -> PipeFeeder {
        let middle = Int(Double(events.count) * fraction)
        let end = events[middle...].firstIndex { $0.type == 0 && $0.code == 0 }! + 1
        return PipeFeeder(events: Array(events[..<end]) + tail)
    }

    /// A new FIFO in a temporary directory.
    static func makeFIFO() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-live-\(UUID().uuidString)").path
        precondition(mkfifo(path, 0o600) == 0, "mkfifo failed")
        return path
    }

    /// Writes the events into the FIFO at `path` on a new thread, each frame when its
    /// time comes, then closes it.
    func start(writingTo path: String, speed: Double) {
        let events = events
        Thread.detachNewThread {
            let fd = open(path, O_WRONLY)
            precondition(fd >= 0, "cannot open the FIFO for writing")
            defer { close(fd) }
            let start = ContinuousClock.now
            let origin = events.first?.microseconds ?? 0
            var frame: [UInt8] = []
            for event in events {
                frame += InputEventRecord.encode(event)
                guard event.type == 0 && event.code != 2 || event == events.last else { continue }
                let due = start + .microseconds(Double(event.microseconds - origin) / speed)
                let wait = due - ContinuousClock.now
                if wait > .zero { Thread.sleep(forTimeInterval: Double(wait.components.attoseconds) / 1e18 + Double(wait.components.seconds)) }
                _ = frame.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
                frame.removeAll(keepingCapacity: true)
            }
        }
    }
}
