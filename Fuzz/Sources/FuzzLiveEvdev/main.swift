import FuzzSupport
import Touchstone
import TouchstoneFormats
import TouchstoneLive
import TouchstoneReplay

/// libFuzzer's entry: one input, read as the binary `input_event` stream `live` and
/// `record` read (``InputEventStream``), with any timestamps.
///
/// The first byte picks the device (protocol B, protocol A or single touch, 1000×1000
/// units, or a keyboard), the second the size of the reads the rest arrives in (1 to 256 bytes), so
/// that records are cut anywhere. The frames go to a window (a view with a tap and a pan,
/// not the whole standard scene, so that a run takes microseconds and 10⁶ runs fit in
/// minutes) as the live driver sends them, and are recorded as `record` does. Oracles: an
/// error is one short line; the engine accepts every frame the reader made; the trace
/// written reads back the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLiveEvdev(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count >= 2 else { return 0 }
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    MainActor.assumeIsolated { LiveEvdevCheck.run(device: bytes[0], readSize: Int(bytes[1]) + 1, stream: bytes[2...]) }
    return 0
}

@MainActor
enum LiveEvdevCheck {
    static let devices: [EvdevDevice] = [
        EvdevDevice(axes: [0x2f: .init(minimum: 0, maximum: 9), 0x35: .init(minimum: 0, maximum: 999),
                           0x36: .init(minimum: 0, maximum: 999), 0x39: .init(minimum: 0, maximum: 65535)], isDirect: true),
        EvdevDevice(axes: [0x35: .init(minimum: 0, maximum: 999), 0x36: .init(minimum: 0, maximum: 999)], isDirect: true),
        EvdevDevice(axes: [0x00: .init(minimum: 0, maximum: 999), 0x01: .init(minimum: 0, maximum: 999)], isDirect: true),
        EvdevDevice(name: "keyboard", keys: Set(1...0xff)),
    ]

    static func run(device selector: UInt8, readSize: Int, stream bytes: ArraySlice<UInt8>) {
        var stream: InputEventStream
        do {
            stream = try InputEventStream(device: devices[Int(selector) % devices.count], source: "fuzz")
        } catch {
            fatalError("the fuzz devices are described: \(error)")
        }
        let session = UIWindow(frame: CGRect(origin: .zero, size: stream.screen))
        let view = UIView(frame: session.bounds)
        session.addSubview(view)
        view.addGestureRecognizer(UITapGestureRecognizer())
        view.addGestureRecognizer(UIPanGestureRecognizer())
        let recorder = TraceRecorder()
        // As EvdevInput hands frames to the driver: stamped, except those that end the input.
        func deliver(_ frames: [TouchFrame], stamped: Bool) {
            for frame in frames where frame.pointer == nil {
                let touches = frame.changes.map(TouchInput.init)
                let time = max(stamped ? frame.time : session.currentTime, session.currentTime)
                do {
                    try session.advanceTime(to: time)
                    if let key = frame.key {
                        guard let press = PressInput(key) else { fatalError("the live reader made a key UIKit does not name: \(key)") }
                        try session.sendPresses([press], at: time)
                        recorder.record([press], at: time)
                        continue
                    }
                    recorder.record(touches, at: time)
                    try session.sendTouches(touches, at: time)
                } catch {
                    fatalError("a frame the live reader made was refused by the engine: \(error)")
                }
            }
        }
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let end = min(offset + readSize, bytes.endIndex)
            var frames: [TouchFrame] = []
            do throws(InputError) {
                try bytes[offset..<end].withUnsafeBytes { chunk in
                    Result { () throws(InputError) in try stream.feed(chunk, into: &frames) }
                }.get()
            } catch {
                FuzzCheck.checkMessage(error)
                deliver(frames, stamped: true)
                break
            }
            deliver(frames, stamped: true)
            offset = end
        }
        deliver(stream.finish(), stamped: false)
        for warning in stream.takeWarnings() {
            precondition(!warning.description.contains("\n"), "warning not one line: \(warning.description.prefix(500))")
        }
        FuzzCheck.roundTrip(recorder.recording(screen: stream.screen, endTime: session.currentTime))
    }
}
