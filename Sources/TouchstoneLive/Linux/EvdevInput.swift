import Foundation
import Glibc
import Touchstone
import TouchstoneFormats

/// Live Linux input: reads the kernel's `struct input_event` records from a file
/// descriptor (a `/dev/input/event*` device, or a pipe or file carrying the same
/// records) on a thread of its own, decodes them as a recording of the device would be
/// decoded, and hands over whole frames (R-L2) as a sequence for ``LiveDriver``.
///
/// A device gives its axis ranges itself (`EVIOCGABS`); a pipe or file needs them in a
/// description (`EvdevDevice.read(contentsOf:)`). Touchscreens are decoded (all three
/// multitouch protocols), and keyboards, whose keys become presses (R-R5, R-R6); the
/// decoder is where mice and pens will join them. Lost input cancels the fingers and keys
/// it leaves down (R-L3): `SYN_DROPPED`, the end of a pipe or file,
/// a removed device (which ends the sequence with an error), and input the decoder
/// refuses (likewise).
///
/// A `SYN_DROPPED` cancels at its own timestamp. The end of the input has none: the
/// stream does not say when it stopped, only that it did, so the frame that cancels the
/// fingers then has no timestamp and is placed when it arrives (``LiveFrame/timestamp``),
/// which on the driver's timeline is the stream's last timestamp plus the time that has
/// passed since by the monotonic clock: when the end was read, as best as the stream's
/// clock can be known.
public final class EvdevInput: Sendable {
    /// The path it reads, as given.
    public let path: String
    /// The device's description: queried from the device, or the one given.
    public let device: EvdevDevice
    /// The screen, in points, that the device's surface maps to.
    public let screen: CGSize
    /// One line saying what is read and how units map.
    public let summary: String
    private let fd: Int32
    private let decoder: InputEventStream
    /// A pipe written to stop the reader thread, which waits on it and the input.
    private let wake: (read: Int32, write: Int32)

    /// Opens `path`. Without `device`, an input device is asked for its axes; a pipe or
    /// file without a description is refused.
    public init(path: String, device: EvdevDevice? = nil, mapping: UnitMapping.Options = .init()) throws(InputError) {
        let fd = try InputAccess.open(path)
        var pipeEnds: [Int32] = [0, 0]
        var described = device
        do throws(InputError) {
            if described == nil {
                guard InputAccess.isCharacterDevice(fd) else {
                    throw InputError(.missingAxes, at: InputLocation(file: path),
                                     "a pipe or file does not say its axis ranges; pass --device FILE with the device's description")
                }
                let capabilities = EvdevIoctl.capabilities(of: fd)
                let what: String? = switch capabilities.kind {
                case .touchscreen, .touchpad, .keyboard: nil
                case .pen: "this is a pen, not a touch device"
                case .mouse: "this is a mouse, not a touch device"
                case .other: "this device reports no touch positions (neither ABS_MT_POSITION_X nor ABS_X with BTN_TOUCH) "
                    + "and is not a keyboard"
                }
                if let what {
                    throw InputError(.missingAxes, at: InputLocation(file: path), what + "; live input reads touchscreens and keyboards")
                }
                described = EvdevIoctl.device(of: fd)
            }
            decoder = try InputEventStream(device: described!, mapping: mapping, source: path)
            guard pipe(&pipeEnds) == 0 else {
                throw InputError(.unreadable, at: InputLocation(file: path), "cannot make a pipe: \(String(cString: strerror(errno)))")
            }
        } catch {
            close(fd)
            throw error
        }
        self.path = path
        self.fd = fd
        self.device = described!
        screen = decoder.screen
        summary = decoder.summary
        wake = (pipeEnds[0], pipeEnds[1])
    }

    deinit {
        close(fd)
        close(wake.read)
        close(wake.write)
    }

    /// The input's frames, read on a thread of this input's own from the first call on;
    /// call it once. Ending the iteration (or cancelling its task) stops the thread.
    /// `warnings` hears what the decoder repaired, on the reader thread.
    public func frames(warnings: @escaping @Sendable (InputWarning) -> Void = { _ in }) -> AsyncThrowingStream<LiveFrame, any Error> {
        let (frames, continuation) = AsyncThrowingStream<LiveFrame, any Error>.makeStream()
        continuation.onTermination = { [wake] _ in
            var byte: UInt8 = 1
            _ = write(wake.write, &byte, 1)
        }
        let thread = Thread { [self] in
            do {
                try read(into: continuation, warnings: warnings)
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        thread.name = "touchstone evdev \(path)"
        thread.start()
        return frames
    }

    /// Reads until the input ends or the consumer stops; runs on the reader thread.
    private func read(into continuation: AsyncThrowingStream<LiveFrame, any Error>.Continuation,
                      warnings: @Sendable (InputWarning) -> Void) throws(InputError) {
        var decoder = self.decoder
        func hand(_ frames: [TouchFrame], stamped: Bool = true) {
            for warning in decoder.takeWarnings() { warnings(warning) }
            // Live input delivers touches and keys: a pen's hover and a mouse's events are left out.
            for frame in frames where frame.pointer == nil {
                continuation.yield(LiveFrame(timestamp: stamped ? frame.time : nil, touches: frame.changes.map(TouchInput.init),
                                             presses: frame.key.flatMap(PressInput.init).map { [$0] } ?? []))
            }
        }
        /// The input ended, or is abandoned: the cancellation is placed when it is read.
        func end() { hand(decoder.finish(), stamped: false) }
        var buffer = [UInt8](repeating: 0, count: 64 * InputEventRecord.size)
        while true {
            var watched = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            guard poll(&watched, 2, -1) >= 0 || errno == EINTR else { throw failure("poll") }
            if watched[1].revents != 0 { return end() }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                let code = errno
                end()
                throw code == ENODEV ? InputError(.truncated, at: InputLocation(file: path), "the device was removed")
                    : failure("read", code: code)
            }
            if count == 0 { return end() }
            var frames: [TouchFrame] = []
            do throws(InputError) {
                try buffer.withUnsafeBytes { bytes in
                    Result { () throws(InputError) in try decoder.feed(UnsafeRawBufferPointer(rebasing: bytes[..<count]), into: &frames) }
                }.get()
            } catch {
                hand(frames)
                end()
                throw error
            }
            hand(frames)
        }
    }

    private func failure(_ call: String, code: Int32 = errno) -> InputError {
        InputError(.unreadable, at: InputLocation(file: path), "\(call) failed: \(String(cString: strerror(code)))")
    }
}
